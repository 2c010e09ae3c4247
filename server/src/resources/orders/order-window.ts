/**
 * When an outlet takes an order (issue 32): its cut-off (orders for a day close at `order_cutoff` on the day
 * before, in the outlet's zone), its opening hours and holidays, and its lead time. Pure: times in, answers out.
 */
import { DateTime } from 'luxon';

export interface OutletTiming {
  order_cutoff: string | null;
  lead_time_minutes: number | null;
  opening_hours_from: string | null;
  opening_hours_to: string | null;
  /** JSON array of weekday indexes, 0 = Sunday. */
  holidays: string | null;
  time_zone: string | null;
}

const DEFAULT_ZONE = 'Asia/Beirut';

export const zoneOf = (outlet: OutletTiming): string => outlet.time_zone || DEFAULT_ZONE;

const hm = (text: string): [number, number] => {
  const [h, m] = text.split(':').map(Number);
  return [h, m];
};

/** The instant orders due at `dueIso` closed (or close): the outlet's cut-off time on the day before, in its zone. */
export function cutoffInstant(dueIso: string, outlet: OutletTiming): DateTime | null {
  if (!outlet.order_cutoff) return null;
  const zone = zoneOf(outlet);
  const due = DateTime.fromISO(dueIso, { zone });
  if (!due.isValid) return null;
  const dayBefore = due.startOf('day').minus({ days: 1 });
  const [hour, minute] = hm(outlet.order_cutoff);
  // A time the clocks skip (a daylight-saving change at midnight) is read forward, as the clocks show it.
  return DateTime.fromObject(
    { year: dayBefore.year, month: dayBefore.month, day: dayBefore.day, hour, minute },
    { zone },
  );
}

/** True when orders due at `dueIso` have closed at `nowMs`. */
export function cutoffPassed(dueIso: string, outlet: OutletTiming, nowMs: number): boolean {
  const closes = cutoffInstant(dueIso, outlet);
  return !!closes && nowMs >= closes.toMillis();
}

function holidaysOf(outlet: OutletTiming): number[] {
  try {
    const list: unknown = JSON.parse(outlet.holidays ?? '[]');
    return Array.isArray(list) ? list.map(Number) : [];
  } catch {
    return [];
  }
}

/** True when the outlet is closed at `dueIso`: a holiday (weekday in its zone) or outside its opening hours. */
export function outletClosedAt(dueIso: string, outlet: OutletTiming): boolean {
  const due = DateTime.fromISO(dueIso, { zone: zoneOf(outlet) });
  if (!due.isValid) return false;
  if (holidaysOf(outlet).includes(due.weekday % 7)) return true;
  const { opening_hours_from: from, opening_hours_to: to } = outlet;
  if (!from || !to) return false;
  const minutes = due.hour * 60 + due.minute;
  const [open, close] = [from, to].map((t) => hm(t)[0] * 60 + hm(t)[1]);
  // Hours past midnight (18:00–02:00) wrap around.
  return open <= close ? minutes < open || minutes > close : minutes < open && minutes > close;
}

/** True when an order due at `dueIso`, placed at `nowMs`, comes sooner than the outlet's lead time. */
export function leadTimeNotMet(dueIso: string, outlet: OutletTiming, nowMs: number): boolean {
  if (outlet.lead_time_minutes == null) return false;
  const due = Date.parse(dueIso);
  return Number.isFinite(due) && due - nowMs < outlet.lead_time_minutes * 60_000;
}

/** `closed_at` as the outlet's clock shows it, for messages: `Sun 29 Mar 2026, 18:00 (Asia/Beirut)`. */
export function wallClock(at: DateTime): string {
  return `${at.toFormat('ccc d LLL yyyy, HH:mm', { locale: 'en' })} (${at.zoneName})`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The outlet's holidays as English weekday names, for messages. */
export const weekdayNames = (outlet: OutletTiming): string[] => holidaysOf(outlet).map((d) => WEEKDAYS[d] ?? String(d));
