/**
 * The kitchen's timing figures from each order's recorded times. Pure: the orders come in with their times
 * read from the status history (timing-repository.ts), so every rule here is tested without a database.
 */
import type { Schemas } from '../../http/contract-types';

export type TimingFigures = Schemas['TimingFigures'];
export type TimingSpread = Schemas['TimingSpread'];

/** One order due on the day that has been ready, with its times as ISO-8601 UTC text. */
export interface TimedOrder {
  id: number;
  outletId: number | null;
  /** The due time (`orders.date`). */
  due: string;
  /** The first change to processing; null when never accepted on the board. */
  accepted: string | null;
  /** The last change to ready_for_pickup (after a recall, the final completion). */
  ready: string;
  /** The change to delivered; null while not delivered. */
  delivered: string | null;
}

/**
 * The value at `percent` of `sorted` (ascending, not empty) by the nearest-rank method: the ⌈percent·n/100⌉-th
 * smallest. Integer arithmetic, so 90 % of 70 is rank 63 exactly (0.9 × 70 in floating point is a hair over).
 */
export function nearestRank(sorted: readonly number[], percent: number): number {
  const rank = Math.max(1, Math.ceil((percent * sorted.length) / 100));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** Minutes to one decimal. */
export const oneDecimal = (minutes: number): number => Math.round(minutes * 10) / 10;

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** Median and 90th percentile of the minutes (rounded after the rank is taken); null when there are none. */
export function spread(minutes: readonly number[]): TimingSpread | null {
  if (!minutes.length) return null;
  const sorted = [...minutes].sort((a, b) => a - b);
  return {
    orders: sorted.length,
    median: oneDecimal(nearestRank(sorted, 50)),
    p90: oneDecimal(nearestRank(sorted, 90)),
  };
}

/**
 * The figures of a set of orders: accept → ready over the orders with both times (a ready recorded before
 * the accept, a hand-made history, is left out), ready → delivered over the delivered ones, and the share
 * ready by their due time over all of them.
 */
export function timingFigures(orders: readonly TimedOrder[]): TimingFigures {
  const acceptToReady: number[] = [];
  const readyToDelivered: number[] = [];
  let readyByDue = 0;
  for (const o of orders) {
    if (o.accepted !== null) {
      const minutes = minutesBetween(o.accepted, o.ready);
      if (minutes >= 0) acceptToReady.push(minutes);
    }
    if (o.delivered !== null) {
      const minutes = minutesBetween(o.ready, o.delivered);
      if (minutes >= 0) readyToDelivered.push(minutes);
    }
    if (Date.parse(o.ready) <= Date.parse(o.due)) readyByDue++;
  }
  return {
    orders: orders.length,
    accept_to_ready: spread(acceptToReady),
    ready_to_delivered: spread(readyToDelivered),
    ready_by_due_share: orders.length ? readyByDue / orders.length : null,
  };
}
