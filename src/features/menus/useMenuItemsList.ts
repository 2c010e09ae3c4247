import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { menusApi, type Menu, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../resources/paths';
import { dateBetween, useAccess, useKitToasts, usePendingDeletes, type DateRange } from '../../components/resource';
import { ownTranslations, useLocalizedName } from '../products';

export const MENU_ITEM_PAGE_SIZES = [10, 20, 50, 100];

export interface MenuItemsListProps {
  menu: Menu;
  range: DateRange | null;
  onRange: (range: DateRange | null) => void;
}

/**
 * The menu items table's controller: a page of the menu's items in the date range (less those being deleted),
 * the selection (cleared when the page changes), the names shown, and single and bulk deletes.
 */
export function useMenuItemsList({ menu, range, onRange }: MenuItemsListProps) {
  const { t } = useTranslation('menus');
  const localized = useLocalizedName();
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
  const productName = (i: MenuItem) =>
    i.product
      ? localized(
          i.product.name,
          ownTranslations(i.product),
          (i as { product_translations?: unknown }).product_translations,
        )
      : i.name;
  const categoryName = (i: MenuItem) =>
    i.category
      ? localized(
          i.category.name,
          ownTranslations(i.category),
          (i as { category_translations?: unknown }).category_translations,
        )
      : '—';
  const label = (i: MenuItem) => t('item.onDate', { name: productName(i), date: String(i.date).slice(0, 10) });
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
      title: t('list.deleted', { count: ids.length }),
      run: () => deleteMany({ idList: { records: ids } }).unwrap(),
    });
  };

  return {
    edit,
    remove,
    paging,
    setPaging,
    selected,
    clearSelection: () => setSelected(new Set()),
    selectAll: (on: boolean) => setSelected(on ? new Set(items.map((i) => i.id)) : new Set()),
    toggle,
    between,
    error,
    isLoading,
    items,
    total,
    allSelected,
    someSelected,
    productName,
    categoryName,
    label,
    deleteSelected,
    /** A new date range starts again at the first page. */
    changeRange: (next: DateRange | null) => {
      onRange(next);
      setPaging((p) => ({ ...p, current: 1 }));
    },
    open: (item: MenuItem) => navigate({ pathname: paths.menuItems.show(menu.id, item.id), search }),
    deleteItem: (item: MenuItem) => deleteOne({ id: item.id }).unwrap(),
  };
}
