import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { capability } from '../../access/capabilities';
import { FORBIDDEN_MESSAGE } from '../../access/required-capability';
import { HttpError, nowMs, type OperationHandler } from '../../http/operation';
import {
  EXPORT_CONTENT_TYPES,
  expiredFileMessage,
  exportFileExpiresAt,
  keptExportPath,
  keptFileName,
} from './export-files';
import { findJobResult } from './jobs-repository';

/** A file name safe inside a quoted Content-Disposition parameter. */
const quotedName = (name: string) => name.replace(/[^\w.-]/g, '_');

/**
 * downloadJobFile (`GET /jobs/{id}/file`): a finished export's file, to the user who asked for it and
 * nobody else. Another user's job (an administrator's included) is a 404 like one that never existed;
 * the caller must still hold the export capability of what was exported (403); an import, or an export
 * not done, has no file (409); a file past its keep period, or already deleted, is a 410 saying so.
 */
export const downloadJobFile: OperationHandler = async (req, reply, ctx) => {
  const user = ctx.user;
  if (!user) throw new HttpError(401, 'invalid_token', 'Authentication required.');
  const id = Number((req.params as { id?: unknown }).id);
  const row = Number.isSafeInteger(id) ? await findJobResult(ctx.db, id) : undefined;
  if (!row || row.user_id !== user.id) throw new HttpError(404, 'not_found', `No job ${String(id)}.`);
  if (row.kind !== 'export') throw new HttpError(409, 'no_file', `Job ${id} is an import: it has no file to download.`);
  if (!user.capabilities.includes(capability(row.resource, 'export')))
    throw new HttpError(403, 'forbidden', FORBIDDEN_MESSAGE);
  if (row.status !== 'done')
    throw new HttpError(
      409,
      'no_file',
      row.status === 'failed'
        ? `Export ${id} failed: it has no file.`
        : `Export ${id} is not finished yet: its file can be downloaded once it is done.`,
    );
  const name = keptFileName(row);
  const file = keptExportPath(ctx.config, name);
  const expired = !row.finished_at || exportFileExpiresAt(ctx.config, row.finished_at).getTime() <= nowMs(ctx);
  const stat = file && !expired ? await fs.stat(file).catch(() => null) : null;
  if (!file || !stat) throw new HttpError(410, 'file_expired', expiredFileMessage(ctx.config));
  const format = file.endsWith('.xlsx') ? 'xlsx' : file.endsWith('.pdf') ? 'pdf' : 'csv';
  const filename = quotedName(row.filename ?? `${row.resource}.${format}`);
  return reply
    .header('Content-Type', format === 'pdf' ? 'application/pdf' : EXPORT_CONTENT_TYPES[format])
    .header('Content-Length', String(stat.size))
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(createReadStream(file));
};
