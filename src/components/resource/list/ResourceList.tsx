import {
  Button,
  Checkbox,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Input,
  Text,
  Title2,
  ToggleButton,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  AddRegular,
  ErrorCircleRegular,
  ArrowClockwiseRegular,
  ArrowLeftRegular,
  ChevronRightRegular,
  DeleteRegular,
  DismissRegular,
  GridRegular,
  SearchRegular,
  TableRegular,
} from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { argName } from '../api';
import { ColumnFilterButton } from '../filters/ColumnFilterButton';
import { filterOperator } from '../filters/filterValue';
import { RowActionsContext, type RowActionsValue } from './columns';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { ExportButton, ImportButton } from '../DataTransfer';
import { useAccess, useKitEnv } from '../env';
import { GuardedButton } from '../GuardedButton';
import {
  DEFAULT_PAGE_SIZE,
  filterValue,
  isEmptyValue,
  parseListState,
  SEARCH_FIELD,
  toggleSorter,
  withFilter,
  writeListState,
} from './listState';
import { Pagination } from './Pagination';
import { TagFilter } from '../filters/TagFilter';
import { toastHostWanted } from '../feedback/toastBus';
import type { BaseRecord, ListState, ResourceColumn, ResourceConfig } from '../types';
import { useKitToasts, usePendingDeletes } from '../undo';
import { useDebouncedValue } from '../useDebounced';
import { ExpandCell, ExpandedRow, useExpandedRows } from './ExpandableRows';

// Toasts load with the first toast (an undo countdown, an export notice).
const ToastHost = lazy(() => import(/* webpackChunkName: "kit-extras" */ '../feedback/ToastHost'));

/**
 * The list screen of a resource (spec §2 "Lists (common)"): breadcrumb, back and refresh, a debounced
 * (500 ms) search, Add New, column filters and sorting, page size and pages — all kept in the URL — per-row
 * edit and delete, bulk delete, import and export. The create modal and the detail drawer open over it
 * (the nested route's `<Outlet/>`).
 */

export const SEARCH_DEBOUNCE_MS = 500; // spec §9
export const TABLE_PAGE_SIZES = [10, 20, 50, 100];
const NARROW_QUERY = '(max-width: 639.98px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  crumbs: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  crumbLink: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForeground1 },
  },
  crumbCurrent: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  titleGroup: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: 0 },
  title: { margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 639.98px)': { width: '100%', justifyContent: 'flex-end' },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  search: {
    flexGrow: 1,
    maxWidth: '420px',
    minWidth: '200px',
    '@media (max-width: 639.98px)': { maxWidth: 'none', width: '100%', minWidth: 0 },
  },
  spacer: { flexGrow: 1 },
  selection: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  progressSlot: { height: '2px', overflow: 'hidden', position: 'relative' },
  progress: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '30%',
    backgroundColor: tokens.colorBrandBackground,
    animationName: { from: { left: '-30%' }, to: { left: '100%' } } as never,
    animationDuration: '1.2s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
  },
  viewToggle: { display: 'flex', gap: tokens.spacingHorizontalXS },
  bone: {
    height: '14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } } as never,
    animationDuration: '1.4s',
    animationIterationCount: 'infinite',
  },
  scroller: { overflowX: 'auto', minWidth: 0 },
  grid: { minWidth: '100%', tableLayout: 'auto' },
  headerRow: { backgroundColor: tokens.colorNeutralBackground2 },
  headerCell: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  headerInner: { display: 'inline-flex', width: 'auto', verticalAlign: 'middle' },
  headerAside: { display: 'inline-flex', verticalAlign: 'middle', marginLeft: tokens.spacingHorizontalXXS },
  cell: { whiteSpace: 'nowrap' },
  // Long values end in an ellipsis instead of pushing the table wider than the page.
  cellInner: { maxWidth: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // The actions stay in view when a wide table scrolls sideways — from tablet width up: on a phone a sticky
  // column covered a third of the screen and cut the name column off mid-word, so there the whole row scrolls.
  sticky: {
    position: 'sticky',
    '@media (max-width: 599.98px)': { position: 'static', boxShadow: 'none' },
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  stickyHeader: { backgroundColor: tokens.colorNeutralBackground2 },
  selectCell: { width: '44px', minWidth: '44px', paddingLeft: tokens.spacingHorizontalS },
  selectedRow: { backgroundColor: tokens.colorBrandBackground2 },
  alert: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    margin: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
  },
  alertIcon: { color: tokens.colorPaletteRedForeground1, fontSize: '20px', flexShrink: 0 },
  alertText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexGrow: 1 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    // 4/3/2/1 columns by width; the ranges do not overlap, so the order of the rules does not matter.
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 576px) and (max-width: 991.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 992px) and (max-width: 1279.98px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  skeletonRow: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  error: { margin: tokens.spacingHorizontalL },
  footer: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

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

function GridSkeleton({ rows }: { rows: number }) {
  const styles = useStyles();
  return (
    <div role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow}>
          {[28, 22, 18, 14].map((w) => (
            <div key={w} className={styles.bone} style={{ width: `${w}%` }} />
          ))}
        </div>
      ))}
    </div>
  );
}

interface ResourceListProps<T extends BaseRecord> {
  config: ResourceConfig<T>;
  /** Table or cards (resources with `config.cards`). */
  view?: 'table' | 'card';
  onViewChange?: (view: 'table' | 'card') => void;
}

export function ResourceList<T extends BaseRecord>({ config, view = 'table', onViewChange }: ResourceListProps<T>) {
  const styles = useStyles();
  const env = useKitEnv();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { undoableDelete } = useKitToasts();
  const [deleteOne] = config.endpoints.useDelete();
  const [deleteMany] = config.endpoints.useBulkDelete();

  const create = useAccess(config.resource, 'create');
  const edit = useAccess(config.resource, 'edit');
  const remove = useAccess(config.resource, 'delete');
  const exportAccess = useAccess(config.resource, 'export');
  const importAccess = useAccess(config.resource, 'import');

  const narrow = useMediaQuery(NARROW_QUERY);
  const toastsWanted = useSyncExternalStore(toastHostWanted.subscribe, toastHostWanted.get, toastHostWanted.get);
  const cards = view === 'card' && config.cards ? config.cards : null;
  const pageSizes = cards ? cards.pageSizes : TABLE_PAGE_SIZES;
  const defaultPageSize = cards ? cards.pageSizes[0] : DEFAULT_PAGE_SIZE;
  const state = useMemo(() => parseListState(params, { pageSize: defaultPageSize }), [params, defaultPageSize]);
  const stateRef = useRef(state);
  stateRef.current = state;
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const update = (next: ListState) => setParams(writeListState(next, paramsRef.current), { replace: true });

  // The URL always carries the list state, so the address can be shared as it is.
  useEffect(() => {
    if (!params.has('current') || !params.has('pageSize')) update(state);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const permitted = (rule?: { resource: string; action: string }) => !rule || env.can(rule.resource, rule.action).can;
  const columns = useMemo(
    () =>
      config.columns
        .filter((c) => permitted(c.access))
        .map((c) => (c.filter && !permitted(c.filter.access) ? { ...c, filter: undefined } : c)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config.columns, env],
  );

  // Search: typed text reaches the URL (and the server) 500 ms after the last key.
  const urlSearch = String(filterValue(state, SEARCH_FIELD) ?? '');
  const [searchText, setSearchText] = useState(urlSearch);
  const settledSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settledSearch.trim() !== urlSearch.trim())
      update(withFilter(stateRef.current, SEARCH_FIELD, 'contains', settledSearch.trim()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);
  useEffect(() => {
    if (urlSearch.trim() !== settledSearch.trim()) setSearchText(urlSearch);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlSearch]);

  const args = useMemo(() => listQueryArgs(state, columns), [state, columns]);
  const { data, error, isLoading, isFetching, refetch } = config.endpoints.useList(args);
  const pendingDeletes = usePendingDeletes(config.resource);
  const allRows = useMemo(() => (data?.data?.results ?? []) as T[], [data]);
  const rows = useMemo(() => allRows.filter((r) => !pendingDeletes.has(r.id)), [allRows, pendingDeletes]);
  const total = Math.max(0, (data?.data?.meta?.total_count ?? 0) - (allRows.length - rows.length));

  // A page past the end (after deletes, or a stale link) moves to the last page.
  useEffect(() => {
    const pages = Math.max(1, Math.ceil((data?.data?.meta?.total_count ?? 0) / state.pageSize));
    if (data && !isFetching && state.current > pages) update({ ...state, current: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, isFetching, state.current, state.pageSize]);

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const expanded = useExpandedRows();
  useEffect(() => setSelected(new Set()), [args]);

  const deleteRecord = (record: BaseRecord) =>
    undoableDelete({
      resource: config.resource,
      ids: [record.id],
      title: `${config.singular} "${config.recordName(record as T)}" deleted`,
      run: () => deleteOne(config.endpoints.deleteArg(record.id)).unwrap(),
    });

  const deleteSelected = () => {
    const ids = [...selected].map(Number);
    setSelected(new Set());
    undoableDelete({
      resource: config.resource,
      ids,
      title: `${ids.length} ${ids.length === 1 ? config.singular.toLowerCase() : config.entity} deleted`,
      run: () => deleteMany(config.endpoints.bulkDeleteArg(ids)).unwrap(),
    });
  };

  const rowActions = useMemo<RowActionsValue>(
    () => ({ recordName: (r) => config.recordName(r as T), edit, remove, onDelete: deleteRecord }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, edit.can, remove.can],
  );

  const activeColumnFilters = state.filters.filter(
    (f) => f.field !== SEARCH_FIELD && columns.some((c) => c.id === f.field && c.filter),
  );
  const sorter = state.sorters[0];
  const sortColumn = sorter ? columns.find((c) => c.sortField === sorter.field)?.id : undefined;
  const minWidth = columns.reduce(
    (sum, c) => sum + (c.minWidth ?? 120),
    (remove.can ? 48 : 0) + (config.expandRow ? 44 : 0),
  );
  const exportFilters = wireFilters(state, columns);
  const canSelect = remove.can && !cards;

  let content: ReactNode;
  if (error && !data)
    content = (
      <div role="alert" className={styles.alert}>
        <ErrorCircleRegular className={styles.alertIcon} aria-hidden="true" />
        <div className={styles.alertText}>
          <Text weight="semibold">Could not load {config.label.toLowerCase()}</Text>
          <Text>{errorMessage(error)}</Text>
        </div>
        <Button onClick={() => refetch()}>Try again</Button>
      </div>
    );
  else if (isLoading) content = <GridSkeleton rows={Math.min(state.pageSize, 8)} />;
  else if (!rows.length)
    content = (
      <div className={styles.empty}>
        <Text size={400} weight="semibold">
          No {config.entity} found
        </Text>
        <Text>
          {state.filters.length ? 'Try a different search or clear the filters.' : `Add the first one with Add New.`}
        </Text>
      </div>
    );
  else if (cards)
    content = (
      <ul className={styles.cards} aria-label={config.label} style={{ listStyleType: 'none', margin: 0 }}>
        {rows.map((r) => (
          <li key={r.id}>{cards.render(r)}</li>
        ))}
      </ul>
    );
  else {
    const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
    const someSelected = rows.some((r) => selected.has(r.id));
    const span = columns.length + (canSelect ? 1 : 0) + (config.expandRow ? 1 : 0);
    const toggle = (id: number, on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    content = (
      <div className={styles.scroller}>
        <Table aria-label={config.label} className={styles.grid} style={{ minWidth }}>
          <TableHeader>
            <TableRow className={styles.headerRow}>
              {config.expandRow ? <TableHeaderCell style={{ width: 44 }} aria-label="Expand" /> : null}
              {canSelect ? (
                <TableHeaderCell className={styles.selectCell}>
                  <Checkbox
                    aria-label="Select all rows"
                    checked={allSelected ? true : someSelected ? 'mixed' : false}
                    onChange={(_, d) => setSelected(d.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                  />
                </TableHeaderCell>
              ) : null}
              {columns.map((col) => {
                const sortable = !!col.sortField;
                const direction =
                  sortable && col.id === sortColumn
                    ? sorter?.order === 'desc'
                      ? 'descending'
                      : 'ascending'
                    : undefined;
                return (
                  <TableHeaderCell
                    key={col.id}
                    className={mergeClasses(
                      styles.headerCell,
                      col.id === 'actions' && styles.sticky,
                      col.id === 'actions' && styles.stickyHeader,
                    )}
                    button={{ className: styles.headerInner }}
                    style={{ minWidth: col.minWidth ?? 120 }}
                    sortable={sortable}
                    sortDirection={direction}
                    onClick={sortable ? () => update(toggleSorter(stateRef.current, col.sortField!)) : undefined}
                    aside={
                      col.filter
                        ? {
                            className: styles.headerAside,
                            children: (
                              <ColumnFilterButton
                                title={col.title}
                                filter={col.filter}
                                value={filterValue(state, col.id)}
                                onApply={(value) =>
                                  update(withFilter(stateRef.current, col.id, filterOperator(col.filter!), value))
                                }
                              />
                            ),
                          }
                        : undefined
                    }
                  >
                    {col.column.renderHeaderCell()}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((item) => {
              const isSelected = selected.has(item.id);
              return [
                <TableRow
                  key={item.id}
                  className={isSelected ? styles.selectedRow : undefined}
                  aria-selected={canSelect ? isSelected : undefined}
                >
                  {config.expandRow ? <ExpandCell id={item.id} state={expanded} /> : null}
                  {canSelect ? (
                    <TableCell className={styles.selectCell}>
                      <Checkbox
                        aria-label={`Select ${config.recordName(item)}`}
                        checked={isSelected}
                        onChange={(_, d) => toggle(item.id, !!d.checked)}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((col) => (
                    <TableCell
                      key={col.id}
                      className={mergeClasses(styles.cell, col.id === 'actions' && styles.sticky)}
                    >
                      <div className={styles.cellInner}>{col.column.renderCell(item)}</div>
                    </TableCell>
                  ))}
                </TableRow>,
                config.expandRow && expanded.open.has(item.id) ? (
                  <ExpandedRow key={`${item.id}-expanded`} id={item.id} span={span}>
                    {config.expandRow(item)}
                  </ExpandedRow>
                ) : null,
              ];
            })}
          </TableBody>
        </Table>
      </div>
    );
  }

  const tagFilterColumn = cards?.tagFilter ? columns.find((c) => c.id === cards.tagFilter) : undefined;

  return (
    <RowActionsContext.Provider value={rowActions}>
      <div className={styles.root}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link to="/" className={styles.crumbLink}>
                Home
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRightRegular />
            </li>
            <li>
              <span aria-current="page" className={styles.crumbCurrent}>
                {config.label}
              </span>
            </li>
          </ol>
        </nav>

        <header className={styles.header}>
          <div className={styles.titleGroup}>
            <Tooltip content="Back" relationship="label" withArrow>
              <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate(-1)} />
            </Tooltip>
            <Title2 as="h1" className={styles.title}>
              {config.label}
            </Title2>
          </div>
          <div className={styles.actions}>
            <Tooltip content="Refresh" relationship="label" withArrow>
              <Button
                appearance="subtle"
                icon={<ArrowClockwiseRegular />}
                onClick={() => refetch()}
                disabled={isFetching}
              />
            </Tooltip>
            {config.dataTransfer?.export ? (
              <ExportButton
                resource={config.resource}
                filters={exportFilters}
                access={exportAccess}
                iconOnly={narrow}
              />
            ) : null}
            {config.headerActions?.(exportFilters)}
            {config.dataTransfer?.import ? (
              <ImportButton
                resource={config.resource}
                access={importAccess}
                dialogLabel={config.dataTransfer.importTitle}
                iconOnly={narrow}
              />
            ) : null}
            <GuardedButton
              access={create}
              hideWhenDenied
              appearance="primary"
              icon={<AddRegular />}
              onClick={() => navigate({ pathname: `${config.basePath}/create`, search: location.search })}
            >
              Add New
            </GuardedButton>
          </div>
        </header>

        <section className={styles.card} aria-label={`${config.label} list`}>
          <div className={styles.toolbar}>
            {config.search !== false ? (
              <Input
                className={styles.search}
                type="search"
                aria-label="Search"
                contentBefore={<SearchRegular aria-hidden="true" />}
                contentAfter={
                  searchText ? (
                    <Button
                      appearance="transparent"
                      size="small"
                      aria-label="Clear search"
                      icon={<DismissRegular />}
                      onClick={() => setSearchText('')}
                    />
                  ) : undefined
                }
                placeholder={config.search ?? `Search ${config.label.toLowerCase()}`}
                value={searchText}
                onChange={(_, d) => setSearchText(d.value)}
              />
            ) : null}
            {activeColumnFilters.length ? (
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                onClick={() =>
                  update({ ...state, current: 1, filters: state.filters.filter((f) => f.field === SEARCH_FIELD) })
                }
              >
                Clear filters ({activeColumnFilters.length})
              </Button>
            ) : null}
            <div className={styles.spacer} />
            {config.cards && onViewChange ? (
              <div className={styles.viewToggle} role="group" aria-label="View">
                {(['table', 'card'] as const).map((v) => (
                  <ToggleButton
                    key={v}
                    size="small"
                    checked={view === v}
                    appearance={view === v ? 'primary' : 'subtle'}
                    icon={v === 'table' ? <TableRegular /> : <GridRegular />}
                    onClick={() => {
                      if (view === v) return;
                      onViewChange(v);
                      const size = v === 'card' ? config.cards!.pageSizes[0] : DEFAULT_PAGE_SIZE;
                      update({ ...state, current: 1, pageSize: size });
                    }}
                  >
                    {v === 'table' ? 'Table' : 'Cards'}
                  </ToggleButton>
                ))}
              </div>
            ) : null}
          </div>
          {cards && tagFilterColumn?.filter?.kind === 'lookup' ? (
            <TagFilter
              source={tagFilterColumn.filter.source}
              label={tagFilterColumn.title}
              value={filterValue(state, tagFilterColumn.id)}
              onChange={(value) => update(withFilter(state, tagFilterColumn.id, 'in', value))}
            />
          ) : null}
          {canSelect && selected.size ? (
            <div className={styles.selection} role="region" aria-label="Bulk actions">
              <Text weight="semibold">{selected.size} selected</Text>
              <ConfirmDelete
                onConfirm={deleteSelected}
                detail={`${selected.size} ${selected.size === 1 ? config.singular.toLowerCase() : config.entity} will be deleted. You will have a few seconds to undo.`}
              >
                {(open) => (
                  <GuardedButton access={remove} icon={<DeleteRegular />} onClick={open}>
                    Delete Selected
                  </GuardedButton>
                )}
              </ConfirmDelete>
              <Button appearance="subtle" onClick={() => setSelected(new Set())}>
                Clear selection
              </Button>
            </div>
          ) : null}
          <div className={styles.progressSlot}>
            {isFetching && !isLoading ? (
              <div className={styles.progress} role="progressbar" aria-label="Refreshing" />
            ) : null}
          </div>
          {content}
          <div className={mergeClasses(styles.footer)}>
            <Pagination
              current={state.current}
              pageSize={state.pageSize}
              total={total}
              entity={config.entity}
              pageSizes={pageSizes}
              onChange={(current, pageSize) => update({ ...state, current, pageSize })}
            />
          </div>
        </section>
        {toastsWanted ? (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        ) : null}
        <Outlet />
      </div>
    </RowActionsContext.Provider>
  );
}
