import type { Schemas } from '../../http/contract-types';
import { HttpError, type HandlerMap, type RequestUser } from '../../http/operation';
import { downloadJobFile } from './job-file-handler';
import { findJobResult, listJobResults } from './jobs-repository';

type DataJob = Schemas['DataJob'];
type JobRow = NonNullable<Awaited<ReturnType<typeof findJobResult>>>;

/** Administrators see every job; everyone else only the jobs they started. */
export function seesEveryJob(user: RequestUser): boolean {
  return user.role === 'administrator';
}

function signedIn(user: RequestUser | null): RequestUser {
  if (!user) throw new HttpError(401, 'invalid_token', 'Authentication required.');
  return user;
}

function errorLines(text: string | null): string[] {
  if (!text) return [];
  const lines: unknown = JSON.parse(text);
  return Array.isArray(lines) ? lines.map(String) : [];
}

const countOrNull = (n: number | string | null) => (n === null ? null : Number(n));

export function serializeJob(row: JobRow): DataJob {
  return {
    id: Number(row.id),
    kind: row.kind as DataJob['kind'],
    resource: row.resource,
    status: row.status as DataJob['status'],
    filename: row.filename,
    created: countOrNull(row.created_count),
    updated: countOrNull(row.updated_count),
    rows: countOrNull(row.row_count),
    errors: errorLines(row.error_lines),
    owner_email: row.owner_email ?? null,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/**
 * listJobs and getJob: the results of imports and exports, to their owner (and administrators);
 * downloadJobFile: a finished export's file, to its owner only.
 */
export function jobHandlers(): HandlerMap {
  return {
    async listJobs(req, _reply, ctx): Promise<Schemas['DataJobListResponse']> {
      const user = signedIn(ctx.user);
      const perPage = req.query.per_page ?? 10;
      const page = req.query.page ?? 1;
      const { rows, total } = await listJobResults(ctx.db, seesEveryJob(user) ? null : user.id, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: { results: rows.map(serializeJob), meta: { total_count: total } } };
    },
    async getJob(req, _reply, ctx): Promise<Schemas['DataJobResponse']> {
      const user = signedIn(ctx.user);
      const id = Number(req.params.id);
      const row = Number.isSafeInteger(id) ? await findJobResult(ctx.db, id) : undefined;
      // Another user's job is as absent as one that never existed: its id tells nothing.
      if (!row || (!seesEveryJob(user) && row.user_id !== user.id)) throw new HttpError(404, 'not_found', `No job ${String(id)}.`);
      return { data: serializeJob(row) };
    },
    downloadJobFile,
  };
}
