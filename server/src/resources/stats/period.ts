/**
 * The dashboard's periods: a day and its week in the kitchen's time zone (as the production sheet and the
 * kitchen board count days), and the same weekday a week earlier. Pure: the zone and the current time are
 * arguments.
 */
import { DateTime } from 'luxon';
import { badRequest } from '../engine/errors';
import { isValidDate } from '../engine/values';
import { offsetSegments, type OffsetSegment } from '../production/query';

/** ISO-8601 UTC instants (the stored form of orders' dates), start included, end excluded. */
export interface Range {
  start: string;
  end: string;
  /** The zone's offsets over the range (one unless it crosses a clock change). */
  segments: OffsetSegment[];
}

export interface StatsPeriod {
  timeZone: string;
  /** The kitchen-zone day (YYYY-MM-DD). */
  date: string;
  day: Range;
  /** Monday to Sunday (ISO week) holding the day. */
  weekStart: string;
  weekEnd: string;
  week: Range;
  /** The same weekday one week earlier. */
  lastWeekDate: string;
  lastWeekDay: Range;
}

const range = (start: DateTime, end: DateTime): Range => ({
  start: start.toUTC().toISO()!,
  end: end.toUTC().toISO()!,
  segments: offsetSegments(start, end),
});

/** The day of `query.date` (YYYY-MM-DD, a kitchen-zone day; 400 otherwise), else today in `zone` at `now`. */
export function statsPeriod(query: Record<string, unknown>, zone: string, now: number): StatsPeriod {
  const raw = query?.date;
  if (raw !== undefined && raw !== '' && !isValidDate(String(raw)))
    throw badRequest(`Invalid date "${String(raw)}": must be a date YYYY-MM-DD.`, {
      date: 'must be a date YYYY-MM-DD',
    });
  const day =
    raw === undefined || raw === ''
      ? DateTime.fromMillis(now, { zone }).startOf('day')
      : DateTime.fromISO(String(raw), { zone }).startOf('day');
  const week = day.startOf('week');
  const lastWeek = day.minus({ weeks: 1 });
  return {
    timeZone: zone,
    date: day.toISODate()!,
    day: range(day, day.plus({ days: 1 })),
    weekStart: week.toISODate()!,
    weekEnd: week.plus({ days: 6 }).toISODate()!,
    week: range(week, week.plus({ weeks: 1 })),
    lastWeekDate: lastWeek.toISODate()!,
    lastWeekDay: range(lastWeek, lastWeek.plus({ days: 1 })),
  };
}
