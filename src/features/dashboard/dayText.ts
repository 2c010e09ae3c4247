import { DateTime, type DateTimeFormatOptions } from 'luxon';
import { dateLocale, type Language } from '../../i18n';

/**
 * A day written out (weekday, month names) in `language`: English keeps its own pattern (`english`, luxon
 * tokens), Arabic and French take their locale's order and names from `options` (Lebanon's month names).
 */
export function dayText(day: DateTime, english: string, options: DateTimeFormatOptions, language: Language): string {
  if (language === 'en') return day.setLocale('en-GB').toFormat(english);
  return day.setLocale(dateLocale(language)).toLocaleString(options);
}
