import {
  Button,
  Checkbox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { menusApi, type Menu, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../app/paths';
import {
  AllergenChips,
  BulkDeleteButton,
  DateCell,
  DateRangePicker,
  dateBetween,
  ItemRowActions,
  Pagination,
  useAccess,
  useKitToasts,
  usePendingDeletes,
  type DateRange,
} from '../../components/resource';
import { useMenuItemsListStyles } from './MenuItemsList.styles';

export const MENU_ITEM_PAGE_SIZES = [10, 20, 50, 100];

const itemsNoun = (count: number) => (count === 1 ? 'menu item' : 'menu items');

/**
 * The spec's Menu Items table: a date-range filter, then Product, Category and Actions per item. Selected rows
 * show a bar with their count, 'Delete Selected' (confirmed, then undoable) and Clear selection.
 */
export function MenuItemsList({
  menu,
  range,
  onRange,
}: {
  menu: Menu;
  range: DateRange | null;
  onRange: (range: DateRange | null) => void;
}) {
  const styles = useMenuItemsListStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const edit = useAccess('menu-items', 'edit');
  const remove = useAccess('menu-items', 'delete');
  const { undoableDelete } = useKitToasts();
  const [deleteOne] = menusApi.endpoints.deleteMenuItem.useMutation();
  const [deleteMany] = menusApi.endpoints.bulkDeleteMenuItems.useMutation();
  const pending = usePendingDeletes('menu-items');
  const [paging, setPaging] = useState({ current: 1, pageSize: MENU_ITEM_PAGE_SIZES[0] });
  const [selected, setSelected] = useState<Set<number>>(new Set());
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
  const { data, error, isLoading, isFetching } = menusApi.endpoints.listMenuItems.useQuery(args);
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
      title: `${ids.length} ${itemsNoun(ids.length)} deleted`,
      run: () => deleteMany({ idList: { records: ids } }).unwrap(),
    });
  };

  return (
    <>
      <DateRangePicker
        size="small"
        value={range}
        onChange={(next) => {
          onRange(next);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      {remove.can ? (
        <div className={styles.selection} role="region" aria-label="Bulk actions">
          {selected.size ? <Text weight="semibold">{selected.size} selected</Text> : null}
          <BulkDeleteButton
            count={selected.size}
            onConfirm={deleteSelected}
            detail={`${selected.size} ${itemsNoun(selected.size)} will be deleted. You will have a few seconds to undo.`}
            access={remove}
          />
          {selected.size ? (
            <Button appearance="subtle" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          ) : null}
        </div>
      ) : null}
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
                <TableRow key={i.id} className={styles.row} aria-selected={remove.can ? selected.has(i.id) : undefined}>
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
  );
}
