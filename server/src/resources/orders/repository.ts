import { sql, type Kysely, type Updateable } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database, OrdersTable } from '../../db/schema';
import { orderTotals } from './totals';

/** The SQL of orders, order items and their status history. (A transaction is a Kysely too.) */
type Db = Kysely<Database>;

/** Reserves `count` consecutive order numbers; returns the first. Call inside the inserting transaction. */
export async function reserveOrderNumbers(db: Db, count = 1): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set({ value: sql<number>`value + ${count}` })
    .where('name', '=', 'order_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value) - count + 1;
}

/** Recomputes and stores the subtotal/total of each order from its items' totals. */
export async function recomputeOrderTotals(db: Db, orderIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'discount', 'subtotal', 'total'])
    .where('id', 'in', ids)
    .execute();
  const items = await db.selectFrom('order_items').select(['order_id', 'total']).where('order_id', 'in', ids).execute();
  for (const order of orders) {
    const totals = orderTotals(
      items.filter((i) => i.order_id === order.id).map((i) => Number(i.total)),
      Number(order.discount),
    );
    if (totals.subtotal === Number(order.subtotal) && totals.total === Number(order.total)) continue;
    await db
      .updateTable('orders')
      .set({ ...totals, __version: sql<number>`__version + 1` })
      .where('id', '=', order.id)
      .execute();
  }
}

/** Records a status change of an order (who and when) in order_status_changes. */
export async function recordStatusChange(
  db: Db,
  orderId: number,
  from: string,
  to: string,
  userId: number | null,
  rejectReason: string | null = null,
): Promise<void> {
  // A token can outlive its user (deleted meanwhile): keep the history, without the dangling reference.
  const user =
    userId === null ? undefined : await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  await db
    .insertInto('order_status_changes')
    .values({
      order_id: orderId,
      from_status: from,
      to_status: to,
      reject_reason: rejectReason,
      user_id: user ? userId : null,
      at: nowIso(),
    })
    .execute();
}

/** The employee whose contact details an order copies, or undefined. */
export async function findEmployee(db: Db, id: number) {
  return db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrder(db: Db, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Writes `changes` to an order only while it still has `expected`'s status and __version (compare-and-set);
 * returns the new row, or undefined when someone else changed the order first.
 */
export async function updateOrderIfUnchanged(
  db: Db,
  expected: { id: number; status: string; __version: number },
  changes: Updateable<OrdersTable>,
) {
  return db
    .updateTable('orders')
    .set({ ...changes, __version: expected.__version + 1 })
    .where('id', '=', expected.id)
    .where('status', '=', expected.status)
    .where('__version', '=', expected.__version)
    .returningAll()
    .executeTakeFirst();
}

/** The items of the given orders, by id. */
export async function findItemsOfOrders(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}
