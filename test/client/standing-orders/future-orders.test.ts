import {
  ordersChangedBy,
  type OutletTiming,
  type StandingLike,
} from '../../../src/features/standing-orders/futureOrders';

// Which orders still to come a change rewrites or cancels, as the server's syncFutureOrders decides. Beirut is
// UTC+2 in December; the orders are due at 12:30 there (10:30 UTC) on Tuesday, Wednesday and Thursday.
const ZONE = 'Asia/Beirut';
const MONDAY_10AM = Date.parse('2026-11-30T08:00:00Z');
const MONDAY_7PM = Date.parse('2026-11-30T17:00:00Z');

const standing: StandingLike = {
  name: 'Team lunch',
  outlet: { id: 5 },
  organization: { id: 2 },
  employee: null,
  type: 'pick_up',
  payment_method: 'cash',
  weekdays: [1, 2, 3, 4, 5],
  time: '12:30',
  starts_on: '2026-11-01',
  ends_on: null,
  paused: false,
  items: [{ product: 7, quantity: 3 }],
};

const placed = ['2026-12-01', '2026-12-02', '2026-12-03'].map((day, i) => ({
  id: 10 + i,
  date: `${day}T10:30:00.000Z`,
  outlet: { id: 5, time_zone: ZONE },
}));

const outlets = (own: Partial<OutletTiming> = {}, other: Partial<OutletTiming> = {}) =>
  new Map<number, OutletTiming>([
    [5, { id: 5, time_zone: ZONE, holidays: [0], order_cutoff: null, ...own }],
    [6, { id: 6, time_zone: ZONE, holidays: [3], order_cutoff: null, ...other }],
  ]);

const fates = (changes: Record<string, unknown>, now = MONDAY_10AM, timing = outlets()) =>
  ordersChangedBy(standing, changes, placed, timing, now).map((o) => [o.id, o.fate]);

test('pausing cancels every order to come', () => {
  expect(fates({ paused: true })).toEqual([
    [10, 'cancelled'],
    [11, 'cancelled'],
    [12, 'cancelled'],
  ]);
});

test('dropping a weekday cancels that day only; the others are left as they are', () => {
  expect(fates({ weekdays: [1, 2, 4, 5] })).toEqual([[11, 'cancelled']]);
});

test('ending earlier cancels the days after the end; starting later those before the start', () => {
  expect(fates({ ends_on: '2026-12-02' })).toEqual([[12, 'cancelled']]);
  expect(fates({ starts_on: '2026-12-02' })).toEqual([[10, 'cancelled']]);
});

test('a new time, new items or another payment method rewrites every order to come', () => {
  const all = [
    [10, 'changed'],
    [11, 'changed'],
    [12, 'changed'],
  ];
  expect(fates({ time: '13:00' })).toEqual(all);
  expect(fates({ items: [{ product: 7, quantity: 4 }] })).toEqual(all);
  expect(fates({ payment_method: 'card' })).toEqual(all);
});

test('a change that leaves the orders as they are (a weekday added, the same value) touches none', () => {
  expect(fates({ weekdays: [1, 2, 3, 4, 5, 6] })).toEqual([]);
  expect(fates({ time: '12:30', organization: 2 })).toEqual([]);
});

test("an order whose day closed at its outlet's cut-off keeps its place, unless its day is dropped", () => {
  // Cut-off 18:00 the day before: on Monday at 19:00 in Beirut, Tuesday's orders are closed.
  const closing = outlets({ order_cutoff: '18:00' });
  expect(fates({ time: '13:00' }, MONDAY_7PM, closing)).toEqual([
    [11, 'changed'],
    [12, 'changed'],
  ]);
  expect(fates({ weekdays: [1, 3, 4, 5] }, MONDAY_7PM, closing)).toEqual([[10, 'cancelled']]);
  // At 10:00 the day is still open: it changes too.
  expect(fates({ time: '13:00' }, MONDAY_10AM, closing)).toHaveLength(3);
});

test('another outlet: its holidays cancel those days, the others move there', () => {
  expect(fates({ outlet: 6 })).toEqual([
    [10, 'changed'],
    [11, 'cancelled'],
    [12, 'changed'],
  ]);
});
