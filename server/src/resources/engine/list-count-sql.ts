/** The exact `total_count` of a list: counted by the cheapest query that is exact, cached per filter. */
import { sql, type CompiledQuery } from 'kysely';
import { ROW_COUNT_DELTAS, ROW_COUNTED_TABLES } from '../../db/scale-schema';
import { cacheMarker, cachesOf } from './list-cache';
import type { SqlContext } from './list-field-sql';
import type { Condition } from './list-query';
import { ftsPhrase, searchIndexFor } from './list-search-sql';
import { filtered } from './list-where-sql';
import type { Db, ResourceDef } from './types';
import { dynamic } from './dynamic-db';

/** The SQL counting the rows that match `conditions` (no cache). */
export function countQuery(
  db: Db,
  def: ResourceDef,
  conditions: Condition[],
  ctx: SqlContext,
): CompiledQuery<{ total: number }> {
  // Only a search, answered by an FTS index that holds exactly one row per record: count the index.
  if (conditions.length === 1 && conditions[0].kind === 'search') {
    const index = searchIndexFor(def, ctx.dialect, conditions[0].term);
    if (index?.kind === 'fts') {
      const fts = sql.table(index.table);
      return sql<{
        total: number;
      }>`select count(*) as total from ${fts} where ${fts} match ${ftsPhrase(conditions[0].term)}`.compile(db);
    }
  }
  // PostgreSQL, no filter: the table's exact count kept by triggers (migration 20261121000510_row_counts),
  // a sum over a few rows instead of reading a million index entries.
  if (!conditions.length && ctx.dialect === 'postgres' && ROW_COUNTED_TABLES.includes(def.table))
    return sql<{
      total: number;
    }>`select coalesce(sum(delta), 0) as total from ${sql.table(ROW_COUNT_DELTAS)} where name = ${def.table}`.compile(
      db,
    );
  return filtered(
    dynamic(db)
      .selectFrom(def.table)
      .select(sql<number>`count(*)`.as('total')),
    def,
    conditions,
    ctx,
  ).compile() as CompiledQuery<{ total: number }>;
}

/**
 * The exact number of rows matching `conditions`: from the cache while its tables are unchanged, else
 * counted. `marker`: one already read for this request (null: do not cache); `cache: false` always counts.
 */
export async function countRows(
  db: Db,
  def: ResourceDef,
  conditions: Condition[],
  ctx: SqlContext,
  options: { cache?: boolean; marker?: string | null } = {},
): Promise<number> {
  const marker =
    options.cache === false
      ? null
      : options.marker !== undefined
        ? options.marker
        : await cacheMarker(db, def, conditions);
  const key = `${def.table}\n${JSON.stringify(conditions)}`;
  if (marker) {
    const hit = cachesOf(db).counts.get(key, marker);
    if (hit !== undefined) return hit;
  }
  const total = Number((await db.executeQuery(countQuery(db, def, conditions, ctx))).rows[0]?.total ?? 0);
  if (marker) cachesOf(db).counts.set(key, marker, total);
  return total;
}
