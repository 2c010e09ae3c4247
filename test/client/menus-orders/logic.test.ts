import { itemTotals, orderNumber, orderTotals, toCents } from '../../../src/features/orders/totals';
import { currentWeek, daysInRange, toggleSelected } from '../../../src/features/menus/week';

describe('order totals (same arithmetic as the server)', () => {
  it('subtotal = unit price × quantity; total less the percent, half away from zero at the cent', () => {
    expect(itemTotals(10, 3, 12.5)).toEqual({ subtotal: 30, total: 26.25 });
    expect(itemTotals(0.1, 3, 0)).toEqual({ subtotal: 0.3, total: 0.3 });
    expect(itemTotals(1.005, 1, 0)).toEqual({ subtotal: 1.01, total: 1.01 });
    // 333 cents × 50% = 166.5 → 167
    expect(itemTotals(3.33, 1, 50)).toEqual({ subtotal: 3.33, total: 1.67 });
    expect(itemTotals(19.99, 7, 33)).toEqual({ subtotal: 139.93, total: 93.75 });
    expect(itemTotals(5, 2, 100)).toEqual({ subtotal: 10, total: 0 });
  });

  it('order subtotal sums item totals; total takes the discount amount off, never below zero', () => {
    expect(orderTotals([26.25, 0.3], 1.5)).toEqual({ subtotal: 26.55, total: 25.05 });
    expect(orderTotals([1], 5)).toEqual({ subtotal: 1, total: 0 });
    expect(orderTotals([], 0)).toEqual({ subtotal: 0, total: 0 });
  });

  it('cents and order numbers', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
    expect(orderNumber(42)).toBe('#00042');
    expect(orderNumber(123456)).toBe('#123456');
  });
});

describe('menu generation range', () => {
  it('is Monday to Sunday of the current week in the outlet time zone', () => {
    // Sunday 2026-11-22 23:30 UTC is already Monday 2026-11-23 in Beirut (UTC+2).
    const t = Date.UTC(2026, 10, 22, 23, 30);
    expect(currentWeek(t, 'UTC')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(currentWeek(t, 'Asia/Beirut')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // A Monday is its own week's start.
    expect(currentWeek(Date.UTC(2026, 10, 16, 12), 'UTC')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // An unknown zone falls back to the browser's.
    expect(daysInRange(currentWeek(t, 'Not/AZone').from, currentWeek(t, 'Not/AZone').to)).toBe(7);
  });

  it('counts days inclusively', () => {
    expect(daysInRange('2026-11-16', '2026-11-22')).toBe(7);
    expect(daysInRange('2026-11-16', '2026-11-16')).toBe(1);
    expect(daysInRange('2026-11-17', '2026-11-16')).toBe(0);
    expect(daysInRange('', '2026-11-16')).toBe(0);
  });

  it('selection adds, removes and stops at the limit', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    expect(toggleSelected([], a, true)).toEqual([a]);
    expect(toggleSelected([a], a, true)).toEqual([a]);
    expect(toggleSelected([a, b], a, false)).toEqual([b]);
    expect(toggleSelected([a], b, true, 1)).toEqual([a]);
  });
});
