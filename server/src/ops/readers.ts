import { setImmediate as nextTurn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql, type Kysely, type Transaction } from 'kysely';
import { postgresTables, sqliteTables, type TableInfo } from './catalogue';

/* eslint-disable @typescript-eslint/no-explicit-any */

const BATCH = 5000;

/**
 * A consistent view of one database: its tables, its applied migrations and its rows, all as of one moment
 * (one read transaction), however long the reading takes and whatever is written meanwhile.
 */
export interface SnapshotReader {
  dialect: 'sqlite' | 'postgres';
  /** The tables that hold data, parents first. */
  tables: TableInfo[];
  /** The names of the applied migrations, in order. */
  migrations: string[];
  /** The rows of `table` (its `columns`, in that order), by primary key, in batches. */
  rows(table: Pick<TableInfo, 'name' | 'columns' | 'primaryKey'>): AsyncGenerator<unknown[][]>;
  count(table: string): Promise<number>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Reads a SQLite file inside one read transaction (in WAL mode, writers carry on and the reader keeps its
 * snapshot). Rows are read in batches with a turn of the event loop between them.
 */
export async function readSqliteSnapshot<T>(
  file: string,
  use: (reader: SnapshotReader) => Promise<T>,
  options: { readonly?: boolean } = {},
): Promise<T> {
  const sqlite = new SQLite(file, { fileMustExist: true, readonly: options.readonly ?? false });
  try {
    sqlite.exec('begin');
    const tables = sqliteTables(sqlite);
    const hasMigrations = sqlite
      .prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`)
      .get();
    const migrations = hasMigrations
      ? (sqlite.prepare('select name from kysely_migration order by name').all() as Array<{ name: string }>).map(
          (m) => m.name,
        )
      : [];
    const reader: SnapshotReader = {
      dialect: 'sqlite',
      tables,
      migrations,
      async *rows(table) {
        const statement = sqlite
          .prepare(
            `select ${table.columns.map(quote).join(', ')} from ${quote(table.name)} order by ${table.primaryKey.map(quote).join(', ')}`,
          )
          .raw(true);
        let batch: unknown[][] = [];
        for (const row of statement.iterate() as IterableIterator<unknown[]>) {
          batch.push(row);
          if (batch.length < BATCH) continue;
          yield batch;
          batch = [];
          await nextTurn();
        }
        if (batch.length) yield batch;
      },
      async count(table) {
        return Number((sqlite.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n);
      },
    };
    const result = await use(reader);
    sqlite.exec('commit');
    return result;
  } finally {
    sqlite.close();
  }
}

/** The names of the migrations applied to a PostgreSQL database (none when it was never migrated). */
export async function postgresMigrations(db: Kysely<any>): Promise<string[]> {
  const exists = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!exists.rows[0]?.found) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/**
 * A reader over a PostgreSQL transaction (or connection): rows come through a server-side cursor, text keys
 * ordered byte by byte (`collate "C"`, SQLite's order) so both databases list a table's rows alike.
 */
export async function postgresReader(trx: Kysely<any>): Promise<SnapshotReader> {
  const tables = await postgresTables(trx);
  const types = new Map(tables.flatMap((t) => t.columns.map((c, i) => [`${t.name}.${c}`, t.types[i]] as const)));
  let cursors = 0;
  return {
    dialect: 'postgres',
    tables,
    migrations: await postgresMigrations(trx),
    async *rows(table) {
      const cursor = `cbo_rows_${++cursors}`;
      const order = table.primaryKey
        .map((c) =>
          /^(text|character|char|varchar)/.test(types.get(`${table.name}.${c}`) ?? '')
            ? `${quote(c)} collate "C"`
            : quote(c),
        )
        .join(', ');
      await sql
        .raw(
          `declare ${cursor} no scroll cursor for select ${table.columns.map(quote).join(', ')} from ${quote(table.name)} order by ${order}`,
        )
        .execute(trx);
      try {
        for (;;) {
          const { rows } = await sql.raw<Record<string, unknown>>(`fetch forward ${BATCH} from ${cursor}`).execute(trx);
          if (!rows.length) break;
          yield rows.map((row) => table.columns.map((c) => row[c]));
          if (rows.length < BATCH) break;
        }
      } finally {
        await sql.raw(`close ${cursor}`).execute(trx);
      }
    },
    async count(table) {
      const { rows } = await sql.raw<{ n: number }>(`select count(*) as n from ${quote(table)}`).execute(trx);
      return Number(rows[0].n);
    },
  };
}

/** Reads a PostgreSQL database inside one REPEATABLE READ, READ ONLY transaction: one snapshot for every table. */
export async function readPostgresSnapshot<T>(
  db: Kysely<any>,
  use: (reader: SnapshotReader) => Promise<T>,
): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx: Transaction<any>) => use(await postgresReader(trx)));
}
