import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: what the production sheet needs at a million orders.
 *
 * 1. Covering indexes for its sum: the orders due in a range with some statuses, with their outlet and
 *    organization (status, date, outlet_id, organization_id, id), and their items' product, variation and
 *    quantity (order_id, product_id, product_variation_id, quantity, id), so neither table is read.
 * 2. `order_item_addons` joins the change counters (same triggers as 20261121000400_scale_indexes), so a
 *    cached sheet knows when an item's addons changed.
 */
const TABLE = 'order_item_addons';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await sql
    .raw('create index orders_production_idx on orders (status, date, outlet_id, organization_id, id)')
    .execute(db);
  await sql
    .raw(
      'create index order_items_production_idx on order_items (order_id, product_id, product_variation_id, quantity, id)',
    )
    .execute(db);

  await sql.raw(`insert into change_counters (name, value) values ('${TABLE}', 1)`).execute(db);
  if (postgres) {
    await sql
      .raw(
        `create constraint trigger ${TABLE}_changes after insert or update or delete on ${TABLE}
        deferrable initially deferred for each row execute function cbo_bump_change_counter()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${TABLE}_changes_truncate after truncate on ${TABLE}
        for each statement execute function cbo_bump_change_counter()`,
      )
      .execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(
          `create trigger ${TABLE}_changes_${event} after ${event} on ${TABLE} begin
          update change_counters set value = value + 1 where name = '${TABLE}'; end`,
        )
        .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  if (postgres) {
    await sql.raw(`drop trigger if exists ${TABLE}_changes on ${TABLE}`).execute(db);
    await sql.raw(`drop trigger if exists ${TABLE}_changes_truncate on ${TABLE}`).execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists ${TABLE}_changes_${event}`).execute(db);
  }
  await sql.raw(`delete from change_counters where name = '${TABLE}'`).execute(db);
  await sql.raw('drop index if exists order_items_production_idx').execute(db);
  await sql.raw('drop index if exists orders_production_idx').execute(db);
}
