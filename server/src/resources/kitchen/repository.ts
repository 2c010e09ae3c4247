import { sql, type Expression, type Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** The SQL of the kitchen board's fire times (see fire-time.ts for the rule). */
type Db = Kysely<Database>;

/** The longest effective preparation minutes among the items of the order `orderId` refers to (0 when none). */
function longestPrepSql(orderId: Expression<unknown>) {
  return sql<number>`(select coalesce(max(coalesce(p.prep_minutes, c.prep_minutes, 0)), 0)
    from order_items oi
    left join products p on p.id = oi.product_id
    left join categories c on c.id = p.category_id
    where oi.order_id = ${orderId})`;
}

/**
 * An order's fire time as SQL, ISO-8601 UTC text with milliseconds like the stored dates (so it sorts and
 * compares as they do); null when the order has no due date.
 */
export function fireAtSql(table: string, dialect: DialectName): Expression<string | null> {
  const date = sql.ref(`${table}.date`);
  const prep = longestPrepSql(sql.ref(`${table}.id`));
  return dialect === 'postgres'
    ? sql<
        string | null
      >`to_char((${date}::timestamptz - ${prep} * interval '1 minute') at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string | null>`strftime('%Y-%m-%dT%H:%M:%fZ', ${date}, '-' || ${prep} || ' minutes')`;
}

/** The longest effective preparation minutes of each given order (orders without items are left out). */
export async function findLongestPrepOfOrders(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('order_items as oi')
    .leftJoin('products as p', 'p.id', 'oi.product_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select(['oi.order_id', sql<number>`max(coalesce(p.prep_minutes, c.prep_minutes, 0))`.as('prep')])
    .where('oi.order_id', 'in', orderIds)
    .groupBy('oi.order_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.order_id), Number(r.prep ?? 0)]));
}

/** Every outlet's id, name and time zone (its orders' times read in it), by name (then id). */
export async function findOutletNames(db: Db): Promise<{ id: number; name: string; time_zone: string | null }[]> {
  const rows = await db
    .selectFrom('outlets')
    .select(['id', 'name', 'time_zone'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, time_zone: r.time_zone ?? null }));
}
