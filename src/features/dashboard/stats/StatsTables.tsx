import { useTranslation } from '../../../i18n/useTranslation';
import { useVisuallyHiddenStyles } from '../../../components/a11y/visuallyHidden';
import type { DayStats, TopProduct } from '../../../api/generated/orders';
import { hourLabel } from './format';

/** The figures of the hourly chart as a table for screen readers (and the hours with none left out). */
export function HourlyTable({
  hourly,
  caption,
  todayLabel,
  lastWeekLabel,
}: {
  hourly: DayStats['hourly'];
  caption: string;
  todayLabel: string;
  lastWeekLabel: string;
}) {
  const { t } = useTranslation('dashboard');
  const hidden = useVisuallyHiddenStyles();
  const rows = hourly.filter((h) => h.today || h.last_week);
  return (
    <table className={hidden.hidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.hourly.hour')}</th>
          <th scope="col">{todayLabel}</th>
          <th scope="col">{lastWeekLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((h) => (
            <tr key={h.hour}>
              <th scope="row">{hourLabel(h.hour)}</th>
              <td>{h.today}</td>
              <td>{h.last_week}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={3}>{t('stats.hourly.none')}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The figures of the top products chart as a table for screen readers. */
export function TopProductsTable({ products, caption }: { products: TopProduct[]; caption: string }) {
  const { t } = useTranslation('dashboard');
  const hidden = useVisuallyHiddenStyles();
  return (
    <table className={hidden.hidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.top.product')}</th>
          <th scope="col">{t('stats.top.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.product.id}>
            <th scope="row">
              <bdi>{p.product.name}</bdi>
            </th>
            <td>{p.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
