import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { AgeingBuckets } from '../../api/generated/billing';
import { formatMoney } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDate } from '../../lib/dates';

const useStyles = makeStyles({
  summary: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  totals: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  total: { display: 'flex', flexDirection: 'column' },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  amount: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

/** The buckets in the table's order, with their column titles. */
const BUCKETS = [
  ['current', 'current'],
  ['days_1_30', 'days1to30'],
  ['days_31_60', 'days31to60'],
  ['days_61_90', 'days61to90'],
  ['over_90', 'over90'],
  ['total', 'total'],
] as const satisfies readonly (readonly [keyof AgeingBuckets, string])[];

/**
 * Under the ageing report: the day it is as of (today in the kitchen's zone) and each column's total over every
 * organization owing, not only the page shown.
 */
export function AgeingSummary({ meta }: { meta: Record<string, unknown> }) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const totals = meta.totals as AgeingBuckets | undefined;
  return (
    <section className={styles.summary} aria-label={t('ageing.totals')}>
      <Text>{t('ageing.asOf', { date: formatDate(meta.date as string), zone: String(meta.time_zone ?? '') })}</Text>
      {totals ? (
        <dl className={styles.totals}>
          {BUCKETS.map(([bucket, title]) => (
            <div key={bucket} className={styles.total}>
              <dt className={styles.label}>{t(`ageing.columns.${title}`)}</dt>
              <dd className={styles.amount}>{formatMoney(totals[bucket])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
