import { ORDER_STATUSES } from '../../../server/src/settings/enumerations';
import { KITCHEN_TRANSITIONS } from '../../../server/src/resources/kitchen/transitions';
import type { RequestUser } from '../../../server/src/http/operation';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

const ALLOWED: Array<[string, string]> = [
  ['pending', 'processing'],
  ['pending', 'cancelled'],
  ['processing', 'ready_for_pickup'],
  ['ready_for_pickup', 'on_the_way'],
  ['ready_for_pickup', 'delivered'],
  ['on_the_way', 'delivered'],
  ['ready_for_pickup', 'processing'], // the recall (within KITCHEN_RECALL_MINUTES: kitchen-recall.test.ts)
];

describe('kitchen transition table', () => {
  it('allows exactly the seven board transitions', () => {
    const pairs = Object.entries(KITCHEN_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => [from, to]));
    expect(pairs.sort()).toEqual([...ALLOWED].sort());
  });
});

describe(`kitchen board (${TEST_DB})`, () => {
  let t: TestDb;
  let cook: RequestUser;
  let product: { id: number };
  beforeAll(async () => {
    t = await createTestDb();
    const u = await add(t.db, 'User', {
      first_name: 'Maya',
      last_name: 'Saadeh',
      email: 'kitchen@x.test',
      plaintext_password: 'kitchen-pass',
      role: 'kitchen_staff',
    });
    cook = { id: u.id, email: u.email, role: 'kitchen_staff', capabilities: [], jti: 'k' };
    product = await add(t.db, 'Product', { name: 'Manakish', price: 2.5 });
  });
  afterAll(async () => {
    await t.destroy();
  });

  /** An order that has been put into `status` directly (no history); one ready for pickup went ready just now. */
  async function orderIn(status: string) {
    const o = await add(t.db, 'Order', { name: `In ${status}` });
    const readyAt = status === 'ready_for_pickup' ? new Date().toISOString() : null;
    await t.db.updateTable('orders').set({ status, ready_at: readyAt }).where('id', '=', o.id).execute();
    return o;
  }
  const move = (order_id: number, status: string, reject_reason?: string) =>
    call(t.db, 'updateKitchenOrderStatus', { body: { order_id, status, reject_reason }, user: cook });

  it.each(ALLOWED)('allows %s → %s and records who did it', async (from, to) => {
    const o = await orderIn(from);
    const body = await move(o.id, to, to === 'cancelled' ? 'Client cancelled' : undefined);
    expect(body.data).toMatchObject({ id: o.id, status: to, __version: 2 });
    expect(body.data.completed_at === null).toBe(to !== 'delivered');
    expect(body.data.reject_reason).toBe(to === 'cancelled' ? 'Client cancelled' : null);
    const history = await t.db.selectFrom('order_status_changes').selectAll().where('order_id', '=', o.id).execute();
    expect(history).toEqual([
      expect.objectContaining({
        from_status: from,
        to_status: to,
        user_id: cook.id,
        reject_reason: to === 'cancelled' ? 'Client cancelled' : null,
      }),
    ]);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !ALLOWED.some(([f, x]) => f === from && x === to)).map((to) => [from, to]),
  );

  it.each(refused)('refuses %s → %s with 409 invalid_transition and changes nothing', async (from, to) => {
    const o = await orderIn(from);
    const e = await callError(t.db, 'updateKitchenOrderStatus', {
      body: { order_id: o.id, status: to, reject_reason: 'x' },
      user: cook,
    });
    expect(e.statusCode).toBe(409);
    expect(e.code).toBe('invalid_transition');
    expect(e.message).toMatch(new RegExp(`^Cannot change status from ${from} to ${to}\\.`));
    const row = await t.db
      .selectFrom('orders')
      .select(['status', '__version'])
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: from, __version: 1 });
    expect(await t.db.selectFrom('order_status_changes').select('id').where('order_id', '=', o.id).execute()).toEqual(
      [],
    );
  });

  it('rejecting needs a reason', async () => {
    const o = await orderIn('pending');
    for (const reason of [undefined, '   ']) {
      const e = await callError(t.db, 'updateKitchenOrderStatus', {
        body: { order_id: o.id, status: 'cancelled', reject_reason: reason },
        user: cook,
      });
      expect(e).toMatchObject({
        statusCode: 400,
        message: 'Please enter the reason for rejecting the order',
        errors: { reject_reason: 'Missing Reject Reason' },
      });
    }
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', o.id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
  });

  it('an unknown order is a 404 and a bad status a 400', async () => {
    expect(
      (await callError(t.db, 'updateKitchenOrderStatus', { body: { order_id: 99999, status: 'processing' } }))
        .statusCode,
    ).toBe(404);
    const o = await orderIn('pending');
    expect(
      (await callError(t.db, 'updateKitchenOrderStatus', { body: { order_id: o.id, status: 'eaten' } })).statusCode,
    ).toBe(400);
  });

  it('walks an order through the whole board', async () => {
    const o = await orderIn('pending');
    for (const s of ['processing', 'ready_for_pickup', 'on_the_way', 'delivered']) await move(o.id, s);
    const history = await t.db
      .selectFrom('order_status_changes')
      .select(['from_status', 'to_status'])
      .where('order_id', '=', o.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => `${h.from_status}→${h.to_status}`)).toEqual([
      'pending→processing',
      'processing→ready_for_pickup',
      'ready_for_pickup→on_the_way',
      'on_the_way→delivered',
    ]);
  });

  it('lists kitchen orders with their items embedded, filtered by status_in, date_between and outlet', async () => {
    await t.db.deleteFrom('orders').execute();
    const outlet = await add(t.db, 'Outlet', { name: 'Canteen' });
    const a = await add(t.db, 'Order', { name: 'Today open', date: '2026-11-21T09:00:00.000Z', outlet: outlet.id });
    const b = await add(t.db, 'Order', { name: 'Today done', date: '2026-11-21T10:00:00.000Z', status: 'delivered' });
    await add(t.db, 'Order', {
      name: 'Tomorrow',
      date: '2026-11-22T09:00:00.000Z',
      status: 'processing',
      outlet: outlet.id,
    });
    await add(t.db, 'OrderItem', { order: a.id, product: product.id, quantity: 2 });
    await add(t.db, 'OrderItem', { order: a.id, product: product.id, quantity: 1, note: 'No onions' });
    const open = await list(t.db, 'listKitchenOrders', {
      status_in: 'pending,processing',
      date_between: '2026-11-21,2026-11-21',
    });
    expect(open.meta.total_count).toBe(1);
    expect(open.results[0]).toMatchObject({
      id: a.id,
      name: 'Today open',
      total: 7.5,
      outlet: { id: outlet.id, name: 'Canteen' },
    });
    expect(open.results[0].items.map((i: { quantity: number; note: string | null }) => [i.quantity, i.note])).toEqual([
      [2, null],
      [1, 'No onions'],
    ]);
    expect(open.results[0].items[0]).toMatchObject({
      order: { id: a.id, name: 'Today open' },
      product: { id: product.id, name: 'Manakish' },
      total: 5,
    });
    const done = await list(t.db, 'listKitchenOrders', { status_in: 'ready_for_pickup,on_the_way,delivered' });
    expect(done.results.map((o: { id: number; items: unknown[] }) => [o.id, o.items])).toEqual([[b.id, []]]);
    expect((await list(t.db, 'listKitchenOrders', { outlet: outlet.id })).meta.total_count).toBe(2);
    expect(
      Object.keys(await import('../../../server/src/resources/handlers').then((m) => m.resourceHandlers()))
        .filter((k) => /Kitchen(?!Staff)/.test(k))
        .sort(),
    ).toEqual([
      'listKitchenOrders',
      'listKitchenOutlets',
      'updateKitchenItemStatus',
      'updateKitchenOrderStatus',
      'updateKitchenOrderUrgency',
    ]);
  });
});
