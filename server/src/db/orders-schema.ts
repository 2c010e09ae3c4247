/** Row types of orders: the order, its items and their addons and its status changes. */
import type { Created, Default, Id, Version } from './schema-columns';

export interface OrdersTable {
  id: Id;
  order_number: number;
  name: string;
  employee_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  outlet_id: number | null;
  organization_id: number | null;
  note: string | null;
  reject_reason: string | null;
  /** cents, an amount taken off the sum of the item totals */
  discount: Default<number>;
  /** cents */
  subtotal: Default<number>;
  /** cents */
  total: Default<number>;
  address: string | null;
  status: Default<string>;
  type: string | null;
  /** ISO-8601 UTC */
  date: string | null;
  completed_at: string | null;
  summary: string | null;
  payment_method: string | null;
  /** 1: urgent, first on the kitchen board */
  urgent: Default<number>;
  /** ISO-8601 UTC: when it last went to ready_for_pickup; null before and after a recall */
  ready_at: string | null;
  /** The client's purchase order (migration 20261202000100_billing). */
  po_number: string | null;
  /** The invoice the order is billed on; null while billable. */
  invoice_id: number | null;
  /** 1: an administrator let it past its organization's credit limit (migration 20261203000100_billing_statements). */
  override_credit_limit: Default<number>;
  credit_limit_reason: string | null;
  /** JSON `{changes, at}`: created or changed after its cut-off (migration 20261204000200_order_cutoff). */
  late_change: string | null;
  /** The standing order that placed it (migration 20261204000100_standing_orders); null: placed by hand. */
  standing_order_id: number | null;
  __date_created: Created;
  __version: Version;
}

export interface OrderItemsTable {
  id: Id;
  name: string | null;
  product_id: number | null;
  order_id: number;
  /** cents */
  unit_price: Default<number>;
  quantity: Default<number>;
  /** cents */
  subtotal: Default<number>;
  /** percent, 0..100 */
  discount: Default<number>;
  /** cents */
  total: Default<number>;
  note: string | null;
  /** the chosen variation; its price replaced the product's in `unit_price` */
  product_variation_id: number | null;
  /** ISO-8601 UTC: when a station marked it ready; null while it is not */
  prepared_at: string | null;
  __date_created: Created;
  __version: Version;
}

/** An addon chosen for an order item, with its name and charge as they were when ordered. */
export interface OrderItemAddonsTable {
  id: Id;
  order_item_id: number;
  addon_id: number | null;
  name: string;
  /** cents */
  extra_charge: Default<number>;
}

export interface OrderStatusChangesTable {
  id: Id;
  order_id: number;
  from_status: string;
  to_status: string;
  reject_reason: string | null;
  user_id: number | null;
  at: Default<string>;
}

/** An order that places itself on its weekdays (migration 20261204000100_standing_orders). */
export interface StandingOrdersTable {
  id: Id;
  name: string;
  organization_id: number | null;
  outlet_id: number;
  employee_id: number | null;
  type: Default<string>;
  payment_method: Default<string>;
  /** JSON array of weekday indexes, 0 = Sunday … 6 = Saturday (as outlet holidays). */
  weekdays: string;
  /** HH:mm in the outlet's zone */
  time: string;
  /** YYYY-MM-DD */
  starts_on: string;
  ends_on: string | null;
  /** 0/1 */
  paused: Default<number>;
  /** JSON array of {product, variation, addons, quantity, note} */
  items: string;
  __date_created: Created;
  __version: Version;
}

/** A (standing order, day) the placing job has placed; kept after its order is deleted, so never placed twice. */
export interface StandingOrderDaysTable {
  standing_order_id: number;
  /** YYYY-MM-DD in the outlet's zone */
  day: string;
  order_id: number | null;
  created_at: Default<string>;
}

export interface OrderTables {
  standing_orders: StandingOrdersTable;
  standing_order_days: StandingOrderDaysTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_addons: OrderItemAddonsTable;
  order_status_changes: OrderStatusChangesTable;
}
