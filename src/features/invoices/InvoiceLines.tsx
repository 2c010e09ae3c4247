import { mergeClasses, Text } from '@fluentui/react-components';
import type { Invoice } from '../../api/generated/billing';
import { useDrawerCardStyles } from '../../components/drawerCard.styles';
import { formatMoney } from '../../components/resource';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { useInvoiceLeadStyles } from './InvoiceLead.styles';

/** An invoice's lines (one per order billed; credited ones struck through and said so) and its totals. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const card = useDrawerCardStyles();
  const styles = useInvoiceLeadStyles();
  const { t } = useTranslation('billing');
  const section = mergeClasses(card.card, styles.roomy);
  const cell = mergeClasses(card.cell, card.top);
  const amount = mergeClasses(cell, card.amount);
  const money = (value: number) => <bdi>{formatMoney(value)}</bdi>;
  const total = (label: string, value: number, strong = false) => (
    <>
      <dt className={mergeClasses(strong && styles.strong)}>{label}</dt>
      <dd className={mergeClasses(styles.value, card.amount, strong && styles.strong)}>{money(value)}</dd>
    </>
  );
  return (
    <>
      <section className={section} aria-label={t('lines.title')}>
        <Text weight="semibold">{t('lines.title')}</Text>
        {invoice.lines.length === 0 ? (
          <Text>{t('lines.none')}</Text>
        ) : (
          <table className={mergeClasses(card.table, styles.table)}>
            <thead>
              <tr>
                <th className={cell}>{t('lines.order')}</th>
                <th className={cell}>{t('lines.date')}</th>
                <th className={cell}>{t('lines.name')}</th>
                <th className={amount}>{t('lines.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.id} className={mergeClasses(line.credited && styles.credited)}>
                  <td className={cell}>
                    <bdi>#{String(line.order_number).padStart(5, '0')}</bdi>
                  </td>
                  <td className={cell}>{formatDate(line.order_date)}</td>
                  <td className={cell}>
                    <bdi>{line.name}</bdi>
                    {line.credited ? ` (${t('lines.credited')})` : null}
                  </td>
                  <td className={amount}>{money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={section} aria-label={t('totals.title')}>
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
