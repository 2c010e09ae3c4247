import { mergeClasses, Text } from '@fluentui/react-components';
import { Link } from 'react-router';
import { useListPaymentsQuery } from '../../api/generated/billing';
import { useDrawerCardStyles } from '../../components/drawerCard.styles';
import { formatMoney, useAccess, writeListState } from '../../components/resource';
import { formatDate } from '../../lib/dates';
import { paths } from '../../resources/paths';
import { isolate } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { InvoiceOfPayment, MethodText } from './columns';

const SHOWN = 5;

/** The organization drawer's latest payments, and a link to all of them (to those who may list payments). */
export function OrganizationPayments({ organization }: { organization: { id: number; name: string } }) {
  const styles = useDrawerCardStyles();
  const { t } = useTranslation('billing');
  const access = useAccess('payments', 'list');
  const { data } = useListPaymentsQuery(
    { organization: String(organization.id), perPage: SHOWN, orderBy: 'date', order: 'DESC' },
    { skip: !access.can },
  );
  if (!access.can) return null;
  const rows = data?.data.results ?? [];
  const all = writeListState({
    current: 1,
    pageSize: 10,
    sorters: [],
    filters: [{ field: 'organization', operator: 'in', value: [String(organization.id)] }],
  });
  return (
    <section className={styles.card} aria-label={t('payments.title')}>
      <Text weight="semibold">{t('payments.title')}</Text>
      {rows.length === 0 ? (
        <Text>{t('payments.none')}</Text>
      ) : (
        <table className={styles.table} aria-label={t('payments.recent')}>
          <thead>
            <tr>
              <th className={styles.cell}>{t('fields.date')}</th>
              <th className={mergeClasses(styles.cell, styles.amount)}>{t('fields.amount')}</th>
              <th className={styles.cell}>{t('fields.method')}</th>
              <th className={styles.cell}>{t('fields.invoice')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <td className={styles.cell}>{formatDate(p.date)}</td>
                <td className={mergeClasses(styles.cell, styles.amount)}>
                  <bdi>{formatMoney(p.amount)}</bdi>
                </td>
                <td className={styles.cell}>
                  <MethodText method={p.method} />
                </td>
                <td className={styles.cell}>
                  <InvoiceOfPayment id={p.invoice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link to={{ pathname: paths.payments.list, search: all.toString() }}>
        {t('payments.all', { name: isolate(organization.name) })}
      </Link>
    </section>
  );
}
