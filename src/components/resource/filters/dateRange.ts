import { DateTime } from 'luxon';
import { API_DATE_FORMAT, DATE_FORMAT } from '../../../lib/dates';
import type { FilterValue } from '../types';

/**
 * A date range's values: held as YYYY-MM-DD, shown as DD/MM/YYYY, sent as `date_between=from,to` and kept in
 * the URL as a two-value filter.
 */

export interface DateRange {
  from: string;
  to: string;
}

const parse = (text: string | undefined) => {
  const dt = text ? DateTime.fromFormat(text, API_DATE_FORMAT) : null;
  return dt?.isValid ? dt : null;
};

/** A complete, ordered range from a filter value (`['from', 'to']` or `'from,to'`); null otherwise. */
export function rangeFromValue(value: FilterValue | undefined): DateRange | null {
  const parts = value === undefined ? [] : Array.isArray(value) ? value : value.split(',');
  if (parts.length !== 2) return null;
  const [from, to] = parts.map((p) => p.trim());
  if (!parse(from) || !parse(to) || to < from) return null;
  return { from, to };
}

/** The wire value of a range, `YYYY-MM-DD,YYYY-MM-DD` (the `date_between` filter). */
export const dateBetween = (range: DateRange | null) => (range ? `${range.from},${range.to}` : undefined);

/** '01/07/2026 – 07/07/2026' */
export function formatRange(range: DateRange | null): string {
  if (!range) return '';
  const a = parse(range.from)!.toFormat(DATE_FORMAT);
  const b = parse(range.to)!.toFormat(DATE_FORMAT);
  return a === b ? a : `${a} – ${b}`;
}

/**
 * One end changed: the other follows so the range stays whole and ordered (picking only a start filters
 * that single day until an end is picked; an end before the start moves the start).
 */
export function withEnd(range: Partial<DateRange>, end: 'from' | 'to', date: string | null): Partial<DateRange> {
  if (!date) return { ...range, [end]: undefined };
  if (end === 'from') return { from: date, to: !range.to || range.to < date ? date : range.to };
  return { to: date, from: !range.from || range.from > date ? date : range.from };
}
