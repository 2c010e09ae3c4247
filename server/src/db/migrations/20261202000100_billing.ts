import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { entityTail, entityTable } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

const COUNTED_TABLES = ['invoices', 'invoice_lines', 'payments'] as const;

/**
 * Frozen: billing, phase 1 (issue 31).
 * - `organizations`: billing details (`billing_email`, `tax_number`, `payment_terms_days` default 30,
 *   `credit_limit` in cents or null, `po_required` 0/1 default 0).
 * - `orders.po_number`, and `orders.invoice_id`: the invoice (draft or issued) the order is billed on, null while
 *   it is billable. Claimed by a conditional update (`where invoice_id is null`), so no order is on two invoices.
 * - `invoices` (invoices and credit notes, money in cents), `invoice_lines` (one per order billed, its total
 *   copied; on a credit note `credits_line_id` names the invoice line it reverses, unique: a line is credited once).
 * - `billing_counters`: the last number issued per kind (`INV`, `CN`) and year, incremented inside the issuing
 *   transaction, so numbers have no gaps.
 * - `payments`: money received from an organization, for one of its invoices or on account.
 * The three entity tables are counted in `change_counters` like every entity table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema.alterTable('organizations').addColumn('billing_email', 'text').execute();
  await db.schema.alterTable('organizations').addColumn('tax_number', 'text').execute();
  await db.schema
    .alterTable('organizations')
    .addColumn('payment_terms_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema.alterTable('organizations').addColumn('credit_limit', 'integer').execute();
  await db.schema
    .alterTable('organizations')
    .addColumn('po_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await entityTail(
    db,
    entityTable(db, 'invoices')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.unique())
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('restrict'))
      .addColumn('period_from', 'text', (c) => c.notNull())
      .addColumn('period_to', 'text', (c) => c.notNull())
      .addColumn('issue_date', 'text')
      .addColumn('due_date', 'text')
      .addColumn('credited_invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('vat_rate', 'double precision', (c) => c.notNull())
      .addColumn('vat', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('notes', 'text'),
  ).execute();
  await db.schema.createIndex('invoices_organization_id_idx').on('invoices').column('organization_id').execute();
  await db.schema
    .createIndex('invoices_credited_invoice_id_idx')
    .on('invoices')
    .column('credited_invoice_id')
    .execute();

  await entityTail(
    db,
    entityTable(db, 'invoice_lines')
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
      .addColumn('order_number', 'integer', (c) => c.notNull())
      .addColumn('order_date', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('credits_line_id', 'integer', (c) => c.unique().references('invoice_lines.id').onDelete('restrict')),
  ).execute();
  await db.schema.createIndex('invoice_lines_invoice_id_idx').on('invoice_lines').column('invoice_id').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('po_number', 'text').execute();
  await db.schema.createIndex('orders_invoice_id_idx').on('orders').column('invoice_id').execute();

  await db.schema
    .createTable('billing_counters')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_counters_pk', ['kind', 'year'])
    .execute();

  await entityTail(
    db,
    entityTable(db, 'payments')
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
      .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('reference', 'text'),
  ).execute();
  await db.schema.createIndex('payments_organization_id_idx').on('payments').column('organization_id').execute();
  await db.schema.createIndex('payments_invoice_id_idx').on('payments').column('invoice_id').execute();

  for (const table of COUNTED_TABLES) await countChanges(db, table, postgres);
}

/** The table's row in `change_counters` and the triggers that bump it (as the stations migration does). */
async function countChanges(db: Kysely<any>, table: string, postgres: boolean): Promise<void> {
  await db.insertInto('change_counters').values({ name: table, value: 1 }).execute();
  if (postgres) {
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
  } else {
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(
          `create trigger ${table}_changes_${event} after ${event} on ${table} begin
          update change_counters set value = value + 1 where name = '${table}'; end`,
        )
        .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of COUNTED_TABLES) {
    if (postgres) {
      await sql.raw(`drop trigger if exists ${table}_changes on ${table}`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_changes_truncate on ${table}`).execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_changes_${event}`).execute(db);
    }
    await db.deleteFrom('change_counters').where('name', '=', table).execute();
  }
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('billing_counters').execute();
  await db.schema.dropIndex('orders_invoice_id_idx').execute();
  await db.schema.alterTable('orders').dropColumn('po_number').execute();
  await db.schema.alterTable('orders').dropColumn('invoice_id').execute();
  await db.schema.dropTable('invoice_lines').execute();
  await db.schema.dropTable('invoices').execute();
  for (const column of ['po_required', 'credit_limit', 'payment_terms_days', 'tax_number', 'billing_email'])
    await db.schema.alterTable('organizations').dropColumn(column).execute();
}
