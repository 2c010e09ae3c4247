import {
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  mergeClasses,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import type { OrderItem } from '../../api/generated/orders';
import { itemChoicesText } from '../../lib/itemChoices';
import { formatMoney, GuardedButton, ItemRowActions, ContainsAllergens } from '../../components/resource';
import { useOrderItemsTableStyles } from './OrderItemsTable.styles';
import { useOrderItemsTable } from './useOrderItemsTable';

export { itemsLocked } from './useOrderItemsTable';

/** The items of one order: read-only in the orders list's expanded rows, with Add New / edit / delete in the drawer. */
export function OrderItemsTable({
  orderId,
  editable = false,
  title,
  lockedReason,
}: {
  orderId: number;
  editable?: boolean;
  title?: string;
  /** Why the items are read-only, shown under the heading. */
  lockedReason?: string;
}) {
  const styles = useOrderItemsTableStyles();
  const { t } = useTranslation('orders');
  const table = useOrderItemsTable({ orderId, editable, title });
  const { items, error, isLoading, label, itemName, create, edit, remove } = table;

  return (
    <section className={styles.root} aria-label={label}>
      {table.overridePrompt}
      <div className={styles.head}>
        <Text weight="semibold">{label}</Text>
        {editable ? (
          <GuardedButton access={create} hideWhenDenied size="small" icon={<AddRegular />} onClick={table.addNew}>
            {t('table.addNew')}
          </GuardedButton>
        ) : null}
      </div>
      {lockedReason ? <Text className={styles.muted}>{lockedReason}</Text> : null}
      {isLoading ? (
        <Spinner size="tiny" label={t('table.loading')} />
      ) : error ? (
        <Text role="alert">{errorMessage(error)}</Text>
      ) : !items.length ? (
        <Text className={styles.muted}>{t('table.empty')}</Text>
      ) : (
        // A table wider than the screen scrolls sideways: the keyboard can reach and scroll it too.
        <div className={styles.scroller} role="region" aria-label={t('table.scrollable', { label })} tabIndex={0}>
          <Table size="small" aria-label={label} className={mergeClasses(styles.table, !editable && styles.wide)}>
            <TableHeader>
              <TableRow className={styles.headerRow}>
                <TableHeaderCell>{t('table.product')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('table.unitPrice')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('table.qty')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('table.discount')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('table.subtotal')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('table.total')}</TableHeaderCell>
                {editable ? <TableHeaderCell style={{ width: 80 }}>{t('table.actions')}</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item: OrderItem) => (
                <TableRow key={item.id} className={styles.row}>
                  <TableCell className={styles.product}>
                    <span dir="auto">{itemName(item) || '—'}</span>
                    {itemChoicesText(item) ? (
                      <div className={styles.muted} data-testid="item-choices">
                        {itemChoicesText(item)}
                      </div>
                    ) : null}
                    {item.product?.allergens.length ? (
                      <div>
                        <ContainsAllergens allergens={item.product.allergens} />
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell className={styles.num} data-label={t('table.unitPrice')}>
                    {formatMoney(item.unit_price)}
                  </TableCell>
                  <TableCell className={styles.num} data-label={t('table.qty')}>
                    {t('table.quantity', { count: item.quantity })}
                  </TableCell>
                  <TableCell className={styles.num} data-label={t('table.discount')}>
                    {t('table.percent', { value: item.discount })}
                  </TableCell>
                  <TableCell className={styles.num} data-label={t('table.subtotal')}>
                    {formatMoney(item.subtotal)}
                  </TableCell>
                  <TableCell className={styles.num} data-label={t('table.total')}>
                    {formatMoney(item.total)}
                  </TableCell>
                  {editable ? (
                    <TableCell className={styles.actions}>
                      <ItemRowActions
                        name={itemName(item) || t('table.item')}
                        edit={edit}
                        onEdit={() => table.open(item)}
                        remove={remove}
                        deletion={{
                          resource: 'order-items',
                          id: item.id,
                          title: t('table.deleted', { name: itemName(item) || String(item.id) }),
                          run: () => table.deleteItem(item),
                        }}
                      />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
