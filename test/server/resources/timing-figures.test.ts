import {
  nearestRank,
  spread,
  timingFigures,
  type TimedOrder,
} from '../../../server/src/resources/stats/timing-figures';
import { itemsByOrder, readyOrders, stationOrders } from '../../../server/src/resources/stats/timed-orders';
import type { OrderTimes, StationItem } from '../../../server/src/resources/stats/timing-repository';

/** The timing rules without a database: nearest rank, one decimal, which times count. */
describe('timing figures', () => {
  const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('takes the nearest rank: the ⌈p·n⌉-th smallest, a time an order really took', () => {
    expect(nearestRank(oneTo(10), 50)).toBe(5);
    expect(nearestRank(oneTo(10), 90)).toBe(9);
    expect(nearestRank(oneTo(11), 50)).toBe(6);
    expect(nearestRank(oneTo(11), 90)).toBe(10);
    // 0.9 × 70 is 63.00000000000001 in floating point: rank 63, not 64.
    expect(nearestRank(oneTo(70), 90)).toBe(63);
    expect(nearestRank([7], 50)).toBe(7);
    expect(nearestRank([7], 90)).toBe(7);
  });

  it('sorts before ranking and rounds the chosen minutes to one decimal', () => {
    expect(spread([40, 10.26, 30, 20])).toEqual({ orders: 4, median: 20, p90: 40 });
    expect(spread([12.25, 3.04])).toEqual({ orders: 2, median: 3, p90: 12.3 });
    expect(spread([])).toBeNull();
  });

  const order = (o: Partial<TimedOrder>): TimedOrder => ({
    id: 1,
    outletId: null,
    due: '2026-11-25T12:00:00.000Z',
    accepted: '2026-11-25T11:00:00.000Z',
    ready: '2026-11-25T11:30:00.000Z',
    delivered: null,
    ...o,
  });

  it('times accept → ready, ready → delivered and ready by due over the orders that have each', () => {
    const figures = timingFigures([
      order({ delivered: '2026-11-25T11:45:00.000Z' }),
      // Never accepted on the board: in the share only.
      order({ accepted: null, ready: '2026-11-25T12:00:00.000Z' }),
      // Ready a minute late, not delivered.
      order({ ready: '2026-11-25T12:01:00.000Z' }),
      // A ready recorded before the accept (a history made by hand) is no time.
      order({ accepted: '2026-11-25T11:40:00.000Z' }),
    ]);
    expect(figures).toEqual({
      orders: 4,
      accept_to_ready: { orders: 2, median: 30, p90: 61 },
      ready_to_delivered: { orders: 1, median: 15, p90: 15 },
      ready_by_due_share: 0.75,
    });
  });

  it('has no figures without orders', () => {
    expect(timingFigures([])).toEqual({
      orders: 0,
      accept_to_ready: null,
      ready_to_delivered: null,
      ready_by_due_share: null,
    });
  });
});

describe("a station's part of the orders", () => {
  const times = (id: number, status = 'ready_for_pickup'): OrderTimes => ({
    id,
    outletId: null,
    status,
    due: '2026-11-25T12:00:00.000Z',
    accepted: '2026-11-25T11:00:00.000Z',
    ready: '2026-11-25T11:40:00.000Z',
    delivered: null,
  });
  const item = (orderId: number, stationId: number | null, preparedAt: string | null): StationItem => ({
    orderId,
    stationId,
    preparedAt,
  });
  const at = (clock: string) => `2026-11-25T${clock}:00.000Z`;

  it('is timed from the latest bump of its own items and the items that go to every station', () => {
    const items = itemsByOrder([
      item(1, 7, at('11:20')),
      item(1, null, at('11:30')),
      item(1, 8, at('11:35')),
      // Order 2: only items of no station, so every station's.
      item(2, null, at('11:10')),
      // Order 3: station 7's item not bumped (expo completed it regardless).
      item(3, 7, null),
      item(3, 8, at('11:15')),
    ]);
    const orders = [times(1), times(2), times(3), times(4)];
    expect(stationOrders(orders, items, 7).map((o) => [o.id, o.ready])).toEqual([
      [1, at('11:30')],
      [2, at('11:10')],
    ]);
    expect(stationOrders(orders, items, 8).map((o) => [o.id, o.ready])).toEqual([
      [1, at('11:35')],
      [2, at('11:10')],
      [3, at('11:15')],
    ]);
    // An order with none of the station's items nor shared ones is not the station's.
    expect(stationOrders([times(3)], items, 9)).toEqual([]);
  });

  it('counts an order still being prepared once its station is done; the whole order only once ready', () => {
    const items = itemsByOrder([item(5, 7, at('11:25'))]);
    const processing = { ...times(5, 'processing'), ready: null };
    expect(stationOrders([processing], items, 7)).toHaveLength(1);
    expect(readyOrders([processing])).toEqual([]);
    // Ready by hand without a recorded change: the whole order has no ready time.
    expect(readyOrders([{ ...times(6), ready: null }])).toEqual([]);
    expect(readyOrders([times(6)]).map((o) => o.ready)).toEqual([at('11:40')]);
  });
});
