import fs from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { createDb, isPostgresUrl, sqlitePath } from '../db/connect';
import { migrateTo, migrateToLatest } from '../db/migrate';
import { DigestBuilder } from './canonical';
import type { TableInfo } from './catalogue';
import { compareDigests, tableDigests, type DigestComparison, type Digests } from './digests';
import { loadIntoPostgres, type RowBatches } from './postgres-load';
import { postgresMigrations, postgresReader, readSqliteSnapshot } from './readers';
import { checkMigrations, OpsRefusal, redactUrl, requireEmpty } from './target';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Loaded rows do not read back as the source's (a PostgreSQL load is then rolled back). */
export class VerificationFailed extends Error {
  constructor(public readonly comparison: DigestComparison[]) {
    super(
      `Verification failed: ${comparison
        .filter((c) => !c.same)
        .map((c) => c.table)
        .join(', ')} did not read back the same.`,
    );
  }
}

/**
 * Loads `tables` into an empty PostgreSQL database migrated to `migrations` (the data's own schema), in one
 * transaction that first reads every table back, counts and checksums it the way the source was, and rolls
 * back unless every table matches `expected` (a function: the source's digests may be computed while its rows
 * stream in). Then migrates to this version's latest and refreshes the planner's statistics.
 */
export async function loadVerified(
  db: Kysely<any>,
  load: { tables: TableInfo[]; migrations: string[]; batches: RowBatches; expected: () => Digests },
  log: (line: string) => void,
): Promise<DigestComparison[]> {
  if (!load.migrations.length)
    throw new OpsRefusal('The data to load was never migrated: it holds no tables of this app.');
  await migrateTo(db, load.migrations[load.migrations.length - 1]);
  const comparison = await db.transaction().execute(async (trx) => {
    await loadIntoPostgres(trx, load.tables, load.batches, log);
    // Deferred triggers would otherwise run at commit, after the check.
    await sql`set constraints all immediate`.execute(trx);
    log('verifying…');
    const actual = await tableDigests(await postgresReader(trx), load.tables);
    const result = compareDigests(load.expected(), actual);
    if (result.some((c) => !c.same)) throw new VerificationFailed(result);
    return result;
  });
  await migrateToLatest(db);
  await sql`analyze`.execute(db);
  return comparison;
}

/**
 * Copies a SQLite file (read as of one moment) into an empty PostgreSQL database: checks the target is empty
 * and not migrated past the source, migrates it to the source's schema, loads every table and verifies.
 */
export async function copySqliteIntoPostgres(
  file: string,
  db: Kysely<any>,
  where: string,
  log: (line: string) => void = () => {},
): Promise<DigestComparison[]> {
  const applied = await postgresMigrations(db);
  await requireEmpty(await postgresReader(db), where, 'Copy');
  return readSqliteSnapshot(file, async (source) => {
    checkMigrations(source.migrations, applied, 'The SQLite database');
    const expected: Digests = {};
    // The source's digests are computed from the very rows that are loaded.
    const batches: RowBatches = async function* (table) {
      const builder = new DigestBuilder();
      for await (const batch of source.rows(table)) {
        for (const row of batch) builder.add(row);
        yield batch;
      }
      expected[table.name] = builder.digest();
    };
    return loadVerified(
      db,
      { tables: source.tables, migrations: source.migrations, batches, expected: () => expected },
      log,
    );
  });
}

/** The digests of a SQLite file, for a check before it is loaded. */
export async function sqliteDigests(file: string): Promise<Digests> {
  return readSqliteSnapshot(file, (reader) => tableDigests(reader));
}

export interface TransferOptions {
  /** `sqlite:PATH` (or empty: `./data/catering.sqlite`). */
  from: string;
  /** `postgres://…`, an empty database. */
  to: string;
  log?: (line: string) => void;
}

export interface TransferResult {
  comparison: DigestComparison[];
  seconds: number;
}

/** `npm run db:transfer`: a SQLite database into an empty PostgreSQL one, verified table by table. */
export async function transferDatabase(options: TransferOptions): Promise<TransferResult> {
  const started = performance.now();
  if (isPostgresUrl(options.from))
    throw new OpsRefusal('db:transfer copies a SQLite database into PostgreSQL: --from takes sqlite:PATH.');
  if (!isPostgresUrl(options.to))
    throw new OpsRefusal('--to takes the PostgreSQL database to fill: postgres://user@host:port/db.');
  const file = sqlitePath(options.from);
  if (file === ':memory:') throw new OpsRefusal('An in-memory SQLite database cannot be copied.');
  await fs.access(file).catch(() => {
    throw new OpsRefusal(`No SQLite database at ${file}.`);
  });
  const db = createDb(options.to);
  try {
    const comparison = await copySqliteIntoPostgres(file, db, redactUrl(options.to), options.log);
    return { comparison, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}
