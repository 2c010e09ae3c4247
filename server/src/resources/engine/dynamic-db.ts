import type { Kysely } from 'kysely';
import type { Db } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The database with tables and columns named at run time: Kysely checks none of their names or types. */
export type DynamicDb = Kysely<any>;

/**
 * The engine's one untyped access to the database. The generic engine names tables and columns at run time
 * (from a ResourceDef), which Kysely's table types cannot check, so its dynamic SQL (repository.ts,
 * list-sql.ts, upload-repository.ts) builds queries on `dynamic(db)`; every function still takes and hands on
 * the typed `Db` (or a transaction of it). The names come from the resource definitions, never from a
 * request, and the definitions are checked against the schema by the engine's tests.
 */
export function dynamic(db: Db): DynamicDb {
  return db;
}
