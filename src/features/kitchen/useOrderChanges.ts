import { useCallback, useEffect, useRef, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import type { Chime } from './chime';
import { markRead, NOTHING_SHOWN, takeInShown, type OrderChange } from './orderChanges';

/** A card's change note: what changed since the cook read it, and how many times it changed (each flashes). */
export interface CardChanges {
  changes: readonly OrderChange[];
  flash: number;
}

/**
 * Watches the board's answers for orders whose content changed after their card was shown: the card
 * flashes once and says what changed, and the change chime sounds (once per answer, however many changed).
 * `scope` names the question the answers are to (the station): another station narrows the items otherwise,
 * so the memory starts afresh when it changes.
 */
export function useOrderChanges(orders: readonly KitchenOrder[] | undefined, scope: string, chime: Chime) {
  const memory = useRef(NOTHING_SHOWN);
  const memoryScope = useRef(scope);
  const [notes, setNotes] = useState<ReadonlyMap<number, CardChanges>>(() => new Map());

  useEffect(() => {
    if (memoryScope.current !== scope) {
      memoryScope.current = scope;
      memory.current = NOTHING_SHOWN;
      setNotes(new Map());
    }
    if (!orders) return;
    const { memory: next, changed } = takeInShown(memory.current, orders);
    memory.current = next;
    if (!changed.length) return;
    setNotes((current) => {
      const updated = new Map(current);
      for (const { order, changes } of changed) {
        if (changes.length) updated.set(order.id, { changes, flash: (current.get(order.id)?.flash ?? 0) + 1 });
        else updated.delete(order.id);
      }
      return updated;
    });
    if (changed.some((c) => c.changes.length)) void chime.play('change');
  }, [orders, scope, chime]);

  /** The cook read the card's note (dismissed it, or acted on the card). */
  const dismiss = useCallback((orderId: number) => {
    memory.current = markRead(memory.current, orderId);
    setNotes((current) => {
      if (!current.has(orderId)) return current;
      const updated = new Map(current);
      updated.delete(orderId);
      return updated;
    });
  }, []);

  return { notes, dismiss };
}
