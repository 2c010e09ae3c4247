/**
 * The delivery manifest of one outlet and day: its delivery orders (not cancelled) due that day in the
 * outlet's zone, earliest first, with what the driver collects. Pure.
 */
import { DateTime } from 'luxon';
import type { KitchenOrder, ListKitchenOrdersApiArg } from '../../api/generated/kitchen';

/** The most orders one manifest lists (the list call's page limit). */
export const MANIFEST_LIMIT = 100;

export interface ManifestChoice {
  outlet?: number;
  /** The outlet's day, 'YYYY-MM-DD'. */
  date?: string;
}

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && DateTime.fromISO(v).isValid;
const toId = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined);

/** `?outlet=3&date=2026-11-22` → the choice; bad values are left out. */
export function manifestFromSearch(params: URLSearchParams): ManifestChoice {
  const date = params.get('date');
  const outlet = toId(params.get('outlet'));
  return { ...(outlet ? { outlet } : {}), ...(isDate(date) ? { date } : {}) };
}

export function manifestSearch(choice: ManifestChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.outlet) params.set('outlet', String(choice.outlet));
  if (choice.date) params.set('date', choice.date);
  return params;
}

/** Today in `zone`, 'YYYY-MM-DD'. */
export const todayIn = (zone: string, now: number = Date.now()) =>
  DateTime.fromMillis(now, { zone }).toFormat('yyyy-LL-dd');

/** The kitchen-orders call: the outlet's deliveries due from midnight to midnight of `date` in `zone`. */
export function manifestArgs(outlet: number, date: string, zone: string): ListKitchenOrdersApiArg {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  const end = start.plus({ days: 1 });
  return {
    outlet: String(outlet),
    type: 'delivery',
    statusNe: 'cancelled',
    dateBetween: `${start.toISO({ suppressMilliseconds: true })},${end.toISO({ suppressMilliseconds: true })}`,
    orderBy: 'date,order_number',
    order: 'ASC,ASC',
    perPage: MANIFEST_LIMIT,
  };
}

export interface ManifestTotals {
  count: number;
  total: number;
  /** What the driver collects: the cash orders' totals. */
  cash: number;
}

/** Money in cents summed, back to dollars (no float drift over many orders). */
const sum = (values: number[]) => values.reduce((cents, v) => cents + Math.round(v * 100), 0) / 100;

export function manifestTotals(orders: readonly Pick<KitchenOrder, 'total' | 'payment_method'>[]): ManifestTotals {
  return {
    count: orders.length,
    total: sum(orders.map((o) => o.total)),
    cash: sum(orders.filter((o) => o.payment_method === 'cash').map((o) => o.total)),
  };
}
