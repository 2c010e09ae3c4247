import { labelOf } from '../../settings/enumerations';
import type { FieldDef } from '../engine/types';

/**
 * Files are for people: an export writes options by their labels ('Publish', 'Ready For Pickup') and
 * weekday lists by day names ('Sunday; Saturday'); an import takes those words back, and the codes too
 * (publish, [0,6], 0;6), with times as 7:00, 07:00 or 7:00 pm.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** JSON fields holding weekday indexes (0 = Sunday). */
const WEEKDAY_FIELDS = new Set(['holidays']);

export const isWeekdayField = (name: string, field: FieldDef) => field.type === 'json' && WEEKDAY_FIELDS.has(name);

/** An exported cell in words, or undefined to keep the value as it is. */
export function exportWords(name: string, field: FieldDef, value: unknown): string | undefined {
  if (field.type === 'enum' && typeof value === 'string' && value) return labelOf(value);
  if (isWeekdayField(name, field) && Array.isArray(value))
    return value.map((day) => WEEKDAY_NAMES[Number(day)] ?? String(day)).join('; ');
  return undefined;
}

/** 'Sun', 'sunday', '0' → 0; undefined for anything else. */
function weekdayOf(word: string): number | undefined {
  const text = word.trim().toLowerCase();
  if (/^[0-6]$/.test(text)) return Number(text);
  if (text.length < 3) return undefined;
  const index = WEEKDAY_NAMES.findIndex((day) => day.toLowerCase().startsWith(text));
  return index >= 0 ? index : undefined;
}

/** '7:00' → '07:00', '7:00 pm' → '19:00', '12:30 am' → '00:30'; anything else unchanged (refused later). */
function timeOf(raw: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?$/i.exec(raw.trim());
  if (!match) return raw;
  let hours = Number(match[1]);
  const half = match[3]?.[0].toLowerCase();
  if (half && (hours < 1 || hours > 12)) return raw;
  if (half === 'a' && hours === 12) hours = 0;
  if (half === 'p' && hours < 12) hours += 12;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * An imported cell as the API value, when the words need reading: an option's label → its code, day
 * names or indexes → the weekday list, a time → HH:mm. Undefined: take the cell as it is.
 */
export function importWords(name: string, field: FieldDef, raw: string): unknown {
  const text = raw.trim();
  if (field.type === 'enum' && field.values) {
    const lower = text.toLowerCase();
    return field.values.find((v) => v.toLowerCase() === lower || labelOf(v).toLowerCase() === lower);
  }
  if (isWeekdayField(name, field) && !text.startsWith('[')) {
    const days = text.split(/[;,]/).filter((w) => w.trim() !== '');
    const indexes = days.map(weekdayOf);
    return indexes.every((d) => d !== undefined) ? indexes : undefined;
  }
  if (field.type === 'time') return timeOf(text);
  return undefined;
}
