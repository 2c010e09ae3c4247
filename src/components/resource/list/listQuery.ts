import { argName } from '../api';
import type { ListState, ResourceColumn } from '../types';
import { isEmptyValue, SEARCH_FIELD } from './listState';

/** Hook arguments of the list call for a state (wire names camelCased by the generated hooks). */
export function listQueryArgs<T>(state: ListState, columns: ResourceColumn<T>[]): Record<string, unknown> {
  const args: Record<string, unknown> = { page: state.current, perPage: state.pageSize };
  for (const [key, value] of Object.entries(wireFilters(state, columns))) args[argName(key)] = value;
  return args;
}

/** The list filters with their wire names (`search`, `order_by`, `status_in`, …), as export sends them. */
export function wireFilters<T>(state: ListState, columns: ResourceColumn<T>[]): Record<string, string> {
  const out: Record<string, string> = {};
  const sorters = state.sorters.filter((s) => columns.some((c) => c.sortField === s.field));
  if (sorters.length) {
    out.order_by = sorters.map((s) => s.field).join(',');
    out.order = sorters.map((s) => s.order.toUpperCase()).join(',');
  }
  for (const f of state.filters) {
    if (isEmptyValue(f.value)) continue;
    if (f.field === SEARCH_FIELD) {
      out.search = String(f.value).trim();
      continue;
    }
    const filter = columns.find((c) => c.id === f.field)?.filter;
    if (!filter) continue;
    out[filter.param] = Array.isArray(f.value) ? f.value.join(',') : f.value.trim();
  }
  return out;
}
