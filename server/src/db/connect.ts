import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { preparesMarkedStatements } from './prepared-statements';
import type { Database } from './schema';

export { dialectOf } from './dialect';

// PostgreSQL returns bigint (e.g. count(*)) and numeric as strings; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The SQLite file path of a `sqlite:PATH` (or empty) URL, `:memory:` for `sqlite::memory:`. */
export function sqlitePath(databaseUrl: string): string {
  const rest = databaseUrl.replace(/^sqlite:/, '');
  if (rest === ':memory:' || rest === '') return rest === '' ? path.resolve('data/catering.sqlite') : ':memory:';
  return path.resolve(rest.replace(/^\/\/(?=\/)/, ''));
}

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl);
}

/** The pg pool behind each PostgreSQL handle (for its connection counts: pool use on /metrics). */
const pools = new WeakMap<object, pg.Pool>();

/** How a handle's connections are used: PostgreSQL's pool now; SQLite has one embedded connection. */
export interface PoolUse {
  /** Connections open (busy or idle). */
  total: number;
  /** Open connections no query holds. */
  idle: number;
  /** Queries waiting for a connection (all are busy and the pool is full). */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/** Pool use of a PostgreSQL handle; null for SQLite (one connection, queries run one at a time). */
export function poolUse(db: Kysely<Database>): PoolUse | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

/**
 * Opens the database named by DATABASE_URL: `postgres://…` → a pg pool; `sqlite:PATH`, `sqlite::memory:`
 * or empty → better-sqlite3 (WAL, foreign keys on, busy timeout), creating the parent folder.
 */
export function createDb(databaseUrl: string): Kysely<Database> {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle pooled connection that the server ends (restart, failover, pg_terminate_backend) emits
    // 'error' on the pool; unhandled, that event would crash the process. The pool drops the client
    // and the next query opens a fresh one, so logging is all that is needed.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    pool.on('connect', preparesMarkedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (databaseUrl && !databaseUrl.startsWith('sqlite:'))
    throw new Error(`Unsupported DATABASE_URL "${databaseUrl}": use sqlite:PATH or postgres://…`);
  const file = sqlitePath(databaseUrl);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  if (file !== ':memory:') database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

/**
 * Kysely prepares every query it runs; preparing costs more than running a small query. This hands it the
 * same prepared statement for the same SQL (bounded, least recently used first out). Safe because Kysely
 * runs one query at a time on the connection. Statements with many parameters (`in (?, ?, …)` lists of
 * ids, a new text for every length) are not kept: they would fill the cache with one-off programs.
 */
function withStatementCache(database: SQLite.Database, size = 200, maxParameters = 32): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      if (source.split('?').length - 1 > maxParameters) return database.prepare(source);
      statement = database.prepare(source);
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  };
  return new Proxy(database, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
