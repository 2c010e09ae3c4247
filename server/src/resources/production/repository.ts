import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { OPEN_STATUSES, type OffsetSegment, type ProductionPlan } from './query';

/** The SQL of the production sheet: order item quantities summed per product, choice, outlet and due hour. */
type Db = Kysely<Database>;

/** Separates the addons of an item's addon key (a character no id or name holds). */
export const ADDON_KEY_SEPARATOR = '\u001f';
/** Marks an addon key part that is a name (the addon was deleted since it was ordered), not an id. */
export const ADDON_NAME_MARK = '~';

export interface ProductionCount {
  product_id: number | null;
  variation_id: number | null;
  /** The item's addons: ids (or ~name) sorted as text and joined by ADDON_KEY_SEPARATOR; null for none. */
  addon_key: string | null;
  outlet_id: number | null;
  /** 0..23 in the kitchen's zone. */
  hour: number;
  quantity: number;
}

/**
 * The due hour in the kitchen's zone, from the stored UTC text (`YYYY-MM-DDTHH:MM:…Z`): its minute of
 * the day plus the zone's offset, which the range may change once or twice (clock changes).
 */
export function localHourSql(segments: OffsetSegment[]): RawBuilder<number> {
  const minute = sql`(cast(substr(o.date, 12, 2) as integer) * 60 + cast(substr(o.date, 15, 2) as integer))`;
  const offsetOf = (segment: OffsetSegment) => sql.lit(segment.offset);
  let offset = offsetOf(segments[segments.length - 1]) as RawBuilder<unknown>;
  if (segments.length > 1) {
    const whens = segments.slice(1).map((s, i) => sql`when o.date < ${s.from} then ${offsetOf(segments[i])}`);
    offset = sql`(case ${sql.join(whens, sql` `)} else ${offsetOf(segments[segments.length - 1])} end)`;
  }
  return sql<number>`(((${minute} + ${offset}) % 1440 + 1440) % 1440) / 60`;
}

/** The item's addon key: one text per chosen addon set, the same on both dialects. */
function addonKeySql(db: Db): RawBuilder<string | null> {
  const part = sql`coalesce(cast(a.addon_id as text), ${ADDON_NAME_MARK} || a.name)`;
  const aggregate =
    dialectOf(db) === 'postgres'
      ? sql`string_agg(${part}, chr(31) order by ${part})`
      : sql`group_concat(${part}, char(31) order by ${part})`;
  return sql<string | null>`(select ${aggregate} from order_item_addons a where a.order_item_id = oi.id)`;
}

/**
 * Quantities of the items of the orders due in the plan's range with its statuses (and outlets and
 * organizations when given), grouped by product, variation, addon set, outlet and due hour.
 */
export function productionCountsQuery(db: Db, plan: ProductionPlan) {
  const hour = localHourSql(plan.segments);
  const addons = addonKeySql(db);
  let query = db
    .selectFrom('orders as o')
    .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
    .select([
      'oi.product_id as product_id',
      'oi.product_variation_id as variation_id',
      addons.as('addon_key'),
      'o.outlet_id as outlet_id',
      hour.as('hour'),
      sql<number>`sum(oi.quantity)`.as('quantity'),
    ])
    .where('o.date', '>=', plan.start)
    .where('o.date', '<', plan.end)
    .where('o.status', 'in', plan.statuses);
  if (plan.outletIds.length) query = query.where('o.outlet_id', 'in', plan.outletIds);
  if (plan.organizationIds.length) query = query.where('o.organization_id', 'in', plan.organizationIds);
  return query.groupBy([sql`1`, sql`2`, sql`3`, sql`4`, sql`5`]);
}

/** The late change marks (JSON text) of the orders due in the plan, by the products of their items. */
export async function productionLateChanges(
  db: Db,
  plan: ProductionPlan,
): Promise<Array<{ product_id: number | null; late_change: string }>> {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
    .select(['oi.product_id as product_id', 'o.late_change as late_change'])
    .distinct()
    .where('o.late_change', 'is not', null)
    .where('o.date', '>=', plan.start)
    .where('o.date', '<', plan.end)
    .where('o.status', 'in', plan.statuses);
  if (plan.outletIds.length) query = query.where('o.outlet_id', 'in', plan.outletIds);
  if (plan.organizationIds.length) query = query.where('o.organization_id', 'in', plan.organizationIds);
  const rows = await query.execute();
  return rows.map((r) => ({
    product_id: r.product_id == null ? null : Number(r.product_id),
    late_change: String(r.late_change),
  }));
}

export async function productionCounts(db: Db, plan: ProductionPlan): Promise<ProductionCount[]> {
  const rows = await productionCountsQuery(db, plan).execute();
  return rows.map((r) => ({
    product_id: r.product_id == null ? null : Number(r.product_id),
    variation_id: r.variation_id == null ? null : Number(r.variation_id),
    addon_key: r.addon_key ?? null,
    outlet_id: r.outlet_id == null ? null : Number(r.outlet_id),
    hour: Number(r.hour),
    quantity: Number(r.quantity),
  }));
}

/** Names by id of the given rows of `table` (products, product variations, outlets or addons). */
export async function namesByIds(
  db: Db,
  table: 'products' | 'product_variations' | 'outlets' | 'addons',
  ids: number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.name ?? '')]));
}

/**
 * How many orders the plan's open statuses, outlets and organizations hold that were due before
 * `plan.carriedOverBefore`: the unfinished work carried over from earlier days.
 */
export async function countCarriedOver(db: Db, plan: ProductionPlan): Promise<number> {
  const open = plan.statuses.filter((s) => (OPEN_STATUSES as readonly string[]).includes(s));
  if (!plan.carriedOverBefore || !open.length) return 0;
  let query = db
    .selectFrom('orders as o')
    .select(sql<number>`count(*)`.as('n'))
    .where('o.date', '<', plan.carriedOverBefore)
    .where('o.status', 'in', open);
  if (plan.outletIds.length) query = query.where('o.outlet_id', 'in', plan.outletIds);
  if (plan.organizationIds.length) query = query.where('o.organization_id', 'in', plan.organizationIds);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Stored translations (JSON text, null for none) by id of the given products, variations or addons. */
export async function translationsByIds(
  db: Db,
  table: 'products' | 'product_variations' | 'addons',
  ids: number[],
): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['id', 'translations'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.translations ?? null]));
}
