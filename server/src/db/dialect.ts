import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Which SQL dialect a Kysely instance (or transaction) talks to, whatever its table types. */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The current instant as ISO-8601 UTC text with milliseconds, computed by the database. */
export function nowIsoSql<DB>(db: Kysely<DB>): RawBuilder<string> {
  return dialectOf(db) === 'postgres'
    ? sql<string>`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/** The current instant as ISO-8601 UTC text, computed in the process. */
export function nowIso(): string {
  return new Date().toISOString();
}
