import { CompiledQuery, sql, type Kysely } from 'kysely';
import { resetRowCountsSql, ROW_COUNT_DELTAS, ROW_COUNTED_TABLES } from '../db/scale-schema';
import { postgresTables, type TableInfo } from './catalogue';

/* eslint-disable @typescript-eslint/no-explicit-any */

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows of a table in `columns` order, in batches (each batch is one INSERT). */
export type RowBatches = (table: TableInfo) => AsyncIterable<unknown[][]>;

/**
 * Loads rows into an empty, migrated PostgreSQL database, inside the caller's transaction (so a failure leaves
 * the database as it was). The rows are written as they are: the tables' own triggers (change counters,
 * row counts, change notifications) are switched off for the load, so nothing is bumped or counted twice;
 * then the identity sequences are set past the highest id, the row counts recounted and the triggers
 * switched back on. What the migrations had written into the tables being loaded (the counters) is replaced.
 * Each batch is one `INSERT … SELECT FROM unnest($1::type[], …)`: one round trip for thousands of rows.
 * Returns the rows written per table.
 */
export async function loadIntoPostgres(
  trx: Kysely<any>,
  tables: TableInfo[],
  batches: RowBatches,
  log: (line: string) => void = () => {},
): Promise<Record<string, number>> {
  const target = new Map((await postgresTables(trx)).map((t) => [t.name, t]));
  const plans = tables.map((table) => {
    const there = target.get(table.name);
    if (!there) throw new Error(`The target database has no table ${table.name}: is it migrated to the same version?`);
    const missing = table.columns.filter((c) => !there.columns.includes(c));
    if (missing.length) throw new Error(`The target's table ${table.name} has no column ${missing.join(', ')}.`);
    const types = table.columns.map((c) => there.types[there.columns.indexOf(c)]);
    const unnest = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    const text = `insert into ${quote(table.name)} (${table.columns.map(quote).join(', ')}) overriding system value select * from unnest(${unnest})`;
    return { table, text };
  });

  const all = [...target.keys()];
  for (const name of all) await sql.raw(`alter table ${quote(name)} disable trigger user`).execute(trx);
  for (const { table } of [...plans].reverse()) await sql.raw(`delete from ${quote(table.name)}`).execute(trx);

  const written: Record<string, number> = {};
  for (const { table, text } of plans) {
    let rows = 0;
    for await (const batch of batches(table)) {
      if (!batch.length) continue;
      const columns = table.columns.map((_, c) => batch.map((row) => row[c]));
      await trx.executeQuery(CompiledQuery.raw(text, columns));
      rows += batch.length;
    }
    written[table.name] = rows;
    log(`  ${table.name}: ${rows.toLocaleString('en')} rows`);
  }

  await setSequencesPastHighestIds(
    trx,
    tables.map((t) => t.name),
  );
  const deltas = await sql<{ found: string | null }>`select to_regclass(${ROW_COUNT_DELTAS})::text as found`.execute(
    trx,
  );
  if (deltas.rows[0]?.found)
    for (const statement of resetRowCountsSql(ROW_COUNTED_TABLES.filter((t) => target.has(t))))
      await sql.raw(statement).execute(trx);
  for (const name of all) await sql.raw(`alter table ${quote(name)} enable trigger user`).execute(trx);
  return written;
}

/** Every identity or serial column of `tables`: its sequence's next value is one past the column's highest. */
async function setSequencesPastHighestIds(trx: Kysely<any>, tables: string[]): Promise<void> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    select c.relname as table, a.attname as column, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`.execute(trx);
  for (const row of rows.filter((r) => tables.includes(r.table)))
    await sql
      .raw(
        `select setval('${row.sequence.replace(/'/g, "''")}', coalesce(max(${quote(row.column)}), 0) + 1, false) from ${quote(row.table)}`,
      )
      .execute(trx);
}
