import { mergeClasses } from '@fluentui/react-components';
import type { KitchenOrder, OrderStatus, OrderType } from '../../api/generated/kitchen';
import { useBoardDisplayStyles } from './boardDisplay.styles';
import { useBoardOrdersStyles } from './BoardOrders.styles';
import { OrderCard, type RunAction, type RunBump, type RunUrgency } from './OrderCard';
import type { BoardReport } from './queue';
import type { BoardMode } from './transitions';
import type { CardChanges } from './useOrderChanges';

export interface BoardCardGridProps {
  /** The cards to show, in order. */
  orders: readonly KitchenOrder[];
  /** What every card needs. */
  zone: string;
  today: string;
  newIds: ReadonlySet<number>;
  canEdit: boolean;
  compact: boolean;
  /** A station's board, expo, or the one board of a kitchen without stations. */
  mode: BoardMode;
  onAction: RunAction;
  onBump: RunBump;
  onUrgency: RunUrgency;
  /** Orders changed since their card was shown: what changed, until read. */
  changes: ReadonlyMap<number, CardChanges>;
  onDismissChanges: (orderId: number) => void;
  /** Orders with a tap waiting to be sent. */
  waitingIds: ReadonlySet<number>;
  /** Refused queued taps by order id. */
  refusals: ReadonlyMap<number, BoardReport>;
  onDismissRefusal: (key: string) => void;
  labels: { status: (s: OrderStatus) => string; type: (t: OrderType) => string };
  /** This device's display: large text (read from two metres), compact cards (expo). */
  largeText?: boolean;
  compactCards?: boolean;
  /** The card the board's keys selected (outlined), and the one in the Tab order. */
  selectedId?: number | null;
  tabStopId?: number | null;
}

/** The board's cards in a grid of as many columns as the window holds, one OrderCard per order. */
export function BoardCardGrid({ orders, changes, waitingIds, refusals, labels, ...card }: BoardCardGridProps) {
  const styles = useBoardOrdersStyles();
  const display = useBoardDisplayStyles();
  return (
    <div className={mergeClasses(styles.grid, card.compactCards && display.compact, card.largeText && display.large)}>
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          zone={card.zone}
          today={card.today}
          isNew={card.newIds.has(order.id)}
          canEdit={card.canEdit}
          compact={card.compact}
          mode={card.mode}
          onAction={card.onAction}
          onBump={card.onBump}
          onUrgency={card.onUrgency}
          changes={changes.get(order.id)}
          onDismissChanges={card.onDismissChanges}
          waiting={waitingIds.has(order.id)}
          refusal={refusals.get(order.id)}
          onDismissRefusal={card.onDismissRefusal}
          statusLabel={labels.status}
          typeLabel={labels.type}
          selected={order.id === card.selectedId}
          tabStop={order.id === card.tabStopId}
        />
      ))}
    </div>
  );
}
