/** SQLite: whether a search's FTS match should be probed from the sort's index instead of driving the query. */
import { sql } from 'kysely';
import { countRows } from './list-count-sql';
import type { SqlContext } from './list-field-sql';
import type { ListPlan, SortItem } from './list-query';
import { isLowered } from './list-order-sql';
import { searchIndexFor } from './list-search-sql';
import { columnOf } from './values';
import type { Db, ResourceDef } from './types';

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
export async function shouldProbe(
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
