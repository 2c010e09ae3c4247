import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { entityTail, entityTable } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: kitchen stations (issue 28).
 * - `stations`: a name and its translations (JSON text as on categories), counted in `change_counters` like
 *   every entity table (the change feed and the lists' ETags read it).
 * - `categories.station_id`: the station a category's items go to (at most one; null: every station). Deleting
 *   a station leaves its categories with none.
 * - `order_items.prepared_at`: when a station marked the item ready (ISO-8601 UTC text), null while it is not.
 * - `orders.urgent` (0/1) and `orders.ready_at` (when it last went to ready_for_pickup; null after a recall).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await entityTail(
    db,
    entityTable(db, 'stations')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('translations', 'text'),
  ).execute();
  await db.schema
    .alterTable('categories')
    .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('categories_station_id_idx').on('categories').column('station_id').execute();
  await db.schema.alterTable('order_items').addColumn('prepared_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('ready_at', 'text').execute();

  await db.insertInto('change_counters').values({ name: 'stations', value: 1 }).execute();
  if (postgres) {
    await sql
      .raw(
        `create constraint trigger stations_changes after insert or update or delete on stations
        deferrable initially deferred for each row execute function cbo_bump_change_counter()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger stations_changes_truncate after truncate on stations
        for each statement execute function cbo_bump_change_counter()`,
      )
      .execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(
          `create trigger stations_changes_${event} after ${event} on stations begin
          update change_counters set value = value + 1 where name = 'stations'; end`,
        )
        .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw('drop trigger if exists stations_changes on stations').execute(db);
    await sql.raw('drop trigger if exists stations_changes_truncate on stations').execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists stations_changes_${event}`).execute(db);
  }
  await db.deleteFrom('change_counters').where('name', '=', 'stations').execute();
  await db.schema.alterTable('orders').dropColumn('ready_at').execute();
  await db.schema.alterTable('orders').dropColumn('urgent').execute();
  await db.schema.alterTable('order_items').dropColumn('prepared_at').execute();
  await db.schema.dropIndex('categories_station_id_idx').execute();
  await db.schema.alterTable('categories').dropColumn('station_id').execute();
  await db.schema.dropTable('stations').execute();
}
