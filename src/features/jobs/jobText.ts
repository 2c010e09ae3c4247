import type { DataJob } from '../../api/generated/data';
import { RESOURCES, resourceByName } from '../../resources/registry';

/** The export's notice once its file is mailed. */
export const EXPORT_SENT = 'sent to you by email';

/** How often a job the user started is asked about until it ends. */
export const JOB_POLL_MS = 1500;

export const isFinished = (job: Pick<DataJob, 'status'>) => job.status === 'done' || job.status === 'failed';

function resourceLabel(resource: string): string {
  const key = resourceByName(resource);
  return key ? RESOURCES[key].label : resource;
}

/** What the job is: 'Import of outlets.csv', 'Export of Outlets'. */
export function jobSubject(job: Pick<DataJob, 'kind' | 'resource' | 'filename'>): string {
  if (job.kind === 'import') return `Import of ${job.filename ?? resourceLabel(job.resource)}`;
  return `Export of ${resourceLabel(job.resource)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Its outcome without the subject: '12 created, 3 updated', 'sent to you by email', 'Running…'. */
export function jobOutcome(job: DataJob): string {
  if (job.status === 'queued') return 'Waiting to start…';
  if (job.status === 'running') return 'Running…';
  if (job.status === 'failed')
    return job.errors.length > 1 ? `${plural(job.errors.length, 'problem')}` : (job.errors[0] ?? 'Failed');
  if (job.kind === 'import') return `${job.created ?? 0} created, ${job.updated ?? 0} updated`;
  return job.rows === null ? EXPORT_SENT : `${plural(job.rows, 'row')} ${EXPORT_SENT}`;
}

/**
 * The one-line notice of a finished job: 'Import of outlets.csv: 12 created, 3 updated',
 * 'Import of outlets.csv failed: Line 2: name is required' (its first problem; the rest are listed
 * under it), 'Export of Outlets: 40 rows sent to you by email'.
 */
export function jobNotice(job: DataJob): string {
  if (job.status === 'failed') return `${jobSubject(job)} failed: ${job.errors[0] ?? 'unknown error'}`;
  return `${jobSubject(job)}: ${jobOutcome(job)}`;
}
