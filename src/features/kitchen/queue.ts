/**
 * The board's taps as queued actions: what one carries and what it shows on its card while it waits. A tap
 * made offline (or while older taps still wait) goes into the app's outbox and shows on its card at once;
 * the outbox sends it when the network is back (tapSender.ts). Three kinds: a status change (Accept,
 * Complete, a recall…), an item bumped ready or not, and the urgent mark.
 */
import type {
  KitchenItemStatusUpdate,
  KitchenOrder,
  KitchenOrderStatusUpdate,
  KitchenOrderUrgencyUpdate,
  OrderStatus,
} from '../../api/generated/kitchen';
import type { OutboxEntry, OutboxReport } from '../../lib/offline';
import { withItemPrepared } from './readiness';
import { transitionPatch, type KitchenAction, type KitchenActionId } from './transitions';

/** The outbox kinds of the board's taps. */
export const KITCHEN_STATUS = 'kitchen-status';
export const KITCHEN_ITEM = 'kitchen-item';
export const KITCHEN_URGENCY = 'kitchen-urgency';
export const BOARD_TAP_KINDS: readonly string[] = [KITCHEN_STATUS, KITCHEN_ITEM, KITCHEN_URGENCY];

/** What the cook did, as the card and a refusal name it (`kitchen:actions.<id>`). */
export type TapActionId = KitchenActionId | 'bump' | 'unbump' | 'urgent' | 'not_urgent';

interface TapPayload {
  /** The order as its card showed it when the cook tapped (the card keeps showing it if it leaves the list). */
  order: KitchenOrder;
  action: TapActionId;
}
export interface StatusPayload extends TapPayload {
  action: KitchenActionId;
  update: KitchenOrderStatusUpdate;
}
export interface ItemPayload extends TapPayload {
  action: 'bump' | 'unbump';
  update: KitchenItemStatusUpdate;
}
export interface UrgencyPayload extends TapPayload {
  action: 'urgent' | 'not_urgent';
  update: KitchenOrderUrgencyUpdate;
}

/** Why a queued tap was not applied. */
export interface TapRefusal {
  /** `changed`: the order changed meanwhile (409); `refused`: any other refusal (its error says why). */
  kind: 'changed' | 'refused';
  error: { status: number; data?: unknown };
  /** The order's last status change, when the history tells it. */
  now?: { status: OrderStatus; by: string | null; at: string };
}
/** The refusal of a status change (the first kind of tap; the others are refused the same way). */
export type StatusRefusal = TapRefusal;

export type StatusEntry = OutboxEntry<StatusPayload> & { kind: typeof KITCHEN_STATUS };
export type ItemEntry = OutboxEntry<ItemPayload> & { kind: typeof KITCHEN_ITEM };
export type UrgencyEntry = OutboxEntry<UrgencyPayload> & { kind: typeof KITCHEN_URGENCY };
export type BoardEntry = StatusEntry | ItemEntry | UrgencyEntry;

type Reported<E extends BoardEntry> = E & Omit<OutboxReport<E['payload'], TapRefusal>, 'kind'>;
export type StatusReport = Reported<StatusEntry>;
export type BoardReport = Reported<StatusEntry> | Reported<ItemEntry> | Reported<UrgencyEntry>;

export const isBoardEntry = (entry: OutboxEntry): entry is BoardEntry => BOARD_TAP_KINDS.includes(entry.kind);

export function statusEntry(
  key: string,
  user: string,
  order: KitchenOrder,
  action: KitchenAction,
  rejectReason?: string,
): StatusEntry {
  const update: KitchenOrderStatusUpdate = {
    order_id: order.id,
    status: action.to,
    ...(action.needsReason ? { reject_reason: (rejectReason ?? '').trim() } : {}),
  };
  return { key, user, kind: KITCHEN_STATUS, payload: { order, action: action.id, update }, queuedAt: Date.now() };
}

/** An item bumped ready (`prepared`) or back to not ready. */
export function itemEntry(
  key: string,
  user: string,
  order: KitchenOrder,
  itemId: number,
  prepared: boolean,
): ItemEntry {
  return {
    key,
    user,
    kind: KITCHEN_ITEM,
    payload: { order, action: prepared ? 'bump' : 'unbump', update: { order_item_id: itemId, prepared } },
    queuedAt: Date.now(),
  };
}

/** The order marked urgent, or not any more. */
export function urgencyEntry(key: string, user: string, order: KitchenOrder, urgent: boolean): UrgencyEntry {
  return {
    key,
    user,
    kind: KITCHEN_URGENCY,
    payload: { order, action: urgent ? 'urgent' : 'not_urgent', update: { order_id: order.id, urgent } },
    queuedAt: Date.now(),
  };
}

/** The order a tap concerns. */
export const tapOrderId = (entry: BoardEntry): number => entry.payload.order.id;

/** The order with one tap applied, as the server will record it. */
export function applyTap(order: KitchenOrder, entry: BoardEntry): KitchenOrder {
  const at = new Date(entry.queuedAt);
  switch (entry.kind) {
    case KITCHEN_STATUS: {
      const { status, reject_reason } = entry.payload.update;
      return { ...order, ...transitionPatch(status, { rejectReason: reject_reason, now: at }) };
    }
    case KITCHEN_ITEM: {
      const { order_item_id, prepared } = entry.payload.update;
      return withItemPrepared(order, order_item_id, prepared, at.toISOString());
    }
    case KITCHEN_URGENCY:
      return { ...order, urgent: entry.payload.update.urgent };
  }
}

/** The orders with the taps still waiting applied on top, in the order they were made. */
export function withQueued(
  orders: readonly KitchenOrder[] | undefined,
  entries: readonly BoardEntry[],
): readonly KitchenOrder[] | undefined {
  if (!orders || !entries.length) return orders;
  return orders.map((order) => {
    const mine = entries.filter((e) => tapOrderId(e) === order.id);
    return mine.length ? mine.reduce(applyTap, order) : order;
  });
}

/**
 * The orders the board no longer lists but a tap of the cook's still concerns: waiting to be sent (a tab
 * reopened after the office cancelled the order: the tap still shows, until it is sent), or refused and not
 * dismissed yet (the office cancelled an open order: it left the Open board). Shown from the tap's copy of
 * the order, with the tap on top while it waits, in the status the order is in when it was refused.
 */
export function offListOrders(
  orders: readonly KitchenOrder[] | undefined,
  waiting: readonly BoardEntry[],
  reports: readonly BoardReport[],
): KitchenOrder[] {
  const listed = new Set((orders ?? []).map((o) => o.id));
  const shown = new Map<number, KitchenOrder>();
  for (const report of reports) {
    const { order } = report.payload;
    if (listed.has(order.id)) continue;
    const status = report.detail.now?.status;
    shown.set(
      order.id,
      status ? { ...order, status, ...(status === 'cancelled' ? {} : { reject_reason: null }) } : order,
    );
  }
  for (const entry of waiting) {
    const { order } = entry.payload;
    if (listed.has(order.id) || shown.has(order.id)) continue;
    shown.set(order.id, withQueued([order], waiting)![0]);
  }
  return [...shown.values()];
}
