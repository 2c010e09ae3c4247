import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { ordersApi, type OrderItem } from '../../api/generated/orders';
import { paths } from '../../app/paths';
import {
  ConfirmDelete,
  formatMoney,
  GuardedButton,
  useAccess,
  useKitToasts,
  usePendingDeletes,
  ContainsAllergens,
} from '../../components/resource';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  scroller: { overflowX: 'auto' },
  num: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The items of one order: read-only in the orders list's expanded rows, with Add New / edit / delete in the drawer. */
export function OrderItemsTable({
  orderId,
  editable = false,
  title,
}: {
  orderId: number;
  editable?: boolean;
  title?: string;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useAccess('order-items', 'create');
  const edit = useAccess('order-items', 'edit');
  const remove = useAccess('order-items', 'delete');
  const { undoableDelete } = useKitToasts();
  const [deleteItem] = ordersApi.endpoints.deleteOrderItem.useMutation();
  const pending = usePendingDeletes('order-items');
  const { data, error, isLoading } = ordersApi.endpoints.listOrderItems.useQuery({
    parentOrder: String(orderId),
    perPage: 100,
    orderBy: '__date_created',
    order: 'ASC',
  });
  const items = (data?.data?.results ?? []).filter((i) => !pending.has(i.id));
  const label = title ?? 'Order Items';
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
            Add New
          </GuardedButton>
        ) : null}
      </div>
      {isLoading ? (
        <Spinner size="tiny" label="Loading items…" />
      ) : error ? (
        <Text role="alert">{errorMessage(error)}</Text>
      ) : !items.length ? (
        <Text className={styles.muted}>No items yet.</Text>
      ) : (
        <div className={styles.scroller}>
          <Table size="small" aria-label={label} style={{ minWidth: editable ? 520 : 560 }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Product</TableHeaderCell>
                <TableHeaderCell className={styles.num}>Unit Price</TableHeaderCell>
                <TableHeaderCell className={styles.num}>Qty</TableHeaderCell>
                <TableHeaderCell className={styles.num}>Discount</TableHeaderCell>
                <TableHeaderCell className={styles.num}>Subtotal</TableHeaderCell>
                <TableHeaderCell className={styles.num}>Total</TableHeaderCell>
                {editable ? <TableHeaderCell style={{ width: 80 }}>Actions</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item: OrderItem) => (
                <TableRow key={item.id}>
                  <TableCell>
                    {item.name || item.product?.name || '—'}
                    {item.product?.allergens.length ? (
                      <div>
                        <ContainsAllergens allergens={item.product.allergens} />
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell className={styles.num}>{formatMoney(item.unit_price)}</TableCell>
                  <TableCell className={styles.num}>{item.quantity}</TableCell>
                  <TableCell className={styles.num}>{item.discount}%</TableCell>
                  <TableCell className={styles.num}>{formatMoney(item.subtotal)}</TableCell>
                  <TableCell className={styles.num}>{formatMoney(item.total)}</TableCell>
                  {editable ? (
                    <TableCell>
                      <Tooltip content="Edit" relationship="label">
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<EditRegular />}
                          aria-label={`Edit ${item.name || item.product?.name || 'item'}`}
                          disabled={!edit.can}
                          onClick={() => navigate({ pathname: paths.orderItems.show(item.id), search })}
                        />
                      </Tooltip>
                      <ConfirmDelete
                        onConfirm={() =>
                          undoableDelete({
                            resource: 'order-items',
                            ids: [item.id],
                            title: `Order item "${item.name || item.product?.name || item.id}" deleted`,
                            run: () => deleteItem({ id: item.id }).unwrap(),
                          })
                        }
                      >
                        {(open) => (
                          <GuardedButton
                            access={remove}
                            size="small"
                            appearance="subtle"
                            icon={<DeleteRegular />}
                            aria-label={`Delete ${item.name || item.product?.name || 'item'}`}
                            onClick={open}
                          />
                        )}
                      </ConfirmDelete>
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
