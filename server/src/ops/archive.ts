import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { TableDigest } from './canonical';

/** What a backup archive holds: `database/…`, `uploads/…` and `manifest.json`, in one .tar.gz. */
export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: 1;
  created_at: string;
  /** The database the archive was taken from, and so the form of `database/`. */
  dialect: 'sqlite' | 'postgres';
  /**
   * SQLite: `database/catering.sqlite`, a copy made by the online backup API. PostgreSQL: `database/<table>.jsonl`,
   * one JSON array of values per row in `columns` order, by primary key.
   */
  database: { file: string } | { dir: string };
  /** The migrations applied to the database when it was copied. */
  migrations: string[];
  tables: Array<{ name: string; columns: string[]; primary_key: string[] } & TableDigest>;
  uploads: { files: number; bytes: number };
}

export const MANIFEST_FORMAT = 'catering-back-office-backup';
export const SQLITE_FILE = 'database/catering.sqlite';
export const JSONL_DIR = 'database';

/**
 * Mirrors the files under `from` into `to` by hard links (no copy, instant) or, across file systems, by
 * copies; returns how many files and bytes. Anything but a plain file or folder (a link, a socket) is skipped.
 */
export async function linkTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  let entries;
  try {
    entries = await fs.readdir(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return total;
    throw err;
  }
  await fs.mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const sub = await linkTree(source, target);
      total.files += sub.files;
      total.bytes += sub.bytes;
    } else if (entry.isFile()) {
      await fs.link(source, target).catch(() => fs.copyFile(source, target));
      total.files += 1;
      total.bytes += (await fs.stat(target)).size;
    }
  }
  return total;
}

/**
 * Writes `staging` as a gzipped tar at `file`, atomically (the file appears only once complete): database/ and
 * uploads/ are compressed while `writeManifest` (given the time to checksum the tables) writes manifest.json,
 * which goes last. Compression level 1: twice as fast as the default for about 15% more bytes.
 */
export async function packArchive(staging: string, file: string, writeManifest: () => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    const pack = new tar.Pack({ cwd: staging, gzip: { level: 1 }, portable: true });
    const out = createWriteStream(partial);
    const written = new Promise<void>((resolve, reject) => {
      out.on('error', reject);
      out.on('close', resolve);
      pack.on('error', reject);
    });
    pack.pipe(out);
    pack.add('database');
    pack.add('uploads');
    try {
      await writeManifest();
    } catch (err) {
      pack.destroy();
      out.destroy();
      throw err;
    }
    pack.add('manifest.json');
    pack.end();
    await written;
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** Unpacks an archive into `staging` and reads its manifest; refuses anything that is not one of ours. */
export async function unpackArchive(file: string, staging: string): Promise<BackupManifest> {
  await fs.access(file).catch(() => {
    throw new Error(`No backup archive at ${file}.`);
  });
  await tar.x({ file, cwd: staging, strict: true });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${file} is not a backup archive of this app (no readable manifest.json).`);
  }
  if (manifest.format !== MANIFEST_FORMAT || manifest.version !== 1)
    throw new Error(
      `${file} is not a backup archive this version can read (format ${String(manifest.format)} ${String(manifest.version)}).`,
    );
  return manifest;
}
