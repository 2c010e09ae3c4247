import { mergeClasses } from '@fluentui/react-components';
import {
  BowlChopsticksRegular,
  BuildingShopRegular,
  ClockRegular,
  NoteRegular,
  PersonRegular,
  ShoppingBagRegular,
  VehicleTruckProfileRegular,
} from '@fluentui/react-icons';
import type { ComponentProps, ReactNode } from 'react';
import type { KitchenOrder, OrderType } from '../../api/generated/kitchen';
import { useTranslation } from '../../i18n/useTranslation';
import { useOrderCardStyles } from './OrderCard.styles';
import { OrderItems } from './OrderItems';
import { isolate } from './words';

const TYPE_ICON: Record<OrderType, ReactNode> = {
  pick_up: <ShoppingBagRegular />,
  delivery: <VehicleTruckProfileRegular />,
  dine_in: <BowlChopsticksRegular />,
};

interface OrderCardBodyProps {
  order: KitchenOrder;
  typeLabel: (type: OrderType) => string;
  /** When the order is due, as the card says it (none for an order without a date). */
  due: string | null;
  /** The card's time line (age, or how long it took), if any. */
  time: { label: string; value: string } | null;
  items: { compact: boolean; focusable: boolean };
  bumps: ComponentProps<typeof OrderItems>['bumps'];
}

/** The order card's body: the customer's name, the order's facts, its items, notes and time line. */
export function OrderCardBody({ order, typeLabel, due, time, items, bumps }: OrderCardBodyProps) {
  const styles = useOrderCardStyles();
  const { t } = useTranslation('kitchen');
  return (
    <div className={styles.body}>
      <h3 className={styles.name} dir="auto">
        {order.name}
      </h3>
      <p className={styles.facts}>
        <span className={mergeClasses(styles.fact, styles.factStrong)}>
          <span className={styles.icon} aria-hidden="true">
            {TYPE_ICON[order.type] ?? <ShoppingBagRegular />}
          </span>
          {typeLabel(order.type)}
        </span>
        {order.outlet ? (
          <span className={styles.fact}>
            <BuildingShopRegular className={styles.icon} aria-hidden="true" />
            <bdi>{order.outlet.name}</bdi>
          </span>
        ) : null}
        {due ? (
          <span className={mergeClasses(styles.fact, styles.factStrong)}>
            <ClockRegular className={styles.icon} aria-hidden="true" />
            {t('card.due', { due: isolate(due) })}
          </span>
        ) : null}
        {order.full_name?.trim() ? (
          <span className={styles.fact}>
            <PersonRegular className={styles.icon} aria-hidden="true" />
            <bdi>{order.full_name}</bdi>
          </span>
        ) : null}
      </p>
      <OrderItems items={order.items} compact={items.compact} focusable={items.focusable} bumps={bumps} />
      {order.note ? (
        <p className={styles.note}>
          <NoteRegular className={styles.icon} aria-hidden="true" />
          <span>
            <strong>{t('card.orderNote')} </strong>
            <bdi>{order.note}</bdi>
          </span>
        </p>
      ) : null}
      {order.status === 'cancelled' && order.reject_reason ? (
        <p className={mergeClasses(styles.note, styles.rejected)}>
          <span>
            <strong>{t('card.rejected')} </strong>
            <bdi>{order.reject_reason}</bdi>
          </span>
        </p>
      ) : null}
      {time ? (
        <p className={styles.time}>
          {time.label} {time.value}
        </p>
      ) : null}
    </div>
  );
}
