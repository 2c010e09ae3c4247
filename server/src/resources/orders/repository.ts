import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { orderTotals } from './totals';

type Db = Kysely<Database> | Transaction<Database>;

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
  const orders = await db.selectFrom('orders').select(['id', 'discount', 'subtotal', 'total']).where('id', 'in', ids).execute();
  const items = await db.selectFrom('order_items').select(['order_id', 'total']).where('order_id', 'in', ids).execute();
  for (const order of orders) {
    const totals = orderTotals(items.filter((i) => i.order_id === order.id).map((i) => Number(i.total)), Number(order.discount));
    if (totals.subtotal === Number(order.subtotal) && totals.total === Number(order.total)) continue;
    await db.updateTable('orders').set({ ...totals, __version: sql<number>`__version + 1` }).where('id', '=', order.id).execute();
  }
}
