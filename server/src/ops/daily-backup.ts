import fs from 'node:fs/promises';
import path from 'node:path';
import { isPostgresUrl } from '../db/connect';
import type { AppContext } from '../http/operation';
import { insertOnceJob } from '../resources/data/jobs-repository';
import { createBackup } from './backup';

/** The jobs table's kind of the daily backup (never listed on the Jobs page: it belongs to no user). */
export const BACKUP_JOB_KIND = 'backup';

const DAILY = /^catering-daily-\d{4}-\d{2}-\d{2}\.tar\.gz$/;

/** The daily archive of a UTC day: `catering-daily-2026-12-01.tar.gz`. */
export function dailyArchiveName(day: string): string {
  return `catering-daily-${day}.tar.gz`;
}

/**
 * Queues the backup of `now`'s UTC day when BACKUP_DIR is set. Every process tries on every job poll; the
 * job's unique key `backup:<day>` lets one insert win, so the day's backup is queued once across all of them.
 * Returns the id this process queued, or undefined (off, or already queued by some process).
 */
export async function queueDailyBackup(app: AppContext, now: Date = new Date()): Promise<number | undefined> {
  if (!app.config.backupDir) return undefined;
  const day = now.toISOString().slice(0, 10);
  return insertOnceJob(app.db, {
    kind: BACKUP_JOB_KIND,
    resource: 'database',
    onceKey: `backup:${day}`,
    payload: { day },
  });
}

export interface DailyBackupResult {
  file: string;
  bytes: number;
  rows: number;
  uploads: number;
  seconds: number;
  /** The older daily archives deleted to keep BACKUP_KEEP. */
  removed: string[];
}

/** Runs a day's backup into BACKUP_DIR, then deletes the oldest daily archives beyond BACKUP_KEEP. */
export async function runDailyBackup(app: AppContext, day: string): Promise<DailyBackupResult> {
  const { backupDir, backupKeep, databaseUrl, uploadDir } = app.config;
  if (!backupDir) throw new Error('BACKUP_DIR is not set in this process: the daily backup has nowhere to go.');
  const result = await createBackup({
    databaseUrl,
    db: isPostgresUrl(databaseUrl) ? app.db : undefined,
    uploadDir,
    file: path.join(backupDir, dailyArchiveName(day)),
  });
  const removed = await pruneDailyArchives(backupDir, backupKeep);
  return {
    file: result.file,
    bytes: result.bytes,
    rows: result.manifest.tables.reduce((n, t) => n + t.rows, 0),
    uploads: result.manifest.uploads.files,
    seconds: result.seconds,
    removed,
  };
}

/** What a backup stopped half-way (its process died) leaves: its staging folder, its unfinished archive. */
const LEFT_OVER = /^\.backup-|\.tar\.gz\.partial$/;
const LEFT_OVER_AGE_MS = 24 * 3600 * 1000;

/**
 * Deletes the oldest daily archives of `dir` beyond the newest `keep` (archives made by hand are never
 * touched), and what backups stopped half-way left there over a day ago.
 */
export async function pruneDailyArchives(dir: string, keep: number, now = Date.now()): Promise<string[]> {
  const names = await fs.readdir(dir);
  const daily = names.filter((name) => DAILY.test(name)).sort();
  const old = daily.slice(0, Math.max(0, daily.length - keep));
  for (const name of names.filter((n) => LEFT_OVER.test(n))) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (stat && now - stat.mtimeMs > LEFT_OVER_AGE_MS) old.push(name);
  }
  for (const name of old) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  return old;
}
