import type { FastifyRequest } from 'fastify';
import { HttpError, type AppContext, type HandlerMap, type RequestUser } from '../../http/operation';
import { resourceDef } from '../definitions';
import { badRequest } from '../engine/errors';
import { parseListQuery } from '../engine/list-query';
import type { ResourceDef } from '../engine/types';
import { isUploadedFile } from '../engine/uploads';
import { readImportFile } from './import-job';
import { insertJob } from './jobs-repository';
import { scheduleJob, type ExportPayload, type ImportPayload } from './runner';

export const EXPORT_MESSAGE = 'The export file is being generated; you will receive it by email when ready.';
export const IMPORT_MESSAGE = 'The file will be imported; you will receive the result by email.';

function resourceOf(req: FastifyRequest): ResourceDef {
  const name = String((req.params as { resource?: unknown })?.resource ?? '');
  const def = resourceDef(name);
  if (!def) throw new HttpError(404, 'not_found', `Unknown resource "${name}".`);
  return def;
}

function requireUser(user: RequestUser | null): RequestUser {
  if (!user) throw new HttpError(401, 'invalid_token', 'Sign in to export or import.');
  return user;
}

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream']);

/** exportResource and importResource: validate now, answer 202 with the job id, run the job in the background. */
export function dataHandlers(): HandlerMap {
  return {
    async exportResource(req, reply, ctx) {
      const def = resourceOf(req);
      const user = requireUser(ctx.user);
      const filters = (req.body ?? {}) as Record<string, unknown>;
      if (typeof filters !== 'object' || Array.isArray(filters)) throw badRequest('The export filters must be a JSON object.');
      const { per_page: _pp, page: _p, ...rest } = filters;
      parseListQuery(def, rest, { unpaged: true });
      const payload: ExportPayload = { filters: rest, email: user.email };
      const jobId = await insertJob(ctx.db, { kind: 'export', resource: def.name, payload, user_id: user.id });
      scheduleJob(appOf(ctx), jobId);
      reply.code(202);
      return { data: { job_id: jobId, message: EXPORT_MESSAGE } };
    },
    async importResource(req, reply, ctx) {
      const def = resourceOf(req);
      const user = requireUser(ctx.user);
      const file = (req.body as { file?: unknown } | undefined)?.file;
      if (!isUploadedFile(file)) throw badRequest('Send the CSV file in the multipart field "file".', { file: 'is required' });
      if (!CSV_TYPES.has(file.mimetype) && !file.filename.toLowerCase().endsWith('.csv'))
        throw new HttpError(415, 'unsupported_media_type', `"${file.filename}" is not a CSV file.`);
      // Content check: a CSV is text. A binary file (an image, an executable, a zip/XLSX) renamed .csv is refused.
      if (file.buffer.includes(0)) throw new HttpError(415, 'unsupported_media_type', `"${file.filename}" is not a text CSV file.`);
      const text = file.buffer.toString('utf8');
      readImportFile(def, text);
      const payload: ImportPayload = { filename: file.filename, csv: text, email: user.email, user_id: user.id, session_id: user.sessionId };
      const jobId = await insertJob(ctx.db, { kind: 'import', resource: def.name, payload, user_id: user.id });
      scheduleJob(appOf(ctx), jobId);
      reply.code(202);
      return { data: { job_id: jobId, message: IMPORT_MESSAGE } };
    },
  };
}

function appOf(ctx: AppContext): AppContext {
  return { db: ctx.db, config: ctx.config };
}
