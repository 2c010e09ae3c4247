import { allReady, leavesStationBoard, readyCount, withItemPrepared } from '../../../src/features/kitchen/readiness';
import { cardActions } from '../../../src/features/kitchen/transitions';
import { makeItem, makeKitchenOrder } from './orderFixtures';

const AT = '2026-11-24T10:00:00.000Z';

describe('ready counts', () => {
  it('count order lines bumped ready, of all lines: "3 of 5 ready"', () => {
    const items = [1, 2, 3, 4, 5].map((id) => makeItem(id, { prepared_at: id <= 3 ? AT : null, quantity: id }));
    expect(readyCount(items)).toEqual({ ready: 3, total: 5 });
    expect(allReady(items)).toBe(false);
    expect(allReady(items.map((i) => ({ ...i, prepared_at: AT })))).toBe(true);
    expect(readyCount([])).toEqual({ ready: 0, total: 0 });
  });

  it('a bump sets the item ready at its time, keeps an earlier time, and an un-bump clears it', () => {
    const order = makeKitchenOrder(1, { status: 'processing', items: [makeItem(1), makeItem(2, { prepared_at: AT })] });
    const later = '2026-11-24T10:05:00.000Z';
    const bumped = withItemPrepared(order, 1, true, later);
    expect(bumped.items.map((i) => i.prepared_at)).toEqual([later, AT]);
    expect(withItemPrepared(order, 2, true, later).items[1].prepared_at).toBe(AT);
    expect(withItemPrepared(order, 2, false, later).items[1].prepared_at).toBeNull();
    expect(withItemPrepared(order, 99, true, later)).toBe(order); // not this order's item
  });

  it("a station's card leaves its board once its items there are all ready; a pending order always shows", () => {
    const ready = [makeItem(1, { prepared_at: AT }), makeItem(2, { prepared_at: AT })];
    expect(leavesStationBoard({ status: 'processing', items: ready })).toBe(true);
    expect(leavesStationBoard({ status: 'processing', items: [ready[0], makeItem(3)] })).toBe(false);
    expect(leavesStationBoard({ status: 'pending', items: ready })).toBe(false);
  });
});

describe("a card's buttons by board", () => {
  const ids = (actions: ReturnType<typeof cardActions>) => actions.map((a) => (a.anyway ? `${a.id}!` : a.id));

  it("expo offers Complete once every item is ready, and 'Complete anyway' (asking first) before", () => {
    expect(ids(cardActions('processing', 'expo', true))).toEqual(['complete']);
    expect(ids(cardActions('processing', 'expo', false))).toEqual(['complete!']);
    expect(cardActions('processing', 'expo', false)[0].to).toBe('ready_for_pickup');
    expect(ids(cardActions('ready_for_pickup', 'expo', false))).toEqual(['on_the_way', 'deliver']);
  });

  it('a station accepts or rejects orders but leaves moving them on to expo', () => {
    expect(ids(cardActions('pending', 'station', false))).toEqual(['accept', 'reject']);
    expect(ids(cardActions('processing', 'station', true))).toEqual([]);
    expect(ids(cardActions('ready_for_pickup', 'station', true))).toEqual([]);
  });

  it('a kitchen without stations completes as before, whatever was bumped', () => {
    expect(ids(cardActions('processing', 'single', false))).toEqual(['complete']);
  });
});
