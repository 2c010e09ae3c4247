import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { getNetworkStatus, useNetworkStatus } from '../../lib/network';
import { appOutbox, newIdempotencyKey, useOutbox } from '../../lib/offline';
import { sendTap } from './api';
import {
  isBoardEntry,
  itemEntry,
  offListOrders,
  statusEntry,
  tapOrderId,
  urgencyEntry,
  withQueued,
  type BoardEntry,
  type BoardReport,
} from './queue';
import { boardSenders, isRetryable } from './tapSender';
import type { KitchenAction } from './transitions';

/** After a send the server did not answer (or answered "later"), the queue is tried again this much later. */
export const RETRY_MS = 5_000;

const useUserLogin = () => useAppSelector((state) => state.session.user_login ?? null);

/**
 * Sends a board tap made now. Online, it is sent at once (the cards update before the answer, as the
 * mutation's optimistic update does); a refusal rejects with the RTK Query error. Offline, or while older taps
 * still wait, or when the request got no answer, it joins the queue instead: the card shows it at once as
 * waiting to send, and the queue sends it when the network is back.
 */
function useSendTap() {
  const dispatch = useAppDispatch();
  const user = useUserLogin();
  const send = useCallback(
    async (entry: BoardEntry) => {
      const outbox = appOutbox();
      await outbox.load();
      const older = outbox.getState().entries.some((e) => e.user === user);
      if (user && (!getNetworkStatus().online || older)) return outbox.enqueue(entry);
      const result = await sendTap(dispatch, entry);
      if (!result.error) return;
      if (user && isRetryable(result.error as FetchBaseQueryError)) return outbox.enqueue(entry);
      throw result.error;
    },
    [dispatch, user],
  );
  return { send, user: user ?? '' };
}

/** Runs a card's status action (Accept, Complete…, a recall), each with a new `Idempotency-Key`. */
export function useOrderAction() {
  const { send, user } = useSendTap();
  return useCallback(
    (order: KitchenOrder, action: KitchenAction, rejectReason?: string) =>
      send(statusEntry(newIdempotencyKey(), user, order, action, rejectReason)),
    [send, user],
  );
}

/** Marks one item of the order ready (`prepared`) or not, as its station's cook tapped it. */
export function useItemBump() {
  const { send, user } = useSendTap();
  return useCallback(
    (order: KitchenOrder, itemId: number, prepared: boolean) =>
      send(itemEntry(newIdempotencyKey(), user, order, itemId, prepared)),
    [send, user],
  );
}

/** Marks the order urgent, or not any more. */
export function useUrgency() {
  const { send, user } = useSendTap();
  return useCallback(
    (order: KitchenOrder, urgent: boolean) => send(urgencyEntry(newIdempotencyKey(), user, order, urgent)),
    [send, user],
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
    void outbox.flush(user, boardSenders(dispatch)).then((outcome) => {
      const left = outbox.getState().entries.some((e) => e.user === user);
      // 'done' with taps left: they were queued after the flush last read the queue, so they are tried at once
      // (0 ms: a timer as the retry's, which the cleanup cancels); 'stopped' (no answer) waits RETRY_MS.
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
    () => entries.filter((e): e is BoardEntry => e.user === user && isBoardEntry(e)),
    [entries, user],
  );
  const refused = useMemo(
    () => reports.filter((r): r is BoardReport => r.user === user && isBoardEntry(r)),
    [reports, user],
  );
  return useMemo(() => {
    const shown = withQueued(orders, waiting);
    const waitingIds = new Set(waiting.map(tapOrderId));
    const refusals = new Map(refused.map((r) => [tapOrderId(r), r]));
    return { orders: shown, waitingIds, refusals, offList: offListOrders(shown, waiting, refused) };
  }, [orders, waiting, refused]);
}

/** Forgets a refused tap's report (the card's Dismiss). */
export const dismissRefusal = (key: string) => appOutbox().dismiss(key);
