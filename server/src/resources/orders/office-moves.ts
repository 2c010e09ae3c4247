import { HttpError } from '../../http/operation';

/**
 * The status moves the office may make through `orders/update` (and bulk update): forward along the
 * kitchen's steps (skipping some, as a phone order taken already delivered does), one step back before
 * delivery to correct a tap (an accept undone, a recall, a driver back with the order), cancelling until it
 * is delivered, and a cancelled order put back to pending. A delivered order is the record of what was
 * served, and what invoices are made from: its status never changes again.
 */
export const OFFICE_MOVES: Readonly<Record<string, readonly string[]>> = {
  pending: ['processing', 'ready_for_pickup', 'on_the_way', 'delivered', 'cancelled'],
  processing: ['pending', 'ready_for_pickup', 'on_the_way', 'delivered', 'cancelled'],
  ready_for_pickup: ['processing', 'on_the_way', 'delivered', 'cancelled'],
  on_the_way: ['ready_for_pickup', 'delivered', 'cancelled'],
  delivered: [],
  cancelled: ['pending'],
};

/** Refuses (409 invalid_transition) a status move the office may not make; staying put is no move. */
export function checkOfficeMove(from: string, to: string): void {
  if (from === to || OFFICE_MOVES[from]?.includes(to)) return;
  const allowed = OFFICE_MOVES[from] ?? [];
  const words = (s: string) => s.replace(/_/g, ' ');
  throw new HttpError(
    409,
    'invalid_transition',
    allowed.length
      ? `An order that is ${words(from)} can go to ${allowed.map(words).join(', ')}, not ${words(to)}.`
      : `An order that is ${words(from)} can no longer change status.`,
  );
}
