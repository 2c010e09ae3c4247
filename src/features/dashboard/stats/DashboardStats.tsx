import {
  Button,
  Caption1,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DateTime } from 'luxon';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { errorMessage } from '../../../api/errors';
import { useGetDayStatsQuery, useListTopProductsQuery, type DayStats } from '../../../api/generated/orders';
import { zoneLabel } from '../../../lib/zones';
import { useAppSettings } from '../../settings';
import { describeOnTime, describePrep, formatMinutes, formatRate, statusLabel } from './format';
import { HourlyTable, TopProductsTable } from './StatsTables';

const HourlyChart = lazy(() =>
  import(/* webpackChunkName: "dashboard-charts" */ './charts').then((m) => ({ default: m.HourlyChart })),
);
const TopProductsChart = lazy(() =>
  import(/* webpackChunkName: "dashboard-charts" */ './charts').then((m) => ({ default: m.TopProductsChart })),
);

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    marginBottom: tokens.spacingVerticalL,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  tiles: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    marginBottom: tokens.spacingVerticalL,
    '@media (max-width: 1279.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tile: { gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalL },
  figure: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
  statuses: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  charts: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  },
  chartCard: { gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  chartBox: { minHeight: '280px', minWidth: 0, overflow: 'hidden' },
});

/** A headed card of one figure; its heading names it for assistive technology (a group). */
function Tile({ title, figure, children }: { title: string; figure: string; children?: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <Card className={styles.tile} role="group" aria-labelledby={id}>
      <Subtitle2 as="h3" id={id}>
        {title}
      </Subtitle2>
      <Text className={styles.figure}>{figure}</Text>
      {children}
    </Card>
  );
}

function ChartSkeleton() {
  return (
    <Skeleton aria-label="Loading the chart">
      <SkeletonItem size={128} />
    </Skeleton>
  );
}

const weekdayDate = (date: string) => DateTime.fromISO(date).toFormat('cccc d LLLL');

function StatsBody({ stats }: { stats: DayStats }) {
  const styles = useStyles();
  const settings = useAppSettings();
  const top = useListTopProductsQuery({}, { refetchOnMountOrArgChange: true, pollingInterval: 60_000 });
  const lastWeekLabel = DateTime.fromISO(stats.last_week_date).toFormat('ccc d LLL');
  const todayLabel = 'Today';
  const week = `${DateTime.fromISO(stats.week_start).toFormat('d LLL')} – ${DateTime.fromISO(stats.week_end).toFormat('d LLL')}`;
  const products = top.currentData?.data.results;
  return (
    <>
      <div className={styles.tiles}>
        <Tile title="Orders today" figure={String(stats.total)}>
          <ul className={styles.statuses} aria-label="Orders today by status">
            {stats.by_status.map((s) => (
              <li key={s.status}>
                <Caption1>
                  {statusLabel(s.status, settings.order_statuses)}: {s.count}
                </Caption1>
              </li>
            ))}
          </ul>
        </Tile>
        <Tile title="On time today" figure={formatRate(stats.on_time.today.rate)}>
          <Caption1 className={styles.muted}>{describeOnTime(stats.on_time.today)}</Caption1>
        </Tile>
        <Tile title="On time this week" figure={formatRate(stats.on_time.week.rate)}>
          <Caption1 className={styles.muted}>{describeOnTime(stats.on_time.week)}</Caption1>
        </Tile>
        <Tile title="Accepted to ready today" figure={formatMinutes(stats.prep_minutes.today.average_minutes)}>
          <Caption1 className={styles.muted}>{describePrep(stats.prep_minutes.today)}</Caption1>
          <Caption1 className={styles.muted}>
            This week: {formatMinutes(stats.prep_minutes.week.average_minutes)} ({describePrep(stats.prep_minutes.week)}
            )
          </Caption1>
        </Tile>
      </div>
      <div className={styles.charts}>
        <Card className={styles.chartCard} role="group" aria-labelledby="dashboard-hourly">
          <Subtitle2 as="h3" id="dashboard-hourly">
            Orders per hour
          </Subtitle2>
          <Caption1 className={styles.muted}>Today against {weekdayDate(stats.last_week_date)}, by due time</Caption1>
          <div className={styles.chartBox} inert>
            <Suspense fallback={<ChartSkeleton />}>
              <HourlyChart hourly={stats.hourly} todayLabel={todayLabel} lastWeekLabel={lastWeekLabel} />
            </Suspense>
          </div>
          <HourlyTable
            hourly={stats.hourly}
            caption={`Orders per hour: today against ${weekdayDate(stats.last_week_date)}`}
            todayLabel={todayLabel}
            lastWeekLabel={lastWeekLabel}
          />
        </Card>
        <Card className={styles.chartCard} role="group" aria-labelledby="dashboard-top-products">
          <Subtitle2 as="h3" id="dashboard-top-products">
            Top products this week
          </Subtitle2>
          <Caption1 className={styles.muted}>{week}, by quantity ordered</Caption1>
          {products ? (
            products.length ? (
              <>
                <div className={styles.chartBox} inert>
                  <Suspense fallback={<ChartSkeleton />}>
                    <TopProductsChart products={products} />
                  </Suspense>
                </div>
                <TopProductsTable products={products} caption={`Top products this week (${week}) by quantity`} />
              </>
            ) : (
              <Text>No products ordered this week yet.</Text>
            )
          ) : top.isError ? (
            <Text role="alert">Could not load the top products: {errorMessage(top.error)}</Text>
          ) : (
            <ChartSkeleton />
          )}
        </Card>
      </div>
    </>
  );
}

/** The day in figures, for roles that may list orders: counted in the kitchen's time zone by the server. */
export function DashboardStats() {
  const styles = useStyles();
  const { currentData, isError, error, refetch } = useGetDayStatsQuery(
    {},
    { refetchOnMountOrArgChange: true, refetchOnFocus: true, pollingInterval: 60_000 },
  );
  const stats = currentData?.data;
  return (
    <section aria-labelledby="dashboard-today">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="dashboard-today">
          Today
        </Subtitle1>
        <Caption1 className={styles.muted}>
          {stats
            ? `${weekdayDate(stats.date)} ${zoneLabel(stats.time_zone)}`.trim() + ', orders by their due time'
            : 'Orders by their due time'}
        </Caption1>
      </div>
      {stats ? (
        <StatsBody stats={stats} />
      ) : isError ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Could not load today&apos;s figures</MessageBarTitle>
            {errorMessage(error)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>Retry now</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Skeleton aria-label="Loading today's figures">
          <SkeletonItem size={96} />
        </Skeleton>
      )}
    </section>
  );
}
