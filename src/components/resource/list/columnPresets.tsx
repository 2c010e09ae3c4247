import type { ReactNode } from 'react';
import type {
  AccessRule,
  BaseRecord,
  EnumOption,
  FilterParam,
  KitSettings,
  ListArgs,
  ResourceColumn,
  SortField,
} from '../types';
import {
  DateCell,
  DateTimeCell,
  DetailLink,
  EmailCell,
  Empty,
  EnumBadge,
  NameWithAvatar,
  PhoneCell,
  TextCell,
} from './cells';
import { column } from './columns';

/**
 * Columns that many lists show the same way (a record's name, a person, an email, a relation's name, the
 * creation date): each config names only its title. Call them at module scope, as `column`.
 * A preset's filter parameter is checked against the list call's argument type `Q`.
 */

type Priority = ResourceColumn<unknown>['priority'];

/** The first column: the record's name linking to its drawer, sortable and filtered by `<field>_like`. */
export function nameColumn<T extends BaseRecord, Q = ListArgs>(options: {
  title: string;
  render: (item: T) => ReactNode;
  field?: SortField<T>;
}): ResourceColumn<T, Q> {
  const field = options.field ?? ('name' as SortField<T>);
  return column<T, Q>({
    id: field,
    title: options.title,
    priority: 1,
    sortField: field,
    filter: { kind: 'text', param: `${field}_like` as FilterParam<Q> },
    render: (item) => <DetailLink id={item.id}>{options.render(item)}</DetailLink>,
  });
}

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
export function addressColumn<T extends { address: string | null }, Q = ListArgs>(title: string, priority?: Priority) {
  return column<T, Q>({ id: 'address', title, priority, render: (r) => <TextCell value={r.address} max={20} /> });
}

type Relation = 'organization' | 'outlet';

/**
 * The name of the organization or outlet a record belongs to, filtered by a lookup of that resource (shown
 * only to users the `filterAccess` rule permits, when given: the lookup lists that resource).
 */
export function relationNameColumn<
  K extends Relation,
  T extends { [P in K]: { name: string } | null },
  Q = ListArgs,
>(options: { relation: K; title: string; source: `${K}s`; priority?: Priority; filterAccess?: AccessRule }) {
  const { relation, title, source, priority, filterAccess } = options;
  const param: string = relation;
  return column<T, Q>({
    id: relation,
    title,
    priority,
    filter: {
      kind: 'lookup',
      param: param as FilterParam<Q>,
      source,
      ...(filterAccess ? { access: filterAccess } : {}),
    },
    render: (r) => {
      const related = r[relation];
      return related ? <TextCell value={related.name} max={24} /> : <Empty />;
    },
  });
}

/** An enum field shown as a badge, filtered by its options (`param`, e.g. `status_in`); sortable unless told. */
export function enumColumn<T, Q = ListArgs>(options: {
  field: SortField<T>;
  title: string;
  optionsKey: string;
  options: (settings: KitSettings) => EnumOption[];
  param: FilterParam<Q>;
  priority?: Priority;
  multiple?: boolean;
  sortable?: boolean;
}) {
  const { field, title, optionsKey, param, priority, multiple, sortable = true } = options;
  return column<T, Q>({
    id: field,
    title,
    priority,
    sortField: sortable ? field : undefined,
    filter: { kind: 'enum', param, options: options.options, ...(multiple ? { multiple } : {}) },
    render: (r) => <EnumBadge value={r[field] as string | null} optionsKey={optionsKey} />,
  });
}

/** When the record was created, sortable (`__date_created`). */
export function createdColumn<T extends BaseRecord, Q = ListArgs>(title: string, priority?: Priority) {
  return column<T, Q>({
    id: 'created',
    title,
    priority,
    sortField: '__date_created' as SortField<T>,
    render: (r) => <DateTimeCell value={r.__date_created} />,
  });
}
