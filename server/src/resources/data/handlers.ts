import type { FastifyRequest } from 'fastify';
import { HttpError, type AppContext, type HandlerMap, type RequestUser } from '../../http/operation';
import { isPlainObject } from '../../http/json-schema';
import { resourceDef } from '../definitions';
import { badRequest } from '../engine/errors';
import { parseListQuery } from '../engine/list-query';
import type { ResourceDef } from '../engine/types';
import { isUploadedFile } from '../engine/uploads';
import { checkImportFile, type ImportSource } from './import-job';
import { jobHandlers } from './job-handlers';
import { insertJob } from './jobs-repository';
import { scheduleJob, type ExportFormat, type ExportPayload, type ImportPayload } from './runner';
import { XLSX_MIME } from './xlsx';
import { isZip } from './zip-guard';
import { PRODUCTION_EXPORT, resolvedExportFilters } from '../production/export';
import { kitchenTimeZone } from '../../settings/settings-handler';
import { nowMs } from '../../http/operation';
import { capability } from '../../access/capabilities';
import { FORBIDDEN_MESSAGE } from '../../access/required-capability';
import { history, HISTORY_EXPORT, HISTORY_RESOURCES } from '../history/definition';
import { AGEING_EXPORT, resolvedAgeingFilters } from '../billing/ageing-report';

export const EXPORT_MESSAGE = 'The export file is being generated; you will receive it by email when ready.';
export const IMPORT_MESSAGE = 'The file will be imported; you will receive the result by email.';

/** A history export names one resource whose history the caller may export (its `export` capability). */
function checkHistoryExport(filters: Record<string, unknown>, user: RequestUser): void {
  const resource = filters.resource;
  if (typeof resource !== 'string' || !HISTORY_RESOURCES.includes(resource))
    throw badRequest(`A history export needs "resource", one of ${HISTORY_RESOURCES.join(', ')}.`, {
      resource: 'must name one resource',
    });
  if (!user.capabilities.includes(capability(resource, 'export'))) throw new HttpError(403, 'forbidden', FORBIDDEN_MESSAGE);
}

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

/**
 * What an uploaded import file is, from its content first: a zip (`PK`) is an XLSX workbook; a file
 * named or typed as XLSX that is not a zip is refused; otherwise it must be CSV text (named .csv or
 * sent as a text/CSV type, and holding no NUL byte: an image or executable renamed .csv is refused).
 */
function importSourceOf(file: { filename: string; mimetype: string; buffer: Buffer }): ImportSource {
  if (isZip(file.buffer)) return { format: 'xlsx', buffer: file.buffer };
  const name = file.filename.toLowerCase();
  if (name.endsWith('.xlsx') || file.mimetype === XLSX_MIME)
    throw new HttpError(415, 'unsupported_media_type', `"${file.filename}" is not an Excel (.xlsx) file.`);
  if (!CSV_TYPES.has(file.mimetype) && !name.endsWith('.csv'))
    throw new HttpError(415, 'unsupported_media_type', `"${file.filename}" is not a CSV or Excel (.xlsx) file.`);
  if (file.buffer.includes(0)) throw new HttpError(415, 'unsupported_media_type', `"${file.filename}" is not a text CSV file.`);
  return { format: 'csv', text: file.buffer };
}

/** The export's file format: the contract's enum, checked here too for callers that skip route validation. */
function exportFormatOf(format: unknown = 'csv'): ExportFormat {
  if (format !== 'csv' && format !== 'xlsx') throw badRequest('The export format must be csv or xlsx.', { format: 'must be csv or xlsx' });
  return format;
}

/**
 * exportResource and importResource: validate now, answer 202 with the job id, run the job in the
 * background; listJobs and getJob: their results.
 */
export function dataHandlers(): HandlerMap {
  return {
    ...jobHandlers(),
    async exportResource(req, reply, ctx) {
      const exported = req.params.resource;
      const report = exported === PRODUCTION_EXPORT || exported === AGEING_EXPORT ? exported : null;
      const def = report ? null : exported === HISTORY_EXPORT ? history : resourceOf(req);
      const user = requireUser(ctx.user);
      const filters: unknown = req.body ?? {};
      if (!isPlainObject(filters)) throw badRequest('The export filters must be a JSON object.');
      const { per_page: _pp, page: _p, ...rest } = filters;
      if (def === history) checkHistoryExport(rest, user);
      // A report's filters are resolved now (today, open statuses), so the mail holds the report asked for.
      const resolve = report === AGEING_EXPORT ? resolvedAgeingFilters : resolvedExportFilters;
      const resolved = def ? rest : resolve(rest, await kitchenTimeZone(ctx.db), nowMs(ctx));
      if (def) parseListQuery(def, rest, { unpaged: true });
      const payload: ExportPayload = { filters: resolved, email: user.email, format: exportFormatOf(req.query.format) };
      const name = def ? def.name : report!;
      const jobId = await insertJob(ctx.db, { kind: 'export', resource: name, payload, user_id: user.id });
      scheduleJob(appOf(ctx), jobId);
      reply.code(202);
      return { data: { job_id: jobId, message: EXPORT_MESSAGE } };
    },
    async importResource(req, reply, ctx) {
      const def = resourceOf(req);
      const user = requireUser(ctx.user);
      const file = isPlainObject(req.body) ? req.body.file : undefined;
      if (!isUploadedFile(file)) throw badRequest('Send the CSV or Excel file in the multipart field "file".', { file: 'is required' });
      const source = importSourceOf(file);
      // Only the start of the file is read here (its header and a first row); the job reads it all, once.
      await checkImportFile(def, source);
      const payload: ImportPayload = {
        filename: file.filename, email: user.email, user_id: user.id, session_id: user.sessionId, format: source.format,
      };
      const job = { kind: 'import' as const, resource: def.name, payload, user_id: user.id, filename: file.filename };
      const jobId = await insertJob(ctx.db, job, file.buffer);
      scheduleJob(appOf(ctx), jobId);
      reply.code(202);
      return { data: { job_id: jobId, message: IMPORT_MESSAGE } };
    },
  };
}

function appOf(ctx: AppContext): AppContext {
  return { db: ctx.db, config: ctx.config };
}
