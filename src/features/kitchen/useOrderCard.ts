import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { zoneForOrder } from '../../lib/zones';
import { useClockValue } from './clock';
import { cardTime, carriedOverLabel, formatDue, orderNumber } from './format';
import type { OrderCardProps } from './OrderCard.types';
import { allReady } from './readiness';
import { cardActions, isOpen, type CardAction, type KitchenAction } from './transitions';
import { dueState, type DueKind, type Urgency } from './urgency';

/** What the card's controller reads of its props. */
type OrderCardInput = Pick<
  OrderCardProps,
  'order' | 'zone' | 'today' | 'canEdit' | 'mode' | 'onAction' | 'onBump' | 'onUrgency'
>;

/** What the card is doing: a status action, an item's bump (by item id), or the urgent mark. */
type Busy = KitchenAction['id'] | `item-${number}` | 'urgency';

/**
 * An order card's controller: what the card shows (number, when to start it and how urgent that is, due
 * and card times) and its actions (status, item bumps, the urgent mark), one at a time, with the error of
 * the last one; Reject asks for a reason first, and "Complete anyway" for a confirmation.
 */
export function useOrderCard({
  order,
  zone,
  today,
  canEdit,
  mode = 'single',
  onAction,
  onBump,
  onUrgency,
}: OrderCardInput) {
  const [busy, setBusy] = useState<Busy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState<CardAction | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  // An action replaces the card's buttons (Accept gives way to the next step): a keyboard user who acted
  // from the card stays on it, on its next action, instead of being dropped to the page.
  const keepFocus = useRef(false);
  useEffect(() => {
    const card = cardRef.current;
    if (!keepFocus.current || !card) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      if (!card.contains(active)) keepFocus.current = false;
      return;
    }
    (card.querySelector<HTMLElement>('[data-card-action]') ?? card).focus({ preventScroll: true });
  });

  const open = isOpen(order.status);
  // One string per tick ("kind|text"), so the card re-renders only when its words change.
  const dueLine = useClockValue(
    useCallback(
      (now: number) => {
        const state = open ? dueState(order.fire_at, order.date, now) : null;
        return state ? `${state.kind}|${state.urgency}|${state.text}` : '';
      },
      [open, order.fire_at, order.date],
    ),
  );
  const [kind, urgency, text] = dueLine ? dueLine.split('|') : [];
  const start = kind ? { kind: kind as DueKind, urgency: urgency as Urgency, text } : null;
  const itemsReady = allReady(order.items);
  const actions = canEdit ? cardActions(order.status, mode, itemsReady) : [];
  // Items are marked ready while the order is being prepared (the server refuses it otherwise).
  const bumpable = canEdit && !!onBump && order.status === 'processing';
  // The order's times read as everywhere else: in its outlet's zone, the board's zone without one.
  const timeZone = zoneForOrder(order, null, { kitchen_time_zone: zone });

  const attempt = async (what: Busy, send: () => Promise<void>, keep = true) => {
    keepFocus.current = keep;
    setBusy(what);
    setError(null);
    try {
      await send();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const run = (action: KitchenAction, reason?: string) => attempt(action.id, () => onAction(order, action, reason));
  // "Complete anyway" asks only while an item is not ready. When the last one turns ready meanwhile (a bump
  // still on its way when the cook tapped), there is nothing left to ask: the order completes as asked.
  const runLatest = useRef(run);
  runLatest.current = run;
  useEffect(() => {
    if (!confirming || !itemsReady) return;
    setConfirming(null);
    void runLatest.current(confirming);
  }, [confirming, itemsReady]);

  return {
    cardRef,
    open,
    /** How soon to start an open order ("Start in 35 min"), or null (closed, or no due time). */
    start,
    urgency: (start?.urgency ?? 'normal') as Urgency,
    number: orderNumber(order.order_number),
    /** The zone the order's times read in (its ticket's too). */
    timeZone,
    time: cardTime(order, timeZone),
    due: formatDue(order.date, timeZone, today),
    /** "Carried over from Thu 26/11" for an open order due on an earlier day, else ''. */
    carriedOver: carriedOverLabel(order, timeZone, today),
    actions,
    /** Whether every item is ready (expo completes outright only then). */
    itemsReady,
    /** Items can be tapped ready or not. */
    bumpable,
    /** The urgent mark can be set or cleared (open orders). */
    canMarkUrgent: canEdit && !!onUrgency && open,
    busy,
    error,
    dismissError: () => setError(null),
    rejecting,
    choose: (action: CardAction) =>
      action.needsReason ? setRejecting(true) : action.anyway ? setConfirming(action) : void run(action),
    /** The action waiting for its confirmation ("Complete anyway"), or null. */
    confirming,
    cancelConfirm: () => setConfirming(null),
    confirm: () => {
      const action = confirming;
      setConfirming(null);
      if (action) void run(action);
    },
    /** An item tapped: ready, or back to not ready. Focus stays on the item (not the card's next step). */
    bump: (itemId: number, prepared: boolean) =>
      onBump ? void attempt(`item-${itemId}`, () => onBump(order, itemId, prepared), false) : undefined,
    toggleUrgent: () => (onUrgency ? void attempt('urgency', () => onUrgency(order, !order.urgent)) : undefined),
    cancelReject: () => setRejecting(false),
    reject: (reason: string) => {
      setRejecting(false);
      const rejectAction = actions.find((a) => a.needsReason);
      if (rejectAction) void run(rejectAction, reason);
    },
  };
}
