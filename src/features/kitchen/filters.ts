/**
 * The board's filters and the list query they make. Pure: the current time
 * and the outlet time zone are arguments, so every mapping can be tested around midnight.
 */
import { DateTime } from 'luxon';
import type { ListKitchenOrdersApiArg, OrderStatus } from '../../api/generated/kitchen';

export type StatusFilter = 'open' | 'completed' | 'cancelled';
export type DateFilter = 'today' | 'tomorrow' | 'custom';

/** The groups and their English labels; screens show `kitchen:filters.status.<value>` / `.date.<value>`. */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string; statuses: readonly OrderStatus[] }[] = [
  { value: 'open', label: 'Open', statuses: ['pending', 'processing'] },
  { value: 'completed', label: 'Completed', statuses: ['ready_for_pickup', 'on_the_way', 'delivered'] },
  { value: 'cancelled', label: 'Cancelled', statuses: ['cancelled'] },
];

export const DATE_FILTERS: readonly { value: DateFilter; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'custom', label: 'Custom Date' },
];

/** Orders per board page. */
export const BOARD_PAGE_SIZE = 20;
/** The outlets' default zone (first in outlet_time_zones). */
export const DEFAULT_TIME_ZONE = 'Asia/Beirut';
/**
 * Orders marked urgent come first; then the order to start first (fire time: due time less the longest
 * preparation time); then the earlier due time, and the order number breaks ties so the grid never reshuffles.
 */
export const BOARD_SORT = { orderBy: 'urgent,fire_at,date,order_number', order: 'DESC,ASC,ASC,ASC' } as const;

export interface BoardFilters {
  status: StatusFilter;
  date: DateFilter;
  /** Custom Date range, 'YYYY-MM-DD' in the outlet's zone (inclusive). */
  from?: string;
  to?: string;
  /** 1-based. */
  page: number;
}

export const DEFAULT_FILTERS: BoardFilters = { status: 'open', date: 'today', page: 1 };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string | null | undefined): value is string =>
  !!value && ISO_DATE.test(value) && DateTime.fromISO(value).isValid;

const isKnownZone = (zone: string | null | undefined): zone is string =>
  !!zone && DateTime.local().setZone(zone).isValid;

/** A usable IANA zone: the given one when the runtime knows it, else Asia/Beirut. */
export function boardZone(zone: string | null | undefined): string {
  return isKnownZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The calendar date ('YYYY-MM-DD') in `zone` at `now`, moved by `plusDays`. */
export function localDate(now: Date | number, zone: string, plusDays = 0): string {
  const at = typeof now === 'number' ? DateTime.fromMillis(now) : DateTime.fromJSDate(now);
  return at.setZone(boardZone(zone)).startOf('day').plus({ days: plusDays }).toISODate()!;
}

/**
 * The inclusive range of outlet-local calendar days a filter covers: Today and Tomorrow are one whole
 * day; Custom Date is from..to (swapped when given backwards; a missing end means one day). `null` when
 * a custom range has no valid start yet.
 */
export function dayRange(
  filters: Pick<BoardFilters, 'date' | 'from' | 'to'>,
  now: Date | number,
  zone: string,
): { from: string; to: string } | null {
  if (filters.date === 'today') {
    const d = localDate(now, zone);
    return { from: d, to: d };
  }
  if (filters.date === 'tomorrow') {
    const d = localDate(now, zone, 1);
    return { from: d, to: d };
  }
  const from = isIsoDate(filters.from) ? filters.from : isIsoDate(filters.to) ? filters.to : null;
  if (!from) return null;
  const to = isIsoDate(filters.to) ? filters.to : from;
  return from <= to ? { from, to } : { from: to, to: from };
}

export function statusesOf(status: StatusFilter): readonly OrderStatus[] {
  return (STATUS_FILTERS.find((f) => f.value === status) ?? STATUS_FILTERS[0]).statuses;
}

/**
 * The instants a range of outlet-local days covers: from the start of `from` up to (not including) the
 * start of the day after `to`, in `zone`, as ISO date-times with that zone's offset at each end. A day
 * is 23 or 25 hours across a daylight-saving change, and a day whose midnight does not exist (Beirut
 * springs forward at 00:00) starts at its first real instant.
 */
export function dayBounds(range: { from: string; to: string }, zone: string): { start: string; end: string } {
  const z = boardZone(zone);
  const start = DateTime.fromISO(range.from, { zone: z }).startOf('day');
  const end = DateTime.fromISO(range.to, { zone: z }).plus({ days: 1 }).startOf('day');
  return { start: start.toISO({ suppressMilliseconds: true })!, end: end.toISO({ suppressMilliseconds: true })! };
}

/**
 * The `GET /kitchen-orders` arguments for the filters: `status_in` from the status group,
 * `date_between=start,end` as the instants of the outlet-local days (the server takes start ≤ date <
 * end; plain dates would be UTC days, two hours off in Beirut), 20 a page, fire time first. Open · Today
 * carries over the open orders of earlier days (`carry_over`): unfinished work never leaves the board at
 * midnight, and its earlier fire time lists it first. `null` while a custom range is incomplete.
 */
export function boardQuery(filters: BoardFilters, now: Date | number, zone: string): ListKitchenOrdersApiArg | null {
  const range = dayRange(filters, now, zone);
  if (!range) return null;
  const { start, end } = dayBounds(range, zone);
  return {
    statusIn: statusesOf(filters.status).join(','),
    dateBetween: `${start},${end}`,
    ...(carriesOver(filters) ? { carryOver: true } : {}),
    perPage: BOARD_PAGE_SIZE,
    page: Math.max(1, Math.floor(filters.page) || 1),
    ...BOARD_SORT,
  };
}

/** The view that keeps earlier days' open orders: Open · Today. */
export function carriesOver(filters: Pick<BoardFilters, 'status' | 'date'>): boolean {
  return filters.status === 'open' && filters.date === 'today';
}

/** Pages for a total (at least one, so "Page 1 of 1" shows on an empty board). */
export function pageCount(total: number, pageSize = BOARD_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

const STATUS_VALUES = new Set<string>(STATUS_FILTERS.map((f) => f.value));
const DATE_VALUES = new Set<string>(DATE_FILTERS.map((f) => f.value));

/** Filters from the address bar (`?status=completed&date=custom&from=…&to=…&current=2`), defaults for the rest. */
export function filtersFromSearch(params: URLSearchParams): BoardFilters {
  const status = params.get('status') ?? '';
  const date = params.get('date') ?? '';
  const page = Number(params.get('current'));
  const filters: BoardFilters = {
    status: STATUS_VALUES.has(status) ? (status as StatusFilter) : DEFAULT_FILTERS.status,
    date: DATE_VALUES.has(date) ? (date as DateFilter) : DEFAULT_FILTERS.date,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  if (filters.date === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (isIsoDate(from)) filters.from = from;
    if (isIsoDate(to)) filters.to = to;
  }
  return filters;
}

/** Parameters of the board's address the filters do not own, kept as they are: the station (boardStation.ts). */
const KEPT_PARAMS = ['station'];

/**
 * The address-bar form of the filters; defaults are left out so the plain path means Open · Today. The
 * parameters the filters do not own are kept from `current`.
 */
export function searchFromFilters(filters: BoardFilters, current?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = current?.get(name);
    if (value) params.set(name, value);
  }
  if (filters.status !== DEFAULT_FILTERS.status) params.set('status', filters.status);
  if (filters.date !== DEFAULT_FILTERS.date) params.set('date', filters.date);
  if (filters.date === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.page > 1) params.set('current', String(filters.page));
  return params;
}
