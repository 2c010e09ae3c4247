import type { DataJob } from '../../api/generated/data';
import { i18n } from '../../i18n';
import { resourceByName } from '../../resources/registry';

/** The export's notice once its file is mailed (English; the catalogue's `jobs:outcome.sent`). */
export const EXPORT_SENT = 'sent to you by email';

/** How often a job the user started is asked about until it ends. */
export const JOB_POLL_MS = 1500;

export const isFinished = (job: Pick<DataJob, 'status'>) => job.status === 'done' || job.status === 'failed';

/** A resource's name in the language shown ('Outlets', 'الفروع'); an unknown name as the server sent it. */
function resourceLabel(resource: string): string {
  const key = resourceByName(resource);
  const text = key && `words:resources.${key}.label`;
  return text && i18n.exists(text) ? (i18n.t as (key: string) => string)(text) : resource;
}

/** An invoice mailed to its client (`POST /invoices/send/{id}`): an export of invoices whose file is a PDF. */
const isInvoiceMail = (job: Pick<DataJob, 'kind' | 'resource' | 'filename'>) =>
  job.kind === 'export' && job.resource === 'invoices' && !!job.filename?.endsWith('.pdf');

/** What the job is: 'Import of outlets.csv', 'Export of Outlets', 'Mailing of INV-2026-00001.pdf'. */
export function jobSubject(job: Pick<DataJob, 'kind' | 'resource' | 'filename'>): string {
  if (isInvoiceMail(job)) return i18n.t('jobs:subject.invoice', { name: job.filename ?? '' });
  if (job.kind === 'import')
    return i18n.t('jobs:subject.import', { name: job.filename ?? resourceLabel(job.resource) });
  return i18n.t('jobs:subject.export', { name: resourceLabel(job.resource) });
}

/** Its outcome without the subject: '12 created, 3 updated', 'sent to you by email', 'Running…'. */
export function jobOutcome(job: DataJob): string {
  if (job.status === 'queued') return i18n.t('jobs:outcome.queued');
  if (job.status === 'running') return i18n.t('jobs:outcome.running');
  if (job.status === 'failed')
    return job.errors.length > 1
      ? i18n.t('jobs:outcome.problems', { count: job.errors.length })
      : (job.errors[0] ?? i18n.t('jobs:outcome.failed'));
  if (job.kind === 'import')
    return i18n.t('jobs:outcome.imported', { created: job.created ?? 0, updated: job.updated ?? 0 });
  if (isInvoiceMail(job)) return i18n.t('jobs:outcome.sentToClient');
  return job.rows === null ? i18n.t('jobs:outcome.sent') : i18n.t('jobs:outcome.rowsSent', { count: job.rows });
}

/**
 * The one-line notice of a finished job: 'Import of outlets.csv: 12 created, 3 updated',
 * 'Import of outlets.csv failed: Line 2: name is required' (its first problem; the rest are listed
 * under it), 'Export of Outlets: 40 rows sent to you by email'.
 */
export function jobNotice(job: DataJob): string {
  if (job.status === 'failed')
    return i18n.t('jobs:notice.failed', {
      subject: jobSubject(job),
      problem: job.errors[0] ?? i18n.t('jobs:notice.unknownError'),
    });
  return i18n.t('jobs:notice.done', { subject: jobSubject(job), outcome: jobOutcome(job) });
}
