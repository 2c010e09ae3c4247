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
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ordersApi } from '../../api/generated/orders';
import { paths } from '../../resources/paths';
import { formatMoney, ifMatch, twoPlaces, useAccess, useCreateForm } from '../../components/resource';
import { ItemProductFields } from './ItemProductFields';
import {
  addons,
  asOption,
  EMPTY,
  FIELDS,
  fromItem,
  itemBody,
  liveTotals,
  name,
  note,
  product,
  productVariation,
  text,
  unitPrice,
} from './orderItemForm';
import { QuantityDiscountFields } from './QuantityDiscountFields';
import { useItemChoices, usePreselectOutletVariation } from './useItemChoices';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '12px 16px',
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
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

/** Create (`/orders/:orderId/items/create`) and edit (`/orders/items/:id`) an order item, with live totals. */
export function OrderItemDialog({ mode }: { mode: 'create' | 'edit' }) {
  const styles = useStyles();
  const { t } = useTranslation(['orders', 'common']);
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const itemId = mode === 'edit' ? Number(params.id) : 0;
  const edit = useAccess('order-items', 'edit');
  const { data, isLoading } = ordersApi.endpoints.listOrderItems.useQuery({ id: [itemId] }, { skip: mode !== 'edit' });
  const item = data?.data?.results?.find((i) => i.id === itemId);
  const orderId = mode === 'edit' ? item?.order?.id : Number(params.orderId);
  const [add, adding] = ordersApi.endpoints.addOrderItem.useMutation();
  const [update, updating] = ordersApi.endpoints.updateOrderItem.useMutation();
  const busy = adding.isLoading || updating.isLoading;
  const readOnly = mode === 'edit' && !edit.can;

  const form = useCreateForm({
    fields: FIELDS,
    // From the loaded item at once (the dialog focuses the product box on open, and a focused lookup keeps its text).
    initial: () => (item ? fromItem(item) : EMPTY),
    what: 'the order item',
    guardUnsaved: false,
    send: (values) => {
      const body = itemBody(values);
      return mode === 'create'
        ? add({ orderItemNew: { ...body, order: orderId! } }).unwrap()
        : update({
            id: itemId,
            'If-Match': ifMatch(item?.__version),
            orderItemChanges: body,
          }).unwrap();
    },
    onSaved: () => navigate({ pathname: paths.orders.show(orderId!), search }, { replace: true }),
  });
  const { load, values, errors } = form;
  useEffect(() => {
    if (item) load(fromItem(item));
  }, [item, load]);

  const close = () =>
    navigate({
      pathname: orderId ? paths.orders.show(orderId) : paths.orders.list,
      search,
    });

  const productId = asOption(values.product)?.id as number | undefined;
  const choices = useItemChoices(productId, orderId, item);
  const live = liveTotals(values, choices.chargeOf);
  // A variation brings its price; going back to none brings back the product's.
  const chooseVariation = (variation: { id: number; price: number } | undefined) => {
    form.change(productVariation, variation ? String(variation.id) : '');
    const productPrice = (asOption(values.product)?.record as { price?: number } | undefined)?.price;
    const price = variation?.price ?? productPrice;
    if (price != null) form.change(unitPrice, twoPlaces(price));
  };
  usePreselectOutletVariation(
    productId,
    choices,
    String(values.product_variation ?? ''),
    chooseVariation,
    mode === 'create',
  );

  const title = mode === 'create' ? t('dialog.createTitle') : t('dialog.editTitle');
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? close() : undefined)}>
      <DialogSurface aria-label={title} style={{ maxWidth: 600 }}>
        <form
          id={form.formId}
          noValidate
          onSubmit={(event) => {
            // The order of an edited item is known once the item has loaded.
            if (orderId) return form.submit(event);
            event.preventDefault();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {mode === 'edit' && isLoading ? (
                <Spinner label={t('common:loading')} />
              ) : (
                <div className={styles.form}>
                  {form.serverError ? (
                    <MessageBar intent="error" className={styles.wide}>
                      <MessageBarBody>{form.serverError}</MessageBarBody>
                    </MessageBar>
                  ) : null}
                  <ItemProductFields
                    className={styles.wide}
                    values={values}
                    errors={errors}
                    choices={choices}
                    disabled={readOnly}
                    onProduct={(option) => form.change(product, option)}
                    onVariation={chooseVariation}
                    onAddons={(ids) => form.change(addons, ids)}
                  />
                  <Field label={t('item.name')} className={styles.wide}>
                    <Input
                      value={text(values.name)}
                      disabled={readOnly}
                      onChange={(_, d) => form.change(name, d.value)}
                    />
                  </Field>
                  <QuantityDiscountFields values={values} errors={errors} disabled={readOnly} onChange={form.change} />
                  <Field label={t('item.note')} className={styles.wide}>
                    <Textarea
                      value={text(values.note)}
                      disabled={readOnly}
                      onChange={(_, d) => form.change(note, d.value)}
                    />
                  </Field>
                  <div className={styles.totals} aria-live="polite">
                    <Text>
                      {t('dialog.subtotal')} <strong data-testid="item-subtotal">{formatMoney(live.subtotal)}</strong>
                    </Text>
                    <Text>
                      {t('dialog.total')} <strong data-testid="item-total">{formatMoney(live.total)}</strong>
                    </Text>
                  </div>
                </div>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('dialog.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || readOnly}>
                {busy ? t('dialog.saving') : t('dialog.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
