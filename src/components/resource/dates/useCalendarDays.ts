import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { dayFromApi } from './dateDisplays';

/**
 * The picker's Date for a 'YYYY-MM-DD', the same object while the day stays the same. The picker puts
 * its text back to the formatted value whenever `value` or `formatDate` is a new object: a fresh Date
 * (or formatter) on every render would wipe a date being typed each time the screen around it re-renders
 * (a board refreshing between the typing and the Tab), and the typed day would never be committed.
 */
export function useDay(text: string | null | undefined): Date | undefined {
  return useMemo(() => dayFromApi(text)?.toJSDate(), [text]);
}

/** How far back and ahead of today the calendar greys a place's closed days. */
const CLOSED_DAYS_BACK = 366;
const CLOSED_DAYS_AHEAD = 3 * 366;

/**
 * Every day from a year before `today` to three years after it that falls on one of `weekdays` (the calendar
 * takes days, not weekdays); the same array while the weekdays and today stay the same.
 */
export function useClosedDays(weekdays: readonly number[] | undefined, today: Date | undefined): Date[] | undefined {
  const key = weekdays?.length ? [...weekdays].sort().join(',') : '';
  return useMemo(() => {
    if (!key) return undefined;
    const closed = new Set(key.split(',').map(Number));
    const start = DateTime.fromJSDate(today ?? new Date()).startOf('day');
    const days: Date[] = [];
    for (let offset = -CLOSED_DAYS_BACK; offset <= CLOSED_DAYS_AHEAD; offset++) {
      const day = start.plus({ days: offset });
      if (closed.has(day.weekday % 7)) days.push(day.toJSDate());
    }
    return days;
  }, [key, today]);
}
