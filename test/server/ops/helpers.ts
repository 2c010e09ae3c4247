import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, isPostgresUrl, sqlitePath } from '../../../server/src/db/connect';
import { tableDigests, type Digests } from '../../../server/src/ops/digests';
import { readPostgresSnapshot, readSqliteSnapshot } from '../../../server/src/ops/readers';

/** Every table's row count and checksum, read on its own (not by the code under test's run). */
export async function digestsOf(databaseUrl: string): Promise<Digests> {
  if (!isPostgresUrl(databaseUrl)) return readSqliteSnapshot(sqlitePath(databaseUrl), (reader) => tableDigests(reader));
  const db = createDb(databaseUrl);
  try {
    return await readPostgresSnapshot(db, (reader) => tableDigests(reader));
  } finally {
    await db.destroy();
  }
}

/** A new temporary folder, removed by `cleanup`. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cbo-${prefix}-`));
}

/** Uploads as the app keeps them (`<resource>/<file>`), text and binary. */
export function writeUploads(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {
    'products/falafel.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
    'organizations/logo.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'users/photo.jpg': Buffer.alloc(70_000, 7),
  };
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), bytes);
  }
  return files;
}

/** The files under `dir`, by path relative to it. */
export function readTree(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = fs.readFileSync(full);
  }
  return files;
}
