import { mergeClasses, Text } from '@fluentui/react-components';
import type { Invoice } from '../../api/generated/billing';
import { formatMoney } from '../../components/resource';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { useInvoiceLeadStyles } from './InvoiceLead.styles';

/** An invoice's lines (one per order billed; credited ones struck through and said so) and its totals. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const styles = useInvoiceLeadStyles();
  const { t } = useTranslation('billing');
  const money = (value: number) => <bdi>{formatMoney(value)}</bdi>;
  const total = (label: string, value: number, strong = false) => (
    <>
      <dt className={mergeClasses(strong && styles.strong)}>{label}</dt>
      <dd className={mergeClasses(styles.value, styles.amount, strong && styles.strong)}>{money(value)}</dd>
    </>
  );
  return (
    <>
      <section className={styles.card} aria-label={t('lines.title')}>
        <Text weight="semibold">{t('lines.title')}</Text>
        {invoice.lines.length === 0 ? (
          <Text>{t('lines.none')}</Text>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell}>{t('lines.order')}</th>
                <th className={styles.cell}>{t('lines.date')}</th>
                <th className={styles.cell}>{t('lines.name')}</th>
                <th className={mergeClasses(styles.cell, styles.amount)}>{t('lines.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.id} className={mergeClasses(line.credited && styles.credited)}>
                  <td className={styles.cell}>
                    <bdi>#{String(line.order_number).padStart(5, '0')}</bdi>
                  </td>
                  <td className={styles.cell}>{formatDate(line.order_date)}</td>
                  <td className={styles.cell}>
                    <bdi>{line.name}</bdi>
                    {line.credited ? ` (${t('lines.credited')})` : null}
                  </td>
                  <td className={mergeClasses(styles.cell, styles.amount)}>{money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.card} aria-label={t('totals.title')}>
        <Text weight="semibold">{t('totals.title')}</Text>
        <dl className={styles.totals}>
          {total(t('totals.subtotal'), invoice.subtotal)}
          {total(t('totals.vat', { rate: invoice.vat_rate }), invoice.vat)}
          {total(t('totals.total'), invoice.total, true)}
          {invoice.status === 'issued' && invoice.kind === 'invoice' ? (
            <>
              {invoice.credited ? total(t('totals.credited'), invoice.credited) : null}
              {total(t('totals.paid'), invoice.paid)}
              {total(t('totals.balance'), invoice.balance, true)}
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}
