/**
 * The 'New Order' rule: an order that newly appears on the board and was created within
 * the last minute is announced once. Orders already there when the board first loads are never new,
 * and an order is never announced twice.
 */

/** How recently an order must have been created to count as new. */
export const NEW_ORDER_WINDOW_MS = 60_000;

export interface SeenOrders {
  /** False until the first list has been taken in; that list only primes the memory. */
  primed: boolean;
  ids: ReadonlySet<number>;
}

export const NOTHING_SEEN: SeenOrders = { primed: false, ids: new Set() };

interface OrderLike {
  id: number;
  __date_created: string;
}

/** Created within `windowMs` before `now` (a few seconds in the future counts too: clocks differ). */
export function isRecent(createdIso: string, now: number, windowMs = NEW_ORDER_WINDOW_MS): boolean {
  const created = Date.parse(createdIso);
  if (Number.isNaN(created)) return false;
  return now - created <= windowMs && created - now <= windowMs;
}

/**
 * Takes in one list response. Returns the orders to announce and the memory after it. The memory only
 * grows, so an order that leaves and comes back (another page, a filter) is not announced again.
 */
export function takeInOrders<T extends OrderLike>(
  seen: SeenOrders,
  orders: readonly T[],
  now: number,
  windowMs = NEW_ORDER_WINDOW_MS,
): { seen: SeenOrders; fresh: T[] } {
  const unseen = orders.filter((o) => !seen.ids.has(o.id));
  if (seen.primed && unseen.length === 0) return { seen, fresh: [] };
  const ids = new Set(seen.ids);
  for (const o of unseen) ids.add(o.id);
  const fresh = seen.primed ? unseen.filter((o) => isRecent(o.__date_created, now, windowMs)) : [];
  return { seen: { primed: true, ids }, fresh };
}
