import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { ROW_COUNT_DELTAS } from '../db/scale-schema';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A table as backups, restores and transfers see it: read from the database's own catalogue. */
export interface TableInfo {
  name: string;
  /** In the table's column order. */
  columns: string[];
  /** Declared types, parallel to `columns` (PostgreSQL's `format_type`, SQLite's declared type). */
  types: string[];
  /** The primary key's columns, in key order: rows are read, copied and checksummed in this order. */
  primaryKey: string[];
  /** Tables this one's foreign keys point to (itself excluded). */
  parents: string[];
}

/**
 * Tables never copied: the migrator's own (the target is migrated by the app instead) and the PostgreSQL
 * row-count deltas (derived: recounted after a load). SQLite's search index is a virtual table (and its
 * shadow tables), never listed as a plain table.
 */
export const NOT_COPIED: ReadonlySet<string> = new Set(['kysely_migration', 'kysely_migration_lock', ROW_COUNT_DELTAS]);

/**
 * Tables whose rows the migrations write themselves (the order-number counter, the change counters): a
 * freshly migrated database has rows there and is still empty.
 */
export const FILLED_BY_MIGRATIONS: ReadonlySet<string> = new Set(['counters', 'change_counters']);

/** SQLite: the plain tables (no virtual, shadow or internal ones) that hold the app's data, in foreign-key order. */
export function sqliteTables(sqlite: SQLite.Database): TableInfo[] {
  const names = (
    sqlite.prepare(`select name from pragma_table_list where schema = 'main' and type = 'table'`).all() as Array<{
      name: string;
    }>
  )
    .map((t) => t.name)
    .filter((name) => !name.startsWith('sqlite_') && !NOT_COPIED.has(name));
  const tables = names.map((name): TableInfo => {
    const columns = sqlite.prepare('select name, type, pk from pragma_table_info(?) order by cid').all(name) as Array<{
      name: string;
      type: string;
      pk: number;
    }>;
    const parents = sqlite
      .prepare('select distinct "table" as parent from pragma_foreign_key_list(?)')
      .all(name) as Array<{ parent: string }>;
    return {
      name,
      columns: columns.map((c) => c.name),
      types: columns.map((c) => c.type.toLowerCase()),
      primaryKey: columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      parents: parents.map((p) => p.parent).filter((p) => p !== name),
    };
  });
  return inForeignKeyOrder(tables);
}

/** PostgreSQL: the base tables of the current schema that hold the app's data, in foreign-key order. */
export async function postgresTables(db: Kysely<any>): Promise<TableInfo[]> {
  const columns = await sql<{ table: string; column: string; type: string }>`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(db);
  const keys = await sql<{ table: string; column: string }>`
    select c.relname as table, a.attname as column
    from pg_index i join pg_class c on c.oid = i.indrelid
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indisprimary and c.relnamespace = current_schema()::regnamespace
    order by c.relname, k.position`.execute(db);
  const references = await sql<{ table: string; parent: string }>`
    select distinct c.relname as table, p.relname as parent
    from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
    where f.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const byName = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    if (NOT_COPIED.has(row.table)) continue;
    let table = byName.get(row.table);
    if (!table)
      byName.set(row.table, (table = { name: row.table, columns: [], types: [], primaryKey: [], parents: [] }));
    table.columns.push(row.column);
    table.types.push(row.type);
  }
  for (const row of keys.rows) byName.get(row.table)?.primaryKey.push(row.column);
  for (const row of references.rows) if (row.parent !== row.table) byName.get(row.table)?.parents.push(row.parent);
  return inForeignKeyOrder([...byName.values()]);
}

/** Parents before children (ties by name), so rows load with foreign keys checked; a cycle is an error. */
export function inForeignKeyOrder(tables: TableInfo[]): TableInfo[] {
  const pending = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  while (pending.size) {
    const ready = [...pending.values()]
      .filter((t) => t.parents.every((p) => !pending.has(p)))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    if (!ready.length) throw new Error(`Foreign keys form a cycle between ${[...pending.keys()].join(', ')}.`);
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t.name);
    }
  }
  for (const t of ordered)
    if (!t.primaryKey.length)
      throw new Error(`Table ${t.name} has no primary key: its rows have no order to copy and check them in.`);
  return ordered;
}
