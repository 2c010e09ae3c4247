import {
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { ordersApi, type OrderItem } from '../../api/generated/orders';
import { paths } from '../../resources/paths';
import { itemChoicesText } from '../../lib/itemChoices';
import {
  formatMoney,
  GuardedButton,
  ItemRowActions,
  useAccess,
  usePendingDeletes,
  ContainsAllergens,
} from '../../components/resource';
import { ownTranslations, useLocalizedName } from '../products';

/** Phones: each item stacks into a small card (product, then its figures in two columns, then actions). */
const STACKED = '@media (max-width: 639.98px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  scroller: { overflowX: 'auto' },
  // Columns as wide as their content needs (Fluent's tables are fixed, equal columns): the figures keep
  // to one line and the product takes the rest, wrapping between words.
  table: {
    minWidth: '520px',
    tableLayout: 'auto',
    [STACKED]: { minWidth: 0, display: 'block', '& > tbody': { display: 'block' } },
  },
  wide: { minWidth: '560px' },
  headerRow: { [STACKED]: { display: 'none' } },
  row: {
    [STACKED]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalM,
      padding: `${tokens.spacingVerticalS} 0`,
    },
  },
  product: {
    minWidth: '10em',
    overflowWrap: 'normal',
    [STACKED]: { gridColumn: '1 / -1', height: 'auto', fontWeight: tokens.fontWeightSemibold },
  },
  num: {
    whiteSpace: 'nowrap',
    [STACKED]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: tokens.spacingHorizontalXS,
      height: 'auto',
      minHeight: '24px',
      '::before': { content: 'attr(data-label)', color: tokens.colorNeutralForeground3 },
    },
  },
  actions: {
    whiteSpace: 'nowrap',
    [STACKED]: {
      gridColumn: '1 / -1',
      display: 'flex',
      justifyContent: 'flex-end',
      height: 'auto',
      '& button': { minWidth: '44px', minHeight: '44px' },
    },
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** An order's items are final once it is delivered or cancelled (the server refuses changes with a 409). */
/**
 * An item's name as shown: the name typed for it when it differs from its product's, else the product's name
 * in the viewer's language.
 */
function useItemName() {
  const localized = useLocalizedName();
  return (item: OrderItem) => {
    const product = item.product;
    if (product && (!item.name || item.name === product.name))
      return localized(
        product.name,
        ownTranslations(product),
        (item as { product_translations?: unknown }).product_translations,
      );
    return item.name || '';
  };
}

export const itemsLocked = (status: string | undefined) => status === 'delivered' || status === 'cancelled';

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
  const styles = useStyles();
  const { t } = useTranslation('orders');
  const itemName = useItemName();
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useAccess('order-items', 'create');
  const edit = useAccess('order-items', 'edit');
  const remove = useAccess('order-items', 'delete');
  const [deleteItem] = ordersApi.endpoints.deleteOrderItem.useMutation();
  const pending = usePendingDeletes('order-items');
  const { data, error, isLoading } = ordersApi.endpoints.listOrderItems.useQuery({
    parentOrder: String(orderId),
    perPage: 100,
    orderBy: '__date_created',
    order: 'ASC',
  });
  const items = (data?.data?.results ?? []).filter((i) => !pending.has(i.id));
  const label = title ?? t('table.title');
  // The item dialog is its own chunk: fetch it while the order is read, so Add New / Edit open at once.
  const mayOpenItems = editable && (create.can || edit.can);
  useEffect(() => {
    if (mayOpenItems) void import(/* webpackChunkName: "order-items" */ './items');
  }, [mayOpenItems]);

  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.head}>
        <Text weight="semibold">{label}</Text>
        {editable ? (
          <GuardedButton
            access={create}
            hideWhenDenied
            size="small"
            icon={<AddRegular />}
            onClick={() => navigate({ pathname: paths.orderItems.create(orderId), search })}
          >
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
                        onEdit={() => navigate({ pathname: paths.orderItems.show(item.id), search })}
                        remove={remove}
                        deletion={{
                          resource: 'order-items',
                          id: item.id,
                          title: t('table.deleted', { name: itemName(item) || String(item.id) }),
                          run: () => deleteItem({ id: item.id }).unwrap(),
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
