import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * Lists are answered from kept bodies while the change counters of every table they read or show read the
 * same. A write by any code path (here: SQL straight on the database, as another process would) must show
 * in the next answer, in the records themselves and in the records embedded in them.
 */
describe(`list bodies kept by change marker (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let outletId: number;
  let orderId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    const org = await t.db
      .insertInto('organizations')
      .values({ name: 'Acme' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outlet = await t.db
      .insertInto('outlets')
      .values({ name: 'Hamra', special_code: 'OUT-H', time_zone: 'UTC', organization_id: Number(org.id) })
      .returning('id')
      .executeTakeFirstOrThrow();
    outletId = Number(outlet.id);
    const order = await t.db
      .insertInto('orders')
      .values({
        order_number: 1,
        name: 'Lunch',
        status: 'pending',
        outlet_id: outletId,
        date: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderId = Number(order.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const firstOrder = async (query = 'per_page=10&page=1') => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}/orders?${query}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.results.find((o: { id: number }) => o.id === orderId);
  };

  it('shows a write made outside the API to the listed records', async () => {
    expect((await firstOrder()).name).toBe('Lunch');
    expect((await firstOrder()).name).toBe('Lunch');
    await t.db.updateTable('orders').set({ name: 'Dinner' }).where('id', '=', orderId).execute();
    expect((await firstOrder()).name).toBe('Dinner');
  });

  it('shows a write to a record embedded in the listed ones', async () => {
    expect((await firstOrder()).outlet).toMatchObject({ id: outletId, name: 'Hamra' });
    await t.db.updateTable('outlets').set({ name: 'Verdun' }).where('id', '=', outletId).execute();
    expect((await firstOrder()).outlet).toMatchObject({ id: outletId, name: 'Verdun' });
  });

  it('keeps each query apart, and a new record appears in the count and the page', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `${t.api}/orders?per_page=1&page=1`,
      headers: admin.headers,
    });
    expect(before.json().data.meta.total_count).toBe(1);
    await t.db
      .insertInto('orders')
      .values({ order_number: 2, name: 'Brunch', status: 'pending', date: new Date().toISOString() })
      .execute();
    const after = await t.app.inject({
      method: 'GET',
      url: `${t.api}/orders?per_page=1&page=1`,
      headers: admin.headers,
    });
    expect(after.json().data.meta.total_count).toBe(2);
    const all = await t.app.inject({
      method: 'GET',
      url: `${t.api}/orders?per_page=10&page=1`,
      headers: admin.headers,
    });
    expect(
      all
        .json()
        .data.results.map((o: { name: string }) => o.name)
        .sort(),
    ).toEqual(['Brunch', 'Dinner']);
  });

  it('still checks the caller on every call', async () => {
    await firstOrder();
    const anonymous = await t.app.inject({ method: 'GET', url: `${t.api}/orders?per_page=10&page=1` });
    expect(anonymous.statusCode).toBe(401);
    const kitchen = await t.login(TEST_USERS.kitchen_staff);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${t.api}/orders?per_page=10&page=1`,
      headers: kitchen.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
