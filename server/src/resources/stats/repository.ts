import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { ORDER_STATUSES } from '../../settings/enumerations';
import { localHourSql } from '../production/repository';
import type { Range } from './period';

/**
 * The SQL of the dashboard's statistics. Every query starts from the orders due in a range (`orders.date`,
 * ISO-8601 UTC text) through an index that leads with (status, date), naming the statuses it wants.
 */
type Db = Kysely<Database>;

/** Orders that are work for the kitchen: every status but cancelled. */
export const WORK_STATUSES = ORDER_STATUSES.filter((s) => s !== 'cancelled');
/** Orders that have been ready: their accepted and ready times are both recorded. */
export const READY_STATUSES = ['ready_for_pickup', 'on_the_way', 'delivered'];

const inRange = (column: string, r: Range) => sql`${sql.ref(column)} >= ${r.start} and ${sql.ref(column)} < ${r.end}`;

/** How many orders are due in the range, per status (statuses with none left out). */
export function countByStatusQuery(db: Db, r: Range) {
  return db
    .selectFrom('orders')
    .select(['status', sql<number>`count(*)`.as('n')])
    .where('status', 'in', [...ORDER_STATUSES])
    .where('date', '>=', r.start)
    .where('date', '<', r.end)
    .groupBy('status');
}

export async function countByStatus(db: Db, r: Range): Promise<Map<string, number>> {
  const rows = await countByStatusQuery(db, r).execute();
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

export interface OnTime {
  delivered: number;
  on_time: number;
}

/**
 * The delivered orders due in `week`, and those delivered by their due time (completed_at ≤ date), in the
 * week and in `day` (a day of the week).
 */
export function onTimeQuery(db: Db, week: Range, day: Range) {
  const isDay = inRange('date', day);
  return db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)`.as('week_delivered'),
      sql<number>`coalesce(sum(case when completed_at <= date then 1 else 0 end), 0)`.as('week_on_time'),
      sql<number>`coalesce(sum(case when ${isDay} then 1 else 0 end), 0)`.as('day_delivered'),
      sql<number>`coalesce(sum(case when ${isDay} and completed_at <= date then 1 else 0 end), 0)`.as('day_on_time'),
    ])
    .where('status', '=', 'delivered')
    .where('date', '>=', week.start)
    .where('date', '<', week.end);
}

export async function onTime(db: Db, week: Range, day: Range): Promise<{ day: OnTime; week: OnTime }> {
  const row = await onTimeQuery(db, week, day).executeTakeFirstOrThrow();
  return {
    day: { delivered: Number(row.day_delivered), on_time: Number(row.day_on_time) },
    week: { delivered: Number(row.week_delivered), on_time: Number(row.week_on_time) },
  };
}

/** The first time order `o` changed to `status`, from the status history. */
export const firstChangeSql = (status: string) =>
  sql<
    string | null
  >`(select min(c.at) from order_status_changes c where c.order_id = o.id and c.to_status = ${status})`;

/** Minutes from one ISO-8601 UTC text to a later one. */
function minutesBetweenSql(db: Db, from: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<number> {
  return dialectOf(db) === 'postgres'
    ? sql<number>`extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) / 60.0`
    : sql<number>`(julianday(${to}) - julianday(${from})) * 1440.0`;
}

export interface PrepTime {
  orders: number;
  /** null when no order counts. */
  average_minutes: number | null;
}

/**
 * Average minutes from accepted (first change to processing) to ready (first change to ready_for_pickup)
 * of the orders due in `week` that have been ready, in the week and in `day`.
 */
export function prepTimesQuery(db: Db, week: Range, day: Range) {
  const timed = db
    .selectFrom('orders as o')
    .select([
      'o.date as date',
      firstChangeSql('processing').as('accepted'),
      firstChangeSql('ready_for_pickup').as('ready'),
    ])
    .where('o.status', 'in', READY_STATUSES)
    .where('o.date', '>=', week.start)
    .where('o.date', '<', week.end);
  const minutes = minutesBetweenSql(db, sql.ref('t.accepted'), sql.ref('t.ready'));
  const isDay = inRange('t.date', day);
  return db
    .selectFrom(timed.as('t'))
    .select([
      sql<number>`count(*)`.as('week_n'),
      sql<number | null>`avg(${minutes})`.as('week_avg'),
      sql<number>`coalesce(sum(case when ${isDay} then 1 else 0 end), 0)`.as('day_n'),
      sql<number | null>`avg(case when ${isDay} then ${minutes} end)`.as('day_avg'),
    ])
    .where('t.accepted', 'is not', null)
    .where('t.ready', 'is not', null)
    .where(sql<boolean>`t.ready >= t.accepted`);
}

export async function prepTimes(db: Db, week: Range, day: Range): Promise<{ day: PrepTime; week: PrepTime }> {
  const row = await prepTimesQuery(db, week, day).executeTakeFirstOrThrow();
  const average = (n: unknown) => (n === null || n === undefined ? null : Number(n));
  return {
    day: { orders: Number(row.day_n), average_minutes: average(row.day_avg) },
    week: { orders: Number(row.week_n), average_minutes: average(row.week_avg) },
  };
}

/** How many orders that are work (not cancelled) are due in each kitchen-zone hour of the range (0..23). */
export function countByHourQuery(db: Db, r: Range) {
  const hour = localHourSql(r.segments);
  return db
    .selectFrom('orders as o')
    .select([hour.as('hour'), sql<number>`count(*)`.as('n')])
    .where('o.status', 'in', WORK_STATUSES)
    .where('o.date', '>=', r.start)
    .where('o.date', '<', r.end)
    .groupBy(sql`1`);
}

export async function countByHour(db: Db, r: Range): Promise<Map<number, number>> {
  const rows = await countByHourQuery(db, r).execute();
  return new Map(rows.map((row) => [Number(row.hour), Number(row.n)]));
}

/** Every query of the day's figures (the bench runs them straight on the database). */
export function dayStatsQueries(db: Db, p: { day: Range; week: Range; lastWeekDay: Range }) {
  return [
    countByStatusQuery(db, p.day),
    onTimeQuery(db, p.week, p.day),
    prepTimesQuery(db, p.week, p.day),
    countByHourQuery(db, p.day),
    countByHourQuery(db, p.lastWeekDay),
  ];
}

export interface ProductQuantity {
  id: number;
  name: string;
  /** Stored translations (JSON text), null for none. */
  translations: string | null;
  quantity: number;
}

/**
 * The `limit` products ordered most in the range (item quantities of orders that are work), largest first,
 * ties by name then id; items of a product deleted since are left out.
 */
export function topProductsQuery(db: Db, r: Range, limit: number) {
  const totals = db
    .selectFrom('orders as o')
    .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
    .select(['oi.product_id as product_id', sql<number>`sum(oi.quantity)`.as('quantity')])
    .where('o.status', 'in', WORK_STATUSES)
    .where('o.date', '>=', r.start)
    .where('o.date', '<', r.end)
    .where('oi.product_id', 'is not', null)
    .groupBy('oi.product_id');
  return db
    .selectFrom(totals.as('t'))
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['p.id as id', 'p.name as name', 'p.translations as translations', 't.quantity as quantity'])
    .orderBy('t.quantity', 'desc')
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(limit);
}

export async function topProducts(db: Db, r: Range, limit: number): Promise<ProductQuantity[]> {
  const rows = await topProductsQuery(db, r, limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    translations: row.translations ?? null,
    quantity: Number(row.quantity),
  }));
}
