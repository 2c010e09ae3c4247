import {
  Badge,
  Body1,
  Caption1,
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
  type BadgeProps,
} from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import type { DataJob } from '../../api/generated/data';
import { Pagination } from '../../components/resource';
import { JobFileAction } from './JobFileAction';
import { formatDateTimeInZone } from '../../lib/zones';
import { JobProblems } from './JobProblems';
import { jobOutcome, jobSubject } from './jobText';
import { useJobsPageStyles } from './JobsPage.styles';
import { useJobsPage } from './useJobsPage';

const STATUS_COLOR: Record<DataJob['status'], BadgeProps['color']> = {
  queued: 'informative',
  running: 'brand',
  done: 'success',
  failed: 'danger',
};

const PAGE_SIZES = [10, 20, 50];

function JobResult({ job, ownJob }: { job: DataJob; ownJob: boolean }) {
  const styles = useJobsPageStyles();
  const { t } = useTranslation('jobs');
  if (job.status !== 'failed')
    return (
      <div className={styles.result}>
        <Body1>{jobOutcome(job)}</Body1>
        <JobFileAction job={job} ownJob={ownJob} />
      </div>
    );
  return (
    <div className={styles.result}>
      <Body1>{job.errors[0] ?? t('outcome.failed')}</Body1>
      {job.errors.length > 1 ? <JobProblems lines={job.errors} /> : null}
    </div>
  );
}

/**
 * The user's imports and exports (everyone's for an administrator), newest first, with their results;
 * the user's own finished exports offer their file for download while it is kept.
 */
export function JobsPage() {
  const styles = useJobsPageStyles();
  const { t } = useTranslation('jobs');
  const { me, zone, page, setPage, data, error, isLoading, jobs, showOwner } = useJobsPage();

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Title2 as="h1">{t('page.title')}</Title2>
        <Caption1 as="p" className={styles.muted}>
          {t('page.intro')}
        </Caption1>
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <section className={styles.card} aria-label={t('page.title')}>
        {isLoading ? (
          <Spinner className={styles.empty} label={t('page.loading')} />
        ) : jobs.length === 0 ? (
          <Body1 as="p" className={styles.empty}>
            {t('page.empty')}
          </Body1>
        ) : (
          <Table aria-label={t('page.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('columns.job')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.result')}</TableHeaderCell>
                <TableHeaderCell>{t('columns.started')}</TableHeaderCell>
                {showOwner ? <TableHeaderCell>{t('columns.by')}</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>
                    <bdi>{jobSubject(job)}</bdi>
                  </TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOR[job.status]}>
                      {t(`status.${job.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <JobResult job={job} ownJob={!!me && job.owner_email === me} />
                  </TableCell>
                  <TableCell>{formatDateTimeInZone(job.created_at, zone)}</TableCell>
                  {showOwner ? (
                    <TableCell>
                      <bdi>{job.owner_email ?? ''}</bdi>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination
          current={page.current}
          pageSize={page.size}
          total={data?.data.meta.total_count ?? 0}
          entity="jobs:count"
          pageSizes={PAGE_SIZES}
          onChange={(current, size) => setPage({ current, size })}
        />
      </section>
    </div>
  );
}

export default JobsPage;
