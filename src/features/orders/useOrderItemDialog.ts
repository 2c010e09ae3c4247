import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ordersApi } from '../../api/generated/orders';
import { paths } from '../../resources/paths';
import { ifMatch, twoPlaces, useAccess, useCreateForm, useOverridePrompt } from '../../components/resource';
import { asOption, EMPTY, FIELDS, fromItem, itemBody, liveTotals, productVariation, unitPrice } from './orderItemForm';
import { useItemChoices, usePreselectOutletVariation } from './useItemChoices';
import { ORDER_OVERRIDES, writeItemsWithOverride } from './overrides';

/**
 * The order item dialog's controller: the item being edited (or the order to add to), its form with the
 * product's choices and live totals, a variation's price, where Save and Cancel go, and the prompt that asks why
 * when the item takes the order past its credit limit (or comes after its cut-off).
 */
export function useOrderItemDialog(mode: 'create' | 'edit') {
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
  const [updateOrder, overriding] = ordersApi.endpoints.updateOrder.useMutation();
  const busy = adding.isLoading || updating.isLoading || overriding.isLoading;
  // Items that take the order past its credit limit, or written after its cut-off: a user who may says why.
  const prompt = useOverridePrompt(ORDER_OVERRIDES);
  const readOnly = mode === 'edit' && !edit.can;

  const form = useCreateForm({
    fields: FIELDS,
    // From the loaded item at once (the dialog focuses the product box on open, and a focused lookup keeps its text).
    initial: () => (item ? fromItem(item) : EMPTY),
    what: 'the order item',
    guardUnsaved: false,
    send: (values) => {
      const body = itemBody(values);
      return writeItemsWithOverride(
        (extra) =>
          mode === 'create'
            ? add({ orderItemNew: { ...body, ...extra, order: orderId! } }).unwrap()
            : update({
                id: itemId,
                'If-Match': ifMatch(item?.__version),
                orderItemChanges: { ...body, ...extra },
              }).unwrap(),
        prompt.ask,
        (extra) => updateOrder({ id: orderId!, orderChanges: extra }).unwrap(),
      );
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

  return {
    form,
    values,
    errors,
    isLoading,
    busy,
    readOnly,
    orderId,
    choices,
    live,
    chooseVariation,
    close,
    overridePrompt: prompt.dialog,
  };
}
