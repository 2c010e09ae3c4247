import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: what lists need at a million orders.
 *
 * 1. `change_counters`: one row per entity table, bumped by a trigger on every insert, update and delete of
 *    that table (any code path, any process). A list reads the counters of the tables it shows, cheaply,
 *    for its ETag and to know whether a cached `total_count` is still exact. On PostgreSQL the trigger is a
 *    deferred constraint trigger that bumps each table once per transaction, at commit, so the counter row is
 *    locked only for the instant of the commit (never for a long import).
 * 2. Covering, composite indexes where the screens filter and sort together (status + date + created,
 *    created + id, date + id), so a page is found from the index alone and its count is an index-only count.
 * 3. Substring search on orders that does not read every row: an FTS5 trigram index on SQLite (kept in step
 *    by triggers; it holds the lowered text, so its matches are exactly the engine's) and a pg_trgm GIN index
 *    on PostgreSQL (it narrows the rows; the engine's own `lower(field) like %term%` test still applies).
 */

/** Tables whose changes are counted (every entity table plus the product ⇄ addon links). */
export const COUNTED_TABLES = [
  'organizations',
  'outlets',
  'employees',
  'kitchen_staff',
  'users',
  'categories',
  'addons',
  'products',
  'product_addons',
  'product_variations',
  'menus',
  'menu_items',
  'orders',
  'order_items',
] as const;

/**
 * SQLite: the FTS5 trigram table of orders' searchable text (rowid = orders.id). Each column holds exactly
 * what the engine's search compares, `lower(cast(field as text))`, and the index is case-sensitive, so a
 * phrase match of the lowered term is the same test as the engine's `like '%term%'` (for terms of three
 * characters or more; shorter ones cannot use a trigram index).
 */
export const ORDERS_SEARCH_TABLE = 'orders_search';
/** The order fields the index covers, in the definition's order. */
export const ORDERS_SEARCH_COLUMNS = ['order_number', 'name', 'full_name', 'email', 'phone_number'] as const;
/** SQLite: the values of ORDERS_SEARCH_COLUMNS for a row of orders named `r` (`new`, `orders`). */
export function ordersSearchValues(r: string): string {
  const full = `trim(coalesce(${r}.first_name, '') || ' ' || coalesce(${r}.last_name, ''))`;
  return [`${r}.order_number`, `${r}.name`, full, `${r}.email`, `${r}.phone_number`]
    .map((e) => `lower(cast(${e} as text))`)
    .join(', ');
}

/**
 * PostgreSQL: the text the trigram index of orders covers; the engine's search must use exactly this
 * expression (any field's lowered text is a substring of it, so it can only narrow to a superset).
 */
export const ORDERS_SEARCH_EXPR_PG =
  "lower(cast(order_number as text) || ' ' || coalesce(name, '') || ' ' || trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) || ' ' || coalesce(email, '') || ' ' || coalesce(phone_number, ''))";

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';

  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('change_counters')
    .values(COUNTED_TABLES.map((name) => ({ name, value: 1 })))
    .execute();

  if (postgres) {
    await sql`create function cbo_bump_change_counter() returns trigger language plpgsql as $$
      begin
        if coalesce(current_setting('cbo.changed_' || TG_TABLE_NAME, true), '') = '' then
          update change_counters set value = value + 1 where name = TG_TABLE_NAME;
          perform set_config('cbo.changed_' || TG_TABLE_NAME, '1', true);
        end if;
        return null;
      end $$`.execute(db);
    for (const table of COUNTED_TABLES) {
      await sql
        .raw(
          `create constraint trigger ${table}_changes after insert or update or delete on ${table}
        deferrable initially deferred for each row execute function cbo_bump_change_counter()`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_changes_truncate after truncate on ${table}
        for each statement execute function cbo_bump_change_counter()`,
        )
        .execute(db);
    }
  } else {
    for (const table of COUNTED_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_changes_${event} after ${event} on ${table} begin
          update change_counters set value = value + 1 where name = '${table}'; end`,
          )
          .execute(db);
      }
    }
  }

  // Indexes: the engine sorts by (key, id); on SQLite every index already ends with the rowid (= id).
  const index = (name: string, table: string, columns: string, include?: string) =>
    sql
      .raw(`create index ${name} on ${table} (${columns})${include && postgres ? ` include (${include})` : ''}`)
      .execute(db);
  // Orders list and kitchen board: status_in + date_between, any of the usual sorts, counted from the index alone.
  await index(
    'orders_status_date_cover_idx',
    'orders',
    postgres ? 'status, date' : 'status, date, __date_created',
    '__date_created, id',
  );
  await db.schema.dropIndex('orders_status_date_idx').execute();
  if (postgres) {
    // Default sort (newest first) and sort by date, ties broken by id, pages found without a sort.
    await index('orders_created_id_idx', 'orders', '__date_created, id');
    await index('orders_date_id_idx', 'orders', 'date, id');
    await db.schema.dropIndex('orders_date_created_idx').execute();
    await db.schema.dropIndex('orders_date_idx').execute();
  }

  // Substring search of orders.
  if (postgres) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql
      .raw(`create index orders_search_trgm_idx on orders using gin ((${ORDERS_SEARCH_EXPR_PG}) gin_trgm_ops)`)
      .execute(db);
  } else {
    const columns = ORDERS_SEARCH_COLUMNS.join(', ');
    await sql
      .raw(
        `create virtual table ${ORDERS_SEARCH_TABLE} using fts5(${columns}, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into ${ORDERS_SEARCH_TABLE} (rowid, ${columns}) select id, ${ordersSearchValues('orders')} from orders`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger orders_search_insert after insert on orders begin
      insert into ${ORDERS_SEARCH_TABLE} (rowid, ${columns}) values (new.id, ${ordersSearchValues('new')}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger orders_search_delete after delete on orders begin
      delete from ${ORDERS_SEARCH_TABLE} where rowid = old.id; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger orders_search_update after update of order_number, name, first_name, last_name, email, phone_number on orders begin
      delete from ${ORDERS_SEARCH_TABLE} where rowid = old.id;
      insert into ${ORDERS_SEARCH_TABLE} (rowid, ${columns}) values (new.id, ${ordersSearchValues('new')}); end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  if (postgres) {
    await sql`drop index if exists orders_search_trgm_idx`.execute(db);
    for (const table of COUNTED_TABLES) {
      await sql.raw(`drop trigger if exists ${table}_changes on ${table}`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_changes_truncate on ${table}`).execute(db);
    }
    await sql`drop function if exists cbo_bump_change_counter()`.execute(db);
    for (const name of ['orders_created_id_idx', 'orders_date_id_idx'])
      await sql.raw(`drop index if exists ${name}`).execute(db);
    await sql`create index orders_date_created_idx on orders (__date_created)`.execute(db);
    await sql`create index orders_date_idx on orders (date)`.execute(db);
  } else {
    for (const name of ['orders_search_insert', 'orders_search_delete', 'orders_search_update'])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    await sql.raw(`drop table if exists ${ORDERS_SEARCH_TABLE}`).execute(db);
    for (const table of COUNTED_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_changes_${event}`).execute(db);
  }
  await sql`drop index if exists orders_status_date_cover_idx`.execute(db);
  await sql`create index orders_status_date_idx on orders (status, date)`.execute(db);
  await db.schema.dropTable('change_counters').execute();
}
