import type { Kysely } from 'kysely';
import { idColumn } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: what was chosen for an order item. `product_variation_id` is the chosen variation (its price
 * replaced the product's in the item's `unit_price`). `order_item_addons` keeps each chosen addon with
 * its name and extra charge as they were when ordered, so later price edits never change a placed order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('product_variation_id', 'integer', (c) => c.references('product_variations.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('order_item_addons')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('addon_id', 'integer', (c) => c.references('addons.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** cents, as charged when ordered */
    .addColumn('extra_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('order_item_addons_order_item_id_idx')
    .on('order_item_addons')
    .column('order_item_id')
    .execute();
  await db.schema
    .createIndex('order_items_product_variation_id_idx')
    .on('order_items')
    .column('product_variation_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_items_product_variation_id_idx').execute();
  await db.schema.dropTable('order_item_addons').execute();
  await db.schema.alterTable('order_items').dropColumn('product_variation_id').execute();
}
