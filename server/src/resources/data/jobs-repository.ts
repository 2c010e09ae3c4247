import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/dialect';

type Db = Kysely<Database>;

export type JobKind = 'export' | 'import';
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** Queues a job; `file` (an import's upload) is stored with it, in the same transaction, in `job_files`. */
export async function insertJob(
  db: Db,
  job: { kind: JobKind; resource: string; payload: unknown; user_id: number | null; filename?: string },
  file?: Buffer,
): Promise<number> {
  const insert = async (trx: Db) => {
    const row = await trx.insertInto('jobs').values({
      kind: job.kind, resource: job.resource, status: 'queued', payload: JSON.stringify(job.payload), user_id: job.user_id,
      filename: job.filename ?? null, created_at: nowIso(), updated_at: nowIso(),
    }).returning('id').executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (file) await trx.insertInto('job_files').values({ job_id: id, content: file }).execute();
    return id;
  };
  return file ? db.transaction().execute(insert) : insert(db);
}

/** The file stored with a job (see {@link insertJob}); undefined when it has none. */
export async function findJobFile(db: Db, id: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('job_files').select('content').where('job_id', '=', id).executeTakeFirst();
  return row?.content;
}

/**
 * Queues a job that runs once per `onceKey` whatever the number of processes: the key is unique, so of several
 * processes inserting it at once one gets the new job's id and the others undefined.
 */
export async function insertOnceJob(
  db: Db, job: { kind: string; resource: string; onceKey: string; payload: unknown },
): Promise<number | undefined> {
  const row = await db.insertInto('jobs').values({
    kind: job.kind, resource: job.resource, status: 'queued', payload: JSON.stringify(job.payload), user_id: null,
    once_key: job.onceKey, created_at: nowIso(), updated_at: nowIso(),
  }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return row ? Number(row.id) : undefined;
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

/** What a finished job tells its owner: its file, its counts, or every problem that stopped it. */
export interface JobOutcome {
  filename?: string;
  created?: number;
  updated?: number;
  rows?: number;
  errors?: string[];
}

/**
 * Records the outcome of our run (`attempt`); false (nothing written) when the job is no longer ours.
 * Call it inside the job's own write transaction to make "rows written" and "job done" one fact.
 */
export async function finishJob(
  db: Db, id: number, status: 'done' | 'failed', result: unknown, attempt?: number, outcome: JobOutcome = {},
): Promise<boolean> {
  const finishedAt = nowIso();
  let query = db.updateTable('jobs').set({
    status, result: JSON.stringify(result), updated_at: finishedAt, finished_at: finishedAt,
    ...(outcome.filename !== undefined ? { filename: outcome.filename } : {}),
    created_count: outcome.created ?? null,
    updated_count: outcome.updated ?? null,
    row_count: outcome.rows ?? null,
    error_lines: outcome.errors?.length ? JSON.stringify(outcome.errors) : null,
  }).where('id', '=', id);
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

/**
 * The columns a job's owner reads (never the payload: it holds the whole uploaded file); `result` names
 * a finished export's kept file.
 */
const RESULT_COLUMNS = [
  'id', 'kind', 'resource', 'status', 'filename', 'created_count', 'updated_count', 'row_count', 'error_lines',
  'user_id', 'created_at', 'finished_at', 'result',
] as const;

const MAX_OFFSET = 2_147_483_647;

/** The kinds of job a user starts and reads (the daily backup's jobs belong to no one and are not listed). */
const USER_JOB_KINDS: JobKind[] = ['export', 'import'];

/** A page of jobs, newest first: those of `ownerId`, or everyone's when it is null. */
export async function listJobResults(db: Db, ownerId: number | null, page: { limit: number; offset: number }) {
  let query = db.selectFrom('jobs').where('jobs.kind', 'in', USER_JOB_KINDS);
  if (ownerId !== null) query = query.where('user_id', '=', ownerId);
  // A page past any table's end (the databases refuse offsets past 64 bits) holds nothing.
  const pastTheEnd = !Number.isSafeInteger(page.offset) || page.offset > MAX_OFFSET;
  const [rows, total] = await Promise.all([
    pastTheEnd ? [] : query.leftJoin('users', 'users.id', 'jobs.user_id')
      .select(RESULT_COLUMNS.map((c) => `jobs.${c}` as const))
      .select(['users.email as owner_email'])
      .orderBy('jobs.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One job as its owner reads it. */
export async function findJobResult(db: Db, id: number) {
  return db.selectFrom('jobs').leftJoin('users', 'users.id', 'jobs.user_id')
    .select(RESULT_COLUMNS.map((c) => `jobs.${c}` as const))
    .select(['users.email as owner_email'])
    .where('jobs.id', '=', id).where('jobs.kind', 'in', USER_JOB_KINDS).executeTakeFirst();
}

/**
 * Hands our run (`attempt`) of a job back: `queued` again, so any process claims it at once (no lease to wait
 * out). False when the job is no longer ours (finished, or already taken over).
 */
export async function releaseJob(db: Db, id: number, attempt: number): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ status: 'queued', updated_at: nowIso() })
    .where('id', '=', id).where('status', '=', 'running').where('attempts', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many jobs are queued, running and failed now (every process's: the table is shared). */
export async function countJobsByStatus(db: Db): Promise<Record<'queued' | 'running' | 'failed', number>> {
  const rows = await db.selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', 'in', ['queued', 'running', 'failed'])
    .groupBy('status').execute();
  const counts = { queued: 0, running: 0, failed: 0 };
  for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.n);
  return counts;
}
