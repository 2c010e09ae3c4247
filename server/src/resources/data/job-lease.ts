/** A run's lease on the job it claimed: its length, the heartbeat that renews it, and losing it. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { heartbeatJob } from './jobs-repository';

/**
 * How long a run's claim on a job lasts without a heartbeat (`JOB_LEASE_MS`, default 2 min). A job
 * still `running` whose last heartbeat is older is taken to have died with its process and may be
 * claimed again by any process.
 */
export function jobLeaseMs(): number {
  const ms = Number(process.env.JOB_LEASE_MS);
  return Number.isFinite(ms) && ms >= 100 ? ms : 2 * 60 * 1000;
}

/** Thrown inside a run that found its job taken over by another process: it must write nothing more. */
export class LeaseLost extends Error {}

/**
 * A running job's lease: a heartbeat renews it every third of the lease. It is lost when a heartbeat finds
 * the job taken over by another process, or when the run is handed back (`signal` aborted).
 */
export class JobLease {
  private isLost = false;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(db: Kysely<Database>, private readonly id: number, attempt: number, signal: AbortSignal) {
    signal.addEventListener('abort', () => (this.isLost = true));
    // The heartbeat timer only fires because the job gives the event loop turns (imports every
    // IMPORT_BATCH rows, exports every batch). On SQLite, a beat sent while the import's write transaction
    // is open waits for that transaction (one connection); meanwhile the transaction's write lock keeps
    // every other process from claiming the job, and its commit marks the job done.
    this.heartbeat = setInterval(
      () => {
        heartbeatJob(db, id, attempt).then(
          (ours) => {
            if (!ours) this.isLost = true;
          },
          (err: unknown) => console.error(`Job ${id}: heartbeat failed:`, err),
        );
      },
      Math.max(50, Math.floor(jobLeaseMs() / 3)),
    );
    this.heartbeat.unref();
  }

  get lost(): boolean {
    return this.isLost;
  }

  /** The error of a run that must stop writing: its job is no longer its own. */
  takenOver(): LeaseLost {
    return new LeaseLost(`Job ${this.id} was taken over by another process.`);
  }

  /** Stops the heartbeat (the run has ended). */
  end(): void {
    clearInterval(this.heartbeat);
  }
}
