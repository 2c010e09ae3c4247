import { mergeClasses } from '@fluentui/react-components';
import { AlertFilled } from '@fluentui/react-icons';
import type { KitchenOrder, OrderStatus } from '../../api/generated/kitchen';
import { useTranslation } from '../../i18n/useTranslation';
import { useOrderCardPillStyles, useOrderCardStatusStyles, useOrderCardStyles } from './OrderCard.styles';
import { ReadyCount, UrgentMark } from './OrderCardMarks';

interface OrderCardHeadProps {
  order: KitchenOrder;
  /** The heading's id: the card is named by it. */
  headingId: string;
  /** The order's number as shown ('#00042'). */
  number: string;
  isNew?: boolean;
  /** How many of its items are ready, where that is shown (stations bump them); null elsewhere. */
  readyCount: { ready: number; total: number } | null;
  statusLabel: (status: OrderStatus) => string;
}

/** The card's head in its status colour: the number, "New Order", the urgent mark, the ready count, the status. */
export function OrderCardHead({ order, headingId, number, isNew, readyCount, statusLabel }: OrderCardHeadProps) {
  const styles = useOrderCardStyles();
  const statusStyles = useOrderCardStatusStyles();
  const pillStyles = useOrderCardPillStyles();
  const { t } = useTranslation('kitchen');
  return (
    <div className={mergeClasses(styles.head, statusStyles[order.status])}>
      <h2 id={headingId} className={styles.number}>
        {number}
      </h2>
      {isNew ? (
        <span className={styles.newBadge}>
          <AlertFilled aria-hidden="true" />
          {t('notices.newOrder')}
        </span>
      ) : null}
      {order.urgent ? <UrgentMark /> : null}
      {readyCount ? <ReadyCount ready={readyCount.ready} total={readyCount.total} /> : null}
      <span className={mergeClasses(styles.status, pillStyles[order.status])}>{statusLabel(order.status)}</span>
    </div>
  );
}
