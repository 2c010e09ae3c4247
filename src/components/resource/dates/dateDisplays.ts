import { DateTime } from 'luxon';
import { API_DATE_FORMAT, DATE_FORMAT, parseDisplayDate } from '../../../lib/dates';
import type { DateDisplay } from '../types';

/** The day of a 'YYYY-MM-DD' as the API holds it; null when there is none or it is not a day. */
export const dayFromApi = (text: string | null | undefined) => {
  const dt = text ? DateTime.fromFormat(text, API_DATE_FORMAT) : null;
  return dt?.isValid ? dt : null;
};

/** Per display: its luxon format and the day of a typed text (module-level: the picker needs the same functions). */
export const DATE_DISPLAYS: Record<
  DateDisplay,
  { pattern: string; format: (d?: Date) => string; parse: (text: string) => Date | null }
> = {
  'DD/MM/YYYY': {
    pattern: DATE_FORMAT,
    format: (d) => (d ? DateTime.fromJSDate(d).toFormat(DATE_FORMAT) : ''),
    parse: (text) => parseDisplayDate(text)?.toJSDate() ?? null,
  },
  'YYYY-MM-DD': {
    pattern: API_DATE_FORMAT,
    format: (d) => (d ? DateTime.fromJSDate(d).toFormat(API_DATE_FORMAT) : ''),
    parse: (text) => parseIsoDay(text)?.toJSDate() ?? null,
  },
};

/** A typed YYYY-MM-DD (one-digit month and day allowed) → the day; null when it is not one. */
function parseIsoDay(text: string): DateTime | null {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const dt = DateTime.fromObject({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
  return dt.isValid ? dt : null;
}
