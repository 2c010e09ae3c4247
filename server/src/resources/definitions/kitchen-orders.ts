import type { FieldDef, ResourceDef } from '../engine/types';
import { toApiRecords } from '../engine/serialize';
import { fireAt } from '../kitchen/fire-time';
import { findLongestPrepOfOrders, fireAtSql } from '../kitchen/repository';
import { findStationsOfItems } from '../kitchen/station-repository';
import { findItemsOfOrders } from '../orders/repository';
import { orderItems, orders } from './orders';
import { identityOf } from './identity';

/** The filters the kitchen board's list accepts (contract: listKitchenOrders). */
const BOARD_FILTERS = new Set(['name', 'order_number', 'status', 'type', 'outlet', 'date']);

/** Order fields the kitchen does not see: billing's, and the standing order that placed it. */
const OFFICE_FIELDS = new Set(['po_number', 'override_credit_limit', 'credit_limit_reason', 'standing_order']);

/**
 * Orders as the kitchen board reads them: every order field, its items (each with the station it goes to) and
 * its fire time (`fire_at`, when to start: sortable, so the board lists what to start first). List only. A
 * station's board is this list narrowed to the station (kitchen/station-board.ts).
 */
export const kitchenOrders: ResourceDef = {
  ...orders,
  ...identityOf('kitchenOrders'),
  readOnlyResource: true,
  // The board polls: answer 304 while no order, item, product, variation, addon (their names) or category (fire
  // times) it shows has changed.
  etag: true,
  changeTables: ['order_items', 'products', 'product_variations', 'categories', 'addons', 'stations'],
  fields: {
    ...Object.fromEntries(
      Object.entries(orders.fields)
        .filter(([name]) => !OFFICE_FIELDS.has(name))
        .map(([name, field]): [string, FieldDef] => [
          name,
          BOARD_FILTERS.has(name) ? field : { ...field, filter: undefined },
        ]),
    ),
    fire_at: { type: 'computed', readOnly: true, nullable: true, expr: fireAtSql },
  },
  hooks: {
    async decorate(db, rows, records) {
      const ids = rows.map((r) => Number(r.id));
      const [items, prep, stations] = await Promise.all([
        findItemsOfOrders(db, ids),
        findLongestPrepOfOrders(db, ids),
        findStationsOfItems(db, ids),
      ]);
      const itemRecords = await toApiRecords(db, orderItems, items);
      // Each item names the station it goes to (null: every station).
      for (const item of itemRecords) item.station = stations.get(Number(item.id)) ?? null;
      records.forEach((record, i) => {
        record.items = itemRecords.filter((_, k) => Number(items[k].order_id) === ids[i]);
        record.fire_at = fireAt(rows[i].date, prep.get(ids[i]) ?? 0);
      });
    },
  },
};
