import {
  Checkbox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, CalendarAddRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { menusApi, type Menu, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../app/paths';
import {
  BulkDeleteButton,
  DateCell,
  ExportButton,
  GuardedButton,
  ItemRowActions,
  useAccess,
  useKitToasts,
  usePendingDeletes,
  dateBetween,
  DateRangePicker,
  type DateRange,
  Pagination,
  AllergenChips,
} from '../../components/resource';
import { MenuWeekGrid } from './MenuWeekGrid';
import { MenuItemsViewToggle, useMenuItemsView } from './MenuItemsView';

const AddMenuItemsModal = lazy(() =>
  import(/* webpackChunkName: "menus-add-items" */ './AddMenuItemsModal').then((m) => ({
    default: m.AddMenuItemsModal,
  })),
);

/** Phones: the items stack into cards instead of a table wider than the drawer. */
const STACKED = '@media (max-width: 639.98px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '10px', marginTop: '16px', minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
  scroller: { overflowX: 'auto' },
  footer: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  muted: { color: tokens.colorNeutralForeground3 },
  check: { width: '36px', [STACKED]: { width: 'auto', height: 'auto', padding: 0 } },
  table: { minWidth: '440px', [STACKED]: { minWidth: 0, display: 'block', '& > tbody': { display: 'block' } } },
  headerRow: { [STACKED]: { display: 'none' } },
  // Phones: each item is a small card: the product between its checkbox and actions, then labelled lines.
  row: {
    [STACKED]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      padding: `${tokens.spacingVerticalS} 0`,
    },
  },
  product: {
    [STACKED]: { flex: '1 1 0', minWidth: 0, height: 'auto', padding: 0, fontWeight: tokens.fontWeightSemibold },
  },
  line: {
    [STACKED]: {
      order: 1,
      flexBasis: '100%',
      display: 'flex',
      gap: tokens.spacingHorizontalS,
      height: 'auto',
      minHeight: '28px',
      padding: 0,
      '::before': { content: 'attr(data-label)', flex: '0 0 38%', color: tokens.colorNeutralForeground3 },
    },
  },
  rowActions: {
    whiteSpace: 'nowrap',
    [STACKED]: { height: 'auto', padding: 0, '& button': { minWidth: '44px', minHeight: '44px' } },
  },
});

export const MENU_ITEM_PAGE_SIZES = [10, 20, 50, 100];

/** The 'Menu Items' table of a menu: date-range filter, selection with undoable 'Delete Selected', exports, adds. */
export function MenuItemsSection({ menu }: { menu: Menu }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useAccess('menu-items', 'create');
  const edit = useAccess('menu-items', 'edit');
  const remove = useAccess('menu-items', 'delete');
  const exportAccess = useAccess('menu-items', 'export');
  const { undoableDelete } = useKitToasts();
  const [deleteOne] = menusApi.endpoints.deleteMenuItem.useMutation();
  const [deleteMany] = menusApi.endpoints.bulkDeleteMenuItems.useMutation();
  const pending = usePendingDeletes('menu-items');
  const [range, setRange] = useState<DateRange | null>(null);
  const [paging, setPaging] = useState({ current: 1, pageSize: MENU_ITEM_PAGE_SIZES[0] });
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [view, setView] = useMenuItemsView();
  const between = dateBetween(range);
  const args = useMemo(
    () => ({
      menu: menu.id,
      page: paging.current,
      perPage: paging.pageSize,
      orderBy: 'date,name',
      order: 'ASC',
      ...(between ? { dateBetween: between } : {}),
    }),
    [menu.id, between, paging],
  );
  const { data, error, isLoading, isFetching, refetch } = menusApi.endpoints.listMenuItems.useQuery(args);
  // The item dialog is its own chunk: fetch it while the menu is read, so Add / Edit open at once.
  const mayOpenItems = create.can || edit.can;
  useEffect(() => {
    if (mayOpenItems) void import(/* webpackChunkName: "menu-items" */ './items');
  }, [mayOpenItems]);
  useEffect(() => setSelected(new Set()), [args]);
  const items = (data?.data?.results ?? []).filter((i) => !pending.has(i.id));
  const total = Math.max(0, (data?.data?.meta?.total_count ?? 0) - ((data?.data?.results?.length ?? 0) - items.length));
  // A page past the end (after deletes) moves to the last page.
  const serverTotal = data?.data?.meta?.total_count;
  useEffect(() => {
    const pages = Math.max(1, Math.ceil((serverTotal ?? 0) / paging.pageSize));
    if (serverTotal !== undefined && !isFetching && paging.current > pages)
      setPaging((p) => ({ ...p, current: pages }));
  }, [serverTotal, isFetching, paging]);
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  const someSelected = items.some((i) => selected.has(i.id));
  const label = (i: MenuItem) => `${i.product?.name ?? i.name} on ${String(i.date).slice(0, 10)}`;
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteSelected = () => {
    const ids = [...selected];
    setSelected(new Set());
    undoableDelete({
      resource: 'menu-items',
      ids,
      title: `${ids.length} ${ids.length === 1 ? 'menu item' : 'menu items'} deleted`,
      run: () => deleteMany({ idList: { records: ids } }).unwrap(),
    });
  };

  const exportFilters: Record<string, string> = {
    menu: String(menu.id),
    ...(between ? { date_between: between } : {}),
  };

  return (
    <section className={styles.root} aria-label="Menu Items">
      <div className={styles.head}>
        <Text weight="semibold" size={400}>
          Menu Items
        </Text>
        <div className={styles.actions}>
          <MenuItemsViewToggle view={view} onChange={setView} />
          {view === 'list' && remove.can ? (
            <BulkDeleteButton
              count={selected.size}
              onConfirm={deleteSelected}
              detail={`${selected.size} ${selected.size === 1 ? 'menu item' : 'menu items'} will be deleted. You will have a few seconds to undo.`}
              access={remove}
              label={selected.size ? `Delete Selected (${selected.size})` : 'Delete Selected'}
            />
          ) : null}
          <ExportButton resource="menu-items" filters={exportFilters} access={exportAccess} label="Export Menu" />
          <GuardedButton access={create} hideWhenDenied icon={<CalendarAddRegular />} onClick={() => setAdding(true)}>
            Add Menu Items
          </GuardedButton>
          <GuardedButton
            access={create}
            hideWhenDenied
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate({ pathname: paths.menuItems.create(menu.id), search })}
          >
            Add New
          </GuardedButton>
        </div>
      </div>
      {view === 'week' ? <MenuWeekGrid menu={menu} /> : null}
      {view === 'list' ? (
        <>
          <DateRangePicker
            size="small"
            value={range}
            onChange={(next) => {
              setRange(next);
              setPaging((p) => ({ ...p, current: 1 }));
            }}
          />
          {isLoading ? (
            <Spinner size="tiny" label="Loading menu items…" />
          ) : error ? (
            <Text role="alert">{errorMessage(error)}</Text>
          ) : !items.length ? (
            <Text className={styles.muted}>
              No menu items{between ? ' in these dates' : ''}. Add some with Add Menu Items.
            </Text>
          ) : (
            <div className={styles.scroller}>
              <Table size="small" aria-label="Menu Items" className={styles.table}>
                <TableHeader>
                  <TableRow className={styles.headerRow}>
                    {remove.can ? (
                      <TableHeaderCell className={styles.check}>
                        <Checkbox
                          aria-label="Select all rows"
                          checked={allSelected ? true : someSelected ? 'mixed' : false}
                          onChange={(_, d) => setSelected(d.checked ? new Set(items.map((i) => i.id)) : new Set())}
                        />
                      </TableHeaderCell>
                    ) : null}
                    <TableHeaderCell style={{ width: 110 }}>Date</TableHeaderCell>
                    <TableHeaderCell>Product</TableHeaderCell>
                    <TableHeaderCell>Category</TableHeaderCell>
                    <TableHeaderCell>Allergens</TableHeaderCell>
                    <TableHeaderCell style={{ width: 84 }}>Actions</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((i) => (
                    <TableRow
                      key={i.id}
                      className={styles.row}
                      aria-selected={remove.can ? selected.has(i.id) : undefined}
                    >
                      {remove.can ? (
                        <TableCell className={styles.check}>
                          <Checkbox
                            aria-label={`Select ${label(i)}`}
                            checked={selected.has(i.id)}
                            onChange={(_, d) => toggle(i.id, !!d.checked)}
                          />
                        </TableCell>
                      ) : null}
                      <TableCell className={styles.line} data-label="Date">
                        <DateCell value={String(i.date)} />
                      </TableCell>
                      <TableCell className={styles.product}>{i.product?.name ?? i.name}</TableCell>
                      <TableCell className={styles.line} data-label="Category">
                        {i.category?.name ?? '—'}
                      </TableCell>
                      <TableCell className={styles.line} data-label="Allergens">
                        {i.product?.allergens.length ? <AllergenChips allergens={i.product.allergens} /> : '—'}
                      </TableCell>
                      <TableCell className={styles.rowActions}>
                        <ItemRowActions
                          name={label(i)}
                          edit={edit}
                          onEdit={() => navigate({ pathname: paths.menuItems.show(menu.id, i.id), search })}
                          remove={remove}
                          deletion={{
                            resource: 'menu-items',
                            id: i.id,
                            title: `Menu item "${label(i)}" deleted`,
                            run: () => deleteOne({ id: i.id }).unwrap(),
                          }}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {total > 0 || paging.current > 1 ? (
            <div className={styles.footer}>
              <Pagination
                current={paging.current}
                pageSize={paging.pageSize}
                total={total}
                entity="menu items"
                one="menu item"
                pageSizes={MENU_ITEM_PAGE_SIZES}
                onChange={(current, pageSize) => setPaging({ current, pageSize })}
              />
            </div>
          ) : null}
        </>
      ) : null}
      {adding ? (
        <Suspense fallback={<Spinner size="tiny" />}>
          <AddMenuItemsModal
            menuId={menu.id}
            outletId={menu.outlet?.id}
            onClose={() => setAdding(false)}
            onDone={() => refetch()}
          />
        </Suspense>
      ) : null}
      <Outlet />
    </section>
  );
}
