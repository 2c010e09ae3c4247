import { useState } from 'react';
import { ordersApi, type Order } from '../../api/generated/orders';
import { toWriteError, type CreateExtra, type FormValues, type LookupOption } from '../../components/resource';
import { NewOrderItems } from './NewOrderItems';
import { checkItem, itemRecords, newItem, newOrderTotals, refusalText, type NewItem } from './newItems';

/**
 * The new-order modal's items: typed with the order, checked with its fields, and created in one request
 * once the order exists. When the server refuses one, the order stays and the failure names the item.
 */
export function useNewOrderItems(orderValues: FormValues): CreateExtra<Order> {
  const [items, setItems] = useState<NewItem[]>([]);
  const [checked, setChecked] = useState(false);
  const [addItems] = ordersApi.endpoints.bulkAddOrderItems.useMutation();
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
    afterCreate: async (order) => {
      if (!items.length) return undefined;
      try {
        await addItems({ orderItemBulkNew: { records: itemRecords(items, order.id) } }).unwrap();
        return undefined;
      } catch (error) {
        console.error('Could not add the new order’s items', error);
        const failure = toWriteError(error);
        return refusalText(items, failure.message, failure.fields);
      }
    },
  };
}
