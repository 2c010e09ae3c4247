/** Date and date-time filters: a date as a whole day, a date-time as an instant, and `date_between`. */
import { badRequest } from './errors';
import type { Condition } from './list-plan';
import { asList, type QueryValue } from './list-query-values';
import { isValidDate, normalizeDateTime } from './values';
import type { FieldDef } from './types';

function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

function dayStart(date: string): string {
  return `${date}T00:00:00.000Z`;
}

/** A date-time filter value: a date means that whole day (UTC); a full ISO time means that instant. */
export function dateTimeBound(key: string, raw: string): { start: string; end: string; instant: boolean } {
  if (isValidDate(raw)) return { start: dayStart(raw), end: dayAfter(raw), instant: false };
  const iso = normalizeDateTime(raw);
  if (!iso)
    throw badRequest(`Invalid filter ${key}="${raw}": expected YYYY-MM-DD or an ISO-8601 date-time.`, {
      [key]: 'must be a date or date-time',
    });
  return { start: iso, end: iso, instant: true };
}

/** An ISO-8601 date-time with an explicit offset (`Z` or ±hh:mm): one instant, whatever the server's zone. */
const OFFSET_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** `raw` as a UTC ISO instant when it is a real date-time with an offset (no 24:00, no 30 February), else null. */
export function offsetInstant(raw: string): string | null {
  const m = OFFSET_DATE_TIME.exec(raw);
  if (!m || !isValidDate(m[1])) return null;
  const [hh, mm, ss, oh, om] = [m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
  if (hh > 23 || mm > 59 || ss > 59 || oh > 23 || om > 59) return null;
  return normalizeDateTime(raw);
}

const DATE_BETWEEN_FORMAT = 'YYYY-MM-DD,YYYY-MM-DD or two ISO-8601 date-times with offsets';

/**
 * `date_between=from,to`. Two dates: whole days, both included (UTC days on a date-time field). Two
 * date-times with offsets: the instants from ≤ value < to, so a client can ask for a day in its own
 * time zone (`2026-11-22T00:00:00+02:00,2026-11-23T00:00:00+02:00`) and the next day starts where
 * this one ends. Anything else is a 400 naming date_between.
 */
export function dateBetween(name: string, field: FieldDef, value: QueryValue): Condition {
  const shown = Array.isArray(value) ? value.join(',') : String(value);
  const invalid = (why: string) =>
    badRequest(`Invalid date_between "${shown}": ${why}`, { date_between: `must be ${DATE_BETWEEN_FORMAT}` });
  const parts = asList(value);
  if (parts.length !== 2) throw invalid(`expected ${DATE_BETWEEN_FORMAT}.`);
  const dates = parts.map((p) => (isValidDate(p) ? p : null));
  if (dates[0] !== null && dates[1] !== null) {
    const [from, to] = dates;
    if (field.type === 'date')
      return { kind: 'range', field: name, from, to: dayAfter(to).slice(0, 10), negate: false };
    return { kind: 'range', field: name, from: dayStart(from), to: dayAfter(to), negate: false };
  }
  const instants = parts.map(offsetInstant);
  if (instants[0] === null || instants[1] === null) {
    const bad = parts.find((p, i) => dates[i] === null && instants[i] === null);
    if (bad !== undefined)
      throw invalid(`"${bad}" is neither a date YYYY-MM-DD nor an ISO-8601 date-time with an offset (Z or ±hh:mm).`);
    throw invalid('give two dates or two date-times, not one of each.');
  }
  if (field.type === 'date') throw invalid(`${name} is a calendar date here: give two dates YYYY-MM-DD.`);
  return { kind: 'range', field: name, from: instants[0], to: instants[1], negate: false };
}
