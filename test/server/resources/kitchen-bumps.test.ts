import type { RequestUser } from '../../../server/src/http/operation';
import { KITCHEN_RECALL_MINUTES } from '../../../server/src/resources/kitchen/recall';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

/**
 * Items bumped one by one, the recall and urgent orders (issue 28), on a fixed clock: `update-item-status`
 * only on processing orders, recall within KITCHEN_RECALL_MINUTES of `ready_at`, urgency on open orders only.
 */
describe(`kitchen bumps, recall and urgency (${TEST_DB})`, () => {
  let t: TestDb;
  let cook: RequestUser;
  let kebab: { id: number };
  let grill: { id: number };
  const T0 = Date.parse('2026-12-01T10:00:00.000Z');
  const at = (ms: number) => () => ms;
  const iso = (ms: number) => new Date(ms).toISOString();

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
    const grills = await add(t.db, 'Category', { name: 'Grills' });
    grill = await add(t.db, 'Station', { name: 'Grill', categories: [grills.id] });
    kebab = await add(t.db, 'Product', { name: 'Kebab', price: 10, category: grills.id });
  });
  afterAll(async () => {
    await t.destroy();
  });

  /** An order in `status` (set directly) with two kebabs; `ready_at` as given. */
  async function orderIn(status: string, readyAt: string | null = null) {
    const o = await add(t.db, 'Order', { name: `Bumps ${status}` });
    const first = await add(t.db, 'OrderItem', { order: o.id, product: kebab.id });
    const second = await add(t.db, 'OrderItem', { order: o.id, product: kebab.id, quantity: 2 });
    await t.db.updateTable('orders').set({ status, ready_at: readyAt }).where('id', '=', o.id).execute();
    return { id: o.id as number, order_number: o.order_number as number, items: [first.id, second.id] as number[] };
  }
  const bump = (order_item_id: number, prepared: boolean, clock = at(T0)) =>
    call(t.db, 'updateKitchenItemStatus', { body: { order_item_id, prepared }, user: cook, clock });
  const move = (order_id: number, status: string, clock = at(T0)) =>
    call(t.db, 'updateKitchenOrderStatus', { body: { order_id, status }, user: cook, clock });
  const historyOf = (resource: string, id: number) =>
    t.db
      .selectFrom('change_history')
      .select(['field', 'old_value', 'new_value', 'reason', 'user_id'])
      .where('resource', '=', resource)
      .where('record_id', '=', id)
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();

  describe('update-item-status', () => {
    it('marks an item of a processing order ready on the server clock, and answers the whole board order', async () => {
      const o = await orderIn('processing');
      const body = await bump(o.items[0], true);
      expect(body.data).toMatchObject({ id: o.id, status: 'processing' });
      expect(body.data.items).toEqual([
        expect.objectContaining({
          id: o.items[0],
          prepared_at: iso(T0),
          station: expect.objectContaining({ id: grill.id, name: 'Grill' }),
        }),
        expect.objectContaining({ id: o.items[1], prepared_at: null }),
      ]);
      expect(await historyOf('order-items', o.items[0])).toEqual([
        { field: 'prepared_at', old_value: null, new_value: iso(T0), reason: null, user_id: cook.id },
      ]);
    });

    it('keeps the first time when bumped again, and clears it with prepared: false', async () => {
      const o = await orderIn('processing');
      await bump(o.items[0], true);
      const again = await bump(o.items[0], true, at(T0 + 60_000));
      expect(again.data.items[0].prepared_at).toBe(iso(T0));
      const undone = await bump(o.items[0], false, at(T0 + 120_000));
      expect(undone.data.items[0].prepared_at).toBeNull();
      expect((await historyOf('order-items', o.items[0])).map((h) => h.new_value)).toEqual([iso(T0), null]);
    });

    it.each(['pending', 'ready_for_pickup', 'on_the_way', 'delivered', 'cancelled'])(
      'refuses an item of a %s order with 409 order_not_processing and changes nothing',
      async (status) => {
        const o = await orderIn(status);
        const e = await callError(t.db, 'updateKitchenItemStatus', {
          body: { order_item_id: o.items[0], prepared: true },
          user: cook,
        });
        expect(e).toMatchObject({ statusCode: 409, code: 'order_not_processing' });
        const label = { pending: 'pending', ready_for_pickup: 'ready for pickup' }[status as 'pending'] ?? null;
        if (label)
          expect(e.message).toBe(
            `Order #${String(o.order_number).padStart(5, '0')} is ${label}: items can be bumped while it is being prepared.`,
          );
        const item = await t.db
          .selectFrom('order_items')
          .select(['prepared_at', '__version'])
          .where('id', '=', o.items[0])
          .executeTakeFirstOrThrow();
        expect(item).toEqual({ prepared_at: null, __version: 1 });
      },
    );

    it('an unknown item is a 404', async () => {
      const e = await callError(t.db, 'updateKitchenItemStatus', { body: { order_item_id: 999999, prepared: true } });
      expect(e).toMatchObject({ statusCode: 404, code: 'not_found' });
    });
  });

  describe('ready_at and the recall', () => {
    it('going ready sets ready_at; a recall inside the window clears it and keeps the items prepared', async () => {
      const o = await orderIn('processing');
      await bump(o.items[0], true);
      const ready = await move(o.id, 'ready_for_pickup', at(T0 + 60_000));
      expect(ready.data).toMatchObject({ status: 'ready_for_pickup', ready_at: iso(T0 + 60_000) });

      const justInside = T0 + 60_000 + KITCHEN_RECALL_MINUTES * 60_000 - 1000;
      const recalled = await move(o.id, 'processing', at(justInside));
      expect(recalled.data).toMatchObject({ status: 'processing', ready_at: null });
      const items = await t.db
        .selectFrom('order_items')
        .select('prepared_at')
        .where('order_id', '=', o.id)
        .orderBy('id')
        .execute();
      expect(items.map((i) => i.prepared_at)).toEqual([iso(T0), null]);
      const changes = await t.db
        .selectFrom('order_status_changes')
        .select(['from_status', 'to_status', 'user_id'])
        .where('order_id', '=', o.id)
        .orderBy('id')
        .execute();
      expect(changes).toEqual([
        { from_status: 'processing', to_status: 'ready_for_pickup', user_id: cook.id },
        { from_status: 'ready_for_pickup', to_status: 'processing', user_id: cook.id },
      ]);
      const history = (await historyOf('orders', o.id)).filter((h) => h.field === 'status');
      expect(history.map((h) => [h.old_value, h.new_value, h.reason])).toEqual([
        ['processing', 'ready_for_pickup', null],
        ['ready_for_pickup', 'processing', 'recall'],
      ]);
    });

    it('refuses a recall just after the window with 409 recall_window_passed, changing nothing', async () => {
      const o = await orderIn('ready_for_pickup', iso(T0));
      const justAfter = T0 + KITCHEN_RECALL_MINUTES * 60_000 + 1000;
      const e = await callError(t.db, 'updateKitchenOrderStatus', {
        body: { order_id: o.id, status: 'processing' },
        user: cook,
        clock: at(justAfter),
      });
      expect(e).toMatchObject({ statusCode: 409, code: 'recall_window_passed' });
      expect(e.message).toBe(
        `Order #${String(o.order_number).padStart(5, '0')} was ready 15 minutes ago; an order can be recalled within 15 minutes.`,
      );
      const later = await callError(t.db, 'updateKitchenOrderStatus', {
        body: { order_id: o.id, status: 'processing' },
        user: cook,
        clock: at(T0 + 22 * 60_000),
      });
      expect(later.message).toMatch(/was ready 22 minutes ago/);
      const row = await t.db
        .selectFrom('orders')
        .select(['status', 'ready_at'])
        .where('id', '=', o.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'ready_for_pickup', ready_at: iso(T0) });
    });

    it.each(['delivered', 'on_the_way'])('refuses a recall from %s with 409 invalid_transition', async (status) => {
      const o = await orderIn(status, iso(T0));
      const e = await callError(t.db, 'updateKitchenOrderStatus', {
        body: { order_id: o.id, status: 'processing' },
        user: cook,
        clock: at(T0 + 60_000),
      });
      expect(e).toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    });

    it('the office moving an order to ready for pickup sets ready_at, and back to processing clears it', async () => {
      const o = await orderIn('processing');
      const ready = await call(t.db, 'updateOrder', { params: { id: o.id }, body: { status: 'ready_for_pickup' } });
      expect(Date.parse(ready.data.ready_at)).not.toBeNaN();
      const back = await call(t.db, 'updateOrder', { params: { id: o.id }, body: { status: 'processing' } });
      expect(back.data.ready_at).toBeNull();
    });
  });

  describe('urgency', () => {
    const mark = (order_id: number, urgent: boolean) =>
      call(t.db, 'updateKitchenOrderUrgency', { body: { order_id, urgent }, user: cook });

    it('marks an open order urgent and back, recorded in its history', async () => {
      const o = await orderIn('pending');
      expect((await mark(o.id, true)).data).toMatchObject({ id: o.id, urgent: true, items: expect.any(Array) });
      expect((await mark(o.id, false)).data.urgent).toBe(false);
      expect(
        (await historyOf('orders', o.id)).filter((h) => h.field === 'urgent').map((h) => [h.old_value, h.new_value]),
      ).toEqual([
        ['false', 'true'],
        ['true', 'false'],
      ]);
    });

    it.each(['ready_for_pickup', 'delivered', 'cancelled'])(
      'refuses %s orders with 409 order_not_open, on the board and through orders/update',
      async (status) => {
        const o = await orderIn(status);
        const e = await callError(t.db, 'updateKitchenOrderUrgency', { body: { order_id: o.id, urgent: true } });
        expect(e).toMatchObject({ statusCode: 409, code: 'order_not_open' });
        const office = await callError(t.db, 'updateOrder', { params: { id: o.id }, body: { urgent: true } });
        expect(office).toMatchObject({ statusCode: 409, code: 'order_not_open' });
      },
    );

    it('orders/update sets urgent on an open order; urgent orders sort first', async () => {
      const calm = await orderIn('processing');
      const rush = await orderIn('processing');
      const body = await call(t.db, 'updateOrder', { params: { id: rush.id }, body: { urgent: true } });
      expect(body.data.urgent).toBe(true);
      const board = await list(t.db, 'listKitchenOrders', {
        'id[]': [calm.id, rush.id],
        order_by: 'urgent,id',
        order: 'DESC,ASC',
      });
      expect(board.results.map((o) => o.id)).toEqual([rush.id, calm.id]);
    });

    it('an unknown order is a 404', async () => {
      const e = await callError(t.db, 'updateKitchenOrderUrgency', { body: { order_id: 999999, urgent: true } });
      expect(e).toMatchObject({ statusCode: 404 });
    });
  });
});
