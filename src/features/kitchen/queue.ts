/**
 * The board's taps as queued actions: what one carries, how it is sent, and what the server's refusal
 * means for the card. A tap made offline (or while older taps still wait) goes into the app's outbox and
 * shows on its card at once; the outbox sends it when the network is back.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCode } from '../../api/errors';
import { dataApi } from '../../api/generated/data';
import type { KitchenOrder, KitchenOrderStatusUpdate, OrderStatus } from '../../api/generated/kitchen';
import type { OutboxEntry, OutboxReport, Send, SendOutcome } from '../../lib/offline';
import { sendStatusUpdate, type Dispatch } from './api';
import { transitionPatch, type KitchenAction, type KitchenActionId } from './transitions';

/** The outbox kind of a board status change. */
export const KITCHEN_STATUS = 'kitchen-status';

export interface StatusPayload {
  /** The order as its card showed it when the cook tapped (the card keeps showing it if it leaves the list). */
  order: KitchenOrder;
  action: KitchenActionId;
  update: KitchenOrderStatusUpdate;
}

/** Why a queued tap was not applied. */
export interface StatusRefusal {
  /** `changed`: the order changed meanwhile (409); `refused`: any other refusal (its error says why). */
  kind: 'changed' | 'refused';
  error: { status: number; data?: unknown };
  /** The order's last status change, when the history tells it. */
  now?: { status: OrderStatus; by: string | null; at: string };
}

export type StatusEntry = OutboxEntry<StatusPayload>;
export type StatusReport = OutboxReport<StatusPayload, StatusRefusal>;

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

/**
 * No answer at all (the network), or one that says "later" (a 5xx, 401, 408, 429, or the same key still being
 * processed after a reload mid-send): the action stays queued and is sent again with its key.
 */
export function isRetryable(error: FetchBaseQueryError): boolean {
  const { status } = error;
  if (typeof status !== 'number') return true;
  if (status === 409 && errorCode(error) === 'idempotency_key_in_progress') return true;
  return status >= 500 || status === 401 || status === 408 || status === 429;
}

/** The order's last status change, from its history (the kitchen may read an order's history). */
async function lastStatusChange(dispatch: Dispatch, orderId: number): Promise<StatusRefusal['now']> {
  const request = dispatch(
    dataApi.endpoints.listHistory.initiate(
      { resource: 'orders', recordId: String(orderId), field: 'status', perPage: 1 },
      { subscribe: false, forceRefetch: true },
    ),
  );
  const { data } = await request;
  const last = data?.data?.results?.[0];
  if (!last?.new_value) return undefined;
  return { status: last.new_value as OrderStatus, by: last.made_by ?? last.user?.full_name ?? null, at: last.at };
}

/** Sends one queued status change; a refusal says what happened to the order meanwhile. */
export function statusSender(dispatch: Dispatch): Send {
  return async (entry): Promise<SendOutcome<StatusRefusal>> => {
    const { payload, key } = entry as StatusEntry;
    const result = await sendStatusUpdate(dispatch, payload.update, key);
    if (!result.error) return { result: 'sent' };
    const error = result.error as FetchBaseQueryError;
    if (isRetryable(error)) return { result: 'retry' };
    const status = error.status as number;
    const refusal: StatusRefusal = {
      kind: status === 409 ? 'changed' : 'refused',
      error: { status, data: 'data' in error ? error.data : undefined },
    };
    // The boards refetch on their own (the status change invalidates them, refused or not).
    if (refusal.kind === 'changed')
      refusal.now = await lastStatusChange(dispatch, payload.order.id).catch(() => undefined);
    return { result: 'refused', detail: refusal };
  };
}

/** The orders with the taps still waiting applied on top, in the order they were made. */
export function withQueued(
  orders: readonly KitchenOrder[] | undefined,
  entries: readonly StatusEntry[],
): readonly KitchenOrder[] | undefined {
  if (!orders || !entries.length) return orders;
  return orders.map((order) => {
    const mine = entries.filter((e) => e.payload.update.order_id === order.id);
    if (!mine.length) return order;
    return mine.reduce<KitchenOrder>(
      (shown, e) => ({
        ...shown,
        ...transitionPatch(e.payload.update.status, {
          rejectReason: e.payload.update.reject_reason,
          now: new Date(e.queuedAt),
        }),
      }),
      order,
    );
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
  waiting: readonly StatusEntry[],
  reports: readonly StatusReport[],
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
