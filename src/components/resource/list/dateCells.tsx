import { formatDate, formatTimeOfDay } from '../../../lib/dates';
import { businessZone, formatDateTimeInZone } from '../../../lib/zones';
import { isolate, useCurrentLanguage } from '../../../i18n';
import { useKitEnv } from '../env';
import { formatMoney } from '../labels';
import { useCellStyles } from './cells.styles';
import { Empty, Unit } from './textCells';

/** Date, time and money cells: each one unit, never broken inside, in the language shown. */

export function DateCell({ value }: { value: string | null | undefined }) {
  const text = formatDate(value);
  return text ? <Unit>{text}</Unit> : <Empty />;
}

/**
 * 'DD/MM/YYYY at hh:mm a' in the business's zone, named when not the browser's: `zone` when given, else
 * the zone of `record` (its outlet's), else the kitchen's. A narrow column breaks the line before "at" or
 * the zone's name, never inside the date or the time.
 */
export function DateTimeCell({
  value,
  zone,
  record,
}: {
  value: string | null | undefined;
  zone?: string;
  record?: object;
}) {
  const styles = useCellStyles();
  const { settings } = useKitEnv();
  useCurrentLanguage(); // ' at ' in the language shown
  const text = formatDateTimeInZone(value, zone ?? businessZone(record, settings));
  // Breaks only between the date, the time and the zone's name (each kept whole).
  return text ? <span className={styles.words}>{keepUnitsWhole(text)}</span> : <Empty />;
}

/** 'DD/MM/YYYY at hh:mm am (Zone)' breaks only after the date and before the zone's name. */
function keepUnitsWhole(text: string): string {
  return text
    .replace(/ /g, '\u00a0')
    .replace(/^(\d{2}\/\d{2}\/\d{4})\u00a0/, '$1 ')
    .replace(/\u00a0\(/, ' (');
}

/** A time of day held as 'HH:mm', shown as every time is: '07:00 am' (left to right inside Arabic too). */
export function TimeCell({ value }: { value: string | null | undefined }) {
  useCurrentLanguage(); // isolated in right to left
  const text = formatTimeOfDay(value);
  return text ? <Unit>{isolate(text)}</Unit> : <Empty />;
}

export function MoneyCell({ value }: { value: unknown }) {
  const text = formatMoney(value, useCurrentLanguage());
  return text ? <Unit>{text}</Unit> : <Empty />;
}
