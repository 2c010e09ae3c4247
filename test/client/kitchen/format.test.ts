import {
  cardTime as cardTimeIn,
  daysLabel,
  carriedOverLabel,
  formatDue,
  labelOf,
  orderNumber,
  refreshedClock,
  statusFilterLabel,
} from '../../../src/features/kitchen/format';
import { KITCHEN_POLL_MS, pollIntervalFrom } from '../../../src/features/kitchen/pollInterval';

describe('card text', () => {
  it("shows order numbers as '#' and 5 digits", () => {
    expect(orderNumber(42)).toBe('#00042');
    expect(orderNumber(12345)).toBe('#12345');
    expect(orderNumber(123456)).toBe('#123456');
  });

  it('labels enumeration values', () => {
    expect(labelOf('ready_for_pickup')).toBe('Ready For Pickup');
    expect(labelOf('pick_up')).toBe('Pick Up');
  });

  it('time: created date, completion when delivered, nothing when cancelled (in Beirut time)', () => {
    const cardTime = (order: Parameters<typeof cardTimeIn>[0], zone: string) => cardTimeIn(order, zone, 'Asia/Beirut');
    const base = { __date_created: '2026-11-21T08:05:00.000Z', completed_at: '2026-11-21T13:40:00.000Z' };
    expect(cardTime({ ...base, status: 'pending' }, 'Asia/Beirut')).toEqual({
      label: 'Created',
      value: '21/11/2026 at 10:05 am',
    });
    expect(cardTime({ ...base, status: 'ready_for_pickup' }, 'Asia/Beirut')).toEqual({
      label: 'Created',
      value: '21/11/2026 at 10:05 am',
    });
    expect(cardTime({ ...base, status: 'delivered' }, 'Asia/Beirut')).toEqual({
      label: 'Delivered',
      value: '21/11/2026 at 03:40 pm',
    });
    expect(cardTime({ ...base, status: 'cancelled' }, 'Asia/Beirut')).toBeNull();
  });

  it('due time without the date when it is today', () => {
    expect(formatDue('2026-11-21T10:35:00.000Z', 'Asia/Beirut', '2026-11-21', 'Asia/Beirut')).toBe('12:35 pm');
    expect(formatDue('2026-11-22T06:00:00.000Z', 'Asia/Beirut', '2026-11-21', 'Asia/Beirut')).toBe('22/11 08:00 am');
    expect(formatDue(null, 'Asia/Beirut', '2026-11-21')).toBe('');
  });

  it("names the order's zone when the browser is in another one", () => {
    expect(formatDue('2026-11-21T10:35:00.000Z', 'Asia/Beirut', '2026-11-21', 'UTC')).toBe('12:35 pm (Asia/Beirut)');
    expect(
      cardTimeIn(
        { status: 'pending', __date_created: '2026-11-21T19:08:00.000Z', completed_at: null },
        'Asia/Beirut',
        'UTC',
      ),
    ).toEqual({
      label: 'Created',
      value: '21/11/2026 at 09:08 pm (Asia/Beirut)',
    });
  });
});

describe('poll interval knob', () => {
  it('only ever shortens the 60 s refresh, and never below a second', () => {
    expect(pollIntervalFrom(null)).toBe(KITCHEN_POLL_MS);
    expect(pollIntervalFrom('')).toBe(60_000);
    expect(pollIntervalFrom('2000')).toBe(2000);
    expect(pollIntervalFrom('600000')).toBe(60_000);
    expect(pollIntervalFrom('10')).toBe(1000);
    expect(pollIntervalFrom('-5')).toBe(60_000);
    expect(pollIntervalFrom('soon')).toBe(60_000);
  });
});

describe("the board's status line", () => {
  it('names the status group and the days shown', () => {
    expect(statusFilterLabel('completed')).toBe('Completed');
    expect(daysLabel('today', { from: '2026-11-24', to: '2026-11-24' }, '2026-11-24')).toBe('Today (Tue 24/11)');
    expect(daysLabel('tomorrow', { from: '2026-11-25', to: '2026-11-25' }, '2026-11-24')).toBe('Tomorrow (Wed 25/11)');
    expect(daysLabel('custom', { from: '2026-03-01', to: '2026-03-05' }, '2026-11-24')).toBe('01/03/2026 – 05/03/2026');
    expect(daysLabel('custom', { from: '2026-03-01', to: '2026-03-01' }, '2026-11-24')).toBe('01/03/2026');
    expect(daysLabel('custom', null, '2026-11-24')).toBe('Custom Date');
  });

  it("gives the refresh time in the board's zone, am/pm kept with it", () => {
    expect(refreshedClock(Date.parse('2026-11-24T12:05:09Z'), 'Asia/Beirut')).toBe('02:05:09\u00a0pm');
    expect(refreshedClock(Date.parse('2026-11-24T05:00:00Z'), 'Asia/Beirut')).toBe('07:00:00\u00a0am');
  });
});

describe('carriedOverLabel', () => {
  const zone = 'Asia/Beirut';
  it('marks an open order due on an earlier day with that day, in the order’s zone', () => {
    // 26/11 09:00 Beirut, seen on the 27th.
    const order = { status: 'pending', date: '2026-11-26T07:00:00.000Z' } as const;
    expect(carriedOverLabel(order, zone, '2026-11-27')).toBe('Carried over from Thu 26/11');
    expect(carriedOverLabel({ ...order, status: 'processing' }, zone, '2026-11-27')).toBe(
      'Carried over from Thu 26/11',
    );
    // 23:30 Beirut on the 26th is 21:30 Z: still the 26th there.
    expect(carriedOverLabel({ ...order, date: '2026-11-26T21:30:00.000Z' }, zone, '2026-11-27')).toBe(
      'Carried over from Thu 26/11',
    );
  });
  it('leaves today’s orders, closed orders and orders without a due time unmarked', () => {
    expect(carriedOverLabel({ status: 'pending', date: '2026-11-26T22:30:00.000Z' }, zone, '2026-11-27')).toBe('');
    expect(carriedOverLabel({ status: 'delivered', date: '2026-11-26T07:00:00.000Z' }, zone, '2026-11-27')).toBe('');
    expect(carriedOverLabel({ status: 'cancelled', date: '2026-11-26T07:00:00.000Z' }, zone, '2026-11-27')).toBe('');
    expect(carriedOverLabel({ status: 'pending', date: null }, zone, '2026-11-27')).toBe('');
  });
});
