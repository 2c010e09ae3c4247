import { useCallback, useEffect, useRef, useState } from 'react';
import type { Direction } from '../../i18n/languages';
import { controlOwnsKey, keysBlockedAt } from './keyFocus';
import { actionOf, cardIndexOf, keyName, type BoardAction, type KeyMap } from './keymap';
import { cardElement, movedSelection, ORDER_ID_ATTR, PRIMARY_ACTION_ATTR, type SelectionMove } from './selection';

const MOVES: Partial<Record<BoardAction, SelectionMove>> = {
  previous: 'previous',
  next: 'next',
  up: 'up',
  down: 'down',
};

/** How many cards share the first card's row: the grid's columns as drawn. */
function columnsOf(ids: readonly number[]): number {
  const tops = ids.map((id) => cardElement(id)?.getBoundingClientRect().top);
  const first = tops[0];
  if (first === undefined) return 1;
  const inRow = tops.filter((top) => top !== undefined && Math.abs(top - first) < 1).length;
  return Math.max(1, inRow);
}

function focusCard(id: number) {
  const card = cardElement(id);
  if (!card) return;
  card.focus({ preventScroll: true });
  card.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

export interface BoardKeysInput {
  /** The cards' order ids in reading order, as the grid shows them (cards leaving the view left out). */
  orderIds: readonly number[];
  keyMap: KeyMap;
  dir: Direction;
  /** `?`: show the key map. */
  onHelp: () => void;
  /** `R`: open the Recall list (until the board has one, the key does nothing). */
  onRecallKey?: () => void;
}

/**
 * The board driven from a keyboard or a bump bar (keys listened to on the whole page, so they work with
 * nothing focused, as a bump bar's are pressed). A selection moves between the cards in reading order
 * (arrows mirrored in right to left, digits 1–9 pick the nth card); Enter presses the selected card's
 * primary action button, so it takes the very path of a tap (busy state, refusals, the offline queue).
 *
 * The selected card has the focus and is the one card in the Tab order (a roving tabindex): a screen reader
 * announces it by its number as it moves, and Tab goes on into its items and buttons. Focus entering a
 * card (Tab, a click) selects it. When the selected card leaves the board (completed), the card now in its
 * place is selected. The selection shows once a board key has been used.
 */
export function useBoardKeys({ orderIds, keyMap, dir, onHelp, onRecallKey }: BoardKeysInput) {
  const [selected, setSelected] = useState<number | null>(null);
  const [shown, setShown] = useState(false);
  const lastIndex = useRef(0);
  const focusPending = useRef(false);
  const latest = useRef({ orderIds, keyMap, dir, onHelp, onRecallKey, selected, shown });
  latest.current = { orderIds, keyMap, dir, onHelp, onRecallKey, selected, shown };

  const select = useCallback((id: number, focus: boolean) => {
    setSelected(id);
    setShown(true);
    if (focus) {
      focusPending.current = true;
      // Already selected: no render follows, so focus it now.
      if (latest.current.selected === id) {
        focusPending.current = false;
        focusCard(id);
      }
    }
  }, []);

  // The selected card gone or leaving (completed, moved to another page): the card now in its place takes
  // over, and the focus with it if the focus was on the card (or went with it).
  useEffect(() => {
    if (selected === null) return;
    const index = orderIds.indexOf(selected);
    if (index >= 0) {
      lastIndex.current = index;
      return;
    }
    const next = orderIds.length ? orderIds[Math.min(lastIndex.current, orderIds.length - 1)] : null;
    const active = document.activeElement;
    const left = !active || active === document.body || !!cardElement(selected)?.contains(active);
    if (next !== null && left) focusPending.current = true;
    setSelected(next);
  }, [orderIds, selected]);

  useEffect(() => {
    if (!focusPending.current || selected === null) return;
    focusPending.current = false;
    focusCard(selected);
  }, [selected]);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const card = event.target instanceof Element ? event.target.closest(`[${ORDER_ID_ATTR}]`) : null;
      const id = Number(card?.getAttribute(ORDER_ID_ATTR));
      if (card && Number.isInteger(id) && latest.current.orderIds.includes(id)) setSelected(id);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (keysBlockedAt(target)) return;
      const { orderIds: ids, keyMap: map, dir: direction, shown: visible, selected: current } = latest.current;
      const name = keyName(event);
      const action = actionOf(map, name, direction);
      if (!action || !name || controlOwnsKey(target, name)) return;

      const move = MOVES[action];
      const nth = cardIndexOf(action);
      if (move) {
        // From the card focus last entered (Tab, a click), shown or not.
        const at = current === null ? -1 : ids.indexOf(current);
        const to = movedSelection(at < 0 ? null : at, ids.length, columnsOf(ids), move);
        if (to !== null) select(ids[to], true);
      } else if (nth !== null) {
        if (nth < ids.length) select(ids[nth], true);
      } else if (action === 'primary') {
        if (event.repeat) return event.preventDefault();
        if (!visible || current === null || !ids.includes(current)) {
          // Nothing shown selected (a click's selection is not): the first press shows a selection (the
          // card focus last entered, else the first), the next one acts on it.
          const start = current !== null && ids.includes(current) ? current : ids[0];
          if (start !== undefined) select(start, true);
        } else pressPrimary(current);
      } else if (action === 'help') {
        latest.current.onHelp();
      } else if (action === 'recall') {
        if (!latest.current.onRecallKey) return;
        latest.current.onRecallKey();
      }
      event.preventDefault();
    };
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [select]);

  const focusSelection = useCallback(() => {
    const { selected: current } = latest.current;
    if (current !== null) focusCard(current);
  }, []);

  return {
    /** Puts the focus back on the selected card (after a dialog opened by a key closes). */
    focusSelection,
    /** The card shown selected, once the keys are in use. */
    selectedId: shown ? selected : null,
    /** The card in the Tab order (the selected one, or the last one focus entered). */
    tabStopId: selected,
  };
}

/** Presses the card's primary action button, as a tap would; a busy (aria-disabled) button ignores it. */
function pressPrimary(id: number) {
  const button = cardElement(id)?.querySelector<HTMLElement>(`[${PRIMARY_ACTION_ATTR}]`);
  if (button && button.getAttribute('aria-disabled') !== 'true') button.click();
}
