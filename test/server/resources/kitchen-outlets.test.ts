import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

/** The board's outlet filter over HTTP: its choices for every board role, and `outlet=` on the board's list. */
describe(`kitchen board by outlet (${TEST_DB})`, () => {
  let t: TestApp;
  let cook: TestSession;
  let admin: TestSession;
  const outlets: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    cook = await t.login(TEST_USERS.kitchen_staff);
    admin = await t.login(TEST_USERS.administrator);
    for (const name of ['Harbour', 'Airport', 'Campus']) {
      const time_zone = name === 'Airport' ? 'Asia/Dubai' : 'Asia/Beirut';
      const res = await post('/outlets/add', { name, holidays: [0], time_zone });
      outlets[name] = res.data.id;
    }
    for (const [name, outlet] of [
      ['Harbour lunch', outlets.Harbour],
      ['Harbour dinner', outlets.Harbour],
      ['Airport lunch', outlets.Airport],
      ['Campus lunch', outlets.Campus],
      ['No outlet', null],
    ] as const)
      await post('/orders/add', { name, outlet, date: '2026-11-24T09:00:00.000Z' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function post(path: string, payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url: `${t.api}${path}`, headers: admin.headers, payload });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const get = (path: string, session = cook) =>
    t.app.inject({ method: 'GET', url: `${t.api}${path}`, headers: session.headers });
  const boardNames = async (query: string) => {
    const res = await get(`/kitchen-orders?per_page=100&order_by=name&order=ASC${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.results.map((o: { name: string }) => o.name);
  };

  it('serves the kitchen role every outlet id, name and zone, by name, though it may not list outlets', async () => {
    expect((await get('/outlets')).statusCode).toBe(403);
    const res = await get('/kitchen-outlets');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        results: [
          { id: outlets.Airport, name: 'Airport', time_zone: 'Asia/Dubai' },
          { id: outlets.Campus, name: 'Campus', time_zone: 'Asia/Beirut' },
          { id: outlets.Harbour, name: 'Harbour', time_zone: 'Asia/Beirut' },
        ],
        meta: { total_count: 3 },
      },
    });
  });

  it('refuses the outlet choices to a caller without the board', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${t.api}/kitchen-outlets` })).statusCode).toBe(401);
  });

  it('shows only the orders of the chosen outlets', async () => {
    expect(await boardNames(`&outlet=${outlets.Harbour}`)).toEqual(['Harbour dinner', 'Harbour lunch']);
    expect(await boardNames(`&outlet=${outlets.Airport},${outlets.Campus}`)).toEqual(['Airport lunch', 'Campus lunch']);
    expect(await boardNames('')).toHaveLength(5);
  });

  it.each(['abc', '1,,2', ',', '99999999999999999999'])('refuses outlet=%s with a 400 naming it', async (value) => {
    const res = await get(`/kitchen-orders?outlet=${encodeURIComponent(value)}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('outlet');
  });
});
