import { parseListQuery } from '../../../server/src/resources/engine/list-query';
import { resources, views } from '../../../server/src/resources/definitions';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * `date_between` takes two dates (whole days, inclusive; a UTC day on an order's date-time) or two
 * ISO date-times with offsets (from ≤ date < to), so the kitchen board can ask for one day in the
 * outlet's time zone. Asia/Beirut is UTC+2 in winter and UTC+3 in summer (from 29 March 2026).
 */
describe(`date_between with outlet-local days (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let kitchen: TestSession;
  const ids: Record<string, number> = {};

  /** Beirut's 22 November 2026 (winter, UTC+2) as the board asks for it. */
  const BEIRUT_22 = '2026-11-22T00:00:00.000+02:00,2026-11-23T00:00:00.000+02:00';
  /** The same instants written in UTC. */
  const BEIRUT_22_UTC = '2026-11-21T22:00:00.000Z,2026-11-22T22:00:00.000Z';

  const get = (path: string, session: TestSession, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `${t.api}${path}?${new URLSearchParams({ per_page: '100', order_by: 'date', ...query })}`,
      headers: session.headers,
    });
  async function names(path: string, session: TestSession, query: Record<string, string>): Promise<string[]> {
    const res = await get(path, session, query);
    expect(res.statusCode).toBe(200);
    return res.json().data.results.map((o: { name: string }) => o.name);
  }
  async function addOrder(name: string, date: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/orders/add`,
      headers: admin.headers,
      payload: { name, date },
    });
    expect(res.statusCode).toBe(200);
    ids[name] = res.json().data.id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    kitchen = await t.login(TEST_USERS.kitchen_staff);
    // Written with the Beirut offset; the server stores the instant.
    await addOrder('21st 23:30 Beirut', '2026-11-21T23:30:00+02:00'); // 21:30Z on the 21st
    await addOrder('22nd 00:00 Beirut', '2026-11-22T00:00:00+02:00'); // 22:00Z on the 21st
    await addOrder('22nd 00:30 Beirut', '2026-11-22T00:30:00+02:00'); // 22:30Z on the 21st
    await addOrder('22nd 23:30 Beirut', '2026-11-22T23:30:00+02:00'); // 21:30Z on the 22nd
    await addOrder('23rd 00:00 Beirut', '2026-11-23T00:00:00+02:00'); // the next day starts here
    await addOrder('23rd 00:30 Beirut', '2026-11-23T00:30:00+02:00');
    await addOrder('Summer 00:30 Beirut', '2026-07-01T00:30:00+03:00'); // 21:30Z on 30 June
    await addOrder('Summer 23:30 Beirut', '2026-06-30T23:30:00+03:00'); // 20:30Z on 30 June
    // A menu item, for the plain-date form on a date field.
    const product = (
      await t.app.inject({
        method: 'POST',
        url: `${t.api}/products/add`,
        headers: admin.headers,
        payload: { name: 'Manakish', price: 2.5 },
      })
    ).json().data;
    const menu = (
      await t.app.inject({
        method: 'POST',
        url: `${t.api}/menus/add`,
        headers: admin.headers,
        payload: { name: 'Week menu' },
      })
    ).json().data;
    for (const date of ['2026-11-21', '2026-11-22', '2026-11-23']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.api}/menu-items/add`,
        headers: admin.headers,
        payload: { menu: menu.id, product: product.id, date },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('two date-times with offsets select one Beirut day: from included, to excluded', async () => {
    const day = ['22nd 00:00 Beirut', '22nd 00:30 Beirut', '22nd 23:30 Beirut'];
    expect(await names('/kitchen-orders', kitchen, { date_between: BEIRUT_22 })).toEqual(day);
    expect(await names('/orders', admin, { date_between: BEIRUT_22 })).toEqual(day);
    // Any offset naming the same instants selects the same orders.
    expect(await names('/kitchen-orders', kitchen, { date_between: BEIRUT_22_UTC })).toEqual(day);
    expect(
      await names('/kitchen-orders', kitchen, { date_between: '2026-11-22T00:00+02:00,2026-11-23T00:00+02:00' }),
    ).toEqual(day);
    // The day before ends where this one starts; the day after starts where it ends.
    expect(
      await names('/kitchen-orders', kitchen, { date_between: '2026-11-21T00:00:00+02:00,2026-11-22T00:00:00+02:00' }),
    ).toEqual(['21st 23:30 Beirut']);
    expect(
      await names('/kitchen-orders', kitchen, { date_between: '2026-11-23T00:00:00+02:00,2026-11-24T00:00:00+02:00' }),
    ).toEqual(['23rd 00:00 Beirut', '23rd 00:30 Beirut']);
  });

  it('a summer day is 24 hours at UTC+3', async () => {
    expect(
      await names('/kitchen-orders', kitchen, { date_between: '2026-07-01T00:00:00+03:00,2026-07-02T00:00:00+03:00' }),
    ).toEqual(['Summer 00:30 Beirut']);
    expect(
      await names('/kitchen-orders', kitchen, { date_between: '2026-06-30T00:00:00+03:00,2026-07-01T00:00:00+03:00' }),
    ).toEqual(['Summer 23:30 Beirut']);
  });

  it('plain dates work exactly as before: whole UTC days, both ends included', async () => {
    // 21 November in UTC runs to 02:00 on the 22nd in Beirut.
    expect(await names('/orders', admin, { date_between: '2026-11-21,2026-11-21' })).toEqual([
      '21st 23:30 Beirut',
      '22nd 00:00 Beirut',
      '22nd 00:30 Beirut',
    ]);
    expect(await names('/kitchen-orders', kitchen, { date_between: '2026-11-22,2026-11-22' })).toEqual([
      '22nd 23:30 Beirut',
      '23rd 00:00 Beirut',
      '23rd 00:30 Beirut',
    ]);
    expect((await get('/orders', admin, { date_between: '2026-11-21,2026-11-23' })).json().data.meta.total_count).toBe(
      6,
    );
    // Menu items: calendar dates, inclusive.
    const items = await get('/menu-items', admin, { date_between: '2026-11-22,2026-11-23' });
    expect(items.statusCode).toBe(200);
    expect(items.json().data.results.map((i: { date: string }) => i.date)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it.each([
    ['a single date', '2026-11-22'],
    ['three values', '2026-11-22,2026-11-23,2026-11-24'],
    ['date-times without an offset', '2026-11-22T00:00:00,2026-11-23T00:00:00'],
    ['a date and a date-time', '2026-11-22,2026-11-23T00:00:00+02:00'],
    ['an unencoded + (read as a space)', '2026-11-22T00:00:00 02:00,2026-11-23T00:00:00 02:00'],
    ['30 February', '2026-02-30T00:00:00Z,2026-03-01T00:00:00Z'],
    ['hour 24', '2026-11-22T24:00:00Z,2026-11-23T00:00:00Z'],
    ['an offset of +25:00', '2026-11-22T00:00:00+25:00,2026-11-23T00:00:00+02:00'],
    ['words', 'today,tomorrow'],
  ])('rejects %s with a 400 naming date_between', async (_what, value) => {
    const res = await get('/kitchen-orders', kitchen, { date_between: value });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/date_between/);
    expect(Object.keys(body.errors ?? {})).toEqual(['date_between']);
    expect((await get('/orders', admin, { date_between: value })).statusCode).toBe(400);
  });

  it('menu items take dates only: date-times there are a 400 naming date_between', async () => {
    const res = await get('/menu-items', admin, { date_between: BEIRUT_22 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { date_between: expect.any(String) } });
    expect(res.json().message).toMatch(/date is a calendar date here/);
  });
});

describe('date_between parsing', () => {
  const orders = resources.orders;
  const board = views['kitchen-orders'];
  const range = (def: typeof orders, value: string) => parseListQuery(def, { date_between: value }).conditions;

  it('turns date-times into a half-open UTC range', () => {
    expect(range(board, '2026-11-22T00:00:00+02:00,2026-11-23T00:00:00+02:00')).toEqual([
      { kind: 'range', field: 'date', from: '2026-11-21T22:00:00.000Z', to: '2026-11-22T22:00:00.000Z', negate: false },
    ]);
    expect(range(orders, '2026-03-29T00:00:00+02:00,2026-03-30T00:00:00+03:00')).toEqual([
      { kind: 'range', field: 'date', from: '2026-03-28T22:00:00.000Z', to: '2026-03-29T21:00:00.000Z', negate: false },
    ]);
  });

  it('keeps dates as whole days', () => {
    expect(range(orders, '2026-11-21,2026-11-22')).toEqual([
      { kind: 'range', field: 'date', from: '2026-11-21T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z', negate: false },
    ]);
    expect(range(resources['menu-items'], '2026-11-16,2026-11-20')).toEqual([
      { kind: 'range', field: 'date', from: '2026-11-16', to: '2026-11-21', negate: false },
    ]);
  });

  it('names the bad part in the message', () => {
    let message = '';
    try {
      range(orders, '2026-11-22T00:00:00+02:00,2026-02-30T00:00:00Z');
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe(
      'Invalid date_between "2026-11-22T00:00:00+02:00,2026-02-30T00:00:00Z": "2026-02-30T00:00:00Z" is neither a date YYYY-MM-DD nor an ISO-8601 date-time with an offset (Z or ±hh:mm).',
    );
  });
});
