/**
 * The kitchen's timing of a day: the orders due that day, each outlet's day counted in the outlet's own time
 * zone (the kitchen's zone when it has none or one the runtime does not know), the orders of no outlet on the
 * kitchen's day. Figures overall, per outlet (GET /stats/day) and for a set of outlets (GET /kitchen/timing).
 */
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';
import type { Schemas } from '../../http/contract-types';
import { findOutletNames } from '../kitchen/repository';
import { timingFigures, type TimedOrder, type TimingFigures } from './timing-figures';
import { findTimedOrders } from './timing-repository';

type Outlet = Schemas['OutletRef'];

const isKnownZone = (zone: string | null | undefined): zone is string =>
  !!zone && DateTime.local().setZone(zone).isValid;

/** [start, end) of the day `date` (YYYY-MM-DD) in `zone`, as UTC instants. */
function dayIn(date: string, zone: string) {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  return { start: start.toMillis(), end: start.plus({ days: 1 }).toMillis() };
}

/**
 * The timed orders due on `date` at `outlets` (and, when `withoutOutlet`, the orders of no outlet), each
 * kept when its due time falls on that day in its outlet's zone. One query over the span of those days.
 */
async function ordersOfDay(
  db: Kysely<Database>,
  date: string,
  kitchenZone: string,
  outlets: readonly Outlet[],
  withoutOutlet: boolean,
): Promise<TimedOrder[]> {
  const days = new Map<number | null, { start: number; end: number }>();
  for (const o of outlets) days.set(o.id, dayIn(date, isKnownZone(o.time_zone) ? o.time_zone : kitchenZone));
  if (withoutOutlet) days.set(null, dayIn(date, kitchenZone));
  if (!days.size) return [];
  const spans = [...days.values()];
  const start = new Date(Math.min(...spans.map((d) => d.start))).toISOString();
  const end = new Date(Math.max(...spans.map((d) => d.end))).toISOString();
  const rows = await findTimedOrders(db, start, end, withoutOutlet ? undefined : outlets.map((o) => o.id));
  return rows.filter((order) => {
    const day = days.get(order.outletId);
    const due = Date.parse(order.due);
    return !!day && due >= day.start && due < day.end;
  });
}

/** `timing` of GET /stats/day: every order of the day, and each outlet with orders timed, by outlet name. */
export async function dayTiming(
  db: Kysely<Database>,
  date: string,
  kitchenZone: string,
): Promise<Schemas['DayTiming']> {
  const outlets = await findOutletNames(db);
  const orders = await ordersOfDay(db, date, kitchenZone, outlets, true);
  return {
    overall: timingFigures(orders),
    outlets: outlets.flatMap((outlet) => {
      const own = orders.filter((o) => o.outletId === outlet.id);
      return own.length ? [{ outlet, ...timingFigures(own) }] : [];
    }),
  };
}

/**
 * GET /kitchen/timing: the figures of the orders due on `date` at the outlets `outletIds` (every order of the
 * day when none is given), naming the outlet when exactly one is asked for. An unknown id has no orders.
 */
export async function outletsTiming(
  db: Kysely<Database>,
  date: string,
  kitchenZone: string,
  outletIds: readonly number[],
): Promise<TimingFigures> {
  const all = await findOutletNames(db);
  const outlets = outletIds.length ? all.filter((o) => outletIds.includes(o.id)) : all;
  const orders = await ordersOfDay(db, date, kitchenZone, outlets, !outletIds.length);
  const figures = timingFigures(orders);
  return outletIds.length === 1 && outlets.length === 1 ? { outlet: outlets[0], ...figures } : figures;
}
