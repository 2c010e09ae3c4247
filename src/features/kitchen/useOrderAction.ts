import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getNetworkStatus, useNetworkStatus } from '../../lib/network';
import { appOutbox, newIdempotencyKey, useOutbox } from '../../lib/offline';
import { sendStatusUpdate } from './api';
import {
  isRetryable,
  KITCHEN_STATUS,
  offListOrders,
  statusEntry,
  statusSender,
  withQueued,
  type StatusEntry,
  type StatusReport,
} from './queue';
import type { KitchenAction } from './transitions';

/** After a send the server did not answer (or answered "later"), the queue is tried again this much later. */
export const RETRY_MS = 5_000;

const useUserLogin = () => useAppSelector((state) => state.session.user_login ?? null);

/**
 * Runs a card action, each with a new `Idempotency-Key`. Online, it is sent at once (the card updates
 * before the answer, as the status change's optimistic update does); a refusal rejects with the RTK Query
 * error. Offline, or while older taps still wait, or when the request got no answer, it joins the queue
 * instead: the card shows it at once as waiting to send, and the queue sends it when the network is back.
 */
export function useOrderAction() {
  const dispatch = useAppDispatch();
  const user = useUserLogin();
  return useCallback(
    async (order: KitchenOrder, action: KitchenAction, rejectReason?: string) => {
      const entry = statusEntry(newIdempotencyKey(), user ?? '', order, action, rejectReason);
      const outbox = appOutbox();
      await outbox.load();
      const older = outbox.getState().entries.some((e) => e.user === user);
      if (user && (!getNetworkStatus().online || older)) return outbox.enqueue(entry);
      const result = await sendStatusUpdate(dispatch, entry.payload.update, entry.key);
      if (!result.error) return;
      if (user && isRetryable(result.error as FetchBaseQueryError)) return outbox.enqueue(entry);
      throw result.error;
    },
    [dispatch, user],
  );
}

/**
 * Sends the signed-in user's queued board taps whenever the network is up and some wait: at once when the
 * network comes back, again every RETRY_MS while the server does not answer.
 */
export function useKitchenOutbox(): void {
  const dispatch = useAppDispatch();
  const user = useUserLogin();
  const { online } = useNetworkStatus();
  const { loaded, entries } = useOutbox();
  const waiting = entries.filter((e) => e.user === user).length;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!user || !online || !loaded || !waiting) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outbox = appOutbox();
    void outbox.flush(user, { [KITCHEN_STATUS]: statusSender(dispatch) }).then((outcome) => {
      const left = outbox.getState().entries.some((e) => e.user === user);
      if (current && left) timer = setTimeout(() => setAttempt((n) => n + 1), outcome === 'done' ? 0 : RETRY_MS);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [user, online, loaded, waiting, attempt, dispatch]);
}

/** The board's view of the queue: the user's taps waiting to be sent, and those the server refused. */
export function useBoardQueue(orders: readonly KitchenOrder[] | undefined) {
  const user = useUserLogin();
  const { entries, reports } = useOutbox();
  const waiting = useMemo(
    () => entries.filter((e): e is StatusEntry => e.user === user && e.kind === KITCHEN_STATUS),
    [entries, user],
  );
  const refused = useMemo(
    () => reports.filter((r): r is StatusReport => r.user === user && r.kind === KITCHEN_STATUS),
    [reports, user],
  );
  return useMemo(() => {
    const shown = withQueued(orders, waiting);
    const waitingIds = new Set(waiting.map((e) => e.payload.update.order_id));
    const refusals = new Map(refused.map((r) => [r.payload.update.order_id, r]));
    return { orders: shown, waitingIds, refusals, offList: offListOrders(shown, waiting, refused) };
  }, [orders, waiting, refused]);
}

/** Forgets a refused tap's report (the card's Dismiss). */
export const dismissRefusal = (key: string) => appOutbox().dismiss(key);
