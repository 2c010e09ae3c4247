import type { BaseRecord, ColumnPriority, FilterParam, ListArgs } from '../types';
import { DateCell, EmailCell, NameWithAvatar, PhoneCell, TextCell } from './cells';
import { column } from './columns';
import { nameColumn } from './columnPresets';

/**
 * Column presets for people and places: a person's name with their photo, and how to reach them (email, phone,
 * address) or who they are (date of birth). Call them at module scope, as `column`.
 */

interface Person extends BaseRecord {
  full_name: string;
  photo: string | null;
}

/** A person's full name with their photo, linking to the drawer (employees, kitchen staff, users). */
export function personColumn<T extends Person, Q extends { fullNameLike?: unknown }>(title: string) {
  return nameColumn<T, Q>({
    title,
    field: 'full_name',
    render: (p) => <NameWithAvatar name={p.full_name} image={p.photo} />,
  });
}

/** The email address, sortable and filtered by `email_like`. */
export function emailColumn<T extends { email: string | null }, Q extends { emailLike?: unknown }>(title: string) {
  return column<T, Q>({
    id: 'email',
    title,
    sortField: 'email',
    filter: { kind: 'text', param: 'email_like' as FilterParam<Q> },
    render: (r) => <EmailCell value={r.email} />,
  });
}

/** The phone number. */
export function phoneColumn<T extends { phone_number: string | null }, Q = ListArgs>(title: string) {
  return column<T, Q>({ id: 'phone', title, render: (r) => <PhoneCell value={r.phone_number} /> });
}

/** The date of birth, sortable unless `sortable: false`; folds away early. */
export function dateOfBirthColumn<T extends { date_of_birth: string | null }, Q = ListArgs>(
  title: string,
  { sortable = true } = {},
) {
  return column<T, Q>({
    id: 'date_of_birth',
    title,
    priority: 3,
    sortField: sortable ? 'date_of_birth' : undefined,
    render: (r) => <DateCell value={r.date_of_birth} />,
  });
}

/** A postal address, cut short. */
export function addressColumn<T extends { address: string | null }, Q = ListArgs>(
  title: string,
  priority?: ColumnPriority,
) {
  return column<T, Q>({ id: 'address', title, priority, render: (r) => <TextCell value={r.address} max={20} /> });
}
