import {
  Button,
  Link,
  Toast,
  ToastBody,
  Toaster,
  ToastFooter,
  ToastTitle,
  ToastTrigger,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { baseApi } from '../../api/baseApi';
import { useGetJobQuery, type DataJob } from '../../api/generated/data';
import { LIST_ID, RESOURCE_TAGS, type ResourceName } from '../../api/tags';
import { useAppDispatch } from '../../store/hooks';
import { paths } from '../../resources/paths';
import { JobProblems } from './JobProblems';
import { isFinished, JOB_POLL_MS, jobNotice } from './jobText';
import { onJobStarted } from '../../lib/jobEvents';

export const JOBS_TOASTER_ID = 'jobs';

function JobToast({ job }: { job: DataJob }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  return (
    <Toast aria-live={job.status === 'failed' ? 'assertive' : 'polite'}>
      <ToastTitle
        action={
          <ToastTrigger>
            <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={t('toast.dismiss')} />
          </ToastTrigger>
        }
      >
        {jobNotice(job)}
      </ToastTitle>
      {job.status === 'failed' && job.errors.length > 1 ? (
        <ToastBody>
          <JobProblems lines={job.errors} />
        </ToastBody>
      ) : null}
      <ToastFooter>
        <Link onClick={() => navigate(paths.jobs)}>{t('toast.allJobs')}</Link>
      </ToastFooter>
    </Toast>
  );
}

/** Asks about one job until it ends, then tells the user and lets the lists it changed refetch. */
function WatchedJob({ id, onSettled }: { id: number; onSettled: (id: number) => void }) {
  const dispatch = useAppDispatch();
  const { dispatchToast } = useToastController(JOBS_TOASTER_ID);
  const { data } = useGetJobQuery({ id }, { pollingInterval: JOB_POLL_MS, skipPollingIfUnfocused: false });
  const job = data?.data;
  useEffect(() => {
    if (!job || !isFinished(job)) return;
    dispatchToast(<JobToast job={job} />, {
      intent: job.status === 'failed' ? 'error' : 'success',
      // A failure stays until dismissed: it is the only place the user learns nothing was imported.
      timeout: job.status === 'failed' ? -1 : 8000,
      pauseOnHover: true,
    });
    if (job.kind === 'import' && job.status === 'done') {
      const tag = RESOURCE_TAGS[job.resource as ResourceName];
      if (tag) dispatch(baseApi.util.invalidateTags([{ type: tag, id: LIST_ID }]));
    }
    onSettled(job.id);
  }, [job, dispatch, dispatchToast, onSettled]);
  return null;
}

/**
 * Follows every import and export the user starts, wherever they go in the app, and shows its result
 * (counts, every problem, or that the file was mailed) when it ends.
 */
export function JobWatcher() {
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => onJobStarted((id) => setIds((current) => (current.includes(id) ? current : [...current, id]))), []);
  const settled = useCallback((id: number) => setIds((current) => current.filter((other) => other !== id)), []);
  return (
    <>
      {/* Below the header, so the account button stays reachable. */}
      <Toaster toasterId={JOBS_TOASTER_ID} position="top-end" offset={{ vertical: 72 }} pauseOnHover limit={5} />
      {ids.map((id) => (
        <WatchedJob key={id} id={id} onSettled={settled} />
      ))}
    </>
  );
}
