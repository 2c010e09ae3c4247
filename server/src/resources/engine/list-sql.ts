import { sql, type CompiledQuery, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { dialectOf, type DialectName } from '../../db/dialect';
import { ROW_COUNT_DELTAS, ROW_COUNTED_TABLES } from '../../db/scale-schema';
import { readMarker, type CounterSnapshot } from './change-markers';
import {
  arabicFolded,
  foldArabic,
  hasArabic,
  looseArabicPattern,
  readsAsIsInJson,
  translatedTexts,
} from './search-text';
import type { Condition, ListPlan, SortItem } from './list-query';
import { columnOf } from './values';
import type { Db, FieldDef, ResourceDef, Row } from './types';
import { dynamic } from './dynamic-db';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The SQL of list requests: filters, sort, page and `total_count`, built to stay fast at a million rows.
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

const TEXTUAL = new Set(['text', 'email', 'enum', 'file', 'computed', 'date', 'datetime', 'time']);

/** The SQL expression of a field (a qualified column, or the computed expression). */
export function fieldExpr(def: ResourceDef, name: string, dialect: DialectName): Expression<any> {
  if (name === 'id' || name === '__date_created' || name === '__version') return sql.ref(`${def.table}.${name}`);
  const field = def.fields[name];
  if (field.type === 'computed') {
    if (!field.expr) throw new Error(`${def.name}.${name} has no SQL expression`);
    return field.expr(def.table, dialect);
  }
  return sql.ref(`${def.table}.${columnOf(name, field)}`);
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive "contains" on both dialects. */
function containsExpr(expr: Expression<any>, term: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(cast(${expr} as text)) like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`;
}

export function searchFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.search)
    .map(([n]) => n);
}

/**
 * The row-by-row test of `search`: some search field contains the term; for a field of translations, one of its
 * texts (`translations.ar.name`, …), read only in rows whose stored JSON holds the term at all (search-text.ts).
 * `fold`: compare Arabic as typed, vowel marks and letter forms set aside on both sides.
 */
function scanMatch(
  def: ResourceDef,
  eb: ExpressionBuilder<any, any>,
  term: string,
  dialect: DialectName,
  fold: boolean,
): Expression<SqlBool> {
  const wanted = fold ? foldArabic(term) : term;
  // Folded: a plain LIKE any match passes (lowered only when the term has letters with a case), then the test.
  const loose = looseArabicPattern(wanted.toLowerCase(), escapeLike);
  const cased = wanted.toLowerCase() !== wanted.toUpperCase();
  const passes = (e: Expression<any>) =>
    sql<SqlBool>`${cased ? sql`lower(cast(${e} as text))` : sql`cast(${e} as text)`} like ${loose} escape '\\'`;
  const contains = (e: Expression<any>) =>
    fold ? eb.and([passes(e), containsExpr(arabicFolded(e, dialect), wanted)]) : containsExpr(e, wanted);
  return eb.or(
    searchFields(def).map((name) => {
      const field = def.fields[name];
      const expr = fieldExpr(def, name, dialect);
      if (!field.translated) return contains(expr);
      const texts = eb.or(translatedTexts(expr, field.translated, dialect).map(contains));
      // A text holding the term is in the JSON as it is: a plain look at the JSON first, the texts only then.
      if (!readsAsIsInJson(term)) return texts;
      return eb.and([fold ? passes(expr) : contains(expr), texts]);
    }),
  );
}

type SearchIndexUse = { kind: 'fts'; table: string } | { kind: 'trgm'; expr: string };

/** The search index usable for `term` on this dialect, or null (no index, stale declaration, term too short). */
export function searchIndexFor(def: ResourceDef, dialect: DialectName, term: string): SearchIndexUse | null {
  const index = def.searchIndex;
  // An FTS5 query string ends at a NUL (an "unterminated string" error): such a term is scanned instead.
  if (!index || [...term.toLowerCase()].length < 3 || term.includes('\u0000')) return null;
  if (searchFields(def).join(',') !== index.fields.join(',')) return null;
  if (dialect === 'sqlite' && index.sqliteFts) return { kind: 'fts', table: index.sqliteFts };
  if (dialect === 'postgres' && index.postgresTrgm) return { kind: 'trgm', expr: index.postgresTrgm };
  return null;
}

/** An FTS5 phrase: the lowered term, quoted (a phrase of trigrams = the exact substring). */
function ftsPhrase(term: string): string {
  return `"${term.toLowerCase().replace(/"/g, '""')}"`;
}

export interface SqlContext {
  dialect: DialectName;
  /**
   * SQLite: let the FTS match filter rows found through the sort's index (`+id in (…)`) instead of
   * driving the query, which is faster when the term matches a large share of the table.
   */
  probe?: boolean;
}

function searchExpr(
  def: ResourceDef,
  eb: ExpressionBuilder<any, any>,
  term: string,
  ctx: SqlContext,
): Expression<SqlBool> {
  const exact = () => scanMatch(def, eb, term, ctx.dialect, false);
  const index = searchIndexFor(def, ctx.dialect, term);
  // Read row by row, an Arabic term is compared as typed. (An index holds the texts as they are, so a search it
  // answers compares them as they are.)
  if (!index) return scanMatch(def, eb, term, ctx.dialect, hasArabic(term));
  if (index.kind === 'fts') {
    const id = sql.ref(`${def.table}.id`);
    const fts = sql.table(index.table);
    return sql<SqlBool>`${ctx.probe ? sql`+${id}` : id} in (select rowid from ${fts} where ${fts} match ${ftsPhrase(term)})`;
  }
  const narrow = sql<SqlBool>`${sql.raw(index.expr)} like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`;
  return eb.and([narrow, exact()]);
}

export function conditionExpr(
  def: ResourceDef,
  eb: ExpressionBuilder<any, any>,
  c: Condition,
  ctx: SqlContext,
): Expression<SqlBool> {
  switch (c.kind) {
    case 'ids':
      return eb(sql.ref(`${def.table}.id`), 'in', c.ids);
    case 'search':
      return searchExpr(def, eb, c.term, ctx);
    case 'like':
      return containsExpr(fieldExpr(def, c.field, ctx.dialect), c.term);
    case 'cmp': {
      const e = fieldExpr(def, c.field, ctx.dialect);
      if (c.op === '<>') return eb.or([eb(e, '<>', c.value), eb(e, 'is', null)]);
      return eb(e, c.op, c.value);
    }
    case 'in': {
      const e = fieldExpr(def, c.field, ctx.dialect);
      return c.negate ? eb.or([eb(e, 'not in', c.values), eb(e, 'is', null)]) : eb(e, 'in', c.values);
    }
    case 'range': {
      const e = fieldExpr(def, c.field, ctx.dialect);
      const inside: Expression<SqlBool>[] = [];
      if (c.from !== undefined) inside.push(eb(e, '>=', c.from));
      if (c.to !== undefined) inside.push(eb(e, '<', c.to));
      return c.negate ? eb.or([eb.not(eb.and(inside)), eb(e, 'is', null)]) : eb.and(inside);
    }
    case 'many': {
      const many = def.fields[c.field].many!;
      const sub = eb
        .selectFrom(many.through)
        .select(sql.lit(1).as('one'))
        .where(sql.ref(`${many.through}.${many.localKey}`), '=', sql.ref(`${def.table}.id`))
        .where(sql.ref(`${many.through}.${many.foreignKey}`), 'in', c.ids);
      return c.negate ? eb.not(eb.exists(sub)) : eb.exists(sub);
    }
    case 'child': {
      const child = def.childFilters![c.param];
      return eb.exists(
        eb
          .selectFrom(child.table)
          .select(sql.lit(1).as('one'))
          .where(sql.ref(`${child.table}.${child.parentKey}`), '=', sql.ref(`${def.table}.id`))
          .where(sql.ref(`${child.table}.${child.column}`), 'in', c.ids),
      );
    }
    case 'custom':
      return def.queryFilters![c.param].expr(def.table, c.args, ctx.dialect);
    case 'codes': {
      // The column holds canonical JSON (`["gluten","sesame"]`) and codes are plain lower-case words
      // checked against the field's list, so a quoted code matches exactly that code on both dialects.
      const e = fieldExpr(def, c.field, ctx.dialect);
      const holds = c.codes.map((code) => eb(e, 'like', `%"${code}"%`));
      return c.mode === 'all' ? eb.and(holds) : eb.not(eb.or(holds));
    }
  }
}

export function whereAll(def: ResourceDef, conditions: Condition[], ctx: SqlContext) {
  return (eb: ExpressionBuilder<any, any>) => eb.and(conditions.map((c) => conditionExpr(def, eb, c, ctx)));
}

/** Adds the conditions as a WHERE clause, or none at all (SQLite counts a whole table from its b-tree only without one). */
function filtered<Q extends { where: (...args: any[]) => Q }>(
  query: Q,
  def: ResourceDef,
  conditions: Condition[],
  ctx: SqlContext,
): Q {
  return conditions.length ? query.where(whereAll(def, conditions, ctx)) : query;
}

/** Text fields sort case-insensitively (then by the raw value); dates, numbers and ids as they are. */
function isLowered(def: ResourceDef, name: string): boolean {
  const field = def.fields[name] as FieldDef | undefined;
  return !!field && TEXTUAL.has(field.type) && field.type !== 'date' && field.type !== 'datetime';
}

/** The opposite order: the page at offset `o` from one end is the page at `total - o - limit` from the other. */
export function reverseSort(sort: SortItem[]): SortItem[] {
  return sort.map((s) => ({ field: s.field, dir: s.dir === 'asc' ? 'desc' : 'asc' }));
}

/** Columns that are never null: their order needs no NULLS clause (which would keep SQLite from using an index fully). */
const NOT_NULL = new Set(['id', '__date_created', '__version']);

function orderedBy<Q extends { orderBy: (...args: any[]) => Q }>(
  query: Q,
  def: ResourceDef,
  sort: SortItem[],
  dialect: DialectName,
): Q {
  for (const s of sort) {
    const e = fieldExpr(def, s.field, dialect);
    const lowered = isLowered(def, s.field);
    // asc puts nulls last, desc puts them first: each order is exactly the other one reversed.
    if (NOT_NULL.has(s.field)) query = query.orderBy(e, s.dir);
    else
      query = query.orderBy(lowered ? sql`lower(${e})` : e, (ob: any) =>
        s.dir === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsFirst(),
      );
    if (lowered) query = query.orderBy(e, s.dir);
  }
  return query;
}

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

// ---- counting, and the cache of exact results ----

/**
 * Results that stay exact while the change marker of their tables reads the same (see change-markers.ts):
 * counts per filter, and the ids of pages. Per database handle, bounded, least recently used out first.
 */
class MarkedCache<V> {
  private readonly entries = new Map<string, { marker: string; value: V }>();
  constructor(private readonly size: number) {}
  get(key: string, marker: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.marker !== marker) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }
  set(key: string, marker: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { marker, value });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}

const caches = new WeakMap<object, { counts: MarkedCache<number>; pages: MarkedCache<number[]> }>();

function cachesOf(db: Db) {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { counts: new MarkedCache(2000), pages: new MarkedCache(2000) }));
  return c;
}

/** The tables a list's conditions read: the resource's own, and those of its many-relation, child and query filters. */
export function countTables(def: ResourceDef, conditions: Condition[]): string[] {
  const tables = [def.table];
  for (const c of conditions) {
    if (c.kind === 'many') tables.push(def.fields[c.field].many!.through);
    if (c.kind === 'child') tables.push(def.childFilters![c.param].table);
    if (c.kind === 'custom') tables.push(...def.queryFilters![c.param].tables);
  }
  return tables;
}

/**
 * The marker under which results of this list may be cached, read before the results themselves (a write
 * committed in between makes the next read miss; it never keeps a stale result). Null inside a transaction
 * (it may see its own uncommitted writes) and for tables without a change counter.
 */
async function cacheMarker(
  db: Db,
  def: ResourceDef,
  conditions: Condition[],
  counters?: CounterSnapshot | null,
): Promise<string | null> {
  if (db.isTransaction) return null;
  return readMarker(db, countTables(def, conditions), counters);
}

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

// ---- SQLite: whether to probe the FTS match from the sort's index ----

const indexedFirstColumns = new WeakMap<object, Map<string, Set<string>>>();

/** SQLite: the columns that lead some index of `table` (plus `id`, the rowid). */
async function leadingColumns(db: Db, table: string): Promise<Set<string>> {
  let perDb = indexedFirstColumns.get(db);
  if (!perDb) indexedFirstColumns.set(db, (perDb = new Map()));
  let columns = perDb.get(table);
  if (!columns) {
    const r = await sql<{
      name: string;
    }>`select ii.name as name from pragma_index_list(${table}) il join pragma_index_info(il.name) ii on ii.seqno = 0`.execute(
      db,
    );
    columns = new Set(['id', ...r.rows.map((x) => x.name)]);
    perDb.set(table, columns);
  }
  return columns;
}

/**
 * SQLite only: when a search's FTS match covers a large share of the table, walking the sort's index and
 * testing each id against the match finds a page sooner than reading every match and sorting it.
 */
async function shouldProbe(
  db: Db,
  def: ResourceDef,
  plan: ListPlan,
  sort: SortItem[],
  end: number,
  total: number,
  ctx: SqlContext,
): Promise<boolean> {
  if (ctx.dialect !== 'sqlite' || total < 1000) return false;
  const search = plan.conditions.find((c) => c.kind === 'search');
  if (!search || searchIndexFor(def, 'sqlite', search.term)?.kind !== 'fts') return false;
  const first = sort[0];
  if (!first || isLowered(def, first.field)) return false;
  const column =
    first.field === 'id' || first.field === '__date_created' || first.field === '__version'
      ? first.field
      : columnOf(first.field, def.fields[first.field]);
  if (!(await leadingColumns(db, def.table)).has(column)) return false;
  const tableRows = await countRows(db, def, [], ctx);
  // Index entries walked to fill the page ≈ end × tableRows / total; rows read otherwise ≈ total.
  return (end * tableRows) / total < total;
}

// ---- the list ----

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
