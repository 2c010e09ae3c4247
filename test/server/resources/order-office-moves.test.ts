import { OFFICE_MOVES } from '../../../server/src/resources/orders/office-moves';
import { ORDER_STATUSES } from '../../../server/src/settings/enumerations';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

/* The status moves the office may make through orders/update: a delivered order never moves again. */

describe(`the office's status moves (${TEST_DB})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });
  const statusOf = async (id: number) => (await list(t.db, 'listOrders', { 'id[]': id })).results[0].status;
  const moves = async (id: number) =>
    (
      await t.db
        .selectFrom('order_status_changes')
        .select(['from_status', 'to_status'])
        .where('order_id', '=', id)
        .execute()
    ).length;

  it('covers every status, and leaves delivered with no move', () => {
    expect(Object.keys(OFFICE_MOVES).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(OFFICE_MOVES.delivered).toEqual([]);
  });

  it.each(ORDER_STATUSES.filter((s) => s !== 'delivered'))(
    'a delivered order cannot go back to %s: 409 invalid_transition, nothing recorded',
    async (status) => {
      const order = await add(t.db, 'Order', { name: `Delivered then ${status}`, status: 'delivered' });
      const err = await callError(t.db, 'updateOrder', { params: { id: order.id }, body: { status } });
      expect(err.statusCode).toBe(409);
      expect(err.code).toBe('invalid_transition');
      expect(err.message).toBe('An order that is delivered can no longer change status.');
      expect(await statusOf(order.id)).toBe('delivered');
      expect(await moves(order.id)).toBe(0);
    },
  );

  it('allowed moves are made and recorded; a refused one in a bulk update refuses the whole call', async () => {
    const a = await add(t.db, 'Order', { name: 'Accept undone' });
    await call(t.db, 'updateOrder', { params: { id: a.id }, body: { status: 'processing' } });
    await call(t.db, 'updateOrder', { params: { id: a.id }, body: { status: 'pending' } });
    expect(await moves(a.id)).toBe(2);
    const done = await add(t.db, 'Order', { name: 'Done', status: 'delivered' });
    const err = await callError(t.db, 'bulkUpdateOrders', {
      body: {
        records: [
          { id: a.id, status: 'cancelled' },
          { id: done.id, status: 'on_the_way' },
        ],
      },
    });
    expect(err.statusCode).toBe(409);
    expect(err.message).toMatch(
      /^records\[1\] \(id \d+\): An order that is delivered can no longer change status\. Nothing was saved\.$/,
    );
    expect(await statusOf(a.id)).toBe('pending');
    expect(await statusOf(done.id)).toBe('delivered');
    // Staying put is no move: a save of the whole record with its own status passes.
    expect(
      (await call(t.db, 'updateOrder', { params: { id: done.id }, body: { status: 'delivered', note: 'Paid' } })).data
        .note,
    ).toBe('Paid');
  });
});
