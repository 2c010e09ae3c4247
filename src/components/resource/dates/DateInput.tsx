import { Input, mergeClasses } from '@fluentui/react-components';
import type { DatePickerProps } from '@fluentui/react-datepicker-compat';
import { CalendarRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { lazy, Suspense, useMemo } from 'react';
import { API_DATE_FORMAT, DATE_FORMAT, parseDisplayDate } from '../../../lib/dates';
import type { DateDisplay } from '../types';
import { kitchenZone, todayIn } from '../../../lib/zones';
import { useKitEnv } from '../env';
import { useDateInputStyles } from './dates.styles';
import { useCalendarStrings } from './calendarStrings';

// The calendar is only needed where a date is picked: its own chunk, fetched when one is shown.
const DatePicker = lazy(() =>
  import(/* webpackChunkName: "datepicker" */ '@fluentui/react-datepicker-compat').then((m) => ({
    default: m.DatePicker,
  })),
);

const MONDAY = 1 as NonNullable<DatePickerProps['firstDayOfWeek']>; // DayOfWeek.Monday

/** The placeholder of every date input shown as DD/MM/YYYY (the default). */
export const DATE_PLACEHOLDER = 'DD/MM/YYYY';

const fromApi = (text: string | null | undefined) => {
  const dt = text ? DateTime.fromFormat(text, API_DATE_FORMAT) : null;
  return dt?.isValid ? dt : null;
};

/** Per display: its luxon format and the day of a typed text (module-level: the picker needs the same functions). */
const DISPLAYS: Record<
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

/**
 * The picker's Date for a 'YYYY-MM-DD', the same object while the day stays the same. The picker puts
 * its text back to the formatted value whenever `value` or `formatDate` is a new object: a fresh Date
 * (or formatter) on every render would wipe a date being typed each time the screen around it re-renders
 * (a board refreshing between the typing and the Tab), and the typed day would never be committed.
 */
function useDay(text: string | null | undefined): Date | undefined {
  return useMemo(() => fromApi(text)?.toJSDate(), [text]);
}

/** How far back and ahead of today the calendar greys a place's closed days. */
const CLOSED_DAYS_BACK = 366;
const CLOSED_DAYS_AHEAD = 3 * 366;

/**
 * Every day from a year before `today` to three years after it that falls on one of `weekdays` (the calendar
 * takes days, not weekdays); the same array while the weekdays and today stay the same.
 */
function useClosedDays(weekdays: readonly number[] | undefined, today: Date | undefined): Date[] | undefined {
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

export interface DateInputProps {
  /** The day as the API holds it, 'YYYY-MM-DD' ('' or null: none). */
  value: string | null | undefined;
  /** The picked or typed day, 'YYYY-MM-DD'; null when cleared. */
  onChange: (date: string | null) => void;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Earliest and latest days, 'YYYY-MM-DD'. */
  minDate?: string;
  maxDate?: string;
  /** Weekdays (0 Sunday … 6 Saturday) the calendar greys and does not pick: a place's closed days. */
  closedWeekdays?: readonly number[];
  /** The zone whose day the calendar marks as today (default: the kitchen's zone from the settings). */
  zone?: string;
  /** The calendar inside the control's own DOM (needed inside a popover). */
  inlinePopup?: boolean;
  /** How the day is shown and typed (default DD/MM/YYYY); the value is 'YYYY-MM-DD' either way. */
  display?: DateDisplay;
  onFocus?: () => void;
  className?: string;
}

/**
 * The one date input: Fluent's DatePicker showing and taking DD/MM/YYYY (typed or picked on a calendar
 * whose weeks start on Monday and marks the business's today, not the browser's), holding the day as
 * 'YYYY-MM-DD'.
 */
export function DateInput({
  value,
  onChange,
  size,
  minDate,
  maxDate,
  inlinePopup,
  display = 'DD/MM/YYYY',
  zone,
  closedWeekdays,
  className,
  ...rest
}: DateInputProps) {
  const shown = DISPLAYS[display];
  const styles = useDateInputStyles();
  const { settings } = useKitEnv();
  const parsed = fromApi(value);
  const day = useDay(value);
  const today = useDay(todayIn(zone ?? kitchenZone(settings)));
  const earliest = useDay(minDate);
  const latest = useDay(maxDate);
  const strings = useCalendarStrings();
  const classes = mergeClasses(styles.control, className);
  const restrictedDates = useClosedDays(closedWeekdays, today);
  const calendar = useMemo(() => ({ className: styles.calendar, restrictedDates }), [styles.calendar, restrictedDates]);
  const fallback = (
    <Input
      {...rest}
      className={classes}
      size={size}
      placeholder={display}
      value={parsed?.toFormat(shown.pattern) ?? ''}
      readOnly
      contentAfter={<CalendarRegular />}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <DatePicker
        {...rest}
        className={classes}
        size={size}
        placeholder={display}
        allowTextInput
        inlinePopup={inlinePopup}
        firstDayOfWeek={MONDAY}
        strings={strings}
        calendar={calendar}
        today={today}
        value={day ?? null}
        minDate={earliest}
        maxDate={latest}
        formatDate={shown.format}
        parseDateFromString={shown.parse}
        onSelectDate={(d) => onChange(d ? DateTime.fromJSDate(d).toFormat(API_DATE_FORMAT) : null)}
      />
    </Suspense>
  );
}
