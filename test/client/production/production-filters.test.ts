import { allDayTotals } from '../../../src/features/kitchen/allDay';
import type { KitchenOrder } from '../../../src/api/generated/kitchen';
import {
  exportFilters,
  filtersFromSearch,
  productionArgs,
  searchFromFilters,
} from '../../../src/features/production/filters';
import { hourRange, ordersHref } from '../../../src/features/production/links';
import { parseListState } from '../../../src/components/resource';

describe('production sheet filters', () => {
  it('default to today (no dates sent) and the open statuses, with a plain address', () => {
    const filters = filtersFromSearch(new URLSearchParams(''));
    expect(filters).toEqual({ statuses: ['pending', 'processing'] });
    expect(productionArgs(filters)).toEqual({ statusIn: 'pending,processing' });
    expect(searchFromFilters(filters).toString()).toBe('');
  });

  it('round-trip dates, outlet, organization and statuses; bad values fall back', () => {
    const search = 'from=2026-11-24&to=2026-11-25&outlet=3&organization=7&status=cancelled%2Cdelivered';
    const filters = filtersFromSearch(new URLSearchParams(search));
    expect(filters).toEqual({
      from: '2026-11-24',
      to: '2026-11-25',
      outlet: 3,
      organization: 7,
      statuses: ['cancelled', 'delivered'],
    });
    expect(searchFromFilters(filters).toString()).toBe(search);
    expect(exportFilters(filters)).toEqual({
      date_between: '2026-11-24,2026-11-25',
      outlet: '3',
      organization: '7',
      status_in: 'cancelled,delivered',
    });
    expect(filtersFromSearch(new URLSearchParams('from=2026-02-30&outlet=x&status=baking'))).toEqual({
      statuses: ['pending', 'processing'],
    });
    // A backwards range is one day.
    expect(filtersFromSearch(new URLSearchParams('from=2026-11-25&to=2026-11-24'))).toMatchObject({
      from: '2026-11-25',
      to: '2026-11-25',
    });
  });
});

describe('production figure links', () => {
  const day = {
    start: '2026-11-24T00:00:00+02:00',
    end: '2026-11-25T00:00:00+02:00',
    statuses: ['pending', 'processing'],
  };

  it('open the orders list filtered to the range, statuses, product and outlet', () => {
    const href = ordersHref({ ...day, product: 12, outlet: 4 });
    expect(href.startsWith('/orders?')).toBe(true);
    const state = parseListState(new URLSearchParams(href.split('?')[1]));
    const byField = Object.fromEntries(state.filters.map((f) => [f.field, f.value]));
    expect(byField).toEqual({
      date: [day.start, day.end],
      status: ['pending', 'processing'],
      product: ['12'],
      outlet: ['4'],
    });
  });

  it('narrow a one-day sheet to a due hour in the kitchen zone; a longer range keeps its range', () => {
    expect(hourRange({ ...day, hour: '12:00', zone: 'Asia/Beirut' })).toEqual([
      '2026-11-24T12:00:00+02:00',
      '2026-11-24T13:00:00+02:00',
    ]);
    const week = { ...day, end: '2026-12-01T00:00:00+02:00' };
    expect(hourRange({ ...week, hour: '12:00', zone: 'Asia/Beirut' })).toEqual([week.start, week.end]);
  });
});

describe('kitchen board All day totals', () => {
  const item = (
    product: { id: number; name: string },
    quantity: number,
    choices: { product_variation?: { id: number; name: string }; addons?: { id: number; name: string }[] } = {},
  ) => ({ product, quantity, name: product.name, ...choices });
  const wrap = { id: 1, name: 'Wrap' };
  const tea = { id: 2, name: 'Tea' };
  const large = { id: 9, name: 'Large' };
  const cheese = { id: 5, name: 'Cheese' };
  const chili = { id: 6, name: 'Chili' };

  it('sums the items of the orders per product, variation and addon set, largest first', () => {
    const orders = [
      { items: [item(wrap, 2), item(tea, 1), item(wrap, 1, { product_variation: large, addons: [chili, cheese] })] },
      { items: [item(wrap, 3), item(wrap, 2, { product_variation: large, addons: [cheese, chili] })] },
    ] as unknown as KitchenOrder[];
    const { lines, total } = allDayTotals(orders);
    expect(total).toBe(9);
    expect(lines.map((l) => [l.quantity, l.product, l.choices])).toEqual([
      [5, 'Wrap', ''],
      [3, 'Wrap', 'Large + Cheese + Chili'],
      [1, 'Tea', ''],
    ]);
  });

  it('is empty for no orders', () => {
    expect(allDayTotals([])).toEqual({ lines: [], total: 0 });
  });
});
