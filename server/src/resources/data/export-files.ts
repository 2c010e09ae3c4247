import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../../config';
import { XLSX_MIME } from './xlsx';

/**
 * Finished exports' files, kept in `EXPORT_DIR` for `EXPORT_KEEP_HOURS` after the export finished, so the
 * user who asked can download them from the Jobs page as well as from the mail. A kept file is named by
 * its job and a random part (`job-12-<uuid>.csv`): several databases (tests, environments) may share the
 * folder, and a name cannot be guessed from a job id.
 */

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_MIME };

const KEPT_NAME = /^job-\d+-[0-9a-f-]{36}\.(csv|xlsx|pdf)$/;

/** The name of the file a finished export kept (recorded in its job's result), or null. */
export function keptFileName(job: { kind: string; status: string; result: string | null }): string | null {
  if (job.kind !== 'export' || job.status !== 'done' || !job.result) return null;
  const result: unknown = JSON.parse(job.result);
  const file = (result as { file?: unknown } | null)?.file;
  return typeof file === 'string' ? file : null;
}

/** A new kept file's name and path for job `jobId` (its folder is created); `pdf`: an invoice mailed. */
export async function newExportFile(config: ServerConfig, jobId: number, format: ExportFormat | 'pdf') {
  await fs.mkdir(config.exportDir, { recursive: true });
  const name = `job-${jobId}-${randomUUID()}.${format}`;
  return { name, file: path.join(config.exportDir, name) };
}

/** The path of a kept file by the name recorded on its job; null for anything that is not such a name. */
export function keptExportPath(config: ServerConfig, name: unknown): string | null {
  return typeof name === 'string' && KEPT_NAME.test(name) ? path.join(config.exportDir, name) : null;
}

/** How long a finished export's file is kept, in milliseconds. */
export const exportKeepMs = (config: ServerConfig) => config.exportKeepHours * 3_600_000;

/** Until when the file of an export finished at `finishedAt` may be downloaded. */
export function exportFileExpiresAt(config: ServerConfig, finishedAt: string | Date): Date {
  return new Date(new Date(finishedAt).getTime() + exportKeepMs(config));
}

/** The keep period in words: '7 days', '36 hours', '1 hour'. */
export function keepPeriodText(config: ServerConfig): string {
  const hours = config.exportKeepHours;
  if (hours >= 24 && hours % 24 === 0) return `${hours / 24} day${hours === 24 ? '' : 's'}`;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** What the owner reads when the file is no longer kept. */
export function expiredFileMessage(config: ServerConfig): string {
  return `The file of this export has expired: exported files are kept for ${keepPeriodText(config)}. Export again to get a new one.`;
}

/**
 * Deletes the kept files older than the keep period (by their last change, which is when the export
 * finished writing them); returns how many it deleted. Safe to run from several processes at once.
 */
export async function removeExpiredExportFiles(config: ServerConfig, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(config.exportDir);
  } catch {
    return 0; // no folder yet: nothing exported
  }
  let removed = 0;
  for (const name of names.filter((n) => KEPT_NAME.test(n))) {
    const file = path.join(config.exportDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || stat.mtimeMs + exportKeepMs(config) > now) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
