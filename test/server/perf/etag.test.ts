import { sql } from 'kysely';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * The kitchen board polls `GET /kitchen-orders` every 60 s. While nothing it shows has changed, the poll
 * is a bodiless 304 from an ETag; any change to an order, its items, the products on them or the people
 * and places embedded in it must change the ETag (whatever code path or process wrote it).
 */
describe(`kitchen-orders ETag (${TEST_DB})`, () => {
  let t: TestApp;
  let kitchen: TestSession;
  let admin: TestSession;
  let board: string;
  let order: {
    id: number;
    status: string;
    employee_id: number | null;
    outlet_id: number | null;
    organization_id: number | null;
  };

  const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
  const get = (url: string, session: TestSession, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${t.api}${url}`,
      headers: { ...session.headers, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `${t.api}${url}`, headers: admin.headers, payload: payload as object });
  const etagOf = async (url = board) => {
    const res = await get(url, kitchen);
    expect(res.statusCode).toBe(200);
    return res.headers.etag as string;
  };
  /** Runs `write` and expects the board's ETag to change (and the old one to be refused a 304). */
  async function expectChange(write: () => Promise<unknown>) {
    const before = await etagOf();
    await write();
    const res = await get(board, kitchen, before);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(before);
  }
  async function expectNoChange(write: () => Promise<unknown>) {
    const before = await etagOf();
    await write();
    expect((await get(board, kitchen, before)).statusCode).toBe(304);
  }

  beforeAll(async () => {
    t = await buildTestApp({ seed: 'demo' });
    kitchen = await t.login(TEST_USERS.kitchen_staff);
    admin = await t.login(TEST_USERS.administrator);
    board = `/kitchen-orders?per_page=20&page=1&status_in=pending,processing&date_between=${day(-1)},${day(2)}`;
    order = await t.db
      .selectFrom('orders')
      .select(['id', 'status', 'employee_id', 'outlet_id', 'organization_id'])
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 200 with a weak ETag and private revalidation, then 304 without a body for the same query', async () => {
    const first = await get(board, kitchen);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.meta.total_count).toBeGreaterThan(0);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(board, kitchen, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The 304 carries the caching headers its 200 did.
    const caching = (headers: Record<string, unknown>) => ({ cc: headers['cache-control'], vary: headers.vary });
    expect(caching(again.headers)).toEqual(caching(first.headers));
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect((await get(board, kitchen, `"x", ${etag.replace(/^W\//, '')}`)).statusCode).toBe(304);
    expect((await get(board, kitchen, '"something-else"')).statusCode).toBe(200);
  });

  it('differs per query, and a bad query is still a 400, never a 304', async () => {
    const a = await etagOf();
    const b = await etagOf(
      `/kitchen-orders?per_page=20&page=1&status_in=ready_for_pickup,on_the_way,delivered&date_between=${day(-1)},${day(2)}`,
    );
    expect(a).not.toBe(b);
    const bad = await get('/kitchen-orders?status_in=nonsense&email=x', kitchen, a);
    expect(bad.statusCode).toBe(400);
  });

  it('is refused to callers without kitchen_orders::list, whatever they send', async () => {
    const etag = await etagOf();
    const res = await t.app.inject({ method: 'GET', url: `${t.api}${board}`, headers: { 'if-none-match': etag } });
    expect(res.statusCode).toBe(401);
  });

  it('changes when the kitchen moves an order, and the new body shows it (bodies are kept by ETag)', async () => {
    const shown = async () =>
      (await get(board, kitchen)).json().data.results.find((o: { id: number }) => o.id === order.id);
    expect((await shown()).status).toBe('pending');
    expect((await shown()).status).toBe('pending');
    await expectChange(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.api}/kitchen/update-order-status`,
        headers: kitchen.headers,
        payload: { order_id: order.id, status: 'processing' },
      });
      expect(res.statusCode).toBe(200);
    });
    expect((await shown()).status).toBe('processing');
    await t.db.updateTable('order_items').set({ note: 'Extra lemon' }).where('order_id', '=', order.id).execute();
    expect((await shown()).items.every((i: { note: string | null }) => i.note === 'Extra lemon')).toBe(true);
  });

  it('changes when an order is edited, created or deleted through the API', async () => {
    await expectChange(async () =>
      expect((await post(`/orders/update/${order.id}`, { note: 'Ring twice' })).statusCode).toBe(200),
    );
    let created = 0;
    await expectChange(async () => {
      const res = await post('/orders/add', { name: 'Late addition' });
      expect(res.statusCode).toBe(200);
      created = res.json().data.id;
    });
    await expectChange(async () =>
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${t.api}/orders/delete/${created}`, headers: admin.headers }))
          .statusCode,
      ).toBe(200),
    );
  });

  it('changes when an item of an order is added, edited or removed', async () => {
    const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    let item = 0;
    await expectChange(async () => {
      const res = await post('/order-items/add', { order: order.id, product: product.id, quantity: 2 });
      expect(res.statusCode).toBe(200);
      item = res.json().data.id;
    });
    await expectChange(async () =>
      expect((await post(`/order-items/update/${item}`, { note: 'No onions' })).statusCode).toBe(200),
    );
    await expectChange(async () =>
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${t.api}/order-items/delete/${item}`, headers: admin.headers }))
          .statusCode,
      ).toBe(200),
    );
  });

  it('changes when a product on the board, or an embedded employee, outlet or organization, is renamed', async () => {
    const item = await t.db
      .selectFrom('order_items')
      .select('product_id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    await expectChange(() =>
      t.db.updateTable('products').set({ name: 'Renamed dish' }).where('id', '=', item.product_id!).execute(),
    );
    if (order.employee_id)
      await expectChange(() =>
        t.db.updateTable('employees').set({ last_name: 'Renamed' }).where('id', '=', order.employee_id!).execute(),
      );
    if (order.outlet_id)
      await expectChange(() =>
        t.db.updateTable('outlets').set({ name: 'Renamed outlet' }).where('id', '=', order.outlet_id!).execute(),
      );
    if (order.organization_id)
      await expectChange(() =>
        t.db
          .updateTable('organizations')
          .set({ name: 'Renamed org' })
          .where('id', '=', order.organization_id!)
          .execute(),
      );
  });

  it("changes when a category's preparation time changes (the cards' fire times follow it)", async () => {
    await expectChange(() => t.db.updateTable('categories').set({ prep_minutes: 25 }).where('id', '>', 0).execute());
    // An addon's names in other languages show beside the items' addons.
    await expectChange(() =>
      t.db.updateTable('addons').set({ translations: '{"ar":{"name":"ثوم"}}' }).where('id', '>', 0).execute(),
    );
    // So do a variation's (and its name, on the items that chose it).
    await expectChange(() =>
      t.db
        .updateTable('product_variations')
        .set({ translations: '{"ar":{"name":"كبير"}}' })
        .where('id', '>', 0)
        .execute(),
    );
  });

  it('changes on writes that bypass the engine (any code path, any process)', async () => {
    await expectChange(() =>
      t.db.updateTable('orders').set({ summary: 'edited in SQL' }).where('id', '=', order.id).execute(),
    );
    await expectChange(() =>
      sql`update order_items set note = 'edited in SQL' where order_id = ${order.id}`.execute(t.db),
    );
  });

  it('does not change for writes the board cannot show, or for a rolled-back write', async () => {
    await expectNoChange(() =>
      t.db.updateTable('kitchen_staff').set({ phone_number: '+961 1 000 001' }).where('id', '>', 0).execute(),
    );
    await expectNoChange(() =>
      t.db
        .updateTable('users')
        .set({ phone_number: '+961 1 000 000' })
        .where('email', '=', TEST_USERS.viewer)
        .execute(),
    );
    await expectNoChange(async () => {
      await expect(
        t.db.transaction().execute(async (trx) => {
          await trx.updateTable('orders').set({ note: 'never' }).where('id', '=', order.id).execute();
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
    });
  });
});
