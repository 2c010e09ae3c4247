import type { MenuItem } from '../../../src/api/generated/menus';
import {
  holidaysSkippedText,
  holidaysInRange,
  shiftWeek,
  todayIn,
  weekDates,
  weekdayIndex,
} from '../../../src/features/menus/week';
import { weekRows } from '../../../src/features/menus/weekGrid';
import { outletParam } from '../../../src/features/kitchen/boardOutlets';

const item = (id: number, productId: number, name: string, date: string) =>
  ({
    id,
    name,
    date,
    product: { id: productId, name },
    category: null,
    menu: { id: 1, name: 'M' },
  }) as unknown as MenuItem;

describe('menu week grid', () => {
  it('lays a week out Monday to Sunday and moves by whole weeks', () => {
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-11-23', 2)).toBe('2026-12-07');
  });

  it("numbers weekdays as the outlets' holidays do: 0 = Sunday … 6 = Saturday", () => {
    expect(weekdayIndex('2026-11-29')).toBe(0);
    expect(weekdayIndex('2026-11-23')).toBe(1);
    expect(weekdayIndex('2026-11-28')).toBe(6);
  });

  it('makes one row per product, by name, with its item on each date', () => {
    const rows = weekRows([
      item(1, 7, 'Tabbouleh', '2026-11-23'),
      item(2, 3, 'Fattoush', '2026-11-23'),
      item(3, 7, 'Tabbouleh', '2026-11-24'),
    ]);
    expect(rows.map((r) => r.name)).toEqual(['Fattoush', 'Tabbouleh']);
    expect([...rows[1].byDate.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(rows[1].byDate.get('2026-11-24')?.id).toBe(3);
  });

  it('counts the holidays a range covers', () => {
    expect(holidaysInRange('2026-11-23', '2026-11-29', [5, 0])).toBe(2);
    expect(holidaysInRange('2026-11-23', '2026-12-06', [0])).toBe(2);
    expect(holidaysInRange('2026-11-23', '2026-11-26', [5, 0])).toBe(0);
    expect(holidaysInRange('2026-11-23', '2026-11-29', [])).toBe(0);
  });

  it("takes today in the outlet's zone, not the browser's", () => {
    // 23:30 UTC on Sunday 29/11 is already Monday 30/11 in Beirut (UTC+2).
    const late = Date.UTC(2026, 10, 29, 23, 30);
    expect(todayIn(late, 'Asia/Beirut')).toBe('2026-11-30');
    expect(todayIn(late, 'UTC')).toBe('2026-11-29');
  });

  it('tells the holidays skipped on a line of its own, only when there were any', () => {
    expect(holidaysSkippedText(0)).toBeUndefined();
    expect(holidaysSkippedText(1)).toBe('1 holiday skipped: the outlet is closed then.');
    expect(holidaysSkippedText(2)).toBe('2 holidays skipped: the outlet is closed then.');
  });
});

describe('board outlet filter', () => {
  it('asks for every outlet when none is chosen, else the chosen ids in order', () => {
    expect(outletParam([])).toBeUndefined();
    expect(outletParam([12, 3])).toBe('3,12');
  });
});
