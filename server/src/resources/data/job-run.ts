/** Runs one claimed job to its end: does its work, records it done or failed, and mails the requester. */
import type { Kysely } from 'kysely';
import { findUserRole } from '../../auth/user-repository';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../http/operation';
import type { Language } from '../../settings/enumerations';
import { BACKUP_JOB_KIND } from '../../ops/daily-backup';
import { resourceDef } from '../definitions';
import { isHttpError } from '../engine/errors';
import { history, HISTORY_EXPORT } from '../history/definition';
import { PRODUCTION_EXPORT } from '../production/export';
import { AGEING_EXPORT } from '../billing/ageing-report';
import { runInvoiceMailJob } from '../billing/invoice-mail';
import { importErrorLines } from './import-job';
import { runBackupJob, runExportJob, runImportJob } from './job-kinds';
import { runStandingOrdersJob, STANDING_ORDERS_JOB_KIND } from '../standing-orders/job';
import { JobLease, LeaseLost } from './job-lease';
import type { ExportPayload, ImportPayload, InvoiceMailPayload } from './job-payloads';
import { finishJob, type claimJob, type JobOutcome } from './jobs-repository';
import { sendMail } from './mailer';
import { jobFailedMail, mailLanguage } from './mail-texts';

export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimJob>>>;

/** One run of a claimed job, as each kind of job's work sees it. */
export interface JobRun {
  app: AppContext;
  id: number;
  job: ClaimedJob;
  payload: ExportPayload & ImportPayload & Partial<InvoiceMailPayload>;
  /** Aborted when the run is handed back: it stops at its next step. */
  signal: AbortSignal;
  lease: JobLease;
  /** The requester's language for the mails (English when they chose none). */
  language: Language;
  /** Keys the job's mail, so a rerun after a crash replaces it instead of sending a second one. */
  mailKey: string;
  /** Records the job done (in `db`: the import's transaction, or the app's), fenced by the run's attempt. */
  finish(db: Kysely<Database>, result: unknown, outcome: JobOutcome): Promise<void>;
}

/**
 * Runs a job this process has claimed (attempt `attempt`). A run that has lost its lease, or was handed
 * back, records nothing; any other failure is recorded on the job and mailed to the requester.
 */
export async function runClaimed(
  app: AppContext,
  id: number,
  job: ClaimedJob,
  attempt: number,
  signal: AbortSignal,
): Promise<void> {
  const payload = JSON.parse(job.payload ?? '{}') as JobRun['payload'];
  const mailKey = `job-${id}-${String(job.created_at).replace(/\D/g, '')}-${job.kind}`;
  const language = await requesterLanguage(app, job, payload);
  const lease = new JobLease(app.db, id, attempt, signal);
  const finish = async (db: Kysely<Database>, result: unknown, outcome: JobOutcome) => {
    if (lease.lost || !(await finishJob(db, id, 'done', result, attempt, outcome))) throw lease.takenOver();
  };
  const run: JobRun = { app, id, job, payload, signal, lease, language, mailKey, finish };
  try {
    await doWork(run);
  } catch (err) {
    // Handed back (shutting down): the job is queued again and another process runs it from the start.
    if (signal.aborted) return;
    if (err instanceof LeaseLost) {
      console.error(err.message);
      return;
    }
    await recordFailure(run, attempt, err);
  } finally {
    lease.end();
  }
}

/** Mails go out in the language of the user who asked for the job (English when they chose none). */
async function requesterLanguage(app: AppContext, job: ClaimedJob, payload: ImportPayload): Promise<Language> {
  const requesterId = job.user_id ?? payload.user_id ?? null;
  return mailLanguage(
    requesterId ? (await findUserRole(app.db, Number(requesterId)).catch(() => undefined))?.language : null,
  );
}

/** The work of the job's kind, on the resource it names (an export may also be the history, the production sheet or the ageing report). */
async function doWork(run: JobRun): Promise<void> {
  const { job } = run;
  if (job.kind === BACKUP_JOB_KIND) return runBackupJob(run);
  if (job.kind === 'export' && run.payload.invoice_id != null) return runInvoiceMailJob(run);
  if (job.kind === STANDING_ORDERS_JOB_KIND) return runStandingOrdersJob(run);
  const def = job.kind === 'export' && job.resource === HISTORY_EXPORT ? history : resourceDef(job.resource);
  const isReport = job.kind === 'export' && (job.resource === PRODUCTION_EXPORT || job.resource === AGEING_EXPORT);
  if (!def && !isReport) throw new Error(`Unknown resource ${job.resource}`);
  if (job.kind === 'export') return runExportJob(run, def);
  if (job.kind === 'import' && def) return runImportJob(run, def);
  throw new Error(`Unknown job kind ${job.kind}`);
}

/** Records a failed run on its job (unless the job is no longer this run's) and mails the requester why. */
async function recordFailure(run: JobRun, attempt: number, err: unknown): Promise<void> {
  const { app, id, job, payload } = run;
  const message = isHttpError(err) || err instanceof Error ? err.message : String(err);
  const lines = importErrorLines(err, message);
  const recorded = await finishJob(app.db, id, 'failed', { error: message }, attempt, { errors: lines });
  if (recorded && payload.email)
    await sendMail(
      app.config,
      {
        to: payload.email,
        ...jobFailedMail(run.language, {
          app: app.config.appName,
          resource: job.resource,
          kind: job.kind === 'import' ? 'import' : 'export',
          filename: payload.filename,
          lines,
          message,
        }),
      },
      { key: run.mailKey },
    ).catch((mailErr: unknown) => console.error(`Job ${id}: could not mail the failure:`, mailErr));
}
