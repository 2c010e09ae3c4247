/**
 * The SQL of list requests: filters, sort, page and `total_count`, built to stay fast at a million rows.
 * This module reads pages; the parts it builds them from are its neighbours: list-where-sql.ts (filters),
 * list-search-sql.ts (search), list-order-sql.ts (sort), list-count-sql.ts and list-cache.ts (counts and
 * the cache of exact results), list-fts-probe.ts (SQLite's choice of plan for a search).
 *
 * - A page is found by ids first (`select id … order by … limit/offset`, answered from a covering index
 *   where the screens filter and sort together), then its rows are read by primary key.
 * - A page past the middle is read from the other end (reverse sort, small offset) and turned around.
 * - `total_count` is exact. On PostgreSQL a whole table's count is the sum of its trigger-kept deltas
 *   (migration 20261121000510_row_counts), not a scan. Counts are cached per filter, under the change marker of the tables they
 *   depend on (see change-markers.ts): a cached count is served only while no row of those tables has
 *   been written since, by any process.
 * - `search` uses the resource's search index when it has one (trigram FTS5 on SQLite, pg_trgm on
 *   PostgreSQL); the result is the same as the plain `lower(field) like %term%` scan. Without one (the
 *   catalogue: hundreds of rows), the scan also reads the names in other languages and takes Arabic as it is
 *   typed (search-text.ts).
 */
import { sql, type CompiledQuery } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { CounterSnapshot } from './change-markers';
import { cacheMarker, cachesOf } from './list-cache';
import { countRows } from './list-count-sql';
import type { SqlContext } from './list-field-sql';
import { shouldProbe } from './list-fts-probe';
import type { Condition, ListPlan, SortItem } from './list-query';
import { orderedBy, reverseSort } from './list-order-sql';
import { filtered } from './list-where-sql';
import type { Db, ResourceDef, Row } from './types';
import { dynamic } from './dynamic-db';

export { fieldExpr } from './list-field-sql';
export { searchIndexFor } from './list-search-sql';
export { countTables } from './list-cache';
export { countQuery, countRows } from './list-count-sql';

/** The query of the ids matching the plan's conditions, in `sort` order (no page window). */
export function idsQuery(db: Db, def: ResourceDef, conditions: Condition[], sort: SortItem[], ctx: SqlContext) {
  const query = filtered(
    dynamic(db)
      .selectFrom(def.table)
      .select(sql.ref(`${def.table}.id`).as('id')),
    def,
    conditions,
    ctx,
  );
  return orderedBy(query, def, sort, ctx.dialect);
}

const ROWS_CHUNK = 500;

/** Rows by id, in the order of `ids` (ids no longer there are skipped). */
export async function rowsByIds(db: Db, def: ResourceDef, ids: number[]): Promise<Row[]> {
  const byId = new Map<number, Row>();
  for (let i = 0; i < ids.length; i += ROWS_CHUNK) {
    const rows = await dynamic(db)
      .selectFrom(def.table)
      .selectAll(def.table)
      .where(sql.ref(`${def.table}.id`), 'in', ids.slice(i, i + ROWS_CHUNK))
      .execute();
    for (const r of rows as Row[]) byId.set(Number(r.id), r);
  }
  return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
}

/**
 * The SQL of one page's rows, given the exact `total`: the page's ids are found first (a subquery the
 * covering indexes answer), then only those rows are read, in one round trip. Past the middle, the same
 * page is nearer the other end, so it is read in reverse order (`reversed`: turn the rows around) with a
 * small offset. Null when the page is past the end.
 */
export async function pageQuery(
  db: Db,
  def: ResourceDef,
  plan: ListPlan,
  total: number,
  ctx: SqlContext,
): Promise<{ query: CompiledQuery<Row>; reversed: boolean } | null> {
  if (plan.limit <= 0 || plan.offset >= total) return null;
  const end = Math.min(total, plan.offset + plan.limit);
  const reversed = plan.offset > 0 && plan.offset + end > total;
  const sort = reversed ? reverseSort(plan.sort) : plan.sort;
  const offset = reversed ? total - end : plan.offset;
  const limit = end - plan.offset;
  const probe = await shouldProbe(db, def, plan, sort, offset + limit, total, ctx);
  const ids = idsQuery(db, def, plan.conditions, sort, { ...ctx, probe })
    .limit(limit)
    .offset(offset);
  const rows = orderedBy(
    dynamic(db)
      .selectFrom(def.table)
      .selectAll(def.table)
      .where(sql.ref(`${def.table}.id`), 'in', ids),
    def,
    sort,
    ctx.dialect,
  );
  return { query: rows.compile() as CompiledQuery<Row>, reversed };
}

/**
 * One page of rows (every column) matching the plan, and the exact count of every match. While the
 * tables are unchanged, the count and the page's ids come from the cache and only the rows are read.
 */
export async function listRows(
  db: Db,
  def: ResourceDef,
  plan: ListPlan,
  counters?: CounterSnapshot | null,
): Promise<{ rows: Row[]; total: number }> {
  const ctx: SqlContext = { dialect: dialectOf(db) };
  const marker = await cacheMarker(db, def, plan.conditions, counters);
  const total = await countRows(db, def, plan.conditions, ctx, { marker });
  if (plan.limit <= 0) {
    const ids = (await idsQuery(db, def, plan.conditions, plan.sort, ctx).execute()).map((r: Row) => Number(r.id));
    return { rows: await rowsByIds(db, def, ids), total };
  }
  const key = `${def.table}\n${JSON.stringify([plan.conditions, plan.sort, plan.limit, plan.offset])}`;
  const cached = marker ? cachesOf(db).pages.get(key, marker) : undefined;
  if (cached) return { rows: await rowsByIds(db, def, cached), total };
  const page = await pageQuery(db, def, plan, total, ctx);
  const rows = page ? (await db.executeQuery(page.query)).rows : [];
  if (page?.reversed) rows.reverse();
  if (marker)
    cachesOf(db).pages.set(
      key,
      marker,
      rows.map((r) => Number(r.id)),
    );
  return { rows, total };
}

/** Every id matching the plan's conditions, in its sort order (for exports: read them in batches after). */
export async function matchingIds(db: Db, def: ResourceDef, plan: ListPlan): Promise<number[]> {
  const ctx: SqlContext = { dialect: dialectOf(db) };
  return (await idsQuery(db, def, plan.conditions, plan.sort, ctx).execute()).map((r: Row) => Number(r.id));
}
