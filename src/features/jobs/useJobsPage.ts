import { useState } from 'react';
import { useListJobsQuery } from '../../api/generated/data';
import { selectProfile } from '../../api/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { kitchenZone } from '../../lib/zones';
import { useAppSettings } from '../settings';
import { isFinished, JOB_POLL_MS } from './jobText';

/**
 * The jobs page's controller: a page of jobs, polled while one is still running, who the user is (their own
 * finished exports offer their file), the business's zone, and whether the jobs have more than one owner.
 */
export function useJobsPage() {
  const me = useAppSelector(selectProfile)?.email;
  // Started times read on the business's clock, named when the browser's differs.
  const zone = kitchenZone(useAppSettings());
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [polling, setPolling] = useState(false);
  const { data, error, isLoading } = useListJobsQuery(
    { perPage: page.size, page: page.current },
    { refetchOnMountOrArgChange: true, pollingInterval: polling ? JOB_POLL_MS : 0 },
  );
  const jobs = data?.data.results ?? [];
  const running = jobs.some((job) => !isFinished(job));
  if (running !== polling) setPolling(running);
  const showOwner = jobs.some((job, _, all) => job.owner_email !== all[0].owner_email);

  return { me, zone, page, setPage, data, error, isLoading, jobs, showOwner };
}
