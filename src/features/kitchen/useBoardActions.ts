import { useCallback } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import type { RunAction, RunBump, RunUrgency } from './OrderCard';
import { isReady } from './readiness';
import { RECALL } from './transitions';
import { useItemBump, useOrderAction, useUrgency } from './useOrderAction';

/**
 * What the board's cards do: move an order, bump an item, mark urgent, recall. Each action on a card also
 * dismisses its New Order and change notes (`dismissNew`, `dismissChanges`).
 */
export function useBoardActions(
  chosenStation: number | null,
  dismissNew: (orderId: number) => void,
  dismissChanges: (orderId: number) => void,
) {
  const run = useOrderAction();
  const bump = useItemBump();
  const markUrgent = useUrgency();
  /** The cook acted on the card: its New Order and change notes have been read. */
  const read = useCallback(
    (orderId: number) => {
      dismissNew(orderId);
      dismissChanges(orderId);
    },
    [dismissNew, dismissChanges],
  );
  const onAction = useCallback<RunAction>(
    async (order, action, reason) => {
      await run(order, action, reason);
      read(order.id);
    },
    [run, read],
  );
  const onBump = useCallback<RunBump>(
    async (order, itemId, prepared) => {
      await bump(order, itemId, prepared);
      read(order.id);
    },
    [bump, read],
  );
  const onUrgency = useCallback<RunUrgency>(
    async (order, urgent) => {
      await markUrgent(order, urgent);
      read(order.id);
    },
    [markUrgent, read],
  );

  /** A station un-bumps the order's items there (its card comes back); expo moves it back to processing. */
  const recallOrder = useCallback(
    async (order: KitchenOrder) => {
      if (chosenStation === null) return run(order, RECALL);
      for (const item of order.items.filter(isReady)) await bump(order, item.id, false);
    },
    [chosenStation, run, bump],
  );
  return { onAction, onBump, onUrgency, recallOrder };
}
