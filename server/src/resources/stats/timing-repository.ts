import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { firstChangeSql, READY_STATUSES } from './repository';
import type { TimedOrder } from './timing-figures';

type Db = Kysely<Database>;

/** The last time order `o` changed to `status` (after a recall, the final one), from the status history. */
const lastChangeSql = (status: string) =>
  sql<
    string | null
  >`(select max(c.at) from order_status_changes c where c.order_id = o.id and c.to_status = ${status})`;

/**
 * The orders due in [start, end) (ISO-8601 UTC) that have been ready (ready for pickup, on the way or
 * delivered, with a recorded change to ready_for_pickup), at the outlets `outletIds` when given, with their
 * accepted (first change to processing), ready (last change to ready_for_pickup) and delivered times. Each
 * time is one seek on order_status_changes (order_id, to_status, at).
 */
export function timedOrdersQuery(db: Db, start: string, end: string, outletIds?: readonly number[]) {
  let query = db
    .selectFrom('orders as o')
    .select([
      'o.id as id',
      'o.outlet_id as outlet_id',
      'o.date as date',
      firstChangeSql('processing').as('accepted'),
      lastChangeSql('ready_for_pickup').as('ready'),
      lastChangeSql('delivered').as('delivered'),
    ])
    .where('o.status', 'in', READY_STATUSES)
    .where('o.date', '>=', start)
    .where('o.date', '<', end);
  if (outletIds) query = query.where('o.outlet_id', 'in', outletIds.length ? [...outletIds] : [0]);
  return query;
}

export async function findTimedOrders(
  db: Db,
  start: string,
  end: string,
  outletIds?: readonly number[],
): Promise<TimedOrder[]> {
  const rows = await timedOrdersQuery(db, start, end, outletIds).execute();
  return rows
    .filter((r) => r.ready !== null && r.date !== null)
    .map((r) => ({
      id: Number(r.id),
      outletId: r.outlet_id === null ? null : Number(r.outlet_id),
      due: r.date!,
      accepted: r.accepted ?? null,
      ready: r.ready!,
      delivered: r.delivered ?? null,
    }));
}
