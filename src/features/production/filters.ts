/**
 * The production sheet's filters, kept in the address bar (`?from=…&to=…&outlet=…&organization=…&status=…`),
 * and the list call they make. Pure. Without from/to the sheet covers today in the kitchen's zone (the
 * server's default); without status, the open statuses.
 */
import { DateTime } from 'luxon';
import type { ListProductionApiArg, OrderStatus } from '../../api/generated/orders';

export const OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];
const ALL_STATUSES: readonly OrderStatus[] = [
  'pending',
  'processing',
  'ready_for_pickup',
  'on_the_way',
  'delivered',
  'cancelled',
];

export interface ProductionFilters {
  /** Kitchen-zone days, both included; absent: today. */
  from?: string;
  to?: string;
  outlet?: number;
  organization?: number;
  statuses: OrderStatus[];
}

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && DateTime.fromISO(v).isValid;
const toId = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined);

export function filtersFromSearch(params: URLSearchParams): ProductionFilters {
  const from = params.get('from');
  const to = params.get('to');
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((s): s is OrderStatus => (ALL_STATUSES as readonly string[]).includes(s));
  const filters: ProductionFilters = { statuses: statuses.length ? statuses : [...OPEN_STATUSES] };
  if (isDate(from)) {
    filters.from = from;
    filters.to = isDate(to) && to >= from ? to : from;
  }
  const outlet = toId(params.get('outlet'));
  const organization = toId(params.get('organization'));
  if (outlet) filters.outlet = outlet;
  if (organization) filters.organization = organization;
  return filters;
}

const sameStatuses = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s) => b.includes(s));

/** The address-bar form; defaults are left out so the plain path means today's open orders. */
export function searchFromFilters(filters: ProductionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.outlet) params.set('outlet', String(filters.outlet));
  if (filters.organization) params.set('organization', String(filters.organization));
  if (!sameStatuses(filters.statuses, OPEN_STATUSES)) params.set('status', filters.statuses.join(','));
  return params;
}

/** The `GET /production` arguments: plain dates are the kitchen's days. */
export function productionArgs(filters: ProductionFilters): ListProductionApiArg {
  return {
    ...(filters.from ? { dateBetween: `${filters.from},${filters.to ?? filters.from}` } : {}),
    ...(filters.outlet ? { outlet: String(filters.outlet) } : {}),
    ...(filters.organization ? { organization: String(filters.organization) } : {}),
    statusIn: filters.statuses.join(','),
  };
}

/** The export's filters: the sheet's arguments by their wire names. */
export function exportFilters(filters: ProductionFilters): Record<string, string> {
  const args = productionArgs(filters);
  return {
    ...(args.dateBetween ? { date_between: args.dateBetween } : {}),
    ...(args.outlet ? { outlet: args.outlet } : {}),
    ...(args.organization ? { organization: args.organization } : {}),
    status_in: args.statusIn ?? '',
  };
}
