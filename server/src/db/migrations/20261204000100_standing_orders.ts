import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { entityTail, entityTable, nowDefault } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: standing orders (issue 32).
 * - `standing_orders`: what it orders (`items`, JSON text) and when (`weekdays`, JSON text of weekday indexes as
 *   outlets' holidays; `time` HH:mm in the outlet's zone; `starts_on`/`ends_on` YYYY-MM-DD), counted in
 *   `change_counters` like every entity table.
 * - `standing_order_days`: the days the placing job has placed, one row per (standing order, day) (primary key:
 *   two processes, or a rerun after a crash, cannot place a day twice). The row outlives its order (`order_id`
 *   goes null when staff delete the order), so a day is never placed again.
 * - `orders.standing_order_id`: the standing order that placed it (null: by hand, or it was deleted).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await entityTail(
    db,
    entityTable(db, 'standing_orders')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
      .addColumn('outlet_id', 'integer', (c) => c.notNull().references('outlets.id').onDelete('cascade'))
      .addColumn('employee_id', 'integer', (c) => c.references('employees.id').onDelete('set null'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('pick_up'))
      .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('cash'))
      .addColumn('weekdays', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text')
      .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('items', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('standing_orders_outlet_id_idx').on('standing_orders').column('outlet_id').execute();
  await db.schema
    .createTable('standing_order_days')
    .addColumn('standing_order_id', 'integer', (c) => c.notNull().references('standing_orders.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('standing_order_days_pk', ['standing_order_id', 'day'])
    .execute();
  await db.schema
    .createIndex('standing_order_days_order_id_idx')
    .on('standing_order_days')
    .column('order_id')
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('standing_order_id', 'integer', (c) => c.references('standing_orders.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('orders_standing_order_id_idx').on('orders').column('standing_order_id').execute();

  await db.insertInto('change_counters').values({ name: 'standing_orders', value: 1 }).execute();
  if (postgres) {
    await sql
      .raw(
        `create constraint trigger standing_orders_changes after insert or update or delete on standing_orders
        deferrable initially deferred for each row execute function cbo_bump_change_counter()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger standing_orders_changes_truncate after truncate on standing_orders
        for each statement execute function cbo_bump_change_counter()`,
      )
      .execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(
          `create trigger standing_orders_changes_${event} after ${event} on standing_orders begin
          update change_counters set value = value + 1 where name = 'standing_orders'; end`,
        )
        .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw('drop trigger if exists standing_orders_changes on standing_orders').execute(db);
    await sql.raw('drop trigger if exists standing_orders_changes_truncate on standing_orders').execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists standing_orders_changes_${event}`).execute(db);
  }
  await db.deleteFrom('change_counters').where('name', '=', 'standing_orders').execute();
  await db.schema.dropIndex('orders_standing_order_id_idx').execute();
  await db.schema.alterTable('orders').dropColumn('standing_order_id').execute();
  await db.schema.dropTable('standing_order_days').execute();
  await db.schema.dropTable('standing_orders').execute();
}
