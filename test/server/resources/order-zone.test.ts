import { exportColumns, recordCells } from '../../../server/src/resources/data/columns';
import { orders } from '../../../server/src/resources/definitions/orders';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * An order's times are shown in its outlet's zone, so the order carries that zone with its outlet
 * (orders, kitchen board, order items' parents all embed the same outlet), and its date stays the
 * instant the client sent: 12:30 in Beirut is stored and served as 10:30 UTC.
 */
describe(`orders carry their outlet's time zone (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let kitchen: TestSession;

  const post = async (path: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: `${t.api}${path}`, headers: admin.headers, payload });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const get = async (path: string, session: TestSession) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}${path}`, headers: session.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    kitchen = await t.login(TEST_USERS.kitchen_staff);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('embeds the outlet with its zone in orders and on the kitchen board', async () => {
    const outlet = await post('/outlets/add', { name: 'Zone Hamra', time_zone: 'Asia/Beirut' });
    const order = await post('/orders/add', {
      name: 'Zone lunch',
      outlet: outlet.id,
      date: '2026-11-24T10:30:00.000Z',
    });
    expect(order.outlet).toEqual({ id: outlet.id, name: 'Zone Hamra', time_zone: 'Asia/Beirut' });
    expect(Date.parse(order.date)).toBe(Date.parse('2026-11-24T12:30:00+02:00'));

    const listed = await get(`/orders?id[]=${order.id}`, admin);
    expect(listed.results[0].outlet).toEqual({ id: outlet.id, name: 'Zone Hamra', time_zone: 'Asia/Beirut' });
    const board = await get(`/kitchen-orders?id[]=${order.id}`, kitchen);
    expect(board.results[0].outlet).toEqual({ id: outlet.id, name: 'Zone Hamra', time_zone: 'Asia/Beirut' });
    expect(board.results[0].date).toBe(listed.results[0].date);
  });

  it("gives an outlet created without a zone the default one, and follows the outlet's changed zone", async () => {
    const outlet = await post('/outlets/add', { name: 'Zone Default' });
    const order = await post('/orders/add', { name: 'Zone dinner', outlet: outlet.id });
    expect(order.outlet).toEqual({ id: outlet.id, name: 'Zone Default', time_zone: 'Asia/Beirut' });
    await post(`/outlets/update/${outlet.id}`, { time_zone: 'Europe/Paris' });
    expect((await get(`/orders?id[]=${order.id}`, admin)).results[0].outlet.time_zone).toBe('Europe/Paris');
  });

  it('exports the date as the stored instant (ISO 8601 in UTC), not a wall clock of some zone', async () => {
    const outlet = await post('/outlets/add', { name: 'Zone Export', time_zone: 'Asia/Beirut' });
    const order = await post('/orders/add', {
      name: 'Zone export',
      outlet: outlet.id,
      date: '2026-11-24T22:15:00.000Z',
    });
    const columns = exportColumns(orders);
    const cells = recordCells(orders, order, columns);
    expect(cells[columns.indexOf('date')]).toBe(order.date);
    expect(order.date).toMatch(/^2026-11-24T22:15:00(\.000)?Z$/);
  });
});
