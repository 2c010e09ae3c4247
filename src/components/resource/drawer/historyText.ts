import type { HistoryEntry } from '../../../api/generated/data';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../labels';
import type { FieldConfig, KitSettings } from '../types';
import { translateText } from '../../../i18n';
import { kitT, listSeparator, weekdayNames } from '../text';

/** A recorded value (the API's value as text: JSON for lists) in the words the drawer shows it in. */
export type HistoryValue = (field: string, raw: string) => string;

/** Amounts the server records that a drawer may show outside its fields (an order's totals). */
const MONEY_FIELDS = new Set(['total', 'subtotal', 'price', 'unit_price', 'extra_charge']);

function listOf(raw: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * How the history of a drawer names values: money as '$100.00', holidays by day names, statuses and other
 * options by their labels, dates as DD/MM/YYYY; anything else as recorded.
 */
export function historyValueText(fields: FieldConfig[], settings: KitSettings): HistoryValue {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return (name, raw) => {
    const field = byName.get(name);
    const kind = field?.kind ?? (MONEY_FIELDS.has(name) ? 'money' : undefined);
    const label = (code: unknown) =>
      translateText(field?.options?.(settings).find((o) => o.value === String(code))?.label ?? String(code));
    switch (kind) {
      case 'money':
        return formatMoney(raw) || raw;
      case 'weekdays': {
        const days = listOf(raw);
        const names = weekdayNames();
        return days ? days.map((d) => names[Number(d)] ?? String(d)).join(listSeparator()) : raw;
      }
      case 'enum':
        return label(raw);
      case 'enumMulti': {
        const codes = listOf(raw);
        return codes ? codes.map(label).join(listSeparator()) : raw;
      }
      case 'date':
        return formatDate(raw) || raw;
      default:
        return raw;
    }
  };
}

/** One history entry in words, without who and when: 'changed Name from Cedar to Cedars'. */
export function describeChange(
  entry: HistoryEntry,
  label: (field: string) => string,
  singular: string,
  value: HistoryValue = (_field, raw) => raw,
): string {
  const one = translateText(singular).toLowerCase();
  if (entry.action === 'create') return kitT('kit:history.created', { singular: one });
  if (entry.action === 'delete') return kitT('kit:history.deleted', { singular: one });
  const field = translateText(label(entry.field ?? ''));
  // A secret field (password) is recorded without its value.
  if (entry.old_value === null && entry.new_value === 'changed' && /password/.test(entry.field ?? ''))
    return kitT('kit:history.changedSecret', { field });
  const words = (raw: string | null) => (raw === null || raw === '' ? raw : value(entry.field ?? '', raw));
  return kitT('kit:history.changed', { field, from: shown(words(entry.old_value)), to: shown(words(entry.new_value)) });
}

const MAX_SHOWN = 80;

/** A value as text in a sentence: quoted, shortened, '(empty)' when there is none. */
function shown(value: string | null): string {
  if (value === null || value === '') return kitT('kit:history.emptyValue');
  return `“${value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value}”`;
}

/** 'plaintext_password' → 'Plaintext password' when the drawer has no label for the field. */
export function humanize(field: string): string {
  const text = field.replace(/_/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : kitT('kit:history.aField');
}

/** Who made a change: the user's current name, else the name recorded then, else 'Someone'. */
export const whoOf = (entry: HistoryEntry): string =>
  entry.user?.full_name || entry.made_by || kitT('kit:history.someone');
