/** SQL of standing orders: the ones to place, the days placed, and the orders they placed. */
import type { Db } from '../engine/types';

/** A standing order with what its schedule reads of its outlet (holidays, zone). */
export async function findStandingOrders(db: Db, id?: number) {
  let query = db
    .selectFrom('standing_orders')
    .innerJoin('outlets', 'outlets.id', 'standing_orders.outlet_id')
    .selectAll('standing_orders')
    .select(['outlets.holidays as outlet_holidays', 'outlets.time_zone as outlet_zone'])
    .orderBy('standing_orders.id');
  if (id !== undefined) query = query.where('standing_orders.id', '=', id);
  return query.execute();
}

export type StandingOrderRow = Awaited<ReturnType<typeof findStandingOrders>>[number];

/** An outlet's holidays (JSON text) and zone, by id. */
export async function findOutletsSchedule(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('outlets').select(['id', 'holidays', 'time_zone']).where('id', 'in', ids).execute();
}

/**
 * Takes `day` of a standing order for this transaction: true when this is the first time, false when it was
 * placed before (by any process, also when its order was since deleted). The primary key makes it once.
 */
export async function claimDay(trx: Db, standingOrderId: number, day: string): Promise<boolean> {
  const row = await trx
    .insertInto('standing_order_days')
    .values({ standing_order_id: standingOrderId, day, order_id: null })
    .onConflict((oc) => oc.columns(['standing_order_id', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the order placed for a day, and marks the order with its standing order. */
export async function linkDayOrder(trx: Db, standingOrderId: number, day: string, orderId: number): Promise<void> {
  await trx
    .updateTable('standing_order_days')
    .set({ order_id: orderId })
    .where('standing_order_id', '=', standingOrderId)
    .where('day', '=', day)
    .execute();
  await trx.updateTable('orders').set({ standing_order_id: standingOrderId }).where('id', '=', orderId).execute();
}

/** The days placed of a standing order whose orders are still to come (after `nowIso`) and pending. */
export async function futurePendingOrders(trx: Db, standingOrderId: number, nowIso: string) {
  return trx
    .selectFrom('standing_order_days')
    .innerJoin('orders', 'orders.id', 'standing_order_days.order_id')
    .select(['standing_order_days.day', 'orders.id', 'orders.date', 'orders.outlet_id'])
    .where('standing_order_days.standing_order_id', '=', standingOrderId)
    .where('orders.status', '=', 'pending')
    .where('orders.date', '>', nowIso)
    .orderBy('orders.date')
    .execute();
}

/** Forgets a placed day (its order was cancelled by the standing order itself): it may be placed again later. */
export async function forgetDay(trx: Db, standingOrderId: number, day: string): Promise<void> {
  await trx
    .deleteFrom('standing_order_days')
    .where('standing_order_id', '=', standingOrderId)
    .where('day', '=', day)
    .execute();
}

/** The ids of an order's items. */
export async function orderItemIds(trx: Db, orderId: number): Promise<number[]> {
  const rows = await trx.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

/** Inserts a queued job inside `trx` (committed with the write that asks for it); returns its id. */
export async function queueJobInTx(trx: Db, kind: string, resource: string, payload: unknown): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('jobs')
    .values({
      kind,
      resource,
      status: 'queued',
      payload: JSON.stringify(payload),
      user_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
