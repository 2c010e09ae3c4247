import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { firstChangeSql, READY_STATUSES } from './repository';

type Db = Kysely<Database>;

/** Orders whose kitchen times may be known: accepted (a station may be done) or past ready. */
export const TIMED_STATUSES = ['processing', ...READY_STATUSES];

/** One order due in the range, with its times from the status history (ISO-8601 UTC text). */
export interface OrderTimes {
  id: number;
  outletId: number | null;
  status: string;
  due: string;
  /** The first change to processing. */
  accepted: string | null;
  /** The last change to ready_for_pickup (after a recall, the final one). */
  ready: string | null;
  /** The change to delivered. */
  delivered: string | null;
}

/** An item of such an order: the station its product's category goes to (null: every station), when it was bumped. */
export interface StationItem {
  orderId: number;
  stationId: number | null;
  preparedAt: string | null;
}

/** The last time order `o` changed to `status`, from the status history. */
const lastChangeSql = (status: string) =>
  sql<
    string | null
  >`(select max(c.at) from order_status_changes c where c.order_id = o.id and c.to_status = ${status})`;

/** The orders `o` due in [start, end) with a timed status, at the outlets `outletIds` when given. */
function dueInSql(start: string, end: string, outletIds?: readonly number[]) {
  const outlets = outletIds ? sql` and o.outlet_id in (${sql.join(outletIds.length ? [...outletIds] : [0])})` : sql``;
  return sql<boolean>`o.status in (${sql.join(TIMED_STATUSES)}) and o.date >= ${start} and o.date < ${end}${outlets}`;
}

/**
 * The orders due in [start, end) that are being prepared or past it, with their accepted (first change to
 * processing), ready (last change to ready_for_pickup) and delivered times: one seek each on
 * order_status_changes (order_id, to_status, at).
 */
export function timedOrdersQuery(db: Db, start: string, end: string, outletIds?: readonly number[]) {
  return db
    .selectFrom('orders as o')
    .select([
      'o.id as id',
      'o.outlet_id as outlet_id',
      'o.status as status',
      'o.date as date',
      firstChangeSql('processing').as('accepted'),
      lastChangeSql('ready_for_pickup').as('ready'),
      lastChangeSql('delivered').as('delivered'),
    ])
    .where(dueInSql(start, end, outletIds));
}

export async function findOrderTimes(
  db: Db,
  start: string,
  end: string,
  outletIds?: readonly number[],
): Promise<OrderTimes[]> {
  const rows = await timedOrdersQuery(db, start, end, outletIds).execute();
  return rows
    .filter((r) => r.date !== null)
    .map((r) => ({
      id: Number(r.id),
      outletId: r.outlet_id === null ? null : Number(r.outlet_id),
      status: r.status,
      due: r.date!,
      accepted: r.accepted ?? null,
      ready: r.ready ?? null,
      delivered: r.delivered ?? null,
    }));
}

/** The items of the same orders, each with its station (its product's category's) and its bump time. */
export function stationItemsQuery(db: Db, start: string, end: string, outletIds?: readonly number[]) {
  return db
    .selectFrom('orders as o')
    .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
    .leftJoin('products as p', 'p.id', 'oi.product_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select(['oi.order_id as order_id', 'c.station_id as station_id', 'oi.prepared_at as prepared_at'])
    .where(dueInSql(start, end, outletIds));
}

export async function findStationItems(
  db: Db,
  start: string,
  end: string,
  outletIds?: readonly number[],
): Promise<StationItem[]> {
  const rows = await stationItemsQuery(db, start, end, outletIds).execute();
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    stationId: r.station_id === null || r.station_id === undefined ? null : Number(r.station_id),
    preparedAt: r.prepared_at ?? null,
  }));
}

/** Every station's id, name and stored translations (JSON text), by name (then id). */
export async function findStationNames(db: Db) {
  const rows = await db
    .selectFrom('stations')
    .select(['id', 'name', 'translations'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, translations: r.translations ?? null }));
}

/** A station's id and name, or undefined when there is none with that id. */
export async function findStationName(db: Db, id: number) {
  return db.selectFrom('stations').select(['id', 'name', 'translations']).where('id', '=', id).executeTakeFirst();
}
