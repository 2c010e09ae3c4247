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
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { menusApi, type Menu, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../resources/paths';
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
import { ownTranslations, useLocalizedName } from '../products';
import { useMenuItemsListStyles } from './MenuItemsList.styles';

export const MENU_ITEM_PAGE_SIZES = [10, 20, 50, 100];

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
        <div className={styles.selection} role="region" aria-label={t('list.bulkActions')}>
          {selected.size ? <Text weight="semibold">{t('list.selected', { count: selected.size })}</Text> : null}
          <BulkDeleteButton
            count={selected.size}
            onConfirm={deleteSelected}
            detail={t('list.willBeDeleted', { count: selected.size })}
            access={remove}
          />
          {selected.size ? (
            <Button appearance="subtle" onClick={() => setSelected(new Set())}>
              {t('list.clearSelection')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {isLoading ? (
        <Spinner size="tiny" label={t('list.loading')} />
      ) : error ? (
        <Text role="alert">{errorMessage(error)}</Text>
      ) : !items.length ? (
        <Text className={styles.muted}>{between ? t('list.emptyInDates') : t('list.empty')}</Text>
      ) : (
        <div className={styles.scroller}>
          <Table size="small" aria-label={t('section.title')} className={styles.table}>
            <TableHeader>
              <TableRow className={styles.headerRow}>
                {remove.can ? (
                  <TableHeaderCell className={styles.check}>
                    <Checkbox
                      aria-label={t('list.selectAll')}
                      checked={allSelected ? true : someSelected ? 'mixed' : false}
                      onChange={(_, d) => setSelected(d.checked ? new Set(items.map((i) => i.id)) : new Set())}
                    />
                  </TableHeaderCell>
                ) : null}
                <TableHeaderCell style={{ width: 110 }}>{t('fields.date')}</TableHeaderCell>
                <TableHeaderCell>{t('fields.product')}</TableHeaderCell>
                <TableHeaderCell>{t('fields.category')}</TableHeaderCell>
                <TableHeaderCell>{t('fields.allergens')}</TableHeaderCell>
                <TableHeaderCell style={{ width: 84 }}>{t('fields.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((i) => (
                <TableRow key={i.id} className={styles.row} aria-selected={remove.can ? selected.has(i.id) : undefined}>
                  {remove.can ? (
                    <TableCell className={styles.check}>
                      <Checkbox
                        aria-label={t('list.select', { name: label(i) })}
                        checked={selected.has(i.id)}
                        onChange={(_, d) => toggle(i.id, !!d.checked)}
                      />
                    </TableCell>
                  ) : null}
                  <TableCell className={styles.line} data-label={t('fields.date')}>
                    <DateCell value={String(i.date)} />
                  </TableCell>
                  <TableCell className={styles.product} dir="auto">
                    {productName(i)}
                  </TableCell>
                  <TableCell className={styles.line} data-label={t('fields.category')}>
                    {categoryName(i)}
                  </TableCell>
                  <TableCell className={styles.line} data-label={t('fields.allergens')}>
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
                        title: t('item.deleted', { name: productName(i), date: String(i.date).slice(0, 10) }),
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
            entity={t('list.entity')}
            one={t('list.one')}
            pageSizes={MENU_ITEM_PAGE_SIZES}
            onChange={(current, pageSize) => setPaging({ current, pageSize })}
          />
        </div>
      ) : null}
    </>
  );
}
