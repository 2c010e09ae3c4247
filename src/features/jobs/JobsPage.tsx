import {
  Badge,
  Body1,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useListJobsQuery, type DataJob } from '../../api/generated/data';
import { selectProfile } from '../../api/sessionSlice';
import { useAppSelector } from '../../app/hooks';
import { Pagination } from '../../components/resource';
import { JobFileAction } from './JobFileAction';
import { formatDateTimeInZone, kitchenZone } from '../../lib/zones';
import { useAppSettings } from '../settings';
import { JobProblems } from './JobProblems';
import { isFinished, JOB_POLL_MS, jobOutcome, jobSubject } from './jobText';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  result: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
  },
  empty: { padding: tokens.spacingHorizontalXL },
});

const STATUS_BADGE: Record<DataJob['status'], { label: string; color: BadgeProps['color'] }> = {
  queued: { label: 'Queued', color: 'informative' },
  running: { label: 'Running', color: 'brand' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'danger' },
};

const PAGE_SIZES = [10, 20, 50];

function JobResult({ job, ownJob }: { job: DataJob; ownJob: boolean }) {
  const styles = useStyles();
  if (job.status !== 'failed')
    return (
      <div className={styles.result}>
        <Body1>{jobOutcome(job)}</Body1>
        <JobFileAction job={job} ownJob={ownJob} />
      </div>
    );
  return (
    <div className={styles.result}>
      <Body1>{job.errors[0] ?? 'Failed'}</Body1>
      {job.errors.length > 1 ? <JobProblems lines={job.errors} /> : null}
    </div>
  );
}

/**
 * The user's imports and exports (everyone's for an administrator), newest first, with their results;
 * the user's own finished exports offer their file for download while it is kept.
 */
export function JobsPage() {
  const styles = useStyles();
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

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Title2 as="h1">Jobs</Title2>
        <Caption1 as="p" className={styles.muted}>
          Your imports and exports and how they ended. Exported files are sent to you by email, and you can download
          them here until they expire.
        </Caption1>
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <section className={styles.card} aria-label="Jobs">
        {isLoading ? (
          <Spinner className={styles.empty} label="Loading jobs…" />
        ) : jobs.length === 0 ? (
          <Body1 as="p" className={styles.empty}>
            No imports or exports yet.
          </Body1>
        ) : (
          <Table aria-label="Jobs">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Job</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Result</TableHeaderCell>
                <TableHeaderCell>Started</TableHeaderCell>
                {showOwner ? <TableHeaderCell>By</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>{jobSubject(job)}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_BADGE[job.status].color}>
                      {STATUS_BADGE[job.status].label}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <JobResult job={job} ownJob={!!me && job.owner_email === me} />
                  </TableCell>
                  <TableCell>{formatDateTimeInZone(job.created_at, zone)}</TableCell>
                  {showOwner ? <TableCell>{job.owner_email ?? ''}</TableCell> : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination
          current={page.current}
          pageSize={page.size}
          total={data?.data.meta.total_count ?? 0}
          entity="jobs"
          one="job"
          pageSizes={PAGE_SIZES}
          onChange={(current, size) => setPage({ current, size })}
        />
      </section>
    </div>
  );
}

export default JobsPage;
