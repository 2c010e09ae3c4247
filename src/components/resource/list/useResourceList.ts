import { useCallback, useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useSearchState } from '../../../lib/useSearchState';
import { useAccess, useKitEnv } from '../env';
import { toastHostWanted } from '../feedback/toastBus';
import { filterOperator } from '../filters/filterValue';
import type { ResourceConfig } from '../config';
import type { AccessRule, BaseRecord, FilterValue, ResourceColumn } from '../types';
import { useKitToasts, usePendingDeletes } from '../feedback/undo';
import { useDebouncedValue } from '../useDebounced';
import { useNoMutation } from '../api';
import type { RowActionsValue } from './columns';
import { useColumnVisibility } from './columnVisibility';
import { useExpandedRows } from './ExpandableRows';
import { listQueryArgs, wireFilters } from './listQuery';
import {
  DEFAULT_PAGE_SIZE,
  filterValue,
  parseListState,
  SEARCH_FIELD,
  toggleSorter,
  withFilter,
  writeListState,
} from './listState';
import { translateText } from '../../../i18n';
import { isolate, kitT, recordsText } from '../text';

/** Search waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 500;
export const TABLE_PAGE_SIZES = [10, 20, 50, 100];
const NARROW_QUERY = '(max-width: 639.98px)';

export type ListView = 'table' | 'card';

export interface ResourceListProps<T extends BaseRecord> {
  config: ResourceConfig<T>;
  /** Table or cards (resources with `config.cards`). */
  view?: ListView;
  onViewChange?: (view: ListView) => void;
}

/**
 * The list screen's controller: the list state kept in the URL, the debounced search, the page of rows
 * (without those waiting for an undoable delete), the selection, and what the user may do.
 */
export function useResourceList<T extends BaseRecord>({ config, view = 'table', onViewChange }: ResourceListProps<T>) {
  const env = useKitEnv();
  const navigate = useNavigate();
  const location = useLocation();
  const { undoableDelete } = useKitToasts();
  const [deleteOne] = config.endpoints.useDelete();
  const useBulkDelete = config.endpoints.useBulkDelete ?? useNoMutation;
  const [deleteMany] = useBulkDelete();

  const access = {
    create: useAccess(config.resource, 'create'),
    edit: useAccess(config.resource, 'edit'),
    remove: useAccess(config.resource, 'delete'),
    export: useAccess(config.resource, 'export'),
    import: useAccess(config.resource, 'import'),
  };

  const narrow = useMediaQuery(NARROW_QUERY);
  const toastsWanted = useSyncExternalStore(toastHostWanted.subscribe, toastHostWanted.get, toastHostWanted.get);
  const cards = view === 'card' && config.cards ? config.cards : null;
  const pageSizes = cards ? cards.pageSizes : TABLE_PAGE_SIZES;
  const defaultPageSize = cards ? cards.pageSizes[0] : DEFAULT_PAGE_SIZE;
  const read = useCallback(
    (query: URLSearchParams) => parseListState(query, { pageSize: defaultPageSize }),
    [defaultPageSize],
  );
  // The list state lives in the URL; a change applies to the URL as it is when the change is made.
  const [state, update, params] = useSearchState(read, writeListState);

  // The URL always carries the list state, so the address can be shared as it is.
  useEffect(() => {
    if (!params.has('current') || !params.has('pageSize')) update({});
  }, [params, update]);

  const columns = useMemo(() => {
    const permitted = (rule?: AccessRule) => !rule || env.can(rule.resource, rule.action).can;
    return config.columns
      .filter((c) => permitted(c.access))
      .map((c) => (c.filter && !permitted(c.filter.access) ? { ...c, filter: undefined } : c));
  }, [config.columns, env]);

  const filteredKey = state.filters
    .filter((f) => f.field !== SEARCH_FIELD)
    .map((f) => f.field)
    .join(',');
  const filtered = useMemo(() => (filteredKey ? filteredKey.split(',') : []), [filteredKey]);
  const visibility = useColumnVisibility(config.resource, columns, filtered);

  // Search: typed text reaches the URL (and the server) 500 ms after the last key; a URL changed from
  // elsewhere (back, a link) replaces the typed text.
  const urlSearch = String(filterValue(state, SEARCH_FIELD) ?? '');
  const [searchText, setSearchText] = useState(urlSearch);
  const settledSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const onSearchSettled = useEffectEvent((settled: string) => {
    if (settled.trim() !== urlSearch.trim())
      update((current) => withFilter(current, SEARCH_FIELD, 'contains', settled.trim()));
  });
  useEffect(() => onSearchSettled(settledSearch), [settledSearch]);
  const onUrlSearch = useEffectEvent((url: string) => {
    if (url.trim() !== settledSearch.trim()) setSearchText(url);
  });
  useEffect(() => onUrlSearch(urlSearch), [urlSearch]);

  const args = useMemo(() => listQueryArgs(state, columns), [state, columns]);
  const { data, error, isLoading, isFetching, refetch } = config.endpoints.useList(args);
  const pendingDeletes = usePendingDeletes(config.resource);
  const allRows = useMemo(() => (data?.data?.results ?? []) as T[], [data]);
  const rows = useMemo(() => allRows.filter((r) => !pendingDeletes.has(r.id)), [allRows, pendingDeletes]);
  const serverTotal = data?.data?.meta?.total_count ?? 0;
  const total = Math.max(0, serverTotal - (allRows.length - rows.length));

  // A page past the end (after deletes, or a stale link) moves to the last page.
  const lastPage = Math.max(1, Math.ceil(serverTotal / state.pageSize));
  const pastTheEnd = !!data && !isFetching && state.current > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ current: lastPage });
  }, [pastTheEnd, lastPage, update]);

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const expanded = useExpandedRows();
  useEffect(() => setSelected(new Set()), [args]);

  const deleteRecord = useCallback(
    (record: BaseRecord) =>
      undoableDelete({
        resource: config.resource,
        ids: [record.id],
        title: kitT('kit:list.deleted', {
          singular: translateText(config.singular),
          name: isolate(config.recordName(record as T)),
        }),
        run: () => deleteOne(config.endpoints.deleteArg(record.id)).unwrap(),
      }),
    [config, undoableDelete, deleteOne],
  );

  const deleteSelected = () => {
    const ids = [...selected].map(Number);
    const scheduled = undoableDelete({
      resource: config.resource,
      ids,
      title: kitT('kit:list.bulkDeleted', { things: recordsText(config, ids.length, translateText) }),
      run: () => deleteMany(config.endpoints.bulkDeleteArg(ids)).unwrap(),
    });
    // Refused (offline): the rows stay selected, to delete again once back online.
    if (scheduled) setSelected(new Set());
  };

  const { edit, remove } = access;
  const rowActions = useMemo<RowActionsValue>(
    () => ({ recordName: (r) => config.recordName(r as T), edit, remove, onDelete: deleteRecord }),
    [config, edit, remove, deleteRecord],
  );

  const toggleSelected = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const sorter = state.sorters[0];
  const tagFilterColumn = cards?.tagFilter ? columns.find((c) => c.id === cards.tagFilter) : undefined;

  return {
    config,
    view,
    onViewChange,
    access,
    narrow,
    toastsWanted,
    cards,
    pageSizes,
    state,
    columns,
    visibility,
    rows,
    total,
    meta: data?.data?.meta as Record<string, unknown> | undefined,
    error,
    hasData: !!data,
    isLoading,
    isFetching,
    refetch,
    expanded,
    rowActions,
    tagFilterColumn,
    canSelect: access.remove.can && !cards && !!config.endpoints.useBulkDelete,
    exportFilters: wireFilters(state, columns),
    activeColumnFilters: state.filters.filter(
      (f) => f.field !== SEARCH_FIELD && columns.some((c) => c.id === f.field && c.filter),
    ).length,
    sorter,
    sortColumn: sorter ? columns.find((c) => c.sortField === sorter.field)?.id : undefined,
    search: { text: searchText, setText: setSearchText },
    selection: {
      selected,
      toggle: toggleSelected,
      set: (ids: number[]) => setSelected(new Set(ids)),
      clear: () => setSelected(new Set()),
      deleteSelected,
    },
    goBack: () => navigate(-1),
    goCreate: () => navigate({ pathname: `${config.basePath}/create`, search: location.search }),
    sortBy: (field: string) => update((current) => toggleSorter(current, field)),
    filterBy: (col: ResourceColumn<T>, value: FilterValue | undefined) =>
      update((current) => withFilter(current, col.id, filterOperator(col.filter!), value)),
    tagFilterBy: (id: string, value: FilterValue | undefined) =>
      update((current) => withFilter(current, id, 'in', value)),
    clearFilters: () =>
      update((current) => ({
        ...current,
        current: 1,
        filters: current.filters.filter((f) => f.field === SEARCH_FIELD),
      })),
    switchView: (next: ListView) => {
      if (view === next || !onViewChange) return;
      onViewChange(next);
      const size = next === 'card' ? config.cards!.pageSizes[0] : DEFAULT_PAGE_SIZE;
      update({ current: 1, pageSize: size });
    },
    changePage: (current: number, pageSize: number) => update({ current, pageSize }),
  };
}

export type ResourceListController<T extends BaseRecord> = ReturnType<typeof useResourceList<T>>;
