import { Caption1, Card, Skeleton, SkeletonItem, Subtitle2, Text } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { errorMessage } from '../../../api/errors';
import type { DayStats } from '../../../api/generated/orders';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDashboardStatsStyles } from './DashboardStats.styles';
import { HourlyTable, TopProductsTable } from './StatsTables';
import type { useStatsCharts } from './useDashboardStats';

const HourlyChart = lazy(() =>
  import(/* webpackChunkName: "dashboard-charts" */ './charts').then((m) => ({ default: m.HourlyChart })),
);
const TopProductsChart = lazy(() =>
  import(/* webpackChunkName: "dashboard-charts" */ './charts').then((m) => ({ default: m.TopProductsChart })),
);

function ChartSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Skeleton aria-label={t('stats.loadingChart')}>
      <SkeletonItem size={128} />
    </Skeleton>
  );
}

/** The hourly orders against the same day last week, and the week's top products: each a chart and its table. */
export function StatsCharts({ stats, charts }: { stats: DayStats; charts: ReturnType<typeof useStatsCharts> }) {
  const styles = useDashboardStatsStyles();
  const { t } = useTranslation('dashboard');
  const { top, lastWeekLabel, todayLabel, lastWeekDay, week, products } = charts;
  return (
    <div className={styles.charts}>
      <Card className={styles.chartCard} role="group" aria-labelledby="dashboard-hourly">
        <Subtitle2 as="h3" id="dashboard-hourly">
          {t('stats.hourly.title')}
        </Subtitle2>
        <Caption1 className={styles.muted}>{t('stats.hourly.caption', { date: lastWeekDay })}</Caption1>
        <div className={styles.chartBox} inert>
          <Suspense fallback={<ChartSkeleton />}>
            <HourlyChart hourly={stats.hourly} todayLabel={todayLabel} lastWeekLabel={lastWeekLabel} />
          </Suspense>
        </div>
        <HourlyTable
          hourly={stats.hourly}
          caption={t('stats.hourly.tableCaption', { date: lastWeekDay })}
          todayLabel={todayLabel}
          lastWeekLabel={lastWeekLabel}
        />
      </Card>
      <Card className={styles.chartCard} role="group" aria-labelledby="dashboard-top-products">
        <Subtitle2 as="h3" id="dashboard-top-products">
          {t('stats.top.title')}
        </Subtitle2>
        <Caption1 className={styles.muted}>{t('stats.top.caption', { week })}</Caption1>
        {products ? (
          products.length ? (
            <>
              <div className={styles.chartBox} inert>
                <Suspense fallback={<ChartSkeleton />}>
                  <TopProductsChart products={products} />
                </Suspense>
              </div>
              <TopProductsTable products={products} caption={t('stats.top.tableCaption', { week })} />
            </>
          ) : (
            <Text>{t('stats.top.none')}</Text>
          )
        ) : top.isError ? (
          <Text role="alert">{t('stats.top.loadFailed', { error: errorMessage(top.error) })}</Text>
        ) : (
          <ChartSkeleton />
        )}
      </Card>
    </div>
  );
}
