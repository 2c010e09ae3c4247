import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Which SQL dialect a Kysely instance (or transaction) talks to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The current instant as ISO-8601 UTC text with milliseconds, computed by the database. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function nowIsoSql(db: Kysely<any>): RawBuilder<string> {
  return dialectOf(db) === 'postgres'
    ? sql<string>`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/** The current instant as ISO-8601 UTC text, computed in the process. */
export function nowIso(): string {
  return new Date().toISOString();
}
