import type { ReactNode } from 'react';
import type {
  AccessRule,
  BaseRecord,
  ColumnPriority,
  EnumOption,
  FilterParam,
  KitSettings,
  ListArgs,
  ResourceColumn,
  SortField,
} from '../types';
import { DateTimeCell, DetailLink, Empty, EnumBadge, TextCell } from './cells';
import { column } from './columns';

/**
 * Columns that many lists show the same way (a record's name, a relation's name, an enum's badge, the creation
 * date; a person and their contact details are in contactColumns): each config names only its title. Call
 * them at module scope, as `column`. A preset's filter parameter is checked against the list call's argument
 * type `Q`.
 */

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

type Relation = 'organization' | 'outlet';

/**
 * The name of the organization or outlet a record belongs to, filtered by a lookup of that resource (shown
 * only to users the `filterAccess` rule permits, when given: the lookup lists that resource).
 */
export function relationNameColumn<
  K extends Relation,
  T extends { [P in K]: { name: string } | null },
  Q = ListArgs,
>(options: { relation: K; title: string; source: `${K}s`; priority?: ColumnPriority; filterAccess?: AccessRule }) {
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
  priority?: ColumnPriority;
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
export function createdColumn<T extends BaseRecord, Q = ListArgs>(title: string, priority?: ColumnPriority) {
  return column<T, Q>({
    id: 'created',
    title,
    priority,
    sortField: '__date_created' as SortField<T>,
    render: (r) => <DateTimeCell value={r.__date_created} />,
  });
}
