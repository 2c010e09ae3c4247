import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ordersApi, type OrderItem } from '../../api/generated/orders';
import { paths } from '../../app/paths';
import { formatMoney, ifMatch, toWriteError, useAccess } from '../../components/resource';
import { LookupSelect } from '../../components/resource/lookups/lookups';
import type { LookupOption } from '../../components/resource/types';
import { itemTotals } from './totals';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px 16px', '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  wide: { gridColumn: '1 / -1' },
  totals: {
    gridColumn: '1 / -1',
    display: 'flex',
    gap: '24px',
    padding: '10px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

interface Values {
  product: LookupOption | null;
  name: string;
  unit_price: string;
  quantity: string;
  discount: string;
  note: string;
}

const EMPTY: Values = { product: null, name: '', unit_price: '', quantity: '1', discount: '0', note: '' };

function fromItem(item: OrderItem): Values {
  return {
    product: item.product ? { id: item.product.id, label: item.product.name, record: item.product as unknown as Record<string, unknown> } : null,
    name: item.name ?? '',
    unit_price: String(item.unit_price ?? ''),
    quantity: String(item.quantity ?? 1),
    discount: String(item.discount ?? 0),
    note: item.note ?? '',
  };
}

/** Create (`/orders/:orderId/items/create`) and edit (`/orders/items/:id`) an order item, with live totals. */
export function OrderItemDialog({ mode }: { mode: 'create' | 'edit' }) {
  const styles = useStyles();
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const itemId = mode === 'edit' ? Number(params.id) : 0;
  const edit = useAccess('order-items', 'edit');
  const { data, isLoading } = ordersApi.endpoints.listOrderItems.useQuery({ id: [itemId] }, { skip: mode !== 'edit' });
  const item = data?.data?.results?.find((i) => i.id === itemId);
  const orderId = mode === 'edit' ? item?.order?.id : Number(params.orderId);
  // From the loaded item at once (the dialog focuses the product box on open, and a focused lookup keeps its text).
  const [values, setValues] = useState<Values>(() => (item ? fromItem(item) : EMPTY));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = ordersApi.endpoints.addOrderItem.useMutation();
  const [update, updating] = ordersApi.endpoints.updateOrderItem.useMutation();
  const busy = adding.isLoading || updating.isLoading;
  const readOnly = mode === 'edit' && !edit.can;

  useEffect(() => {
    if (item) setValues(fromItem(item));
  }, [item]);

  const close = () => navigate({ pathname: orderId ? paths.orders.show(orderId) : paths.orders.list, search });
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const price = Number(values.unit_price);
  const qty = Number(values.quantity);
  const disc = Number(values.discount);
  const live = itemTotals(Number.isFinite(price) ? price : 0, Number.isInteger(qty) ? qty : 0, Number.isFinite(disc) ? disc : 0);

  const validate = () => {
    const e: Partial<Record<keyof Values, string>> = {};
    if (!values.product) e.product = 'Please select a product';
    if (values.unit_price.trim() === '' || !Number.isFinite(price) || price < 0) e.unit_price = 'Please enter a valid price';
    if (!Number.isInteger(qty) || qty < 1) e.quantity = 'Please enter a quantity of at least 1';
    if (!Number.isFinite(disc) || disc < 0 || disc > 100) e.discount = 'Discount is a percent from 0 to 100';
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate() || !orderId) return;
    const body = {
      product: values.product!.id,
      name: values.name.trim() || String((values.product!.record as { name?: string } | undefined)?.name ?? values.product!.label),
      unit_price: price,
      quantity: qty,
      discount: disc,
      note: values.note.trim() || null,
    };
    try {
      if (mode === 'create') await add({ orderItemNew: { ...body, order: orderId } }).unwrap();
      else await update({ id: itemId, 'If-Match': ifMatch(item?.__version), orderItemChanges: body }).unwrap();
      navigate({ pathname: paths.orders.show(orderId), search }, { replace: true });
    } catch (error) {
      const e = toWriteError(error);
      setFailure(e.message);
      setErrors(e.fields as Partial<Record<keyof Values, string>>);
    }
  };

  const title = mode === 'create' ? 'Add Order Item' : 'Edit Order Item';
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? close() : undefined)}>
      <DialogSurface aria-label={title} style={{ maxWidth: 600 }}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {mode === 'edit' && isLoading ? (
                <Spinner label="Loading…" />
              ) : (
                <div className={styles.form}>
                  {failure ? (
                    <MessageBar intent="error" className={styles.wide}>
                      <MessageBarBody>{failure}</MessageBarBody>
                    </MessageBar>
                  ) : null}
                  <Field label="Product" required className={styles.wide} validationMessage={errors.product}>
                    <LookupSelect
                      source="products"
                      aria-label="Product"
                      disabled={readOnly}
                      value={values.product}
                      onChange={(option) => {
                        const product = option?.record as { price?: number; name?: string } | undefined;
                        const productPrice = product?.price;
                        set({
                          product: option,
                          name: option ? (product?.name ?? option.label) : values.name,
                          ...(productPrice != null ? { unit_price: String(productPrice) } : {}),
                        });
                      }}
                    />
                  </Field>
                  <Field label="Name" className={styles.wide}>
                    <Input value={values.name} disabled={readOnly} onChange={(_, d) => set({ name: d.value })} />
                  </Field>
                  <Field label="Unit Price" required validationMessage={errors.unit_price}>
                    <Input
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min={0}
                      contentBefore="$"
                      disabled={readOnly}
                      value={values.unit_price}
                      onChange={(_, d) => set({ unit_price: d.value })}
                    />
                  </Field>
                  <Field label="Quantity" required validationMessage={errors.quantity}>
                    <Input type="number" inputMode="numeric" step="1" min={1} disabled={readOnly} value={values.quantity} onChange={(_, d) => set({ quantity: d.value })} />
                  </Field>
                  <Field label="Discount (%)" validationMessage={errors.discount}>
                    <Input
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min={0}
                      max={100}
                      contentAfter="%"
                      disabled={readOnly}
                      value={values.discount}
                      onChange={(_, d) => set({ discount: d.value })}
                    />
                  </Field>
                  <Field label="Note" className={styles.wide}>
                    <Textarea value={values.note} disabled={readOnly} onChange={(_, d) => set({ note: d.value })} />
                  </Field>
                  <div className={styles.totals} aria-live="polite">
                    <Text>
                      Subtotal: <strong data-testid="item-subtotal">{formatMoney(live.subtotal)}</strong>
                    </Text>
                    <Text>
                      Total: <strong data-testid="item-total">{formatMoney(live.total)}</strong>
                    </Text>
                  </div>
                </div>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={busy || readOnly}>
                {busy ? 'Saving…' : 'Save'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
