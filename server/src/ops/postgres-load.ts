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
  const rebuildIndexes = await setIndexesAndForeignKeysAside(
    trx,
    tables.map((t) => t.name),
  );

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
  log('rebuilding indexes and foreign keys…');
  await rebuildIndexes();

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

/**
 * Drops the secondary indexes of `tables` (not those behind a constraint) and their foreign keys, and returns
 * what re-creates them from their own definitions, as pg_restore does: building an index once after the load
 * is several times faster than updating it row by row (the orders' trigram index above all), and a foreign
 * key added back checks every row in one join instead of one lookup per inserted row.
 */
async function setIndexesAndForeignKeysAside(trx: Kysely<any>, tables: string[]): Promise<() => Promise<void>> {
  const indexes = await sql<{ table: string; name: string; definition: string }>`
    select c.relname as table, x.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_class x on x.oid = i.indexrelid
    where c.relnamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`.execute(trx);
  const keys = await sql<{ table: string; name: string; definition: string }>`
    select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(trx);
  const indexesAside = indexes.rows.filter((r) => tables.includes(r.table));
  const keysAside = keys.rows.filter((r) => tables.includes(r.table));
  for (const key of keysAside)
    await sql.raw(`alter table ${quote(key.table)} drop constraint ${quote(key.name)}`).execute(trx);
  for (const index of indexesAside) await sql.raw(`drop index ${quote(index.name)}`).execute(trx);
  return async () => {
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    for (const index of indexesAside) await sql.raw(index.definition).execute(trx);
    for (const key of keysAside)
      await sql.raw(`alter table ${quote(key.table)} add constraint ${quote(key.name)} ${key.definition}`).execute(trx);
  };
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
