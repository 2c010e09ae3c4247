import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuthTables } from './auth-schema';
import type { BillingTables } from './schema-billing';

/**
 * Database row types. Conventions:
 * - timestamps are ISO-8601 UTC text (`2026-11-21T09:30:00.000Z`), dates are `YYYY-MM-DD` text;
 * - money is integer cents (converted to decimal USD at the API boundary);
 * - every entity table has `__version` (optimistic concurrency counter, starts at 1);
 * - `__date_created` and `__version` have database defaults, so inserts may omit them.
 */
type Id = Generated<number>;
type Created = ColumnType<string, string | undefined, never>;
type Version = ColumnType<number, number | undefined, number>;
/** A column with a database default: optional on insert. */
type Default<T> = ColumnType<T, T | undefined, T>;

export interface OrganizationsTable {
  id: Id;
  name: string;
  logo: string | null;
  email: string | null;
  address: string | null;
  __date_created: Created;
  __version: Version;
}

export interface OutletsTable {
  id: Id;
  name: string;
  organization_id: number | null;
  special_code: string;
  opening_hours_from: string | null;
  opening_hours_to: string | null;
  /** JSON array of weekday indexes, 0 = Sunday … 6 = Saturday. */
  holidays: Default<string>;
  time_zone: string | null;
  phone_number: string | null;
  address: string | null;
  __date_created: Created;
  __version: Version;
}

interface PersonColumns {
  id: Id;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  photo: string | null;
  email: string;
  password_hash: string | null;
  phone_number: string | null;
  whatsapp_number: string | null;
  date_of_birth: string | null;
  address: string | null;
  __date_created: Created;
  __version: Version;
}

export interface EmployeesTable extends PersonColumns {
  organization_id: number | null;
  outlet_id: number | null;
}

export interface KitchenStaffTable extends PersonColumns {
  outlet_id: number | null;
}

export interface UsersTable {
  id: Id;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** Stored lowercase. */
  email: string;
  password_hash: string;
  phone_number: string | null;
  date_of_birth: string | null;
  address: string | null;
  role: 'administrator' | 'manager' | 'kitchen_staff' | 'viewer';
  photo: string | null;
  /** `en`, `ar` or `fr`; null until the user chooses (mails then go out in English). */
  language: string | null;
  __date_created: Created;
  __version: Version;
}

export interface CategoriesTable {
  id: Id;
  name: string;
  order: Default<number>;
  status: Default<string>;
  /** default preparation minutes of its products */
  prep_minutes: number | null;
  /** JSON text: the name in other languages, `{"ar":{"name":"…"}}`; null for none */
  translations: string | null;
  /** the station its products' items go to; null: every station */
  station_id: number | null;
  __date_created: Created;
  __version: Version;
}

/** A kitchen station: its board shows the items of the categories that name it. */
export interface StationsTable {
  id: Id;
  name: string;
  /** JSON text: the name in other languages, `{"ar":{"name":"…"}}`; null for none */
  translations: string | null;
  __date_created: Created;
  __version: Version;
}

export interface AddonsTable {
  id: Id;
  name: string;
  /** cents */
  extra_charge: Default<number>;
  type: string | null;
  /** JSON text: the name in other languages, `{"ar":{"name":"…"}}`; null for none */
  translations: string | null;
  __date_created: Created;
  __version: Version;
}

export interface ProductsTable {
  id: Id;
  name: string;
  description: string | null;
  /** cents */
  price: Default<number>;
  /** null: its category's */
  prep_minutes: number | null;
  image: string | null;
  status: Default<string>;
  stock_status: Default<string>;
  category_id: number | null;
  /** JSON array of allergen codes, e.g. `["gluten","sesame"]` */
  allergens: Default<string>;
  /** JSON array of dietary flags, e.g. `["vegan"]` */
  dietary: Default<string>;
  /** JSON text: name and description in other languages, `{"fr":{"name":"…","description":"…"}}`; null for none */
  translations: string | null;
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

export interface ProductAddonsTable {
  product_id: number;
  addon_id: number;
}

export interface ProductVariationsTable {
  id: Id;
  name: string | null;
  /** cents */
  price: Default<number>;
  stock_status: Default<string>;
  stock_quantity: Default<number>;
  product_id: number | null;
  outlet_id: number | null;
  /** JSON text: the name in other languages, `{"ar":{"name":"…"}}`; null for none */
  translations: string | null;
  __date_created: Created;
  __version: Version;
}

export interface MenusTable {
  id: Id;
  name: string;
  outlet_id: number | null;
  __date_created: Created;
  __version: Version;
}

export interface MenuItemsTable {
  id: Id;
  name: string | null;
  product_id: number | null;
  category_id: number | null;
  /** YYYY-MM-DD */
  date: string;
  menu_id: number;
  __date_created: Created;
  __version: Version;
}

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

export interface OrderStatusChangesTable {
  id: Id;
  order_id: number;
  from_status: string;
  to_status: string;
  reject_reason: string | null;
  user_id: number | null;
  at: Default<string>;
}

/** One recorded change: a created or deleted record, or one changed field (see migration 20261125000100). */
export interface ChangeHistoryTable {
  id: Id;
  resource: string;
  record_id: number;
  action: 'create' | 'update' | 'delete';
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
  __date_created: Created;
  __version: Version;
}

/** Named counters (e.g. `order_number`), incremented with `update … returning` inside a transaction. */
export interface CountersTable {
  name: string;
  value: Default<number>;
}

/** Bumped by triggers on every write to the named table (see migration 20261121000400_scale_indexes). */
export interface ChangeCountersTable {
  name: string;
  value: Default<number>;
}

/** The file an import job reads (see migration 20261201000200_job_files). */
export interface JobFilesTable {
  job_id: number;
  content: Buffer;
}

export interface JobsTable {
  id: Id;
  kind: string;
  resource: string;
  status: Default<string>;
  /** JSON text */
  payload: string | null;
  /** JSON text */
  result: string | null;
  attempts: Default<number>;
  user_id: number | null;
  created_at: Default<string>;
  updated_at: Default<string>;
  /** The imported file, or the exported one once written. */
  filename: string | null;
  created_count: number | null;
  updated_count: number | null;
  /** Rows exported. */
  row_count: number | null;
  /** JSON text: every problem of a failed job, one per line. */
  error_lines: string | null;
  finished_at: string | null;
  /** Unique when set: a job that runs once per key across every process (the daily backup, `backup:YYYY-MM-DD`). */
  once_key: string | null;
}

/**
 * The answer to a request sent with an `Idempotency-Key`, per user and key (migration
 * 20261128000100_idempotency_keys; rules in http/idempotency.ts). `status_code` and `response_body` are null
 * while the first request is still being processed.
 */
export interface IdempotencyKeysTable {
  user_id: number;
  /** The client's UUID, lower case. */
  key: string;
  /** sha-256 (hex) of method, path, query and body. */
  request_hash: string;
  status_code: number | null;
  /** The answer's JSON text. */
  response_body: string | null;
  /** When the key was claimed (ISO-8601 UTC). */
  created_at: string;
}

export interface Database extends AuthTables, BillingTables {
  organizations: OrganizationsTable;
  outlets: OutletsTable;
  employees: EmployeesTable;
  kitchen_staff: KitchenStaffTable;
  users: UsersTable;
  categories: CategoriesTable;
  stations: StationsTable;
  addons: AddonsTable;
  products: ProductsTable;
  product_addons: ProductAddonsTable;
  product_variations: ProductVariationsTable;
  menus: MenusTable;
  menu_items: MenuItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_addons: OrderItemAddonsTable;
  order_status_changes: OrderStatusChangesTable;
  change_history: ChangeHistoryTable;
  counters: CountersTable;
  change_counters: ChangeCountersTable;
  jobs: JobsTable;
  job_files: JobFilesTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Order = Selectable<OrdersTable>;
export type OrderItem = Selectable<OrderItemsTable>;
