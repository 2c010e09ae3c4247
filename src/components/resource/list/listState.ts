import type { ActiveFilter, FilterValue, ListState, Sorter } from '../types';

/**
 * A list's page, size, sorters and filters live in the URL so a reload or a shared link shows the same
 * list (`current` and `pageSize` are read as numbers). Layout, in the style of refine's
 * syncWithLocation:
 *   ?current=2&pageSize=20
 *   &sorters[0][field]=name&sorters[0][order]=asc
 *   &filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=draft&filters[0][value][1]=publish
 */

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_CURRENT = 1;
export const SEARCH_FIELD = 'search';

const positiveInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  if (raw == null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

const ENTRY = /^(sorters|filters)\[(\d+)\]\[(field|order|operator|value)\](?:\[(\d+)\])?$/;

export function parseListState(params: URLSearchParams, defaults: Partial<ListState> = {}): ListState {
  const sorters: Partial<Sorter>[] = [];
  const filters: { field?: string; operator?: string; value?: FilterValue; list?: string[] }[] = [];
  for (const [key, value] of params) {
    const m = ENTRY.exec(key);
    if (!m) continue;
    const index = Number(m[2]);
    if (index > 50) continue;
    if (m[1] === 'sorters') {
      const s = (sorters[index] ??= {});
      if (m[3] === 'field') s.field = value;
      if (m[3] === 'order') s.order = value === 'desc' ? 'desc' : 'asc';
    } else {
      const f = (filters[index] ??= {});
      if (m[3] === 'field') f.field = value;
      if (m[3] === 'operator') f.operator = value;
      if (m[3] === 'value') {
        if (m[4] !== undefined) (f.list ??= [])[Number(m[4])] = value;
        else f.value = value;
      }
    }
  }
  const hasSorters = sorters.some(Boolean);
  return {
    current: positiveInt(params.get('current'), defaults.current ?? DEFAULT_CURRENT),
    pageSize: positiveInt(params.get('pageSize'), defaults.pageSize ?? DEFAULT_PAGE_SIZE, 100),
    sorters: hasSorters
      ? sorters.filter((s): s is Sorter => !!s?.field).map((s) => ({ field: s.field, order: s.order ?? 'asc' }))
      : (defaults.sorters ?? []),
    filters: filters
      .filter((f) => !!f?.field)
      .map((f) => ({
        field: f.field!,
        operator: f.operator ?? 'eq',
        value: f.list ? f.list.filter((v) => v !== undefined) : (f.value ?? ''),
      }))
      .filter((f) => !isEmptyValue(f.value)),
  };
}

export function isEmptyValue(value: FilterValue | undefined): boolean {
  return value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
}

/** The list state as query parameters, keeping any other parameters of `base`. */
export function writeListState(state: ListState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (base) for (const [k, v] of base) if (k !== 'current' && k !== 'pageSize' && !ENTRY.test(k)) params.append(k, v);
  params.set('current', String(state.current));
  params.set('pageSize', String(state.pageSize));
  state.sorters.forEach((s, i) => {
    params.set(`sorters[${i}][field]`, s.field);
    params.set(`sorters[${i}][order]`, s.order);
  });
  state.filters
    .filter((f) => !isEmptyValue(f.value))
    .forEach((f, i) => {
      params.set(`filters[${i}][field]`, f.field);
      params.set(`filters[${i}][operator]`, f.operator);
      if (Array.isArray(f.value)) f.value.forEach((v, j) => params.set(`filters[${i}][value][${j}]`, v));
      else params.set(`filters[${i}][value]`, f.value);
    });
  return params;
}

export function filterValue(state: ListState, field: string): FilterValue | undefined {
  return state.filters.find((f) => f.field === field)?.value;
}

/** A new state with `field` set (or cleared when empty); filtering goes back to page 1. */
export function withFilter(
  state: ListState,
  field: string,
  operator: string,
  value: FilterValue | undefined,
): ListState {
  const rest = state.filters.filter((f) => f.field !== field);
  const filters: ActiveFilter[] =
    value === undefined || isEmptyValue(value) ? rest : [...rest, { field, operator, value }];
  return { ...state, filters, current: 1 };
}

/** Click on a sortable header: asc → desc → none. */
export function toggleSorter(state: ListState, field: string): ListState {
  const existing = state.sorters.find((s) => s.field === field);
  const sorters: Sorter[] = !existing
    ? [{ field, order: 'asc' }]
    : existing.order === 'asc'
      ? [{ field, order: 'desc' }]
      : [];
  return { ...state, sorters, current: 1 };
}
