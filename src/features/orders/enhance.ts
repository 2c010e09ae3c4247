import { ordersApi } from '../../api/generated/orders';
import { LIST_ID } from '../../api/tags';

/**
 * A new order item changes its order's subtotal and total (the server keeps them equal to the sum of the
 * items in the same transaction), so adding items refreshes the orders lists and the kitchen board too, as
 * updates and deletes of items already do (src/api/enhance.ts). Applied when the orders chunk loads.
 */
const AFTER_ITEM_ADD = [
  { type: 'OrderItems' as const, id: LIST_ID },
  { type: 'Orders' as const, id: LIST_ID },
  { type: 'KitchenOrders' as const, id: LIST_ID },
];

/** Called by the chunk's index (a bare side-effect import would be dropped: our modules are `sideEffects: false`). */
export function enhanceOrderTags() {
  ordersApi.enhanceEndpoints({
    endpoints: {
      addOrderItem: { invalidatesTags: AFTER_ITEM_ADD },
      bulkAddOrderItems: { invalidatesTags: AFTER_ITEM_ADD },
    },
  });
}
