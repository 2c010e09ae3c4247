/**
 * Which orders the timing figures time, and from which ready: the whole order's (its last change to
 * ready_for_pickup) or a station's (its items all bumped). Pure: the rows come from timing-repository.ts.
 */
import { READY_STATUSES } from './repository';
import type { TimedOrder } from './timing-figures';
import type { OrderTimes, StationItem } from './timing-repository';

/** The orders that have been ready (ready, on the way or delivered, a ready recorded), timed from that ready. */
export function readyOrders(orders: readonly OrderTimes[]): TimedOrder[] {
  return orders.flatMap((o) =>
    READY_STATUSES.includes(o.status) && o.ready !== null ? [{ ...o, ready: o.ready }] : [],
  );
}

/** Each order's items by station id (null: the items that go to every station). */
export function itemsByOrder(items: readonly StationItem[]): Map<number, Map<number | null, StationItem[]>> {
  const byOrder = new Map<number, Map<number | null, StationItem[]>>();
  for (const item of items) {
    const stations = byOrder.get(item.orderId) ?? new Map<number | null, StationItem[]>();
    byOrder.set(item.orderId, stations);
    stations.set(item.stationId, [...(stations.get(item.stationId) ?? []), item]);
  }
  return byOrder;
}

/**
 * A station's part of the orders, routed as its board routes them: the items of its categories and the items
 * that go to no station. An order counts once all those items are prepared, whatever its status, timed from
 * the latest `prepared_at` (ISO-8601 UTC text, so the greatest text is the latest); an order with none of
 * them, or with one not bumped (expo completed it regardless), does not.
 */
export function stationOrders(
  orders: readonly OrderTimes[],
  items: ReadonlyMap<number, ReadonlyMap<number | null, StationItem[]>>,
  stationId: number,
): TimedOrder[] {
  return orders.flatMap((o) => {
    const own = items.get(o.id);
    const routed = [...(own?.get(stationId) ?? []), ...(own?.get(null) ?? [])];
    if (!routed.length || routed.some((i) => i.preparedAt === null)) return [];
    const ready = routed.map((i) => i.preparedAt!).reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
    return [{ ...o, ready }];
  });
}
