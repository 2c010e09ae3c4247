import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * A board per station (issue 28): `GET /kitchen-orders?station=` narrows each order's items to the station's
 * (its categories') and those going to no station, leaves out the orders with none of them and, by default,
 * those whose station items are all prepared; `station_done=true` lists those instead (the Recall list). Without
 * a station the board is expo's: whole orders, each item with its station and `prepared_at`.
 */
describe(`kitchen board by station (${TEST_DB})`, () => {
  let t: TestApp;
  let kitchen: TestSession;
  let grill: { id: number }, cold: { id: number };
  const orders: Record<string, number> = {};
  const items: Record<string, number> = {};
  const day = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);

  const get = (query: string, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${t.api}/kitchen-orders?date_between=${day},${day}&per_page=100&${query}`,
      headers: { ...kitchen.headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const board = async (query = '') => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return res.json().data as { results: any[]; meta: { total_count: number } };
  };
  /** Order name → its item names, as the board lists them. */
  const shown = async (query = '') =>
    Object.fromEntries(
      (await board(query)).results.map((o) => [o.name, o.items.map((i: { name: string }) => i.name).sort()]),
    );
  const prepare = (item: string, at: string | null = '2026-12-01T10:00:00.000Z') =>
    t.db.updateTable('order_items').set({ prepared_at: at }).where('id', '=', items[item]).execute();

  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await t.login(TEST_USERS.administrator);
    kitchen = await t.login(TEST_USERS.kitchen_staff);
    const add = async (resource: string, body: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.api}/${resource}/add`,
        headers: admin.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const grills = await add('categories', { name: 'Grills' });
    const salads = await add('categories', { name: 'Salads' });
    const desserts = await add('categories', { name: 'Desserts' });
    grill = await add('stations', {
      name: 'Grill',
      translations: { ar: { name: 'المشاوي' } },
      categories: [grills.id],
    });
    cold = await add('stations', { name: 'Cold', categories: [salads.id] });
    const products = {
      Kebab: await add('products', { name: 'Kebab', price: 10, category: grills.id }),
      Fattoush: await add('products', { name: 'Fattoush', price: 6, category: salads.id }),
      Knefeh: await add('products', { name: 'Knefeh', price: 5, category: desserts.id }),
      Bread: await add('products', { name: 'Bread', price: 1 }),
    };
    const order = async (name: string, status: string, dishes: (keyof typeof products)[]) => {
      orders[name] = (await add('orders', { name, date: `${day}T10:00:00.000Z` })).id;
      for (const dish of dishes)
        items[`${name}/${dish}`] = (await add('order-items', { order: orders[name], product: products[dish].id })).id;
      await t.db.updateTable('orders').set({ status }).where('id', '=', orders[name]).execute();
    };
    await order('Mixed', 'processing', ['Kebab', 'Fattoush', 'Knefeh']);
    await order('Salad only', 'processing', ['Fattoush']);
    await order('Grill done', 'processing', ['Kebab', 'Fattoush']);
    await order('Waiting', 'pending', ['Kebab']);
    await order('Bread only', 'processing', ['Bread']);
    await prepare('Grill done/Kebab', '2026-12-01T10:05:00.000Z');
    await prepare('Waiting/Kebab', '2026-12-01T09:00:00.000Z');
  });
  afterAll(async () => {
    await t.close();
  });

  it('routes items by category; items with no station go to every station; done orders leave', async () => {
    expect(await shown(`station=${grill.id}`)).toEqual({
      Mixed: ['Kebab', 'Knefeh'],
      Waiting: ['Kebab'], // pending: always shows
      'Bread only': ['Bread'],
    });
    expect(await shown(`station=${cold.id}`)).toEqual({
      Mixed: ['Fattoush', 'Knefeh'],
      'Salad only': ['Fattoush'],
      'Grill done': ['Fattoush'],
      'Bread only': ['Bread'],
    });
    expect((await board(`station=${grill.id}`)).meta.total_count).toBe(3);
    const secondPage = await board(`station=${cold.id}&page=2`);
    expect(secondPage).toEqual({ results: [], meta: { total_count: 4 } });
  });

  it('expo (no station) shows whole orders, each item with its station and prepared_at', async () => {
    const all = await board();
    expect(all.meta.total_count).toBe(5);
    const done = all.results.find((o) => o.name === 'Grill done');
    expect(done.items).toEqual([
      expect.objectContaining({
        name: 'Kebab',
        prepared_at: '2026-12-01T10:05:00.000Z',
        station: { id: grill.id, name: 'Grill', translations: { ar: { name: 'المشاوي' } } },
      }),
      expect.objectContaining({
        name: 'Fattoush',
        prepared_at: null,
        station: { id: cold.id, name: 'Cold', translations: null },
      }),
    ]);
    const bread = all.results.find((o) => o.name === 'Bread only');
    expect(bread.items[0]).toMatchObject({ station: null, prepared_at: null });
    expect(done).toMatchObject({ urgent: false, ready_at: null });
    expect(done).not.toHaveProperty('station_done_at');
  });

  it('station_done=true lists the orders the station finished, newest first, with station_done_at', async () => {
    const recall = await board(`station=${grill.id}&station_done=true&order_by=station_done_at&order=DESC`);
    expect(recall.meta.total_count).toBe(2);
    expect(recall.results.map((o) => [o.name, o.station_done_at])).toEqual([
      ['Grill done', '2026-12-01T10:05:00.000Z'],
      ['Waiting', '2026-12-01T09:00:00.000Z'],
    ]);
    expect(recall.results[0].items.map((i: { name: string }) => i.name)).toEqual(['Kebab']);
    const ascending = await board(`station=${grill.id}&station_done=true&order_by=station_done_at&order=ASC`);
    expect(ascending.results.map((o) => o.name)).toEqual(['Waiting', 'Grill done']);
  });

  it('an order leaves the station board once its station items are prepared, and comes back when one is not', async () => {
    await prepare('Mixed/Kebab');
    await prepare('Mixed/Knefeh');
    expect(Object.keys(await shown(`station=${grill.id}`)).sort()).toEqual(['Bread only', 'Waiting']);
    // The dessert goes to every station: Cold still has the salad to make.
    expect(await shown(`station=${cold.id}`)).toMatchObject({ Mixed: ['Fattoush', 'Knefeh'] });
    await prepare('Mixed/Knefeh', null);
    expect(await shown(`station=${grill.id}`)).toMatchObject({ Mixed: ['Kebab', 'Knefeh'] });
    await prepare('Mixed/Kebab', null);
  });

  it("keeps ETag and 304 right per station: a bump in the station's items changes its ETag", async () => {
    const first = await get(`station=${grill.id}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect((await get(`station=${grill.id}`, etag)).statusCode).toBe(304);
    const expo = await get('');
    expect(expo.headers.etag).not.toBe(etag);
    expect((await get(`station=${cold.id}`)).headers.etag).not.toBe(etag);
    await prepare('Mixed/Kebab');
    const after = await get(`station=${grill.id}`, etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.results.find((o: { name: string }) => o.name === 'Mixed').items).toEqual([
      expect.objectContaining({ name: 'Kebab', prepared_at: '2026-12-01T10:00:00.000Z' }),
      expect.objectContaining({ name: 'Knefeh', prepared_at: null }),
    ]);
    expect((await get('', expo.headers.etag as string)).statusCode).toBe(200); // expo sees the bump too
    await prepare('Mixed/Kebab', null);
  });

  it('a station moved to other categories changes its board at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/stations/update/${cold.id}`,
      headers: (await t.login(TEST_USERS.manager)).headers,
      payload: { categories: [] },
    });
    expect(res.statusCode).toBe(200);
    // Salads now go to every station.
    expect(await shown(`station=${grill.id}`)).toMatchObject({ 'Salad only': ['Fattoush'] });
  });

  it('refuses an unknown station, station_done without a station, and sorting by station_done_at without one', async () => {
    const refused = async (query: string, field: string) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', errors: { [field]: expect.any(String) } });
    };
    await refused('station=999999', 'station');
    await refused('station_done=true', 'station_done');
    await refused('order_by=station_done_at', 'order_by');
  });
});
