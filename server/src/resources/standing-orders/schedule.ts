/** When a standing order is due: its days (weekdays, holidays, start and end) and each day's time, in the outlet's zone. */
import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../../settings/enumerations';

/** What the schedule of a standing order reads of it and of its outlet. */
export interface Schedule {
  /** 0 = Sunday … 6 = Saturday */
  weekdays: readonly number[];
  /** HH:mm in `zone` */
  time: string;
  /** YYYY-MM-DD */
  startsOn: string;
  endsOn: string | null;
  paused: boolean;
  /** The outlet's weekdays off (0 = Sunday … 6 = Saturday). */
  holidays: readonly number[];
  /** The outlet's IANA zone (null or unknown: the default outlet zone). */
  zone: string | null;
}

/** The zone the outlet's days are counted in. */
export function zoneOf(zone: string | null | undefined): string {
  return zone && DateTime.local().setZone(zone).isValid ? zone : DEFAULT_TIME_ZONE;
}

/** `day` (YYYY-MM-DD) in the outlet's zone as an index 0 = Sunday … 6 = Saturday. */
function weekdayOf(day: string, zone: string): number {
  return DateTime.fromISO(day, { zone }).weekday % 7;
}

/** Whether the standing order orders for `day` (YYYY-MM-DD): one of its weekdays, not a holiday, within its dates. */
export function ordersOn(s: Schedule, day: string): boolean {
  if (s.paused || day < s.startsOn || (s.endsOn !== null && day > s.endsOn)) return false;
  const weekday = weekdayOf(day, zoneOf(s.zone));
  return s.weekdays.includes(weekday) && !s.holidays.includes(weekday);
}

/**
 * When the order of `day` is due, ISO-8601 UTC: `time` on that day in the outlet's zone. A time the clocks skip
 * (the hour a daylight-saving change jumps over) moves forward by the hour skipped.
 */
export function dueAt(s: Pick<Schedule, 'time' | 'zone'>, day: string): string {
  return DateTime.fromISO(`${day}T${s.time}`, { zone: zoneOf(s.zone) })
    .toUTC()
    .toISO()!;
}

/** The outlet's day (YYYY-MM-DD) that holds the instant `at` (ms). */
export function dayAt(at: number, zone: string | null): string {
  return DateTime.fromMillis(at, { zone: zoneOf(zone) }).toISODate()!;
}

/** The day `n` days after `day` (calendar days, YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).plus({ days: n }).toISODate()!;
}

/**
 * The days from the outlet's today for `horizonDays` days (today included) whose orders are placed now: the
 * standing order orders on them and they are due after `now` (ms).
 */
export function daysToPlace(s: Schedule, now: number, horizonDays: number): { day: string; date: string }[] {
  const today = dayAt(now, s.zone);
  const days: { day: string; date: string }[] = [];
  for (let i = 0; i < horizonDays; i++) {
    const day = addDays(today, i);
    if (!ordersOn(s, day)) continue;
    const date = dueAt(s, day);
    if (Date.parse(date) > now) days.push({ day, date });
  }
  return days;
}

/** The next `count` times (ISO-8601 UTC) it is due after `now`, looking at most a year ahead. */
export function nextDates(s: Schedule, now: number, count = 5): string[] {
  const dates: string[] = [];
  const today = dayAt(now, s.zone);
  for (let i = 0; i < 366 && dates.length < count; i++) {
    const day = addDays(today, i);
    if (s.endsOn !== null && day > s.endsOn) break;
    if (!ordersOn(s, day)) continue;
    const date = dueAt(s, day);
    if (Date.parse(date) > now) dates.push(date);
  }
  return dates;
}
