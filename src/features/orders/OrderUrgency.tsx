import { Badge, makeStyles, mergeClasses, Switch, Text, tokens } from '@fluentui/react-components';
import { FlagFilled } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import type { Order } from '../../api/generated/orders';
import { useAccess, type DrawerSave } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Urgent orders (issue 28): first on the kitchen board, with a mark on their cards. The office marks one in
 * the order's drawer through `orders/update` (`urgent`, capability `orders::edit`); the kitchen does it on
 * the board (`kitchen/update-order-urgency`). Only while the kitchen still works on the order.
 */

/** The statuses in which an order may be marked urgent, or not: the server's rule (urgency-rule.ts). */
const OPEN_FOR_URGENCY: readonly string[] = ['pending', 'processing'];

export const openForUrgency = (order: Pick<Order, 'status'>) => OPEN_FOR_URGENCY.includes(order.status);

/** Urgent as the kitchen sees it: marked, and still being worked on (the flag of a finished order is history). */
export const isUrgentNow = (order: Pick<Order, 'status' | 'urgent'>) => Boolean(order.urgent) && openForUrgency(order);

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  urgent: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  label: { fontWeight: tokens.fontWeightSemibold },
  hint: {
    margin: 0,
    // Under the switch's label: past its 40 px track and the space around it.
    paddingInlineStart: `calc(40px + 2 * ${tokens.spacingHorizontalS})`,
    color: tokens.colorNeutralForeground2,
  },
  error: { margin: 0, paddingInlineStart: `calc(40px + 2 * ${tokens.spacingHorizontalS})` },
  errorText: { color: tokens.colorPaletteRedForeground1 },
});

/** The urgent mark of an order in the list (and in a viewer's drawer). */
export function UrgentBadge() {
  const { t } = useTranslation('orders');
  return (
    <Badge appearance="filled" color="danger" shape="rounded" icon={<FlagFilled />}>
      {t('urgency.mark')}
    </Badge>
  );
}

/**
 * The drawer's Urgent switch, on an open order, for those who may edit orders (others see the mark alone).
 * It saves through the drawer (its version, its "saved" status, its offline refusal); a refusal (the order
 * was closed meanwhile, the connection is gone) is said under it and the switch goes back.
 */
export function OrderUrgency({ order, save }: { order: Order; save: DrawerSave }) {
  const styles = useStyles();
  const { t } = useTranslation('orders');
  const edit = useAccess('orders', 'edit');
  const hintId = useId();
  const [sending, setSending] = useState<boolean | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!openForUrgency(order)) return null;
  if (!edit.can) return order.urgent ? <UrgentBadge /> : null;
  const checked = sending ?? Boolean(order.urgent);
  const onChange = async (next: boolean) => {
    setSending(next);
    setRefusal(null);
    const error = await save({ urgent: next });
    setSending(null);
    setRefusal(error);
  };
  return (
    <div className={mergeClasses(styles.box, checked && styles.urgent)}>
      <Switch
        label={{ children: t('urgency.label'), className: styles.label }}
        checked={checked}
        disabled={sending !== null}
        aria-describedby={hintId}
        onChange={(_, data) => void onChange(data.checked)}
      />
      <Text as="p" id={hintId} size={200} className={styles.hint}>
        {t('urgency.hint')}
      </Text>
      {refusal ? (
        <p role="alert" className={styles.error}>
          <Text size={200} className={styles.errorText}>
            {refusal}
          </Text>
        </p>
      ) : null}
    </div>
  );
}
