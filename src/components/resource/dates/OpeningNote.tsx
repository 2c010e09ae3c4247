import { Text } from '@fluentui/react-components';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTimeOfDay } from '../../../lib/dates';
import { isolate, listSeparator, weekdayNames } from '../text';
import type { OpeningTimes } from '../types';

/** Monday first, as the calendar's weeks: 1 … 6, then 0 (Sunday). */
const mondayFirst = (a: number, b: number) => ((a + 6) % 7) - ((b + 6) % 7);

/**
 * When the place a date-time is for opens, under the field: 'Open 07:30 am–04:00 pm · Closed on Saturday,
 * Sunday'; nothing when it has no hours and no closed day.
 */
export function OpeningNote({ opening, className }: { opening?: OpeningTimes; className?: string }) {
  const { t } = useTranslation('kit');
  if (!opening) return null;
  const parts: string[] = [];
  const from = formatTimeOfDay(opening.from);
  const to = formatTimeOfDay(opening.to);
  // Isolated: Latin times with am/pm keep their order inside an Arabic sentence.
  if (from && to) parts.push(t('dates.openHours', { hours: isolate(`${from}–${to}`) }));
  if (opening.closedWeekdays.length) {
    const names = weekdayNames();
    const days = [...opening.closedWeekdays].sort(mondayFirst).map((d) => names[d] ?? String(d));
    parts.push(t('dates.closedOn', { days: days.join(listSeparator()) }));
  }
  if (!parts.length) return null;
  return (
    <Text className={className} data-testid="opening-note">
      {parts.join(' · ')}
    </Text>
  );
}
