/**
 * The production sheet's query: which instants, statuses, outlets and organizations it sums, and the
 * kitchen-zone offsets its due hours are counted with. Pure: the time zone and the current time are
 * arguments.
 */
import { DateTime } from 'luxon';
import { ORDER_STATUSES } from '../../settings/enumerations';
import { badRequest } from '../engine/errors';
import { offsetInstant } from '../engine/list-date-filters';
import { isValidDate } from '../engine/values';

/** What the kitchen still has to make: the statuses the board shows as open. */
export const OPEN_STATUSES = ['pending', 'processing'] as const;
/** The longest range one sheet covers. */
export const MAX_PRODUCTION_DAYS = 366;

/** From `from` (included) on, the due times are `offset` minutes ahead of UTC in the kitchen's zone. */
export interface OffsetSegment {
  from: string;
  offset: number;
}

export interface ProductionPlan {
  /** ISO-8601 UTC instants, start included, end excluded (the stored form of orders' dates). */
  start: string;
  end: string;
  /** The same instants with the kitchen zone's offset, for the answer. */
  startLocal: string;
  endLocal: string;
  /** Kitchen-zone calendar days covered, both included. */
  dateFrom: string;
  dateTo: string;
  timeZone: string;
  statuses: string[];
  outletIds: number[];
  organizationIds: number[];
  /** The zone's offsets over the range, earliest first (one unless the range crosses a clock change). */
  segments: OffsetSegment[];
  /**
   * Open orders due before this UTC instant are carried over (the earlier of the range's start and the start
   * of today); null when the range ends before today, so nothing is carried into it.
   */
  carriedOverBefore: string | null;
}

type Query = Record<string, unknown>;

const DATE_BETWEEN_FORMAT = 'YYYY-MM-DD,YYYY-MM-DD or two ISO-8601 date-times with offsets';

/** The comma-joined ids of `query[key]` (none when absent); 400 naming the parameter for anything else. */
export function ids(query: Query, key: string): number[] {
  const raw = query[key];
  if (raw === undefined || raw === '') return [];
  return String(raw)
    .split(',')
    .map((part) => {
      const n = Number(part);
      if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647)
        throw badRequest(`Invalid ${key} "${part}": must be a positive integer.`, {
          [key]: 'must be positive integers',
        });
      return n;
    });
}

function statuses(query: Query): string[] {
  const raw = query.status_in;
  if (raw === undefined || raw === '') return [...OPEN_STATUSES];
  const list = [...new Set(String(raw).split(','))];
  const unknown = list.find((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
  if (unknown !== undefined)
    throw badRequest(`Invalid status_in "${unknown}": must be one of ${ORDER_STATUSES.join(', ')}.`, {
      status_in: 'must be order statuses',
    });
  return list;
}

/**
 * The instants of `date_between`: two dates are whole days of the kitchen's zone, both included; two
 * date-times with offsets are from ≤ due < to. Without it: today in the kitchen's zone.
 */
function range(query: Query, zone: string, now: number): { start: DateTime; end: DateTime } {
  const raw = query.date_between;
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  if (raw === undefined || raw === '') return { start: today, end: today.plus({ days: 1 }) };
  const shown = String(raw);
  const invalid = (why: string) =>
    badRequest(`Invalid date_between "${shown}": ${why}`, { date_between: `must be ${DATE_BETWEEN_FORMAT}` });
  const parts = shown.split(',');
  if (parts.length !== 2) throw invalid(`expected ${DATE_BETWEEN_FORMAT}.`);
  let start: DateTime;
  let end: DateTime;
  if (parts.every(isValidDate)) {
    start = DateTime.fromISO(parts[0], { zone }).startOf('day');
    end = DateTime.fromISO(parts[1], { zone }).plus({ days: 1 }).startOf('day');
  } else {
    const instants = parts.map(offsetInstant);
    if (instants[0] === null || instants[1] === null) throw invalid('give two dates or two date-times with offsets.');
    start = DateTime.fromISO(instants[0], { zone });
    end = DateTime.fromISO(instants[1], { zone });
  }
  if (end <= start) throw invalid('the end must come after the start.');
  if (end.diff(start, 'days').days > MAX_PRODUCTION_DAYS + 1)
    throw invalid(`a sheet covers at most ${MAX_PRODUCTION_DAYS} days.`);
  return { start, end };
}

/**
 * The zone's UTC offsets over [start, end): a new segment wherever the offset changes. Zone arithmetic
 * is slow, so each day is checked at its two ends and a change is then found by halving (to the minute).
 */
export function offsetSegments(start: DateTime, end: DateTime): OffsetSegment[] {
  const segments: OffsetSegment[] = [{ from: start.toUTC().toISO()!, offset: start.offset }];
  const at = (ms: number) => DateTime.fromMillis(ms, { zone: start.zone });
  const last = end.toMillis() - 60_000;
  for (let from = start.toMillis(); from <= last; from += 86_400_000) {
    let lo = from;
    let hi = Math.min(from + 86_400_000, last);
    let offset = segments[segments.length - 1].offset;
    while (at(hi).offset !== offset) {
      // The offset changes in (lo, hi]: halve to the first minute with the new one.
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (at(mid).offset === offset) lo = mid;
        else hi = mid;
      }
      const changed = at(hi);
      segments.push({ from: changed.toUTC().toISO()!, offset: changed.offset });
      offset = changed.offset;
      lo = hi;
      hi = Math.min(from + 86_400_000, last);
    }
  }
  return segments;
}

const iso = (at: DateTime) => at.toISO({ suppressMilliseconds: true })!;

/** Validates the query (400 naming the parameter) and resolves its defaults. */
export function productionPlan(query: Query, zone: string, now: number): ProductionPlan {
  const { start, end } = range(query ?? {}, zone, now);
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  return {
    carriedOverBefore: end > today ? (start < today ? start : today).toUTC().toISO()! : null,
    start: start.toUTC().toISO()!,
    end: end.toUTC().toISO()!,
    startLocal: iso(start),
    endLocal: iso(end),
    dateFrom: start.toISODate()!,
    dateTo: end.minus({ milliseconds: 1 }).toISODate()!,
    timeZone: zone,
    statuses: statuses(query ?? {}),
    outletIds: ids(query ?? {}, 'outlet'),
    organizationIds: ids(query ?? {}, 'organization'),
    segments: offsetSegments(start, end),
  };
}
