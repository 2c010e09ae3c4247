import { useState } from 'react';
import { errorCode } from '../../api/errors';
import { ordersApi, type Order } from '../../api/generated/orders';
import { toWriteError, type CreateExtra, type FormValues, type LookupOption } from '../../components/resource';
import { NewOrderItems } from './NewOrderItems';
import { writeItemsWithOverride } from './overrides';
import { checkItem, itemRecords, newItem, newOrderTotals, orderRefusal, refusalText, type NewItem } from './newItems';

/**
 * The new-order modal's items: typed with the order, checked with its fields, and created in one request
 * once the order exists. When the server refuses one, the order stays and the failure names the item; refused
 * in a way the user may write past (the organization's credit limit), the modal's prompt asks why first.
 */
export function useNewOrderItems(orderValues: FormValues): CreateExtra<Order> {
  const [items, setItems] = useState<NewItem[]>([]);
  const [checked, setChecked] = useState(false);
  const [addItems] = ordersApi.endpoints.bulkAddOrderItems.useMutation();
  const [updateOrder] = ordersApi.endpoints.updateOrder.useMutation();
  const [deleteOrder] = ordersApi.endpoints.deleteOrder.useMutation();
  /** Deletes the order just created; false when that failed too (it stays, and its drawer shows it). */
  const takeBack = (id: number) =>
    deleteOrder({ id })
      .unwrap()
      .then(() => true)
      .catch(() => false);
  const outletId = ((orderValues.outlet as LookupOption | null | undefined)?.id as number | undefined) ?? null;
  const discount = Number(orderValues.discount);
  const content = (
    <NewOrderItems
      items={items}
      checked={checked}
      outletId={outletId}
      totals={newOrderTotals(items, orderValues.discount)}
      discount={Number.isFinite(discount) ? discount : 0}
      onAdd={() => setItems((list) => [...list, newItem()])}
      onRemove={(key) => setItems((list) => list.filter((item) => item.key !== key))}
      onChange={(key, change) => setItems((list) => list.map((item) => (item.key === key ? change(item) : item)))}
    />
  );
  return {
    content,
    validate: () => {
      setChecked(true);
      const found = items.map((item) => ({ ...item, errors: checkItem(item.values) }));
      setItems(found);
      return found.every((item) => !Object.keys(item.errors).length);
    },
    afterCreate: async (order, askOverride) => {
      if (!items.length) return undefined;
      try {
        // Items that take the order past its credit limit (or are written after its cut-off): asked why, again.
        await writeItemsWithOverride(
          (extra) =>
            addItems({
              orderItemBulkNew: { records: itemRecords(items, order.id).map((record) => ({ ...record, ...extra })) },
            })
              .unwrap()
              .catch((error: unknown) => {
                throw errorCode(error) === 'credit_limit_exceeded' ? orderRefusal(error) : error;
              }),
          askOverride,
          (extra) => updateOrder({ id: order.id, orderChanges: extra }).unwrap(),
        );
        return undefined;
      } catch (error) {
        // Past the credit limit and not overridden, the order is not kept without its items: it is taken back and
        // the modal shows the refusal with every value kept, to change (another payment method) and save again.
        if (errorCode(error) === 'credit_limit_exceeded' && (await takeBack(order.id))) throw error;
        console.error('Could not add the new order’s items', error);
        const failure = toWriteError(error);
        return refusalText(items, failure.message, failure.fields);
      }
    },
  };
}
