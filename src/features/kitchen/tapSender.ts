/**
 * Sending the board's queued taps, each with its `Idempotency-Key`, and what the server's refusal means for
 * the card: a conflict (409: the office cancelled the order, another screen completed it) says what happened
 * to the order meanwhile, from its history; any other refusal gives the server's reason.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCode } from '../../api/errors';
import { dataApi } from '../../api/generated/data';
import type { OrderStatus } from '../../api/generated/kitchen';
import type { Send, SendOutcome, Senders } from '../../lib/offline';
import { sendTap, type Dispatch } from './api';
import { BOARD_TAP_KINDS, type BoardEntry, type TapRefusal } from './queue';

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
async function lastStatusChange(dispatch: Dispatch, orderId: number): Promise<TapRefusal['now']> {
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

/** Sends one queued tap; a refusal says what happened to the order meanwhile. */
export function tapSender(dispatch: Dispatch): Send {
  return async (queued): Promise<SendOutcome<TapRefusal>> => {
    const entry = queued as BoardEntry;
    const result = await sendTap(dispatch, entry);
    if (!result.error) return { result: 'sent' };
    const error = result.error as FetchBaseQueryError;
    if (isRetryable(error)) return { result: 'retry' };
    const status = error.status as number;
    // A recall too late is refused for the time, not for a change: the server's words say so.
    const changed = status === 409 && errorCode(error) !== 'recall_window_passed';
    const refusal: TapRefusal = {
      kind: changed ? 'changed' : 'refused',
      error: { status, data: 'data' in error ? error.data : undefined },
    };
    // The boards refetch on their own (a tap invalidates them, refused or not).
    if (refusal.kind === 'changed')
      refusal.now = await lastStatusChange(dispatch, entry.payload.order.id).catch(() => undefined);
    return { result: 'refused', detail: refusal };
  };
}

/** The outbox's senders for every kind of board tap. */
export function boardSenders(dispatch: Dispatch): Senders {
  const send = tapSender(dispatch);
  return Object.fromEntries(BOARD_TAP_KINDS.map((kind) => [kind, send]));
}
