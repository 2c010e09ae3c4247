import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { sqlitePath } from '../../../server/src/db/connect';
import type { Dialect } from './scale-db';

/**
 * The database itself, without the server: a Kysely handle to build the engine's SQL with, and a runner
 * that executes compiled SQL straight on the driver (better-sqlite3 statement / pg query), for floors.
 */
export interface RawDb {
  dialect: Dialect;
  kysely: Kysely<any>;
  run(query: CompiledQuery): Promise<any[]>;
  close(): Promise<void>;
}

export function openRaw(dialect: Dialect, databaseUrl: string): RawDb {
  if (dialect === 'sqlite') {
    const database = new SQLite(sqlitePath(databaseUrl));
    database.pragma('busy_timeout = 5000');
    const statements = new Map<string, SQLite.Statement>();
    const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database }) });
    return {
      dialect,
      kysely,
      async run(query) {
        let s = statements.get(query.sql);
        if (!s) statements.set(query.sql, (s = database.prepare(query.sql)));
        return s.reader ? s.all(...(query.parameters as unknown[])) : (s.run(...(query.parameters as unknown[])), []);
      },
      async close() {
        await kysely.destroy();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const kysely = new Kysely<any>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
  });
  return {
    dialect,
    kysely,
    async run(query) {
      return (await pool.query(query.sql, query.parameters as unknown[])).rows;
    },
    async close() {
      await kysely.destroy();
      await pool.end();
    },
  };
}
