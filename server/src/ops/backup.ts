import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Kysely } from 'kysely';
import { createDb, isPostgresUrl, sqlitePath } from '../db/connect';
import { JSONL_DIR, linkTree, MANIFEST_FORMAT, packArchive, SQLITE_FILE, type BackupManifest } from './archive';
import { canonicalRow, DigestBuilder } from './canonical';
import { tableDigests } from './digests';
import { readPostgresSnapshot, readSqliteSnapshot, type SnapshotReader } from './readers';
import { copySqliteOnline } from './sqlite-copy';

/* eslint-disable @typescript-eslint/no-explicit-any */

export interface BackupOptions {
  databaseUrl: string;
  /** PostgreSQL: the pool to read through (the server's own); one is opened from `databaseUrl` when absent. */
  db?: Kysely<any>;
  uploadDir: string;
  /** The archive to write (its folder is created); it appears only once complete. */
  file: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  manifest: BackupManifest;
}

/** `catering-2026-12-01T09-30-00Z.tar.gz`: names that sort by time. */
export function archiveName(at: Date, kind = 'catering'): string {
  return `${kind}-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

/**
 * Writes a consistent backup while the server runs: the database as of one moment, then the uploads (files
 * are written before the rows naming them, and never deleted, so every file the copied rows name is there).
 * SQLite: a copy by the online backup API. PostgreSQL: every table as JSON lines, read in one REPEATABLE READ
 * transaction (the app's own logical dump: no pg_dump of a matching version needed, and it restores into any
 * PostgreSQL the app runs on). The manifest records each table's row count and checksum, which restore checks.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const file = path.resolve(options.file);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const staging = await fs.mkdtemp(path.join(path.dirname(file), '.backup-'));
  try {
    await fs.mkdir(path.join(staging, JSONL_DIR));
    const createdAt = new Date().toISOString();
    let describeDatabase: () => Promise<DatabasePart>;
    if (isPostgresUrl(options.databaseUrl)) {
      const dumped = await dumpPostgres(options, staging);
      describeDatabase = async () => dumped;
    } else {
      describeDatabase = await copySqlite(options.databaseUrl, staging);
    }
    const uploads = await linkTree(options.uploadDir, path.join(staging, 'uploads'));
    await fs.mkdir(path.join(staging, 'uploads'), { recursive: true });
    let manifest: BackupManifest | undefined;
    await packArchive(staging, file, async () => {
      manifest = { format: MANIFEST_FORMAT, version: 1, created_at: createdAt, ...(await describeDatabase()), uploads };
      await fs.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    });
    if (!manifest) throw new Error('The backup has no manifest.');
    const { size } = await fs.stat(file);
    return { file, bytes: size, seconds: (performance.now() - started) / 1000, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

type DatabasePart = Pick<BackupManifest, 'dialect' | 'database' | 'migrations' | 'tables'>;

function describe(reader: SnapshotReader, digests: Record<string, { rows: number; checksum: string }>) {
  return reader.tables.map((t) => ({
    name: t.name,
    columns: t.columns,
    primary_key: t.primaryKey,
    ...digests[t.name],
  }));
}

/** Copies the SQLite database into the staging folder; returns what counts and checksums the copy. */
async function copySqlite(databaseUrl: string, staging: string): Promise<() => Promise<DatabasePart>> {
  const source = sqlitePath(databaseUrl);
  if (source === ':memory:') throw new Error('An in-memory SQLite database cannot be backed up.');
  await fs.access(source).catch(() => {
    throw new Error(`No SQLite database at ${source}.`);
  });
  const copy = path.join(staging, SQLITE_FILE);
  await copySqliteOnline(source, copy);
  // Counted and checksummed on the copy (exactly what the archive holds), while it is being compressed.
  return () =>
    readSqliteSnapshot(
      copy,
      async (reader) => ({
        dialect: 'sqlite',
        database: { file: SQLITE_FILE },
        migrations: reader.migrations,
        tables: describe(reader, await tableDigests(reader)),
      }),
      { readonly: true }, // the copy is being archived: nothing may appear beside it
    );
}

async function dumpPostgres(options: BackupOptions, staging: string): Promise<DatabasePart> {
  const db = options.db ?? createDb(options.databaseUrl);
  try {
    return await readPostgresSnapshot(db, async (reader) => {
      const digests: Record<string, { rows: number; checksum: string }> = {};
      for (const table of reader.tables) {
        const out = createWriteStream(path.join(staging, JSONL_DIR, `${table.name}.jsonl`));
        const closed = once(out, 'close');
        const builder = new DigestBuilder();
        for await (const batch of reader.rows(table)) {
          // The canonical line is both what the file keeps and what the checksum covers.
          const lines = batch.map(canonicalRow);
          for (const line of lines) builder.addLine(line);
          if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
        }
        out.end();
        await closed;
        digests[table.name] = builder.digest();
      }
      return {
        dialect: 'postgres',
        database: { dir: JSONL_DIR },
        migrations: reader.migrations,
        tables: describe(reader, digests),
      };
    });
  } finally {
    if (!options.db) await db.destroy();
  }
}
