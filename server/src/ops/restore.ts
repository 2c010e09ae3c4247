import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import SQLite from 'better-sqlite3';
import { createDb, isPostgresUrl, sqlitePath } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { JSONL_DIR, SQLITE_FILE, unpackArchive, type BackupManifest } from './archive';
import type { TableInfo } from './catalogue';
import { compareDigests, tableDigests, type DigestComparison, type Digests } from './digests';
import type { RowBatches } from './postgres-load';
import { postgresMigrations, postgresReader, readSqliteSnapshot } from './readers';
import { checkMigrations, OpsRefusal, redactUrl, requireEmpty } from './target';
import { copySqliteIntoPostgres, loadVerified, sqliteDigests, VerificationFailed } from './transfer';

export interface RestoreOptions {
  file: string;
  databaseUrl: string;
  uploadDir: string;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  comparison: DigestComparison[];
  uploads: { files: number; bytes: number };
  seconds: number;
}

const BATCH = 5000;

function expectedOf(manifest: BackupManifest): Digests {
  return Object.fromEntries(manifest.tables.map((t) => [t.name, { rows: t.rows, checksum: t.checksum }]));
}

function tablesOf(manifest: BackupManifest): TableInfo[] {
  return manifest.tables.map((t) => ({
    name: t.name,
    columns: t.columns,
    primaryKey: t.primary_key,
    types: [],
    parents: [],
  }));
}

/** The rows of a PostgreSQL archive's table: its JSON lines, in batches. */
function jsonlBatches(staging: string): RowBatches {
  return async function* (table) {
    const lines = readline.createInterface({
      input: createReadStream(path.join(staging, JSONL_DIR, `${table.name}.jsonl`)),
      crlfDelay: Infinity,
    });
    let batch: unknown[][] = [];
    for await (const line of lines) {
      if (!line) continue;
      batch.push(JSON.parse(line) as unknown[]);
      if (batch.length < BATCH) continue;
      yield batch;
      batch = [];
    }
    if (batch.length) yield batch;
  };
}

/**
 * `npm run restore FILE`: brings a backup back into an EMPTY database (refuses one that holds data), checks
 * every table's row count and checksum against the archive's manifest, migrates it to this version, then
 * puts the uploads back into UPLOAD_DIR. A PostgreSQL archive restores into PostgreSQL; a SQLite archive into
 * SQLite, or into PostgreSQL (the archive's database is then copied as `db:transfer` does).
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const uploadDir = path.resolve(options.uploadDir);
  await fs.mkdir(path.dirname(uploadDir), { recursive: true });
  const staging = await fs.mkdtemp(path.join(path.dirname(uploadDir), '.restore-'));
  try {
    const manifest = await unpackArchive(path.resolve(options.file), staging);
    log(
      `backup of ${manifest.created_at} (${manifest.dialect}, ${manifest.tables.length} tables, ${manifest.uploads.files} uploads)`,
    );
    const comparison = isPostgresUrl(options.databaseUrl)
      ? await restoreIntoPostgres(manifest, staging, options.databaseUrl, log)
      : await restoreIntoSqlite(manifest, staging, options.databaseUrl);
    log('restoring uploads…');
    await fs.cp(path.join(staging, 'uploads'), uploadDir, { recursive: true, force: true });
    return { manifest, comparison, uploads: manifest.uploads, seconds: (performance.now() - started) / 1000 };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function restoreIntoPostgres(
  manifest: BackupManifest,
  staging: string,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<DigestComparison[]> {
  const db = createDb(databaseUrl);
  try {
    if (manifest.dialect === 'sqlite') {
      const file = path.join(staging, SQLITE_FILE);
      const archived = compareDigests(expectedOf(manifest), await sqliteDigests(file));
      if (archived.some((c) => !c.same)) throw new VerificationFailed(archived);
      return await copySqliteIntoPostgres(file, db, redactUrl(databaseUrl), log);
    }
    const applied = await postgresMigrations(db);
    await requireEmpty(await postgresReader(db), redactUrl(databaseUrl), 'Restore');
    checkMigrations(manifest.migrations, applied, 'This backup');
    return await loadVerified(
      db,
      {
        tables: tablesOf(manifest),
        migrations: manifest.migrations,
        batches: jsonlBatches(staging),
        expected: () => expectedOf(manifest),
      },
      log,
    );
  } finally {
    await db.destroy();
  }
}

async function restoreIntoSqlite(
  manifest: BackupManifest,
  staging: string,
  databaseUrl: string,
): Promise<DigestComparison[]> {
  if (manifest.dialect !== 'sqlite')
    throw new OpsRefusal(
      'This backup is of a PostgreSQL database: restore it into PostgreSQL (DATABASE_URL=postgres://…, an empty database).',
    );
  const target = sqlitePath(databaseUrl);
  if (target === ':memory:') throw new OpsRefusal('Cannot restore into an in-memory SQLite database.');
  checkMigrations(manifest.migrations, [], 'This backup');
  const exists = await fs.access(target).then(
    () => true,
    () => false,
  );
  if (exists) await readSqliteSnapshot(target, (reader) => requireEmpty(reader, target, 'Restore'));
  await fs.mkdir(path.dirname(target), { recursive: true });
  // SQLite's backup API writes the archived copy over the (empty) target, page by page.
  const copy = new SQLite(path.join(staging, SQLITE_FILE), { readonly: true });
  try {
    await copy.backup(target);
  } finally {
    copy.close();
  }
  const comparison = await readSqliteSnapshot(target, async (reader) =>
    compareDigests(expectedOf(manifest), await tableDigests(reader, tablesOf(manifest))),
  );
  if (comparison.some((c) => !c.same)) throw new VerificationFailed(comparison);
  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return comparison;
}
