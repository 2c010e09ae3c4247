/**
 * Names of the database objects the scale migrations created (20261121000400_scale_indexes,
 * 20261121000510_row_counts) that run-time code reads: the orders search index and the row-count deltas.
 * Migrations are frozen and keep their own copies; test/server/perf/scale-schema.test.ts checks that these
 * still name what the migrations create.
 */

/**
 * SQLite: the FTS5 trigram table of orders' searchable text (rowid = orders.id). Each column holds exactly
 * what the engine's search compares, `lower(cast(field as text))`, and the index is case-sensitive, so a
 * phrase match of the lowered term is the same test as the engine's `like '%term%'` (for terms of three
 * characters or more; shorter ones cannot use a trigram index).
 */
export const ORDERS_SEARCH_TABLE = 'orders_search';
/** The order fields the index covers, in the definition's order. */
export const ORDERS_SEARCH_COLUMNS = ['order_number', 'name', 'full_name', 'email', 'phone_number'] as const;
/** SQLite: the values of ORDERS_SEARCH_COLUMNS for a row of orders named `r` (`new`, `orders`). */
export function ordersSearchValues(r: string): string {
  const full = `trim(coalesce(${r}.first_name, '') || ' ' || coalesce(${r}.last_name, ''))`;
  return [`${r}.order_number`, `${r}.name`, full, `${r}.email`, `${r}.phone_number`]
    .map((e) => `lower(cast(${e} as text))`)
    .join(', ');
}

/**
 * PostgreSQL: the text the trigram index of orders covers; the engine's search must use exactly this
 * expression (any field's lowered text is a substring of it, so it can only narrow to a superset).
 */
export const ORDERS_SEARCH_EXPR_PG =
  "lower(cast(order_number as text) || ' ' || coalesce(name, '') || ' ' || trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) || ' ' || coalesce(email, '') || ' ' || coalesce(phone_number, ''))";

/** PostgreSQL: tables whose rows are counted by triggers into ROW_COUNT_DELTAS (the ones that grow by the million). */
export const ROW_COUNTED_TABLES: readonly string[] = ['orders', 'order_items'];
/** PostgreSQL: signed row-count deltas per table; a table's count is `sum(delta)`. */
export const ROW_COUNT_DELTAS = 'row_count_deltas';

/** The SQL that sets the deltas of `tables` to their current counts (after a load with triggers disabled). */
export function resetRowCountsSql(tables: readonly string[]): string[] {
  return tables.flatMap((t) => [
    `delete from ${ROW_COUNT_DELTAS} where name = '${t}'`,
    `insert into ${ROW_COUNT_DELTAS} (name, delta) select '${t}', count(*) from "${t}"`,
  ]);
}
