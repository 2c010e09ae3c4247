import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/dialect';

type Db = Kysely<Database>;

export type JobKind = 'export' | 'import';
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export async function insertJob(db: Db, job: { kind: JobKind; resource: string; payload: unknown; user_id: number | null }): Promise<number> {
  const row = await db.insertInto('jobs').values({
    kind: job.kind, resource: job.resource, status: 'queued', payload: JSON.stringify(job.payload), user_id: job.user_id,
    created_at: nowIso(), updated_at: nowIso(),
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Takes a job for this process in one atomic UPDATE: a queued job, or a running one whose lease ran out
 * (its last heartbeat is older than `staleBefore`: its process died). Bumps `attempts`, which is the
 * fencing token of this run: heartbeats and the final status only land while it is still ours. Another
 * process claiming the same job at the same moment updates no row and gets undefined.
 */
export async function claimJob(db: Db, id: number, staleBefore: string) {
  return db.updateTable('jobs')
    .set({ status: 'running', attempts: sql<number>`attempts + 1`, updated_at: nowIso() })
    .where('id', '=', id)
    .where((eb) => eb.or([
      eb('status', '=', 'queued'),
      eb.and([eb('status', '=', 'running'), eb('updated_at', '<', staleBefore)]),
    ]))
    .returningAll()
    .executeTakeFirst();
}

/** Renews the lease of our run (`attempt`); false when the job is no longer ours (taken over or finished). */
export async function heartbeatJob(db: Db, id: number, attempt: number): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ updated_at: nowIso() })
    .where('id', '=', id).where('status', '=', 'running').where('attempts', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the outcome of our run (`attempt`); false (nothing written) when the job is no longer ours.
 * Call it inside the job's own write transaction to make "rows written" and "job done" one fact.
 */
export async function finishJob(db: Db, id: number, status: 'done' | 'failed', result: unknown, attempt?: number): Promise<boolean> {
  let query = db.updateTable('jobs').set({ status, result: JSON.stringify(result), updated_at: nowIso() }).where('id', '=', id);
  if (attempt !== undefined) query = query.where('status', '=', 'running').where('attempts', '=', attempt);
  const done = await query.executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function findJob(db: Db, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Jobs a process may take: queued ones, and running ones whose lease ran out before `staleBefore`. */
export async function claimableJobIds(db: Db, staleBefore: string): Promise<number[]> {
  const rows = await db.selectFrom('jobs').select('id')
    .where((eb) => eb.or([
      eb('status', '=', 'queued'),
      eb.and([eb('status', '=', 'running'), eb('updated_at', '<', staleBefore)]),
    ]))
    .orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}
