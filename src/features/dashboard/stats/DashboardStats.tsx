import {
  Button,
  Caption1,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Skeleton,
  SkeletonItem,
  Subtitle1,
} from '@fluentui/react-components';
import { errorMessage } from '../../../api/errors';
import type { DayStats } from '../../../api/generated/orders';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDashboardStatsStyles } from './DashboardStats.styles';
import { KitchenTiming } from './KitchenTiming';
import { StatsCharts } from './StatsCharts';
import { StatsTiles } from './StatsTiles';
import { useDashboardStats, useStatsCharts } from './useDashboardStats';

function StatsBody({ stats }: { stats: DayStats }) {
  const styles = useDashboardStatsStyles();
  const charts = useStatsCharts(stats);
  return (
    <>
      <StatsTiles stats={stats} />
      {/* Sent by every server since issue 28; absent from an older one's answer. */}
      {stats.timing ? (
        <div className={styles.timing}>
          <KitchenTiming timing={stats.timing} />
        </div>
      ) : null}
      <StatsCharts stats={stats} charts={charts} />
    </>
  );
}

/** The day in figures, for roles that may list orders: counted in the kitchen's time zone by the server. */
export function DashboardStats() {
  const styles = useDashboardStatsStyles();
  const { t } = useTranslation('dashboard');
  const { stats, subtitle, isError, error, refetch } = useDashboardStats();
  return (
    <section aria-labelledby="dashboard-today">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="dashboard-today">
          {t('stats.today')}
        </Subtitle1>
        <Caption1 className={styles.muted}>{subtitle}</Caption1>
      </div>
      {stats ? (
        <StatsBody stats={stats} />
      ) : isError ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('stats.loadFailed')}</MessageBarTitle>
            {errorMessage(error)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{t('stats.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Skeleton aria-label={t('stats.loading')}>
          <SkeletonItem size={96} />
        </Skeleton>
      )}
    </section>
  );
}
