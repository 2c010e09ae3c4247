/**
 * The kitchen's timing of a day: the orders due that day, each outlet's day counted in the outlet's own time
 * zone (the kitchen's zone when it has none or one the runtime does not know), the orders of no outlet on the
 * kitchen's day. Figures overall, per outlet and per station (GET /stats/day), and for the outlets and the
 * station a board shows (GET /kitchen/timing).
 */
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';
import type { Schemas } from '../../http/contract-types';
import { NAME_ONLY, readTranslations } from '../catalogue/translations';
import { badRequest } from '../engine/errors';
import { findOutletNames } from '../kitchen/repository';
import { itemsByOrder, readyOrders, stationOrders } from './timed-orders';
import { timingFigures, type TimingFigures } from './timing-figures';
import {
  findOrderTimes,
  findStationItems,
  findStationName,
  findStationNames,
  type OrderTimes,
} from './timing-repository';

type Outlet = Schemas['OutletRef'];
type Station = Schemas['StationRef'];

const isKnownZone = (zone: string | null | undefined): zone is string =>
  !!zone && DateTime.local().setZone(zone).isValid;

/** [start, end) of the day `date` (YYYY-MM-DD) in `zone`, as UTC instants. */
function dayIn(date: string, zone: string) {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  return { start: start.toMillis(), end: start.plus({ days: 1 }).toMillis() };
}

/** The day's orders of some outlets: each outlet's day, and the span of them all to query. */
interface DaySpan {
  days: Map<number | null, { start: number; end: number }>;
  start: string;
  end: string;
  /** The outlets asked for; undefined: every order (the orders of no outlet included). */
  outletIds?: number[];
}

function daySpan(date: string, kitchenZone: string, outlets: readonly Outlet[], everyOrder: boolean): DaySpan | null {
  const days = new Map<number | null, { start: number; end: number }>();
  for (const o of outlets) days.set(o.id, dayIn(date, isKnownZone(o.time_zone) ? o.time_zone : kitchenZone));
  if (everyOrder) days.set(null, dayIn(date, kitchenZone));
  if (!days.size) return null;
  const spans = [...days.values()];
  return {
    days,
    start: new Date(Math.min(...spans.map((d) => d.start))).toISOString(),
    end: new Date(Math.max(...spans.map((d) => d.end))).toISOString(),
    outletIds: everyOrder ? undefined : outlets.map((o) => o.id),
  };
}

/** The timed orders of the span, each kept when its due time falls on its outlet's day. One query. */
async function ordersOf(db: Kysely<Database>, span: DaySpan): Promise<OrderTimes[]> {
  const rows = await findOrderTimes(db, span.start, span.end, span.outletIds);
  return rows.filter((order) => {
    const day = span.days.get(order.outletId);
    const due = Date.parse(order.due);
    return !!day && due >= day.start && due < day.end;
  });
}

const stationRef = (s: { id: number; name: string; translations: string | null }): Station => ({
  id: Number(s.id),
  name: s.name,
  translations: readTranslations(s.translations, NAME_ONLY),
});

/** `timing` of GET /stats/day: every order of the day, each outlet and each station with orders timed, by name. */
export async function dayTiming(
  db: Kysely<Database>,
  date: string,
  kitchenZone: string,
): Promise<Schemas['DayTiming']> {
  const [outlets, stations] = await Promise.all([findOutletNames(db), findStationNames(db)]);
  const span = daySpan(date, kitchenZone, outlets, true)!;
  const [orders, items] = await Promise.all([
    ordersOf(db, span),
    stations.length ? findStationItems(db, span.start, span.end) : Promise.resolve([]),
  ]);
  const ready = readyOrders(orders);
  const byOrder = itemsByOrder(items);
  return {
    overall: timingFigures(ready),
    outlets: outlets.flatMap((outlet) => {
      const own = ready.filter((o) => o.outletId === outlet.id);
      return own.length ? [{ outlet, ...timingFigures(own) }] : [];
    }),
    stations: stations.flatMap((station) => {
      const own = stationOrders(orders, byOrder, station.id);
      return own.length ? [{ station: stationRef(station), ...timingFigures(own) }] : [];
    }),
  };
}

/**
 * GET /kitchen/timing: the figures of the orders due on `date` at the outlets `outletIds` (every order of the
 * day when none is given), naming the outlet when exactly one is asked for (an unknown id has no orders);
 * with `stationId`, that station's part of them (400 naming `station` when there is no such station).
 */
export async function boardTiming(
  db: Kysely<Database>,
  date: string,
  kitchenZone: string,
  outletIds: readonly number[],
  stationId?: number,
): Promise<TimingFigures> {
  const station = stationId === undefined ? undefined : await findStationName(db, stationId);
  if (stationId !== undefined && !station)
    throw badRequest(`No station with id ${stationId}.`, { station: 'is not a station' });
  const all = await findOutletNames(db);
  const outlets = outletIds.length ? all.filter((o) => outletIds.includes(o.id)) : all;
  const span = daySpan(date, kitchenZone, outlets, !outletIds.length);
  const orders = span ? await ordersOf(db, span) : [];
  const items = span && station ? await findStationItems(db, span.start, span.end, span.outletIds) : [];
  const timed = station ? stationOrders(orders, itemsByOrder(items), Number(station.id)) : readyOrders(orders);
  return {
    ...(outletIds.length === 1 && outlets.length === 1 ? { outlet: outlets[0] } : {}),
    ...(station ? { station: stationRef({ ...station, id: Number(station.id) }) } : {}),
    ...timingFigures(timed),
  };
}
