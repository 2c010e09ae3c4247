/**
 * The board's Recall list: the last orders finished here, newest first, so a cook who bumped too soon (or
 * expo, who completed too soon) can bring one back. Pure: the list's question and the recall window.
 *
 * - A station lists the orders whose items there are all ready while the order is still being prepared
 *   (`station_done=true`); recalling one un-bumps its items there, which puts its card back on the board.
 *   Once expo has completed the order, recalling it is expo's.
 * - Expo lists the completed orders (`ready_for_pickup`) by the time they were completed; recalling one moves
 *   it back to processing, which the server allows within KITCHEN_RECALL_MINUTES of its completion.
 */
import type { KitchenOrder, ListKitchenOrdersApiArg } from '../../api/generated/kitchen';

/** How many orders the list holds. */
export const RECALL_LIST_SIZE = 20;

/** The server's window for recalling a completed order (the contract's KITCHEN_RECALL_MINUTES). */
export const KITCHEN_RECALL_MINUTES = 15;

/** The list's question: a station's finished orders, or expo's completed ones; of the board's outlets. */
export function recallQuery(station: number | null, outlet?: string): ListKitchenOrdersApiArg {
  const where = outlet ? { outlet } : {};
  const page = { perPage: RECALL_LIST_SIZE, page: 1 };
  if (station !== null)
    return {
      station,
      stationDone: true,
      statusIn: 'processing',
      orderBy: 'station_done_at',
      order: 'DESC',
      ...page,
      ...where,
    };
  return { statusIn: 'ready_for_pickup', orderBy: 'ready_at', order: 'DESC', ...page, ...where };
}

/** When the order was finished here: the station's last bump, or expo's completion. */
export function finishedAt(order: KitchenOrder, station: number | null): string | null {
  return (station !== null ? order.station_done_at : order.ready_at) ?? null;
}

export interface RecallWindow {
  /** Whole minutes since it was finished (0 for less than a minute); null when the time is unknown. */
  minutes: number | null;
  /** Whether a recall is still allowed: a station's always is; expo's within the window. */
  open: boolean;
}

/**
 * How long ago the order was finished and whether it may still be recalled at `now`. The server decides
 * (its clock, its answer is shown); this only tells the cook beforehand.
 */
export function recallWindow(order: KitchenOrder, station: number | null, now: number): RecallWindow {
  const at = Date.parse(finishedAt(order, station) ?? '');
  const minutes = Number.isNaN(at) ? null : Math.max(0, Math.floor((now - at) / 60_000));
  if (station !== null) return { minutes, open: true };
  return { minutes, open: minutes === null || now - at <= KITCHEN_RECALL_MINUTES * 60_000 };
}
