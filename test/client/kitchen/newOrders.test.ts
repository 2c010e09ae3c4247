import { isRecent, NEW_ORDER_WINDOW_MS, NOTHING_SEEN, takeInOrders } from '../../../src/features/kitchen/newOrders';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const order = (id: number, secondsAgo: number) => ({
  id,
  __date_created: new Date(NOW - secondsAgo * 1000).toISOString(),
});

describe("the 'New Order' rule", () => {
  it('announces nothing on the first load, even orders created seconds ago', () => {
    const { seen, fresh } = takeInOrders(NOTHING_SEEN, [order(1, 5), order(2, 3600)], NOW);
    expect(fresh).toEqual([]);
    expect(seen.primed).toBe(true);
    expect([...seen.ids]).toEqual([1, 2]);
  });

  it('an empty first load still primes, so the first order after it is announced', () => {
    const first = takeInOrders(NOTHING_SEEN, [], NOW);
    expect(first.seen.primed).toBe(true);
    expect(takeInOrders(first.seen, [order(9, 10)], NOW + 1000).fresh.map((o) => o.id)).toEqual([9]);
  });

  it('announces orders not seen before and created within the last minute', () => {
    const primed = takeInOrders(NOTHING_SEEN, [order(1, 600)], NOW).seen;
    const { fresh } = takeInOrders(primed, [order(1, 600), order(2, 59), order(3, 60), order(4, 61)], NOW);
    expect(fresh.map((o) => o.id)).toEqual([2, 3]);
  });

  it('never announces an order twice, even when it leaves and comes back', () => {
    let seen = takeInOrders(NOTHING_SEEN, [order(1, 600)], NOW).seen;
    const first = takeInOrders(seen, [order(1, 600), order(2, 10)], NOW);
    expect(first.fresh.map((o) => o.id)).toEqual([2]);
    seen = first.seen;
    const again = takeInOrders(seen, [order(1, 600), order(2, 10)], NOW + 5000);
    expect(again.fresh).toEqual([]);
    expect(again.seen).toBe(seen); // nothing new: the same memory
    const gone = takeInOrders(again.seen, [order(1, 600)], NOW + 6000);
    const back = takeInOrders(gone.seen, [order(1, 600), order(2, 10)], NOW + 7000);
    expect(back.fresh).toEqual([]);
  });

  it('an old order appearing for the first time (e.g. moved back to pending) is not new', () => {
    const seen = takeInOrders(NOTHING_SEEN, [], NOW).seen;
    expect(takeInOrders(seen, [order(5, 3600)], NOW).fresh).toEqual([]);
  });

  it('tolerates a server clock slightly ahead, but not absurd or unreadable times', () => {
    expect(isRecent(new Date(NOW + 5000).toISOString(), NOW)).toBe(true);
    expect(isRecent(new Date(NOW + NEW_ORDER_WINDOW_MS + 1).toISOString(), NOW)).toBe(false);
    expect(isRecent('not a date', NOW)).toBe(false);
  });
});
