import { DateTime } from 'luxon';
import { currentLanguage, i18n, type Language } from '../../i18n';
import { zoneLabel } from '../../lib/zones';
import { dayText } from './dayText';

/** 'Good morning' before noon, 'Good afternoon' until 18:00, then 'Good evening', in the language shown. */
function greetingFor(now: DateTime): string {
  if (now.hour < 12) return i18n.t('dashboard:greeting.morning');
  if (now.hour < 18) return i18n.t('dashboard:greeting.afternoon');
  return i18n.t('dashboard:greeting.evening');
}

/**
 * The dashboard's greeting line on the business's clock: the hour and the day of `now` in `zone` (the
 * kitchen's, where the day's figures are counted), the zone named when the browser is elsewhere:
 * 'Good morning · Friday, 27 November 2026 (Asia/Beirut)'; the day's and month's names in the language shown.
 */
export function greetingLine(
  now: number,
  zone: string,
  browser?: string,
  language: Language = currentLanguage(),
): string {
  const local = DateTime.fromMillis(now, { zone });
  return i18n
    .t('dashboard:greeting.line', {
      greeting: greetingFor(local),
      date: dayText(local, 'cccc, d LLLL yyyy', DateTime.DATE_HUGE, language),
      zone: zoneLabel(zone, browser),
    })
    .trim();
}
