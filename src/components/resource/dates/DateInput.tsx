import { Input, mergeClasses } from '@fluentui/react-components';
import type { DatePickerProps } from '@fluentui/react-datepicker-compat';
import { CalendarRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { lazy, Suspense, useMemo } from 'react';
import { API_DATE_FORMAT } from '../../../lib/dates';
import type { DateDisplay } from '../types';
import { kitchenZone, todayIn } from '../../../lib/zones';
import { useKitEnv } from '../env';
import { useDateInputStyles } from './dates.styles';
import { useCalendarStrings } from './calendarStrings';
import { DATE_DISPLAYS, dayFromApi } from './dateDisplays';
import { useClosedDays, useDay } from './useCalendarDays';

// The calendar is only needed where a date is picked: its own chunk, fetched when one is shown.
const DatePicker = lazy(() =>
  import(/* webpackChunkName: "datepicker" */ '@fluentui/react-datepicker-compat').then((m) => ({
    default: m.DatePicker,
  })),
);

const MONDAY = 1 as NonNullable<DatePickerProps['firstDayOfWeek']>; // DayOfWeek.Monday

/** The placeholder of every date input shown as DD/MM/YYYY (the default). */
export const DATE_PLACEHOLDER = 'DD/MM/YYYY';

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
  const shown = DATE_DISPLAYS[display];
  const styles = useDateInputStyles();
  const { settings } = useKitEnv();
  const parsed = dayFromApi(value);
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
