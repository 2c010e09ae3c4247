/** Where a move takes the board's selection among `count` cards laid out in `columns` columns. */
export type SelectionMove = 'previous' | 'next' | 'up' | 'down';

/**
 * The index of the card selected after `move` from `current` (null: nothing selected yet, and the first card
 * is selected). Previous and next follow the reading order; up and down keep the column, and down from a
 * row above a shorter last row lands on its last card. The ends hold: nothing wraps around.
 */
export function movedSelection(
  current: number | null,
  count: number,
  columns: number,
  move: SelectionMove,
): number | null {
  if (count <= 0) return null;
  if (current === null) return 0;
  const at = Math.min(Math.max(current, 0), count - 1);
  const cols = Math.max(1, Math.floor(columns));
  switch (move) {
    case 'previous':
      return Math.max(0, at - 1);
    case 'next':
      return Math.min(count - 1, at + 1);
    case 'up':
      return at - cols >= 0 ? at - cols : at;
    case 'down':
      return Math.floor(at / cols) < Math.floor((count - 1) / cols) ? Math.min(at + cols, count - 1) : at;
  }
}

/** Marks a card's element with its order id: the keys find cards by it, and focus entering one selects it. */
export const ORDER_ID_ATTR = 'data-order-id';
/** Marks the action button the primary key (Enter) presses on a card. */
export const PRIMARY_ACTION_ATTR = 'data-primary-action';

/** The card of an order on the board, if shown. */
export const cardElement = (id: number) => document.querySelector<HTMLElement>(`[${ORDER_ID_ATTR}="${id}"]`);
