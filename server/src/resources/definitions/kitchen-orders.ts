import type { FieldDef, ResourceDef } from '../engine/types';
import { toApiRecords } from '../engine/serialize';
import { findItemsOfOrders } from '../orders/repository';
import { orderItems, orders } from './orders';

/** The filters the kitchen board's list accepts (contract: listKitchenOrders). */
const BOARD_FILTERS = new Set(['name', 'order_number', 'status', 'type', 'outlet', 'date']);

/** Orders as the kitchen board reads them: every order field plus its items. List only. */
export const kitchenOrders: ResourceDef = {
  ...orders,
  name: 'kitchen-orders',
  singular: 'KitchenOrder',
  plural: 'KitchenOrders',
  readOnlyResource: true,
  // The board polls: answer 304 while no order, item or product it shows has changed.
  etag: true,
  changeTables: ['order_items', 'products'],
  fields: Object.fromEntries(
    Object.entries(orders.fields).map(([name, field]): [string, FieldDef] => [
      name,
      BOARD_FILTERS.has(name) ? field : { ...field, filter: undefined },
    ]),
  ),
  hooks: {
    async decorate(db, rows, records) {
      const ids = rows.map((r) => Number(r.id));
      const items = await findItemsOfOrders(db, ids);
      const itemRecords = await toApiRecords(db, orderItems, items);
      records.forEach((record, i) => {
        record.items = itemRecords.filter((_, k) => Number(items[k].order_id) === ids[i]);
      });
    },
  },
};
