/** The work of each kind of job: the daily backup, an export (file and mail), an import (rows and mail). */
import fs from 'node:fs/promises';
import { capabilitiesForRole } from '../../access/capabilities';
import { fullName } from '../../auth/authenticate';
import { findUserRole } from '../../auth/user-repository';
import type { Role } from '../../http/operation';
import { runDailyBackup } from '../../ops/daily-backup';
import type { HookContext, ResourceDef } from '../engine/types';
import { exportProductionToFile, PRODUCTION_EXPORT } from '../production/export';
import { AGEING_EXPORT, exportAgeingToFile } from '../billing/ageing-report';
import { exportToFile } from './export-job';
import { EXPORT_CONTENT_TYPES, newExportFile } from './export-files';
import { importFile, type ImportSource } from './import-job';
import type { JobRun } from './job-run';
import type { ImportPayload } from './job-payloads';
import { findJobFile } from './jobs-repository';
import { sendMail } from './mailer';
import { exportReadyMail, importDoneMail } from './mail-texts';

/** The daily backup of the day the job names. Nobody is mailed about it: a failure is logged and recorded. */
export async function runBackupJob(run: JobRun): Promise<void> {
  const { app, id, job } = run;
  const { day } = JSON.parse(job.payload ?? '{}') as { day?: string };
  const result = await runDailyBackup(app, day ?? String(job.created_at).slice(0, 10)).catch((err: unknown) => {
    console.error(`Job ${id}: the daily backup failed:`, err);
    throw err;
  });
  await run.finish(app.db, result, {});
}

function stamp(): string {
  return new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

/**
 * An export of `def`'s records (none: the production sheet or the ageing report), streamed: rows → CSV/XLSX file → mail (the
 * attachment read from the file), never the whole export in memory. The file is kept for its owner to
 * download (see export-files.ts) once the job is recorded done, and removed otherwise.
 */
export async function runExportJob(run: JobRun, def: ResourceDef | undefined): Promise<void> {
  const { app, id, payload } = run;
  const name = def ? def.name : run.job.resource === AGEING_EXPORT ? AGEING_EXPORT : PRODUCTION_EXPORT;
  const exportReport = name === AGEING_EXPORT ? exportAgeingToFile : exportProductionToFile;
  const format = payload.format === 'xlsx' ? 'xlsx' : 'csv';
  const kept = await newExportFile(app.config, id, format);
  let done = false;
  try {
    const { rows } = def
      ? await exportToFile(app.db, def, payload.filters ?? {}, kept.file, format, run.signal)
      : await exportReport(app.db, payload.filters ?? {}, kept.file, format);
    const filename = `${name}-${stamp()}.${format}`;
    if (run.lease.lost) throw run.lease.takenOver();
    const sent = await sendMail(
      app.config,
      {
        to: payload.email,
        ...exportReadyMail(run.language, { app: app.config.appName, resource: name, rows, at: new Date() }),
        attachments: [{ filename, path: kept.file, contentType: EXPORT_CONTENT_TYPES[format] }],
      },
      { key: run.mailKey },
    );
    const result = { rows, filename, file: kept.name, mail: sent.file ?? sent.messageId ?? null };
    await run.finish(app.db, result, { rows, filename });
    done = true;
  } finally {
    if (!done) await fs.rm(kept.file, { force: true });
  }
}

/**
 * An import into `def`, as the user who asked for it. The job is marked done inside the transaction that
 * writes its rows (both or neither survive a crash); the result mail follows, and its failure is only logged.
 */
export async function runImportJob(run: JobRun, def: ResourceDef): Promise<void> {
  const { app, id, payload } = run;
  const ctx = await importContext(run);
  const source = await importSourceOfJob(run, payload);
  const counts = await importFile(app.db, def, source, ctx, {
    beforeCommit: (trx, counts) => run.finish(trx, { ...counts, filename: payload.filename }, counts),
    signal: run.signal,
  });
  await sendMail(
    app.config,
    {
      to: payload.email,
      ...importDoneMail(run.language, {
        app: app.config.appName,
        resource: def.name,
        filename: payload.filename,
        created: counts.created,
        updated: counts.updated,
      }),
    },
    { key: run.mailKey },
  ).catch((err: unknown) => console.error(`Job ${id}: could not mail the import result:`, err));
}

/** The hooks' context of an import: the requester as they are now (their role may have changed), or nobody. */
async function importContext(run: JobRun): Promise<HookContext> {
  const { app, id, payload } = run;
  const user = payload.user_id ? await findUserRole(app.db, payload.user_id) : undefined;
  return {
    user: user
      ? {
          id: user.id,
          email: user.email,
          name: fullName(user),
          role: user.role as Role,
          capabilities: capabilitiesForRole(user.role),
          jti: `job-${id}`,
          sessionId: payload.session_id,
        }
      : null,
    app,
  };
}

/** The file an import job reads: stored with the job, or (queued by an older version) in its payload. */
async function importSourceOfJob(run: JobRun, payload: ImportPayload): Promise<ImportSource> {
  if (payload.format) {
    const file = await findJobFile(run.app.db, run.id);
    if (!file) throw new Error(`The file of import job ${run.id} is missing.`);
    return payload.format === 'xlsx' ? { format: 'xlsx', buffer: file } : { format: 'csv', text: file };
  }
  if (payload.xlsx_base64 !== undefined) return { format: 'xlsx', buffer: Buffer.from(payload.xlsx_base64, 'base64') };
  return { format: 'csv', text: payload.csv ?? '' };
}
