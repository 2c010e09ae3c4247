import type { CalendarStrings } from '@fluentui/react-datepicker-compat';
import { Info } from 'luxon';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { dateLocale, useCurrentLanguage } from '../../../i18n';

/** Sunday-first day names as the calendar wants them (luxon lists Monday first). */
const sundayFirst = (names: string[]) => [names[6], ...names.slice(0, 6)];

/**
 * The date picker's words in the language shown: month and day names from luxon in `dateLocale` (Lebanon's
 * month names in Arabic), its buttons and labels from the kit's catalogue. Numbers in dates stay DD/MM/YYYY.
 */
export function useCalendarStrings(): CalendarStrings {
  const language = useCurrentLanguage();
  const { t } = useTranslation(['kit', 'common']);
  return useMemo(() => {
    const locale = { locale: dateLocale(language) };
    return {
      months: Info.months('long', locale),
      shortMonths: Info.months('short', locale),
      days: sundayFirst(Info.weekdays('long', locale)),
      shortDays: sundayFirst(Info.weekdays('narrow', locale)),
      goToToday: t('dates.goToToday'),
      prevMonthAriaLabel: t('dates.prevMonth'),
      nextMonthAriaLabel: t('dates.nextMonth'),
      prevYearAriaLabel: t('dates.prevYear'),
      nextYearAriaLabel: t('dates.nextYear'),
      prevYearRangeAriaLabel: t('dates.prevYearRange'),
      nextYearRangeAriaLabel: t('dates.nextYearRange'),
      closeButtonAriaLabel: t('dates.closeCalendar'),
      weekNumberFormatString: t('dates.weekNumber'),
      selectedDateFormatString: t('dates.selectedDate'),
      todayDateFormatString: t('dates.todayDate'),
      monthPickerHeaderAriaLabel: t('dates.changeYear'),
      yearPickerHeaderAriaLabel: t('dates.changeMonth'),
      dayMarkedAriaLabel: t('dates.marked'),
    };
  }, [language, t]);
}
