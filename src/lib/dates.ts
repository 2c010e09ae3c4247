import { DateTime } from 'luxon';

/** Dates as the spec shows them: DD/MM/YYYY, and created times as 'DD/MM/YYYY at hh:mm a'. */
export const DATE_FORMAT = 'dd/LL/yyyy';
export const API_DATE_FORMAT = 'yyyy-LL-dd';

type DateInput = string | Date | DateTime | null | undefined;

export function toDateTime(value: DateInput): DateTime | null {
  if (value == null || value === '') return null;
  const dt =
    value instanceof DateTime
      ? value
      : value instanceof Date
        ? DateTime.fromJSDate(value)
        : DateTime.fromISO(value, { setZone: false });
  return dt.isValid ? dt : null;
}

/** '25/12/2026'; '' for empty or invalid input. */
export function formatDate(value: DateInput): string {
  return toDateTime(value)?.toFormat(DATE_FORMAT) ?? '';
}

/** The spec's time of day, 'hh:mm a' with a lowercase am/pm: '03:07 pm'. */
export function formatTime(dt: DateTime): string {
  return `${dt.toFormat('hh:mm')} ${dt.hour < 12 ? 'am' : 'pm'}`;
}

/** A time of day as held, 'HH:mm' (24 hours, seconds ignored) → '07:00 am'; '' for none or no time. */
export function formatTimeOfDay(value: string | null | undefined): string {
  const match = value ? /^(\d{2}):(\d{2})/.exec(value) : null;
  const dt = match ? DateTime.fromObject({ hour: Number(match[1]), minute: Number(match[2]) }) : null;
  return dt?.isValid ? formatTime(dt) : '';
}

/** A typed DD/MM/YYYY date (one-digit day and month allowed) → the day; null when it is not one. */
export function parseDisplayDate(text: string): DateTime | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const dt = DateTime.fromObject({ day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) });
  return dt.isValid ? dt : null;
}

/**
 * A typed time of day → 'HH:mm' (24 hours); null when it is not one. Takes the shown form ('03:07 pm',
 * '3:07pm', '12:00 am' = midnight) and the 24-hour form ('15:07', '0:30').
 */
export function parseTimeOfDay(text: string): string | null {
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase();
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' for the API (date_of_birth, date_between); '' when empty. */
export function toApiDate(value: DateInput): string {
  return toDateTime(value)?.toFormat(API_DATE_FORMAT) ?? '';
}

/** The part of the day of `now` in its zone, for a greeting in any language (a catalogue picks the words). */
export function dayPart(now: DateTime): 'morning' | 'afternoon' | 'evening' {
  if (now.hour < 12) return 'morning';
  if (now.hour < 18) return 'afternoon';
  return 'evening';
}

/** Time-of-day greeting for the dashboard in English, by the hour of `now` in its zone. */
export function greetingFor(now: DateTime): string {
  return { morning: 'Good morning', afternoon: 'Good afternoon', evening: 'Good evening' }[dayPart(now)];
}
