import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { capabilitiesForRole } from '../../access/capabilities';
import { findUserRole } from '../../auth/user-repository';
import { fullName } from '../../auth/authenticate';
import { history, HISTORY_EXPORT } from '../history/definition';
import type { Database } from '../../db/schema';
import type { AppContext, Role } from '../../http/operation';
import { isHttpError } from '../engine/errors';
import { resourceDef } from '../definitions';
import { exportToFile } from './export-job';
import { exportProductionToFile, PRODUCTION_EXPORT } from '../production/export';
import { importErrorLines, importFile, type ImportSource } from './import-job';
import { claimableJobIds, claimJob, findJobFile, finishJob, heartbeatJob, releaseJob, type JobOutcome } from './jobs-repository';
import { sendMail } from './mailer';
import { exportReadyMail, importDoneMail, jobFailedMail, mailLanguage } from './mail-texts';
import { EXPORT_CONTENT_TYPES, newExportFile, removeExpiredExportFiles, type ExportFormat } from './export-files';
import { BACKUP_JOB_KIND, queueDailyBackup, runDailyBackup } from '../../ops/daily-backup';

export type { ExportFormat };

export interface ExportPayload {
  filters: Record<string, unknown>;
  email: string;
  /** The file mailed; CSV when absent (jobs queued before XLSX existed). */
  format?: ExportFormat;
}

export interface ImportPayload {
  filename: string;
  /** What the uploaded file is; the file itself is stored with the job (`job_files`). */
  format?: 'csv' | 'xlsx';
  /** The uploaded file of a job queued before `job_files`: CSV text, or an XLSX workbook in base64. */
  csv?: string;
  xlsx_base64?: string;
  email: string;
  user_id: number | null;
  /** The session that asked for the import: a password or role change in it does not end that session. */
  session_id?: string;
}

const inFlight = new Set<Promise<void>>();

/** This process's runs in progress, by job id: the run's fencing token and how to stop it. */
interface ActiveRun {
  db: Kysely<Database>;
  attempt: number;
  /** Aborted when the run is handed back: the run stops at its next step and writes nothing more. */
  abort: AbortController;
}
const active = new Map<number, ActiveRun>();

/** Databases whose jobs this process has handed back (shutting down): it starts no more jobs on them. */
const handedBack = new WeakMap<object, Promise<number>>();

/** Starts a job in the background of this process (the request has already been answered 202). */
export function scheduleJob(app: AppContext, id: number): void {
  // Shutting down: the job stays queued for another process (or the next start) to take at once.
  if (handedBack.has(app.db)) return;
  const run = runJob(app, id)
    .catch((err: unknown) => console.error(`Job ${id} crashed:`, err))
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

/** Resolves when every job this process started has finished (tests, graceful shutdown). */
export async function drainJobs(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}

/**
 * Hands this process's running jobs on `app.db` back (graceful shutdown): each run is stopped at its next
 * step (an import's transaction rolls back; nothing more is written or mailed) and its job is marked
 * `queued` again, fenced by the run's attempt, so another process claims it at once instead of waiting for
 * the lease to run out. From then on this process starts no job on that database. Resolves with how many
 * jobs were handed back, once their runs have stopped (or after `settleMs`); calling it again returns the
 * same promise.
 */
export function handBackJobs(app: AppContext, settleMs = 5_000): Promise<number> {
  let done = handedBack.get(app.db);
  if (done) return done;
  done = (async () => {
    const runs = [...active].filter(([, run]) => run.db === app.db);
    for (const [, run] of runs) run.abort.abort();
    let released = 0;
    for (const [id, run] of runs) {
      try {
        if (await releaseJob(app.db, id, run.attempt)) released++;
      } catch (err) {
        console.error(`Job ${id}: could not hand it back (its lease will run out instead):`, err);
      }
    }
    const stopped = Promise.all([...inFlight]);
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, settleMs).unref())]);
    return released;
  })();
  handedBack.set(app.db, done);
  return done;
}

/**
 * How long a run's claim on a job lasts without a heartbeat (`JOB_LEASE_MS`, default 2 min). A job
 * still `running` whose last heartbeat is older is taken to have died with its process and may be
 * claimed again by any process.
 */
export function jobLeaseMs(): number {
  const ms = Number(process.env.JOB_LEASE_MS);
  return Number.isFinite(ms) && ms >= 100 ? ms : 2 * 60 * 1000;
}

/** Kept for callers that name it: the lease length. */
export const STALE_JOB_MS = jobLeaseMs();

/**
 * Runs the jobs that are queued, or running with an expired lease (call at start-up and then now and
 * again, see {@link startJobPoller}); returns how many were started. Each is claimed atomically, so
 * several processes may call it at once and still run every job once.
 */
export async function resumeQueuedJobs(app: AppContext, now = Date.now()): Promise<number> {
  const ids = await claimableJobIds(app.db, new Date(now - jobLeaseMs()).toISOString());
  for (const id of ids) scheduleJob(app, id);
  return ids.length;
}

/**
 * With BACKUP_DIR set: queues today's (UTC) backup unless a process already has, and runs it here. Called at
 * start-up and on every poll, by every process: the job's unique key makes it once a day across all of them.
 */
export async function scheduleDailyBackup(app: AppContext, now: Date = new Date()): Promise<void> {
  const id = await queueDailyBackup(app, now);
  if (id !== undefined) scheduleJob(app, id);
}

/**
 * Polls for claimable jobs every `intervalMs` (queued by a process that died, or abandoned), queues the
 * day's backup, and deletes the exported files past their keep period; returns a stop function.
 */
export function startJobPoller(app: AppContext, intervalMs: number): () => void {
  let stopped = false;
  let busy = false;
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    Promise.all([resumeQueuedJobs(app), removeExpiredExportFiles(app.config), scheduleDailyBackup(app)])
      .catch((err: unknown) => console.error('Job poll failed:', err))
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** The file an import job reads: stored with the job, or (queued by an older version) in its payload. */
async function importSourceOfJob(db: Kysely<Database>, id: number, payload: ImportPayload): Promise<ImportSource> {
  if (payload.format) {
    const file = await findJobFile(db, id);
    if (!file) throw new Error(`The file of import job ${id} is missing.`);
    return payload.format === 'xlsx' ? { format: 'xlsx', buffer: file } : { format: 'csv', text: file };
  }
  if (payload.xlsx_base64 !== undefined) return { format: 'xlsx', buffer: Buffer.from(payload.xlsx_base64, 'base64') };
  return { format: 'csv', text: payload.csv ?? '' };
}

/** Thrown inside a run that found its job taken over by another process: it must write nothing more. */
class LeaseLost extends Error {}

function stamp(): string {
  return new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

/**
 * Claims and runs one job; records done/failed with its result, and mails the requester. Exactly once:
 * the claim is atomic and fenced by `attempts`; a heartbeat renews the lease while the job runs; an
 * import marks its job done inside the transaction that writes its rows (both or neither survive a
 * crash); an export's mail is keyed by the job, so a rerun after a crash replaces it.
 */
export async function runJob(app: AppContext, id: number): Promise<void> {
  const lease = jobLeaseMs();
  if (handedBack.has(app.db)) return;
  const job = await claimJob(app.db, id, new Date(Date.now() - lease).toISOString());
  if (!job) return;
  const attempt = Number(job.attempts);
  const abort = new AbortController();
  active.set(id, { db: app.db, attempt, abort });
  try {
    await runClaimed(app, id, job, attempt, abort.signal);
  } finally {
    active.delete(id);
  }
}

type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimJob>>>;

async function runClaimed(app: AppContext, id: number, job: ClaimedJob, attempt: number, signal: AbortSignal): Promise<void> {
  const lease = jobLeaseMs();
  const def = job.kind === 'export' && job.resource === HISTORY_EXPORT ? history : resourceDef(job.resource);
  const isProduction = job.kind === 'export' && job.resource === PRODUCTION_EXPORT;
  const payload = JSON.parse(job.payload ?? '{}') as ExportPayload & ImportPayload;
  const mailKey = `job-${id}-${String(job.created_at).replace(/\D/g, '')}-${job.kind}`;
  // Mails go out in the language of the user who asked for the job (English when they chose none).
  const requesterId = job.user_id ?? payload.user_id ?? null;
  const language = mailLanguage(
    requesterId ? (await findUserRole(app.db, Number(requesterId)).catch(() => undefined))?.language : null,
  );
  let lost = false;
  signal.addEventListener('abort', () => (lost = true));
  // The heartbeat timer only fires because the job gives the event loop turns (imports every
  // IMPORT_BATCH rows, exports every batch). On SQLite, a beat sent while the import's write transaction
  // is open waits for that transaction (one connection); meanwhile the transaction's write lock keeps
  // every other process from claiming the job, and its commit marks the job done.
  const heartbeat = setInterval(() => {
    heartbeatJob(app.db, id, attempt).then(
      (ours) => { if (!ours) lost = true; },
      (err: unknown) => console.error(`Job ${id}: heartbeat failed:`, err),
    );
  }, Math.max(50, Math.floor(lease / 3)));
  heartbeat.unref();
  const finish = async (db: Kysely<Database>, status: 'done' | 'failed', result: unknown, outcome: JobOutcome) => {
    if (lost || !(await finishJob(db, id, status, result, attempt, outcome))) throw new LeaseLost(`Job ${id} was taken over by another process.`);
  };
  try {
    if (job.kind === BACKUP_JOB_KIND) {
      const { day } = JSON.parse(job.payload ?? '{}') as { day?: string };
      // Nobody is mailed about a backup: a failure is logged here and recorded on the job.
      const result = await runDailyBackup(app, day ?? String(job.created_at).slice(0, 10)).catch((err: unknown) => {
        console.error(`Job ${id}: the daily backup failed:`, err);
        throw err;
      });
      await finish(app.db, 'done', result, {});
    } else if (!def && !isProduction) {
      throw new Error(`Unknown resource ${job.resource}`);
    } else if (job.kind === 'export') {
      const name = def ? def.name : PRODUCTION_EXPORT;
      // Streamed: rows → CSV/XLSX file → mail (attachment read from the file), never the whole export in memory.
      // The file is kept for its owner to download (see export-files.ts) once the job is recorded done.
      const format = payload.format === 'xlsx' ? 'xlsx' : 'csv';
      const kept = await newExportFile(app.config, id, format);
      let done = false;
      try {
        const { rows } = def
          ? await exportToFile(app.db, def, payload.filters ?? {}, kept.file, format, signal)
          : await exportProductionToFile(app.db, payload.filters ?? {}, kept.file, format);
        const filename = `${name}-${stamp()}.${format}`;
        if (lost) throw new LeaseLost(`Job ${id} was taken over by another process.`);
        const sent = await sendMail(app.config, {
          to: payload.email,
          ...exportReadyMail(language, { app: app.config.appName, resource: name, rows, at: new Date() }),
          attachments: [{ filename, path: kept.file, contentType: EXPORT_CONTENT_TYPES[format] }],
        }, { key: mailKey });
        await finish(app.db, 'done', { rows, filename, file: kept.name, mail: sent.file ?? sent.messageId ?? null }, { rows, filename });
        done = true;
      } finally {
        if (!done) await fs.rm(kept.file, { force: true });
      }
    } else if (job.kind === 'import' && def) {
      const user = payload.user_id ? await findUserRole(app.db, payload.user_id) : undefined;
      const source = await importSourceOfJob(app.db, id, payload);
      const counts = await importFile(app.db, def, source, {
        user: user
          ? { id: user.id, email: user.email, name: fullName(user), role: user.role as Role, capabilities: capabilitiesForRole(user.role), jti: `job-${id}`, sessionId: payload.session_id }
          : null,
        app,
      }, {
        beforeCommit: (trx, counts) => finish(trx, 'done', { ...counts, filename: payload.filename }, counts),
        signal,
      });
      await sendMail(app.config, {
        to: payload.email,
        ...importDoneMail(language, {
          app: app.config.appName,
          resource: def.name,
          filename: payload.filename,
          created: counts.created,
          updated: counts.updated,
        }),
      }, { key: mailKey }).catch((err: unknown) => console.error(`Job ${id}: could not mail the import result:`, err));
    } else {
      throw new Error(`Unknown job kind ${job.kind}`);
    }
  } catch (err) {
    // Handed back (shutting down): the job is queued again and another process runs it from the start.
    if (signal.aborted) return;
    if (err instanceof LeaseLost) {
      console.error(err.message);
      return;
    }
    const message = isHttpError(err) || err instanceof Error ? err.message : String(err);
    const lines = importErrorLines(err, message);
    const recorded = await finishJob(app.db, id, 'failed', { error: message }, attempt, { errors: lines });
    if (recorded && payload.email)
      await sendMail(app.config, {
        to: payload.email,
        ...jobFailedMail(language, {
          app: app.config.appName,
          resource: job.resource,
          kind: job.kind === 'import' ? 'import' : 'export',
          filename: payload.filename,
          lines,
          message,
        }),
      }, { key: mailKey }).catch((mailErr: unknown) => console.error(`Job ${id}: could not mail the failure:`, mailErr));
  } finally {
    clearInterval(heartbeat);
  }
}
