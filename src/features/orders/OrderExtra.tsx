import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../api/generated/orders';
import { formatMoney } from '../../components/resource';
import { OrderPrintActions } from '../printing';
import { itemsLocked, OrderItemsTable } from './OrderItemsTable';
import { OrderTimeline } from './OrderTimeline';

const useStyles = makeStyles({
  totals: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '8px',
    padding: '12px',
    marginBottom: '16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  figure: { display: 'flex', flexDirection: 'column' },
  label: { color: tokens.colorNeutralForeground3 },
  reject: { display: 'flex', flexDirection: 'column', marginBottom: '16px' },
  section: { marginTop: '8px' },
  print: { marginBottom: '16px' },
});

/** The drawer's extra: Print ticket and labels, reject reason (cancelled orders), read-only totals, the items. */
export default function OrderExtra({ order }: { order: Order }) {
  const styles = useStyles();
  const { t } = useTranslation('orders');
  const figures: [string, string, number][] = [
    ['subtotal', t('extra.subtotal'), order.subtotal],
    ['discount', t('extra.discount'), order.discount],
    ['total', t('extra.total'), order.total],
  ];
  return (
    <div className={styles.section}>
      <div className={styles.print}>
        <OrderPrintActions orderId={order.id} />
      </div>
      {order.status === 'cancelled' ? (
        <div className={styles.reject}>
          <Text className={styles.label}>{t('extra.rejectReason')}</Text>
          <Text data-testid="order-reject-reason">{order.reject_reason || '—'}</Text>
        </div>
      ) : null}
      <div className={styles.totals} aria-label={t('extra.totals')} role="group">
        {figures.map(([id, label, value]) => (
          <div key={id} className={styles.figure}>
            <Text className={styles.label}>{label}</Text>
            <Text weight="semibold" size={400} data-testid={`order-${id}`}>
              {formatMoney(value)}
            </Text>
          </div>
        ))}
      </div>
      <OrderItemsTable
        orderId={order.id}
        editable={!itemsLocked(order.status)}
        lockedReason={
          itemsLocked(order.status)
            ? order.status === 'delivered'
              ? t('extra.lockedDelivered')
              : t('extra.lockedCancelled')
            : undefined
        }
      />
      <OrderTimeline order={order} />
    </div>
  );
}
