/**
 * The kitchen board's actions by order status. The single source for which buttons a card
 * shows and what each one asks the server for; the server enforces the same table (409 otherwise).
 */
import type { KitchenOrder, OrderStatus } from '../../api/generated/kitchen';

export type KitchenActionId = 'accept' | 'reject' | 'complete' | 'on_the_way' | 'deliver' | 'recall';

export interface KitchenAction {
  id: KitchenActionId;
  /** The button's English text, fixed product copy; the card shows `kitchen:actions.<id>` in the user's language. */
  label: 'Accept' | 'Reject' | 'Complete' | 'On The Way' | 'Delivered' | 'Recall';
  /** The status the order moves to. */
  to: OrderStatus;
  /** Reject needs a reason. */
  needsReason: boolean;
  /** How prominent the button is: the main step forward, an alternative, or a destructive one. */
  emphasis: 'primary' | 'secondary' | 'danger';
}

const ACCEPT: KitchenAction = {
  id: 'accept',
  label: 'Accept',
  to: 'processing',
  needsReason: false,
  emphasis: 'primary',
};
const REJECT: KitchenAction = { id: 'reject', label: 'Reject', to: 'cancelled', needsReason: true, emphasis: 'danger' };
const COMPLETE: KitchenAction = {
  id: 'complete',
  label: 'Complete',
  to: 'ready_for_pickup',
  needsReason: false,
  emphasis: 'primary',
};
const ON_THE_WAY: KitchenAction = {
  id: 'on_the_way',
  label: 'On The Way',
  to: 'on_the_way',
  needsReason: false,
  emphasis: 'secondary',
};
const DELIVERED: KitchenAction = {
  id: 'deliver',
  label: 'Delivered',
  to: 'delivered',
  needsReason: false,
  emphasis: 'primary',
};

/**
 * A completed order brought back to the kitchen from the Recall list (not a card button): the server allows
 * it within its recall window of the completion (KITCHEN_RECALL_MINUTES), a 409 after.
 */
export const RECALL: KitchenAction = {
  id: 'recall',
  label: 'Recall',
  to: 'processing',
  needsReason: false,
  emphasis: 'secondary',
};

/** Status → the actions a card offers, in button order. Delivered and cancelled orders are final. */
export const KITCHEN_ACTIONS: Readonly<Record<OrderStatus, readonly KitchenAction[]>> = {
  pending: [ACCEPT, REJECT],
  processing: [COMPLETE],
  ready_for_pickup: [ON_THE_WAY, DELIVERED],
  on_the_way: [DELIVERED],
  delivered: [],
  cancelled: [],
};

/**
 * Which board a card is on: a `station`'s (only its items; it accepts orders and bumps items, expo completes
 * them), `expo` (every station: whole orders, each item with its station and whether it is ready), or the one
 * board of a kitchen without stations (`single`: as before stations, items may still be marked ready).
 */
export type BoardMode = 'single' | 'expo' | 'station';

/** A card's button: a status action, and whether it asks first (expo completing an order not all ready). */
export interface CardAction extends KitchenAction {
  /** "Complete anyway": some items are not ready; a confirmation comes before the Complete is sent. */
  anyway?: boolean;
}

const STATION_STEPS: ReadonlySet<KitchenActionId> = new Set(['accept', 'reject']);

/**
 * The buttons of a card on a board of `mode`. A station accepts (or rejects) orders; moving an order on is
 * expo's. Expo's Complete is offered once every item is ready, else "Complete anyway" (with a confirmation).
 */
export function cardActions(status: string, mode: BoardMode, itemsReady: boolean): readonly CardAction[] {
  const actions = actionsFor(status);
  if (mode === 'station') return actions.filter((a) => STATION_STEPS.has(a.id));
  if (mode === 'expo' && !itemsReady)
    return actions.map((a) => (a.id === 'complete' ? { ...a, anyway: true, emphasis: 'secondary' } : a));
  return actions;
}

export const ORDER_STATUSES = Object.keys(KITCHEN_ACTIONS) as OrderStatus[];

export function actionsFor(status: string): readonly KitchenAction[] {
  return Object.hasOwn(KITCHEN_ACTIONS, status) ? KITCHEN_ACTIONS[status as OrderStatus] : [];
}

export function canTransition(from: string, to: string): boolean {
  return actionsFor(from).some((a) => a.to === to);
}

/** Open orders still need the kitchen; they show their age and urgency. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];
export const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/** The English rule texts (the dialog shows `kitchen:reject.required` and `.missingTitle`). */
export const REJECT_REASON_REQUIRED = 'Please enter the reason for rejecting the order';
export const REJECT_REASON_MISSING_TITLE = 'Missing Reject Reason';

/** The reject dialog's rule: a reason that is not only blanks. */
export function rejectReasonError(reason: string | null | undefined): string | null {
  return reason && reason.trim() ? null : REJECT_REASON_REQUIRED;
}

export type OrderPatch = Pick<KitchenOrder, 'status'> &
  Partial<Pick<KitchenOrder, 'reject_reason' | 'completed_at' | 'ready_at'>>;

/**
 * What an accepted action changes on the order, as the server will record it: the status, the reject
 * reason on cancel, the completion time on delivery; back to processing (a recall) it is no longer ready.
 * Used for the optimistic card update.
 */
export function transitionPatch(to: OrderStatus, options: { rejectReason?: string; now?: Date } = {}): OrderPatch {
  const patch: OrderPatch = { status: to };
  if (to === 'cancelled') patch.reject_reason = options.rejectReason?.trim() ?? null;
  if (to === 'delivered') patch.completed_at = (options.now ?? new Date()).toISOString();
  if (to === 'processing') patch.ready_at = null;
  return patch;
}
