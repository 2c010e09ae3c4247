import type { ColumnFilter, FilterValue } from '../types';

/** What a column's filter popover is given and gives back. */
export interface FilterFormProps {
  title: string;
  filter: ColumnFilter;
  value: FilterValue | undefined;
  onApply: (value: FilterValue | undefined) => void;
}

/** Text filters match a part of the value; the others pick from a list. */
export const filterOperator = (filter: ColumnFilter) => (filter.kind === 'text' ? 'contains' : 'in');

/** A filter's value as a list of chosen values (empty when unset). */
export const asList = (value: FilterValue | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : value ? [value] : [];
