/**
 * The dashboard's charts, in a chunk of their own (loaded lazily: neither /login nor the dashboard's first
 * paint waits on @fluentui/react-charts). Each is drawn for sighted users; its figures are also in a
 * visually hidden table beside it (StatsTables), which is what a screen reader reads.
 */
import {
  DataVizPalette,
  GroupedVerticalBarChart,
  HorizontalBarChartWithAxis,
  type GroupedVerticalBarChartData,
  type HorizontalBarChartWithAxisDataPoint,
} from '@fluentui/react-charts';
import type { DayStats, TopProduct } from '../../../api/generated/orders';
import { hourLabel } from './format';

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
  const data: GroupedVerticalBarChartData[] = busyHours(hourly).map((h) => ({
    name: hourLabel(h.hour),
    series: [
      { key: 'today', data: h.today, legend: todayLabel, color: DataVizPalette.color1 },
      { key: 'last_week', data: h.last_week, legend: lastWeekLabel, color: DataVizPalette.color2 },
    ],
  }));
  return <GroupedVerticalBarChart data={data} height={260} yAxisTickCount={4} hideLabels barWidth="auto" />;
}

/** The week's most ordered products, largest first. */
export function TopProductsChart({ products }: { products: TopProduct[] }) {
  const data: HorizontalBarChartWithAxisDataPoint[] = products
    .map((p) => ({ x: p.quantity, y: p.product.name, color: DataVizPalette.color1, legend: p.product.name }))
    .reverse();
  return (
    <HorizontalBarChartWithAxis
      data={data}
      height={Math.max(160, 32 * products.length + 40)}
      hideLegend
      useSingleColor
      showYAxisLables
    />
  );
}
