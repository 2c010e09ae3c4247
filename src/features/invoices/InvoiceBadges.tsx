import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import type { Invoice } from '../../api/generated/billing';
import { useTranslation } from '../../i18n/useTranslation';
import { invoiceBadges, type InvoiceBadge } from './period';

const COLORS: Record<InvoiceBadge, BadgeProps['color']> = {
  draft: 'subtle',
  issued: 'brand',
  credit_note: 'informative',
  paid: 'success',
  partly_paid: 'warning',
  unpaid: 'informative',
  overdue: 'danger',
};

const useStyles = makeStyles({
  badges: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** An invoice's state in words (never by colour alone): Draft; Paid, Partly paid or Unpaid, and Overdue. */
export function InvoiceBadges({
  invoice,
}: {
  invoice: Pick<Invoice, 'kind' | 'status' | 'payment_status' | 'overdue'>;
}) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  return (
    <span className={styles.badges}>
      {invoiceBadges(invoice).map((badge) => (
        <Badge key={badge} appearance="tint" shape="rounded" color={COLORS[badge]}>
          {t(`status.${badge}`)}
        </Badge>
      ))}
    </span>
  );
}
