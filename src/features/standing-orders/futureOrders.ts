/**
 * Which of a standing order's orders still to come a change would rewrite or cancel, decided as the server's
 * `syncFutureOrders` does (server/src/resources/standing-orders/placing.ts), so the drawer can ask first:
 * - an order on a day the standing order no longer orders on (paused, ended, started later, weekday dropped, the
 *   new outlet's holiday) is cancelled, whatever its cut-off;
 * - any other is rewritten (name, outlet, who, type, payment, due time, items) unless its day has closed at its
 *   outlet's cut-off: the kitchen plans on it as it is. A rewrite that changes nothing is no change.
 * Pure: the orders (pending, due after now), the outlets they and the change name, and now, in; the orders out.
 */
import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE, isKnownZone } from '../../lib/zones';

/** What the rule reads of an outlet: its zone, its weekdays off and its cut-off. */
export interface OutletTiming {
  id: number;
  time_zone?: string | null;
  holidays?: number[] | null;
  order_cutoff?: string | null;
}

/** A pending order still to come that the standing order placed. */
export interface PlacedOrder {
  id: number;
  /** ISO-8601 UTC */
  date: string;
  outlet: { id: number; time_zone?: string | null } | null;
}

/** The standing order as the drawer holds it (the contract's StandingOrder: relations embedded). */
export interface StandingLike {
  name: string;
  outlet: { id: number };
  organization: { id: number } | null;
  employee: { id: number } | null;
  type?: string | null;
  payment_method?: string | null;
  weekdays: number[];
  time: string;
  starts_on: string;
  ends_on: string | null;
  paused: boolean;
  items: unknown[];
}

export type Fate = 'cancelled' | 'changed';

export interface AffectedOrder {
  id: number;
  date: string;
  /** The zone its date reads in (its outlet's). */
  zone: string;
  fate: Fate;
}

const zoneOf = (zone: string | null | undefined) => (isKnownZone(zone) ? zone : DEFAULT_TIME_ZONE);
const idOf = (ref: { id: number } | number | null | undefined) =>
  ref == null ? null : typeof ref === 'number' ? ref : ref.id;

/** The standing order's fields in the words of a write (`outlet: 3`), with the change on top. */
function asWritten(standing: StandingLike, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const current: Record<string, unknown> = {
    ...standing,
    outlet: idOf(standing.outlet),
    organization: idOf(standing.organization),
    employee: idOf(standing.employee),
  };
  return { ...current, ...changes };
}

/** The fields an order copies from its standing order (besides its date and items). */
const ORDER_FIELDS = ['name', 'outlet', 'organization', 'employee', 'type', 'payment_method'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

interface Schedule {
  weekdays: number[];
  time: string;
  startsOn: string;
  endsOn: string | null;
  paused: boolean;
  holidays: number[];
  zone: string;
}

/** Whether it orders for `day` (YYYY-MM-DD): one of its weekdays, not a holiday, within its dates, not paused. */
function ordersOn(s: Schedule, day: string): boolean {
  if (s.paused || day < s.startsOn || (s.endsOn !== null && day > s.endsOn)) return false;
  const weekday = DateTime.fromISO(day, { zone: s.zone }).weekday % 7;
  return s.weekdays.includes(weekday) && !s.holidays.includes(weekday);
}

/** When the order of `day` is due (ms): `time` on that day in the outlet's zone. */
const dueAt = (s: Schedule, day: string) => DateTime.fromISO(`${day}T${s.time}`, { zone: s.zone }).toMillis();

/** Whether orders due at `dueIso` closed at `now`: the outlet's cut-off time on the day before, in its zone. */
function cutoffPassed(dueIso: string, outlet: OutletTiming | undefined, now: number): boolean {
  if (!outlet?.order_cutoff) return false;
  const zone = zoneOf(outlet.time_zone);
  const dayBefore = DateTime.fromISO(dueIso, { zone }).startOf('day').minus({ days: 1 });
  const [hour, minute] = outlet.order_cutoff.split(':').map(Number);
  const closes = DateTime.fromObject(
    { year: dayBefore.year, month: dayBefore.month, day: dayBefore.day, hour, minute },
    { zone },
  );
  return now >= closes.toMillis();
}

/**
 * The orders `changes` would cancel or rewrite, in date order. `outlets` holds the outlets of the orders and
 * the one the change leaves it at (a missing one: no holidays, no cut-off, the default zone).
 */
export function ordersChangedBy(
  standing: StandingLike,
  changes: Record<string, unknown>,
  placed: readonly PlacedOrder[],
  outlets: ReadonlyMap<number, OutletTiming>,
  now: number,
): AffectedOrder[] {
  const before = asWritten(standing);
  const after = asWritten(standing, changes);
  const outlet = outlets.get(Number(after.outlet));
  const schedule: Schedule = {
    weekdays: (after.weekdays as number[]) ?? [],
    time: String(after.time),
    startsOn: String(after.starts_on),
    endsOn: (after.ends_on as string | null) || null,
    paused: after.paused === true,
    holidays: outlet?.holidays ?? [],
    zone: zoneOf(outlet?.time_zone),
  };
  const rewritten = ORDER_FIELDS.some((f) => !same(before[f], after[f])) || !same(before.items, after.items);
  const affected: AffectedOrder[] = [];
  for (const order of [...placed].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))) {
    const placedAt = order.outlet ? outlets.get(order.outlet.id) : undefined;
    const zone = zoneOf(order.outlet?.time_zone ?? placedAt?.time_zone);
    const day = DateTime.fromISO(order.date, { zone }).toISODate()!;
    if (!ordersOn(schedule, day)) {
      affected.push({ id: order.id, date: order.date, zone, fate: 'cancelled' });
      continue;
    }
    if (cutoffPassed(order.date, placedAt, now)) continue;
    if (rewritten || dueAt(schedule, day) !== Date.parse(order.date))
      affected.push({ id: order.id, date: order.date, zone, fate: 'changed' });
  }
  return affected;
}

/** The fields of a standing order whose change may touch its orders still to come. */
export const ORDER_SHAPING_FIELDS: readonly string[] = [
  ...ORDER_FIELDS,
  'weekdays',
  'time',
  'starts_on',
  'ends_on',
  'paused',
  'items',
];
