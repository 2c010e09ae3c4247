import type { KitchenOrder, OrderStatus, OrderType } from '../../api/generated/kitchen';
import type { OrderChange } from './orderChanges';
import type { BoardReport } from './queue';
import type { BoardMode, KitchenAction } from './transitions';

/** Runs an action on the order as its card shows it (a queued tap keeps that copy). */
export type RunAction = (order: KitchenOrder, action: KitchenAction, rejectReason?: string) => Promise<void>;
/** Marks one of the order's items ready (`prepared`) or not. */
export type RunBump = (order: KitchenOrder, itemId: number, prepared: boolean) => Promise<void>;
/** Marks the order urgent or not. */
export type RunUrgency = (order: KitchenOrder, urgent: boolean) => Promise<void>;

/** One order card's props: the order, the board it is on, and what the board does for it. */
export interface OrderCardProps {
  order: KitchenOrder;
  /** The board's zone: the card's times are in the order's outlet zone, in this one when it has none. */
  zone: string;
  /** Today in that zone ('YYYY-MM-DD'): due times today show without their date. */
  today: string;
  /** Announced as a new order and not acted on yet. */
  isNew?: boolean;
  /** The user may change order statuses (kitchen_orders::edit). */
  canEdit: boolean;
  /** A phone: a long item list folds behind "Show items". */
  compact?: boolean;
  /** The board the card is on: a station's, expo, or the one board of a kitchen without stations. */
  mode?: BoardMode;
  onAction: RunAction;
  /** Marks an item ready or not (items are tappable while the order is being prepared). */
  onBump?: RunBump;
  /** Marks the order urgent or not (open orders). */
  onUrgency?: RunUrgency;
  /** What changed since the cook last read the card, and how many times it changed (each flashes once). */
  changes?: { changes: readonly OrderChange[]; flash: number };
  onDismissChanges?: (orderId: number) => void;
  /** A tap on this card waits in the queue to be sent. */
  waiting?: boolean;
  /** A queued tap on this card the server refused, until dismissed. */
  refusal?: BoardReport;
  onDismissRefusal?: (key: string) => void;
  statusLabel?: (status: OrderStatus) => string;
  typeLabel?: (type: OrderType) => string;
  /** Selected by the board's keys: outlined, and its items join the Tab order. */
  selected?: boolean;
  /** The board's one card in the Tab order (a roving tabindex: the selected card, or the last focused). */
  tabStop?: boolean;
}
