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
import { useTranslation } from '../../../i18n/useTranslation';
import { errorMessage } from '../../../api/errors';
import {
  useGetDayStatsQuery,
  useListTopProductsQuery,
  type DayStats,
  type TopProduct,
} from '../../../api/generated/orders';
import { localizedName, useCurrentLanguage, type Language, type NameTranslations } from '../../../i18n';
import { zoneLabel } from '../../../lib/zones';
import { dayText } from '../dayText';
import { useAppSettings } from '../../settings';
import { describeOnTime, describePrep, formatMinutes, formatRate, statusLabel } from './format';
import { KitchenTiming } from './KitchenTiming';
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
  timing: { marginBottom: tokens.spacingVerticalL },
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
  const { t } = useTranslation('dashboard');
  return (
    <Skeleton aria-label={t('stats.loadingChart')}>
      <SkeletonItem size={128} />
    </Skeleton>
  );
}

const weekdayDate = (date: string, language: Language) =>
  dayText(DateTime.fromISO(date), 'cccc d LLLL', { weekday: 'long', day: 'numeric', month: 'long' }, language);
const shortDay = (date: string, language: Language) =>
  dayText(DateTime.fromISO(date), 'ccc d LLL', { weekday: 'short', day: 'numeric', month: 'short' }, language);
const dayMonth = (date: string, language: Language) =>
  dayText(DateTime.fromISO(date), 'd LLL', { day: 'numeric', month: 'short' }, language);

/** A top product as the chart and its table name it: in the language shown when the product carries it. */
function withLocalName(products: TopProduct[], language: Language): TopProduct[] {
  return products.map((p) => {
    const translations = (p.product as { translations?: NameTranslations | null }).translations;
    return { ...p, product: { ...p.product, name: localizedName(p.product.name, translations, language) } };
  });
}

function StatsBody({ stats }: { stats: DayStats }) {
  const styles = useStyles();
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const settings = useAppSettings();
  const top = useListTopProductsQuery({}, { refetchOnMountOrArgChange: true, pollingInterval: 60_000 });
  const lastWeekLabel = shortDay(stats.last_week_date, language);
  const todayLabel = t('stats.hourly.today');
  const lastWeekDay = weekdayDate(stats.last_week_date, language);
  const week = t('stats.week', {
    start: dayMonth(stats.week_start, language),
    end: dayMonth(stats.week_end, language),
  });
  const results = top.currentData?.data.results;
  const products = results && withLocalName(results, language);
  return (
    <>
      <div className={styles.tiles}>
        <Tile title={t('stats.tiles.ordersToday')} figure={String(stats.total)}>
          <ul className={styles.statuses} aria-label={t('stats.tiles.byStatus')}>
            {stats.by_status.map((s) => (
              <li key={s.status}>
                <Caption1>
                  {t('stats.statusCount', { status: statusLabel(s.status, settings.order_statuses), number: s.count })}
                </Caption1>
              </li>
            ))}
          </ul>
        </Tile>
        <Tile title={t('stats.tiles.onTimeToday')} figure={formatRate(stats.on_time.today.rate, language)}>
          <Caption1 className={styles.muted}>{describeOnTime(stats.on_time.today)}</Caption1>
        </Tile>
        <Tile title={t('stats.tiles.onTimeWeek')} figure={formatRate(stats.on_time.week.rate, language)}>
          <Caption1 className={styles.muted}>{describeOnTime(stats.on_time.week)}</Caption1>
        </Tile>
        <Tile title={t('stats.tiles.prepToday')} figure={formatMinutes(stats.prep_minutes.today.average_minutes)}>
          <Caption1 className={styles.muted}>{describePrep(stats.prep_minutes.today)}</Caption1>
          <Caption1 className={styles.muted}>
            {t('stats.tiles.prepWeek', {
              minutes: formatMinutes(stats.prep_minutes.week.average_minutes),
              detail: describePrep(stats.prep_minutes.week),
            })}
          </Caption1>
        </Tile>
      </div>
      {/* Sent by every server since issue 28; absent from an older one's answer. */}
      {stats.timing ? (
        <div className={styles.timing}>
          <KitchenTiming timing={stats.timing} />
        </div>
      ) : null}
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
    </>
  );
}

/** The day in figures, for roles that may list orders: counted in the kitchen's time zone by the server. */
export function DashboardStats() {
  const styles = useStyles();
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const { currentData, isError, error, refetch } = useGetDayStatsQuery(
    {},
    { refetchOnMountOrArgChange: true, refetchOnFocus: true, pollingInterval: 60_000 },
  );
  const stats = currentData?.data;
  return (
    <section aria-labelledby="dashboard-today">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="dashboard-today">
          {t('stats.today')}
        </Subtitle1>
        <Caption1 className={styles.muted}>
          {stats
            ? t('stats.subtitle', { day: `${weekdayDate(stats.date, language)} ${zoneLabel(stats.time_zone)}`.trim() })
            : t('stats.subtitleLoading')}
        </Caption1>
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
