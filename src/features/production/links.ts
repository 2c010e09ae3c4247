/**
 * Links from a figure of the production sheet to the orders list showing the orders that make it: the
 * sheet's instants and statuses, plus the figure's product, outlet, organization and due hour.
 */
import { DateTime } from 'luxon';
import { writeListState, type ActiveFilter } from '../../components/resource';

export interface OrdersScope {
  /** The sheet's range: ISO instants with offsets, start included, end excluded. */
  start: string;
  end: string;
  statuses: readonly string[];
  product?: number | null;
  outlet?: number | null;
  organization?: number;
  /** A due hour ("12:00") in `zone`: narrows a one-day sheet to that hour. */
  hour?: string;
  zone?: string;
}

/** The [start, end) of a due hour on the sheet's day, or the sheet's range when it covers several days. */
export function hourRange(scope: OrdersScope): [string, string] {
  if (!scope.hour || !scope.zone) return [scope.start, scope.end];
  const start = DateTime.fromISO(scope.start, { setZone: true }).setZone(scope.zone);
  const end = DateTime.fromISO(scope.end, { setZone: true }).setZone(scope.zone);
  if (end.diff(start, 'hours').hours > 25) return [scope.start, scope.end];
  const [h] = scope.hour.split(':').map(Number);
  const from = start.set({ hour: h, minute: 0, second: 0, millisecond: 0 });
  const iso = (d: DateTime) => d.toISO({ suppressMilliseconds: true })!;
  return [iso(from), iso(from.plus({ hours: 1 }))];
}

/** `/orders?…` filtered to the scope (the orders list keeps its filters in the URL). */
export function ordersHref(scope: OrdersScope): string {
  const filters: ActiveFilter[] = [
    { field: 'date', operator: 'in', value: hourRange(scope) },
    { field: 'status', operator: 'in', value: [...scope.statuses] },
  ];
  if (scope.product) filters.push({ field: 'product', operator: 'in', value: [String(scope.product)] });
  if (scope.outlet) filters.push({ field: 'outlet', operator: 'in', value: [String(scope.outlet)] });
  if (scope.organization) filters.push({ field: 'organization', operator: 'in', value: [String(scope.organization)] });
  const state = { current: 1, pageSize: 50, sorters: [{ field: 'date', order: 'asc' as const }], filters };
  return `/orders?${writeListState(state).toString()}`;
}
