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

/** '25/12/2026 at 03:07 pm' (local time, 12-hour clock, lowercase am/pm like `hh:mm a`). */
export function formatDateTime(value: DateInput): string {
  const dt = toDateTime(value);
  if (!dt) return '';
  const meridiem = dt.hour < 12 ? 'am' : 'pm';
  return `${dt.toFormat(DATE_FORMAT)} at ${dt.toFormat('hh:mm')} ${meridiem}`;
}

/** 'YYYY-MM-DD' for the API (date_of_birth, date_between); '' when empty. */
export function toApiDate(value: DateInput): string {
  return toDateTime(value)?.toFormat(API_DATE_FORMAT) ?? '';
}

/** Time-of-day greeting for the dashboard. */
export function greetingFor(now: DateTime = DateTime.local()): string {
  if (now.hour < 12) return 'Good morning';
  if (now.hour < 18) return 'Good afternoon';
  return 'Good evening';
}
