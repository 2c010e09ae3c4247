import type { Kysely } from 'kysely';
import { DOUBLE, entityTable, entityTail, idColumn, nowDefault } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Frozen: every business table. Money is integer cents, timestamps ISO-8601 UTC text, dates YYYY-MM-DD. */
export async function up(db: Kysely<any>): Promise<void> {
  const fk =
    (table: string, onDelete: 'set null' | 'cascade' | 'restrict' = 'set null') =>
    (c: any) =>
      c.references(`${table}.id`).onDelete(onDelete);

  await entityTail(
    db,
    entityTable(db, 'organizations')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('logo', 'text')
      .addColumn('email', 'text')
      .addColumn('address', 'text'),
  ).execute();

  await entityTail(
    db,
    entityTable(db, 'outlets')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('organization_id', 'integer', fk('organizations'))
      .addColumn('special_code', 'text', (c) => c.notNull().unique())
      .addColumn('opening_hours_from', 'text')
      .addColumn('opening_hours_to', 'text')
      .addColumn('holidays', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('time_zone', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('address', 'text'),
  ).execute();

  const person = (name: string) =>
    entityTable(db, name)
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('middle_name', 'text')
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('photo', 'text')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('whatsapp_number', 'text')
      .addColumn('date_of_birth', 'text')
      .addColumn('address', 'text');

  await entityTail(
    db,
    person('employees')
      .addColumn('organization_id', 'integer', fk('organizations'))
      .addColumn('outlet_id', 'integer', fk('outlets')),
  ).execute();

  await entityTail(db, person('kitchen_staff').addColumn('outlet_id', 'integer', fk('outlets'))).execute();

  await entityTail(
    db,
    entityTable(db, 'users')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('middle_name', 'text')
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text')
      .addColumn('date_of_birth', 'text')
      .addColumn('address', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('photo', 'text'),
  ).execute();

  await entityTail(
    db,
    entityTable(db, 'categories')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('publish')),
  ).execute();

  await entityTail(
    db,
    entityTable(db, 'addons')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('extra_charge', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('type', 'text'),
  ).execute();

  await entityTail(
    db,
    entityTable(db, 'products')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('image', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('stock_status', 'text', (c) => c.notNull().defaultTo('available'))
      .addColumn('category_id', 'integer', fk('categories')),
  ).execute();

  await db.schema
    .createTable('product_addons')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('addon_id', 'integer', (c) => c.notNull().references('addons.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_addons_pk', ['product_id', 'addon_id'])
    .execute();

  await entityTail(
    db,
    entityTable(db, 'product_variations')
      .addColumn('name', 'text')
      .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('stock_status', 'text', (c) => c.notNull().defaultTo('available'))
      .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('product_id', 'integer', fk('products', 'cascade'))
      .addColumn('outlet_id', 'integer', fk('outlets', 'cascade')),
  ).execute();

  await entityTail(
    db,
    entityTable(db, 'menus')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('outlet_id', 'integer', fk('outlets')),
  ).execute();

  await entityTail(
    db,
    entityTable(db, 'menu_items')
      .addColumn('name', 'text')
      .addColumn('product_id', 'integer', fk('products', 'cascade'))
      .addColumn('category_id', 'integer', fk('categories'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
      .addUniqueConstraint('menu_items_menu_product_date_unique', ['menu_id', 'product_id', 'date']),
  ).execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('counters').values({ name: 'order_number', value: 0 }).execute();

  await entityTail(
    db,
    entityTable(db, 'orders')
      .addColumn('order_number', 'integer', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('employee_id', 'integer', fk('employees'))
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('email', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('outlet_id', 'integer', fk('outlets'))
      .addColumn('organization_id', 'integer', fk('organizations'))
      .addColumn('note', 'text')
      .addColumn('reject_reason', 'text')
      .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('subtotal', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('address', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('type', 'text')
      .addColumn('date', 'text')
      .addColumn('completed_at', 'text')
      .addColumn('summary', 'text')
      .addColumn('payment_method', 'text'),
  ).execute();

  await entityTail(
    db,
    entityTable(db, 'order_items')
      .addColumn('name', 'text')
      .addColumn('product_id', 'integer', fk('products'))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('unit_price', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('subtotal', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('discount', DOUBLE, (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('note', 'text'),
  ).execute();

  await db.schema
    .createTable('order_status_changes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('payload', 'text')
    .addColumn('result', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  const indexes: Array<[string, string[]]> = [
    ['organizations', ['name']],
    ['organizations', ['__date_created']],
    ['outlets', ['name']],
    ['outlets', ['organization_id']],
    ['outlets', ['__date_created']],
    ['employees', ['last_name', 'first_name']],
    ['employees', ['email']],
    ['employees', ['organization_id']],
    ['employees', ['outlet_id']],
    ['employees', ['__date_created']],
    ['kitchen_staff', ['last_name', 'first_name']],
    ['kitchen_staff', ['email']],
    ['kitchen_staff', ['outlet_id']],
    ['kitchen_staff', ['__date_created']],
    ['users', ['last_name', 'first_name']],
    ['users', ['role']],
    ['users', ['__date_created']],
    ['categories', ['name']],
    ['categories', ['status']],
    ['categories', ['order']],
    ['categories', ['__date_created']],
    ['addons', ['name']],
    ['addons', ['type']],
    ['addons', ['__date_created']],
    ['products', ['name']],
    ['products', ['status']],
    ['products', ['stock_status']],
    ['products', ['category_id']],
    ['products', ['price']],
    ['products', ['__date_created']],
    ['product_addons', ['addon_id']],
    ['product_variations', ['product_id']],
    ['product_variations', ['outlet_id']],
    ['product_variations', ['stock_status']],
    ['product_variations', ['__date_created']],
    ['menus', ['name']],
    ['menus', ['outlet_id']],
    ['menus', ['__date_created']],
    ['menu_items', ['menu_id', 'date']],
    ['menu_items', ['product_id']],
    ['menu_items', ['category_id']],
    ['menu_items', ['date']],
    ['orders', ['status', 'date']],
    ['orders', ['date']],
    ['orders', ['outlet_id', 'date']],
    ['orders', ['organization_id']],
    ['orders', ['employee_id']],
    ['orders', ['name']],
    ['orders', ['__date_created']],
    ['order_items', ['order_id']],
    ['order_items', ['product_id']],
    ['order_items', ['__date_created']],
    ['order_status_changes', ['order_id', 'at']],
    ['jobs', ['status', 'created_at']],
  ];
  for (const [table, columns] of indexes) {
    await db.schema
      .createIndex(`${table}_${columns.join('_').replace(/^_+/, '')}_idx`)
      .on(table)
      .columns(columns)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'jobs',
    'order_status_changes',
    'order_items',
    'orders',
    'counters',
    'menu_items',
    'menus',
    'product_variations',
    'product_addons',
    'products',
    'addons',
    'categories',
    'users',
    'kitchen_staff',
    'employees',
    'outlets',
    'organizations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
