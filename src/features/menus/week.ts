import { DateTime } from 'luxon';
import { dateLocale, i18n, type Language } from '../../i18n';

/** The current week, Monday to Sunday, in `zone` (the outlet's time zone), as YYYY-MM-DD; menu generation's default. */
export function currentWeek(now: Date | number, zone?: string | null): { from: string; to: string } {
  let local = DateTime.fromMillis(typeof now === 'number' ? now : now.getTime());
  if (zone) {
    const zoned = local.setZone(zone);
    if (zoned.isValid) local = zoned;
  }
  const monday = local.startOf('day').minus({ days: local.weekday - 1 });
  return { from: monday.toISODate()!, to: monday.plus({ days: 6 }).toISODate()! };
}

/** Today in `zone` (the outlet's time zone), as YYYY-MM-DD. */
export function todayIn(now: Date | number, zone?: string | null): string {
  const local = DateTime.fromMillis(typeof now === 'number' ? now : now.getTime());
  const zoned = zone ? local.setZone(zone) : local;
  return (zoned.isValid ? zoned : local).toISODate()!;
}

/** Number of days from `from` to `to` inclusive (0 when the range is empty or invalid). */
export function daysInRange(from: string, to: string): number {
  const a = DateTime.fromISO(from);
  const b = DateTime.fromISO(to);
  if (!a.isValid || !b.isValid || b < a) return 0;
  return Math.round(b.diff(a, 'days').days) + 1;
}

/** The selected products, capped at `limit` (100 by default). */
export function toggleSelected<T extends { id: number }>(selected: T[], item: T, on: boolean, limit = 100): T[] {
  const has = selected.some((s) => s.id === item.id);
  if (on && !has) return selected.length >= limit ? selected : [...selected, item];
  if (!on && has) return selected.filter((s) => s.id !== item.id);
  return selected;
}

/** The 7 dates (YYYY-MM-DD) from Monday `from`. */
export function weekDates(from: string): string[] {
  const monday = DateTime.fromISO(from);
  return Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toISODate()!);
}

/** The Monday `weeks` weeks after (or before) the Monday `from`. */
export function shiftWeek(from: string, weeks: number): string {
  return DateTime.fromISO(from).plus({ weeks }).toISODate()!;
}

/** The outlets' holiday index of a date: 0 = Sunday … 6 = Saturday. */
export function weekdayIndex(date: string): number {
  return DateTime.fromISO(date).weekday % 7;
}

/**
 * The second line of menu generation's success toast (its title stays exactly 'Menu Items Created
 * Successfully!'): the outlet's holidays it skipped, or nothing when there were none.
 */
export function holidaysSkippedText(holidaysSkipped: number): string | undefined {
  if (!holidaysSkipped) return undefined;
  return i18n.t('menus:addItems.holidaysSkipped', { count: holidaysSkipped });
}

/** How many dates from `from` to `to` (inclusive) fall on the given weekday indexes (0 = Sunday). */
export function holidaysInRange(from: string, to: string, holidays: readonly number[]): number {
  const total = daysInRange(from, to);
  if (!holidays.length) return 0;
  const start = DateTime.fromISO(from);
  let count = 0;
  for (let i = 0; i < total; i++) if (holidays.includes(start.plus({ days: i }).weekday % 7)) count++;
  return count;
}

/**
 * A date's weekday and day as the week grid heads its columns: names in the language's own words
 * (`dateLocale`: 'Mon', 'lun.', 'الاثنين'), numbers DD/MM as everywhere.
 */
export function dayName(date: string, language: Language, form: 'short' | 'long' = 'short'): string {
  return DateTime.fromISO(date)
    .setLocale(dateLocale(language))
    .toFormat(form === 'short' ? 'ccc' : 'cccc');
}

/** 'Mon 23/11' (the day's short name and its date), in the language's words. */
export const dayLabel = (date: string, language: Language) =>
  `${dayName(date, language)} ${dateNumbers(date, 'dayMonth')}`;

/** A date's numbers as the week shows them: 'day' 23, 'dayMonth' 23/11, 'full' 23/11/2026. */
export function dateNumbers(date: string, form: 'day' | 'dayMonth' | 'full'): string {
  const format = form === 'day' ? 'dd' : form === 'dayMonth' ? 'dd/LL' : 'dd/LL/yyyy';
  return DateTime.fromISO(date).toFormat(format);
}

/** 'Monday 23/11' (or with the year), the day's full name in the language's words. */
export const longDayLabel = (date: string, language: Language, withYear = false) =>
  `${dayName(date, language, 'long')} ${dateNumbers(date, withYear ? 'full' : 'dayMonth')}`;

/** '23' */
export const dayOfMonth = (date: string) => dateNumbers(date, 'day');
/** '23/11' */
export const dayAndMonth = (date: string) => dateNumbers(date, 'dayMonth');
