import type { HistoryEntry } from '../../../api/generated/data';

/** One history entry in words, without who and when: 'changed Name from Cedar to Cedars'. */
export function describeChange(entry: HistoryEntry, label: (field: string) => string, singular: string): string {
  if (entry.action === 'create') return `created this ${singular.toLowerCase()}`;
  if (entry.action === 'delete') return `deleted this ${singular.toLowerCase()}`;
  const field = label(entry.field ?? '');
  // A secret field (password) is recorded without its value.
  if (entry.old_value === null && entry.new_value === 'changed' && /password/.test(entry.field ?? ''))
    return `changed ${field}`;
  return `changed ${field} from ${shown(entry.old_value)} to ${shown(entry.new_value)}`;
}

const MAX_SHOWN = 80;

/** A value as text in a sentence: quoted, shortened, '(empty)' when there is none. */
function shown(value: string | null): string {
  if (value === null || value === '') return '(empty)';
  return `“${value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value}”`;
}

/** 'plaintext_password' → 'Plaintext password' when the drawer has no label for the field. */
export function humanize(field: string): string {
  const text = field.replace(/_/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : 'a field';
}

/** Who made a change: the user's current name, else the name recorded then, else 'Someone'. */
export const whoOf = (entry: HistoryEntry): string => entry.user?.full_name || entry.made_by || 'Someone';
