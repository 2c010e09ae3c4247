import { useCallback, useEffect, useRef, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { errorMessage } from '../../api/errors';
import { zoneForOrder } from '../../lib/zones';
import { useClockValue } from './clock';
import { cardTime, carriedOverLabel, formatDue, orderNumber } from './format';
import { actionsFor, isOpen, type KitchenAction } from './transitions';
import { dueState, type DueKind, type Urgency } from './urgency';

/** Runs an action on the order as its card shows it (a queued tap keeps that copy). */
export type RunAction = (order: KitchenOrder, action: KitchenAction, rejectReason?: string) => Promise<void>;

interface OrderCardInput {
  order: KitchenOrder;
  zone: string;
  today: string;
  canEdit: boolean;
  onAction: RunAction;
}

/**
 * An order card's controller: what the card shows (number, when to start it and how urgent that is, due
 * and card times) and its actions,
 * one at a time, with the error of the last one; Reject asks for a reason first.
 */
export function useOrderCard({ order, zone, today, canEdit, onAction }: OrderCardInput) {
  const [busy, setBusy] = useState<KitchenAction['id'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
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
  const actions = canEdit ? actionsFor(order.status) : [];
  // The order's times read as everywhere else: in its outlet's zone, the board's zone without one.
  const timeZone = zoneForOrder(order, null, { kitchen_time_zone: zone });

  const run = async (action: KitchenAction, reason?: string) => {
    keepFocus.current = true;
    setBusy(action.id);
    setError(null);
    try {
      await onAction(order, action, reason);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

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
    busy,
    error,
    dismissError: () => setError(null),
    rejecting,
    choose: (action: KitchenAction) => (action.needsReason ? setRejecting(true) : void run(action)),
    cancelReject: () => setRejecting(false),
    reject: (reason: string) => {
      setRejecting(false);
      const rejectAction = actions.find((a) => a.needsReason);
      if (rejectAction) void run(rejectAction, reason);
    },
  };
}
