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
import { useTranslation } from '../../i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import {
  AllergenChips,
  BulkDeleteButton,
  DateCell,
  DateRangePicker,
  ItemRowActions,
  Pagination,
} from '../../components/resource';
import { useMenuItemsListStyles } from './MenuItemsList.styles';
import { MENU_ITEM_PAGE_SIZES, useMenuItemsList, type MenuItemsListProps } from './useMenuItemsList';

/**
 * The spec's Menu Items table: a date-range filter, then Product, Category and Actions per item. Selected rows
 * show a bar with their count, 'Delete Selected' (confirmed, then undoable) and Clear selection.
 */
export function MenuItemsList(props: MenuItemsListProps) {
  const styles = useMenuItemsListStyles();
  const { t } = useTranslation('menus');
  const list = useMenuItemsList(props);
  const { remove, edit, paging, selected, between, items, total, productName, categoryName, label } = list;

  return (
    <>
      <DateRangePicker size="small" value={props.range} onChange={list.changeRange} />
      {remove.can ? (
        <div className={styles.selection} role="region" aria-label={t('list.bulkActions')}>
          {selected.size ? <Text weight="semibold">{t('list.selected', { count: selected.size })}</Text> : null}
          <BulkDeleteButton
            count={selected.size}
            onConfirm={list.deleteSelected}
            detail={t('list.willBeDeleted', { count: selected.size })}
            access={remove}
          />
          {selected.size ? (
            <Button appearance="subtle" onClick={list.clearSelection}>
              {t('list.clearSelection')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {list.isLoading ? (
        <Spinner size="tiny" label={t('list.loading')} />
      ) : list.error ? (
        <Text role="alert">{errorMessage(list.error)}</Text>
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
                      checked={list.allSelected ? true : list.someSelected ? 'mixed' : false}
                      onChange={(_, d) => list.selectAll(!!d.checked)}
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
                        onChange={(_, d) => list.toggle(i.id, !!d.checked)}
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
                      onEdit={() => list.open(i)}
                      remove={remove}
                      deletion={{
                        resource: 'menu-items',
                        id: i.id,
                        title: t('item.deleted', { name: productName(i), date: String(i.date).slice(0, 10) }),
                        run: () => list.deleteItem(i),
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
            onChange={(current, pageSize) => list.setPaging({ current, pageSize })}
          />
        </div>
      ) : null}
    </>
  );
}
