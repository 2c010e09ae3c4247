/**
 * The dashboard's charts, in a chunk of their own (loaded lazily: neither /login nor the dashboard's first
 * paint waits on @fluentui/react-charts). Each is a picture for sighted users, its values written on its
 * bars, and is inert (neither focused nor read): its figures are in a visually hidden table beside it
 * (StatsTables), which is what a screen reader reads.
 */
import {
  DataVizPalette,
  getColorFromToken,
  GroupedVerticalBarChart,
  HorizontalBarChart,
  ResponsiveContainer,
  type ChartProps,
  type GroupedVerticalBarChartData,
} from '@fluentui/react-charts';
import type { DayStats, TopProduct } from '../../../api/generated/orders';
import { numberLocale, useCurrentLanguage } from '../../../i18n';
import { hourLabel } from './format';

const TODAY_COLOR = getColorFromToken(DataVizPalette.color1);
const LAST_WEEK_COLOR = getColorFromToken(DataVizPalette.color2);

export interface HourlyChartProps {
  hourly: DayStats['hourly'];
  todayLabel: string;
  lastWeekLabel: string;
}

/** The hours that hold orders on either day, from the first to the last (every hour when none does). */
function busyHours(hourly: DayStats['hourly']) {
  const busy = hourly.filter((h) => h.today || h.last_week).map((h) => h.hour);
  if (!busy.length) return hourly;
  return hourly.filter((h) => h.hour >= busy[0] && h.hour <= busy[busy.length - 1]);
}

/** Orders due per hour of the day, beside the same weekday a week earlier. */
export function HourlyChart({ hourly, todayLabel, lastWeekLabel }: HourlyChartProps) {
  const language = useCurrentLanguage();
  const data: GroupedVerticalBarChartData[] = busyHours(hourly).map((h) => ({
    name: hourLabel(h.hour),
    series: [
      { key: 'today', data: h.today, legend: todayLabel, color: TODAY_COLOR },
      { key: 'last_week', data: h.last_week, legend: lastWeekLabel, color: LAST_WEEK_COLOR },
    ],
  }));
  return (
    <ResponsiveContainer height={280}>
      <GroupedVerticalBarChart
        data={data}
        yAxisTickCount={4}
        roundedTicks
        barWidth="auto"
        culture={numberLocale(language)}
      />
    </ResponsiveContainer>
  );
}

/** The week's most ordered products, largest first: one bar per product under its full name. */
export function TopProductsChart({ products }: { products: TopProduct[] }) {
  const most = Math.max(1, ...products.map((p) => p.quantity));
  const data: ChartProps[] = products.map((p) => ({
    chartTitle: p.product.name,
    chartData: [{ legend: p.product.name, horizontalBarChartdata: { x: p.quantity, total: most }, color: TODAY_COLOR }],
  }));
  // Western digits in every language (the chart would otherwise write Arabic-Indic ones in Arabic).
  const culture = numberLocale(useCurrentLanguage());
  return <HorizontalBarChart data={data} chartDataMode="default" hideTooltip barHeight={10} culture={culture} />;
}
