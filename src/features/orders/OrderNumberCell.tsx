import { makeStyles, tokens } from '@fluentui/react-components';
import type { Order } from '../../api/generated/orders';
import { DetailLink, Unit } from '../../components/resource';
import { isUrgentNow, UrgentBadge } from './OrderUrgency';
import { orderNumber } from './totals';

const useStyles = makeStyles({
  cell: { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The list's Order cell: the number, opening the drawer, and the urgent mark of an order still being made. */
export function OrderNumberCell({ order }: { order: Order }) {
  const styles = useStyles();
  return (
    <span className={styles.cell}>
      <DetailLink id={order.id}>
        <Unit>{orderNumber(order.order_number)}</Unit>
      </DetailLink>
      {isUrgentNow(order) ? <UrgentBadge /> : null}
    </span>
  );
}
