import { DateTime } from 'luxon';
import {
  useGetDayStatsQuery,
  useListTopProductsQuery,
  type DayStats,
  type TopProduct,
} from '../../../api/generated/orders';
import { localizedName, useCurrentLanguage, type Language, type NameTranslations } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { zoneLabel } from '../../../lib/zones';
import { dayText } from '../dayText';

export const weekdayDate = (date: string, language: Language) =>
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

/** The day's figures, polled every minute and on focus, and the line under the heading naming the day. */
export function useDashboardStats() {
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const { currentData, isError, error, refetch } = useGetDayStatsQuery(
    {},
    { refetchOnMountOrArgChange: true, refetchOnFocus: true, pollingInterval: 60_000 },
  );
  const stats = currentData?.data;
  const subtitle = stats
    ? t('stats.subtitle', { day: `${weekdayDate(stats.date, language)} ${zoneLabel(stats.time_zone)}`.trim() })
    : t('stats.subtitleLoading');
  return { stats, subtitle, isError, error, refetch };
}

/** The charts' data: the week's top products (polled every minute, named in the language shown) and labels. */
export function useStatsCharts(stats: DayStats) {
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
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
  return { top, lastWeekLabel, todayLabel, lastWeekDay, week, products };
}
