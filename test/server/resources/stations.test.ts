import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

/** Stations (issue 28): a category goes to at most one station, written through the station's `categories`. */
describe(`stations (${TEST_DB})`, () => {
  let t: TestDb;
  let grills: number, salads: number, breads: number;
  beforeAll(async () => {
    t = await createTestDb();
    grills = (await add(t.db, 'Category', { name: 'Grills' })).id;
    salads = (await add(t.db, 'Category', { name: 'Salads' })).id;
    breads = (await add(t.db, 'Category', { name: 'Breads' })).id;
  });
  afterAll(async () => {
    await t.destroy();
  });
  beforeEach(async () => {
    await t.db.updateTable('categories').set({ station_id: null }).execute();
    await t.db.deleteFrom('stations').execute();
  });

  const idsOf = (station: { categories: Array<{ id: number }> }) => station.categories.map((c) => c.id);
  const stationOf = async (categoryId: number) =>
    (await t.db.selectFrom('categories').select('station_id').where('id', '=', categoryId).executeTakeFirstOrThrow())
      .station_id;

  it('creates a station with its categories (written as ids, read with their names) and its names', async () => {
    const grill = await add(t.db, 'Station', {
      name: 'Grill',
      translations: { ar: { name: 'المشاوي' }, fr: { name: 'Grill' } },
      categories: [salads, grills],
    });
    expect(grill).toMatchObject({
      name: 'Grill',
      translations: { ar: { name: 'المشاوي' }, fr: { name: 'Grill' } },
      categories: [
        { id: grills, name: 'Grills', translations: null },
        { id: salads, name: 'Salads', translations: null },
      ],
      __version: 1,
    });
    expect(await stationOf(grills)).toBe(grill.id);
    expect(await stationOf(breads)).toBeNull();
    const { results, meta } = await list(t.db, 'listStations');
    expect(meta.total_count).toBe(1);
    expect(results[0]).toMatchObject({ id: grill.id });
    expect(idsOf(results[0])).toEqual([grills, salads]);
  });

  it('a new station has no categories unless given', async () => {
    expect(await add(t.db, 'Station', { name: 'Drinks' })).toMatchObject({ categories: [], translations: null });
  });

  it('an update replaces the list: the categories it no longer lists go to no station', async () => {
    const grill = await add(t.db, 'Station', { name: 'Grill', categories: [grills, salads] });
    const body = await call(t.db, 'updateStation', {
      params: { id: grill.id },
      body: { categories: [salads, breads] },
    });
    expect(body.data.__version).toBe(2);
    expect(idsOf(body.data)).toEqual([salads, breads]);
    expect(await stationOf(grills)).toBeNull();
    expect(await stationOf(breads)).toBe(grill.id);
    const renamed = await call(t.db, 'updateStation', { params: { id: grill.id }, body: { name: 'Charcoal grill' } });
    expect(renamed.data.name).toBe('Charcoal grill');
    expect(idsOf(renamed.data)).toEqual([salads, breads]);
  });

  it('refuses a category that goes to another station with 409 category_has_station, changing nothing', async () => {
    const grill = await add(t.db, 'Station', { name: 'Grill', categories: [grills] });
    const cold = await add(t.db, 'Station', { name: 'Cold & Mezze', categories: [salads] });

    const onCreate = await callError(t.db, 'addStation', { body: { name: 'Hot line', categories: [breads, grills] } });
    expect(onCreate).toMatchObject({ statusCode: 409, code: 'category_has_station' });
    expect(onCreate.message).toBe('Grills goes to the Grill station already; take it off there first.');
    expect((await list(t.db, 'listStations')).meta.total_count).toBe(2);
    expect(await stationOf(breads)).toBeNull();

    const onUpdate = await callError(t.db, 'updateStation', {
      params: { id: cold.id },
      body: { name: 'Cold', categories: [salads, grills] },
    });
    expect(onUpdate).toMatchObject({ statusCode: 409, code: 'category_has_station' });
    const unchanged = (await list(t.db, 'listStations', { 'id[]': [cold.id] })).results[0];
    expect(unchanged).toMatchObject({ name: 'Cold & Mezze', __version: 1 });
    expect(idsOf(unchanged)).toEqual([salads]);
    expect(await stationOf(grills)).toBe(grill.id);

    // Taken off there first, it can move.
    await call(t.db, 'updateStation', { params: { id: grill.id }, body: { categories: [] } });
    const moved = await call(t.db, 'updateStation', {
      params: { id: cold.id },
      body: { categories: [salads, grills] },
    });
    expect(idsOf(moved.data)).toEqual([grills, salads]);
  });

  it('refuses two stations of one bulk add claiming the same category, creating neither', async () => {
    const err = await callError(t.db, 'bulkAddStations', {
      body: {
        records: [
          { name: 'Grill', categories: [grills] },
          { name: 'Grill 2', categories: [grills] },
        ],
      },
    });
    expect(err).toMatchObject({ statusCode: 409, code: 'category_has_station' });
    expect((await list(t.db, 'listStations')).meta.total_count).toBe(0);
    expect(await stationOf(grills)).toBeNull();
  });

  it('an unknown category is a 400 naming categories', async () => {
    const err = await callError(t.db, 'addStation', { body: { name: 'Grill', categories: [grills, 999999] } });
    expect(err).toMatchObject({ statusCode: 400, code: 'validation_error' });
    expect(err.errors).toHaveProperty('categories');
  });

  it('deleting a station leaves its categories with none; the categories stay', async () => {
    const grill = await add(t.db, 'Station', { name: 'Grill', categories: [grills, salads] });
    const body = await call(t.db, 'deleteStation', { params: { id: grill.id } });
    expect(body.data).toMatchObject({ id: grill.id, name: 'Grill' });
    expect(await stationOf(grills)).toBeNull();
    expect(await stationOf(salads)).toBeNull();
    expect((await list(t.db, 'listCategories')).meta.total_count).toBe(3);
  });

  it('records the change of categories in the history', async () => {
    const grill = await add(t.db, 'Station', { name: 'Grill', categories: [grills] });
    await call(t.db, 'updateStation', { params: { id: grill.id }, body: { categories: [grills, breads] } });
    const entries = await t.db
      .selectFrom('change_history')
      .select(['action', 'field', 'old_value', 'new_value'])
      .where('resource', '=', 'stations')
      .where('record_id', '=', grill.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'create', field: null, old_value: null, new_value: null },
      {
        action: 'update',
        field: 'categories',
        old_value: JSON.stringify([grills]),
        new_value: JSON.stringify([grills, breads].sort((a, b) => a - b)),
      },
    ]);
  });
});

describe(`stations over HTTP, by role (${TEST_DB})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('administrators and managers manage stations; kitchen staff list them; viewers only read', async () => {
    const as = async (role: keyof typeof TEST_USERS) => (await app.login(TEST_USERS[role])).headers;
    const send = async (role: keyof typeof TEST_USERS, method: 'GET' | 'POST', path: string, payload?: object) =>
      app.app.inject({ method, url: `${app.api}${path}`, headers: await as(role), ...(payload ? { payload } : {}) });

    const created = await send('manager', 'POST', '/stations/add', { name: 'Bakery' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect((await send('administrator', 'POST', `/stations/update/${id}`, { name: 'Oven' })).statusCode).toBe(200);

    const board = await send('kitchen_staff', 'GET', '/stations');
    expect(board.statusCode).toBe(200);
    expect(board.json().data.results).toEqual([expect.objectContaining({ id, name: 'Oven', categories: [] })]);
    expect((await send('kitchen_staff', 'GET', `/stations?id[]=${id}`)).statusCode).toBe(200);
    expect((await send('kitchen_staff', 'POST', '/stations/add', { name: 'Grill' })).statusCode).toBe(403);
    expect((await send('kitchen_staff', 'POST', `/stations/update/${id}`, { name: 'Grill' })).statusCode).toBe(403);
    expect((await send('viewer', 'GET', '/stations')).statusCode).toBe(200);
    expect((await send('viewer', 'POST', '/stations/add', { name: 'Grill' })).statusCode).toBe(403);
  });
});
