import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../http/operation';
import { queueDailyBackup } from '../../ops/daily-backup';
import { queueDailyStandingOrders } from '../standing-orders/job';
import { removeExpiredExportFiles } from './export-files';
import { jobLeaseMs } from './job-lease';
import { runClaimed } from './job-run';
import { claimableJobIds, claimJob, releaseJob } from './jobs-repository';

/**
 * The jobs runner of this process: starts jobs in the background, polls for claimable ones, hands its runs
 * back on shutdown. What one run does is in job-run.ts (and job-kinds.ts, per kind of job); its lease on the
 * job in job-lease.ts.
 */
export type { ExportFormat, ExportPayload, ImportPayload } from './job-payloads';
export { jobLeaseMs };

const inFlight = new Set<Promise<void>>();
/** Claims of jobs sent to the database and not yet answered. */
const claims = new Set<Promise<unknown>>();

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
    await Promise.allSettled([...claims]);
    const runs = [...active].filter(([, run]) => run.db === app.db);
    for (const [, run] of runs) run.abort.abort();
    // Released once the runs have stopped: a run's last writes (its lease, its rollback) cannot then mark
    // the job running again after it was handed back.
    const stopped = Promise.all([...inFlight]);
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, settleMs).unref())]);
    let released = 0;
    for (const [id, run] of runs) {
      try {
        if (await releaseJob(app.db, id, run.attempt)) released++;
      } catch (err) {
        console.error(`Job ${id}: could not hand it back (its lease will run out instead):`, err);
      }
    }
    return released;
  })();
  handedBack.set(app.db, done);
  return done;
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
 * Queues today's (UTC) run of the standing orders' placing job unless a process already has, and runs it here.
 * Called at start-up and on every poll, by every process: the job's unique key makes it once a day.
 */
export async function scheduleStandingOrders(app: AppContext, now: Date = new Date()): Promise<void> {
  const id = await queueDailyStandingOrders(app, now);
  if (id !== undefined) scheduleJob(app, id);
}

/**
 * Polls for claimable jobs every `intervalMs` (queued by a process that died, or abandoned), queues the
 * day's backup and the day's placing of standing orders, and deletes the exported files past their keep period; returns a stop function.
 */
export function startJobPoller(app: AppContext, intervalMs: number): () => void {
  let stopped = false;
  let busy = false;
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    Promise.all([
      resumeQueuedJobs(app),
      removeExpiredExportFiles(app.config),
      scheduleDailyBackup(app),
      scheduleStandingOrders(app),
    ])
      .catch((err: unknown) => console.error('Job poll failed:', err))
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * Claims and runs one job; records done/failed with its result, and mails the requester. Exactly once:
 * the claim is atomic and fenced by `attempts`; a heartbeat renews the lease while the job runs; an
 * import marks its job done inside the transaction that writes its rows (both or neither survive a
 * crash); an export's mail is keyed by the job, so a rerun after a crash replaces it.
 */
export async function runJob(app: AppContext, id: number): Promise<void> {
  if (handedBack.has(app.db)) return;
  // A hand-back waits for the claims under way, each until its run is in `active`: the claim and the
  // registration are one promise, so no hand-back can look between them.
  const claim = claimAndRegister(app, id);
  claims.add(claim);
  const run = await claim.finally(() => claims.delete(claim));
  if (!run) return;
  try {
    await runClaimed(app, id, run.job, run.attempt, run.abort.signal);
  } finally {
    active.delete(id);
  }
}

/** Claims job `id`; when claimed, registers its run in `active` before resolving. */
async function claimAndRegister(app: AppContext, id: number) {
  const job = await claimJob(app.db, id, new Date(Date.now() - jobLeaseMs()).toISOString());
  if (!job) return null;
  const run = { db: app.db, attempt: Number(job.attempts), abort: new AbortController() };
  active.set(id, run);
  return { ...run, job };
}

