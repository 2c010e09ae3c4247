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

/** A product variation's owner, outlet and price (cents), or undefined. */
export async function findVariation(db: Db, id: number) {
  return db
    .selectFrom('product_variations')
    .select(['id', 'name', 'product_id', 'outlet_id', 'price'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The outlet of an order (null when it has none or the order is gone). */
export async function findOrderOutlet(db: Db, orderId: number): Promise<number | null> {
  const row = await db.selectFrom('orders').select('outlet_id').where('id', '=', orderId).executeTakeFirst();
  return row?.outlet_id ?? null;
}

/** Of `addonIds`, those offered with the product (its product_addons links). */
export async function findAddonsOfProduct(db: Db, productId: number, addonIds: number[]): Promise<Set<number>> {
  if (!addonIds.length) return new Set();
  const rows = await db
    .selectFrom('product_addons')
    .select('addon_id')
    .where('product_id', '=', productId)
    .where('addon_id', 'in', addonIds)
    .execute();
  return new Set(rows.map((r) => Number(r.addon_id)));
}

/** The current extra charge (cents) of each addon, by id. */
export async function findAddonCharges(db: Db, addonIds: number[]): Promise<Map<number, number>> {
  if (!addonIds.length) return new Map();
  const rows = await db.selectFrom('addons').select(['id', 'extra_charge']).where('id', 'in', addonIds).execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.extra_charge)]));
}

/** The addons an order item was ordered with: addon id (null once deleted) → the extra charge kept then. */
export async function findItemAddonCharges(db: Db, itemId: number) {
  const rows = await db
    .selectFrom('order_item_addons')
    .select(['addon_id', 'extra_charge'])
    .where('order_item_id', '=', itemId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    addon_id: r.addon_id === null ? null : Number(r.addon_id),
    extra_charge: Number(r.extra_charge),
  }));
}

/** The items of the given orders as their summary names them, in order, with their product's name and translations. */
export async function findSummaryItems(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .selectFrom('order_items as oi')
    .leftJoin('products as p', 'p.id', 'oi.product_id')
    .select([
      'oi.order_id as order_id',
      'oi.quantity as quantity',
      'oi.name as name',
      'p.name as product_name',
      'p.translations as product_translations',
    ])
    .where('oi.order_id', 'in', orderIds)
    .orderBy('oi.id')
    .execute();
}

/** "3 × Falafel Wrap, 2 × Hummus": an order's items in words, in the order they were added. */
export function itemsSummary(items: ReadonlyArray<{ quantity: number; name: string | null }>): string {
  return items.map((item) => `${item.quantity} × ${item.name ?? ''}`.trim()).join(', ');
}

/**
 * Keeps an order's summary in step with its items while nobody has written one: a summary that is empty, or
 * still the one its items gave before this change, becomes the summary of its items now; one staff wrote
 * stays. `before`: the changed item as it was in this order (none when it was just added here); `afterId`:
 * the changed item's id when it is in this order now.
 */
export async function refreshItemsSummary(
  db: Db,
  orderId: number,
  change: { before?: { id: number; quantity: number; name: string | null }; afterId?: number },
): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'summary', '__version'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'quantity', 'name'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const { before, afterId } = change;
  const previous = [...items.filter((item) => item.id !== afterId), ...(before ? [before] : [])].sort(
    (a, b) => Number(a.id) - Number(b.id),
  );
  const current = order.summary ?? '';
  const now = itemsSummary(items);
  if ((current.trim() !== '' && current !== itemsSummary(previous)) || current === now) return;
  await db
    .updateTable('orders')
    .set({ summary: now || null, __version: sql<number>`__version + 1` })
    .where('id', '=', orderId)
    .execute();
}

/** What decides when an outlet takes orders: cut-off, lead time, hours, holidays and zone. */
export async function findOutletTiming(db: Db, id: number) {
  return db
    .selectFrom('outlets')
    .select([
      'id',
      'order_cutoff',
      'lead_time_minutes',
      'opening_hours_from',
      'opening_hours_to',
      'holidays',
      'time_zone',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks an order as changed after its cut-off (`late_change` JSON), a new version of it. */
export async function setLateChange(db: Db, orderId: number, lateChange: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ late_change: lateChange, __version: sql<number>`__version + 1` })
    .where('id', '=', orderId)
    .execute();
}
