import { DateTime } from 'luxon';

/** A kitchen-zone day (`YYYY-MM-DD`) → its first instant as ISO-8601 UTC (what orders' `date` holds). */
export function dayStartUtc(day: string, zone: string): string {
  return DateTime.fromISO(day, { zone }).startOf('day').toUTC().toISO()!;
}

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  return DateTime.fromISO(day, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;
}

/** Today in the zone at `nowMs`. */
export function todayIn(zone: string, nowMs: number): string {
  return DateTime.fromMillis(nowMs, { zone }).toISODate()!;
}

export function plusDays(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate()!;
}
