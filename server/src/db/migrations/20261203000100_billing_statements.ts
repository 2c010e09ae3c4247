import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: billing, phase 2 (issue 31: statements, ageing, credit limits).
 * - `orders.override_credit_limit` (0/1, default 0) and `orders.credit_limit_reason`: an administrator let the order
 *   past its organization's credit limit, and why.
 * - `orders_on_account_unbilled_idx`: the organization's orders on account on no invoice, by due time, with their
 *   status and total (partial: only those rows), read by the credit-limit check (the sum of what is not invoiced
 *   yet) and by invoice generation (a month of one organization's delivered orders).
 * - `invoices_statement_idx` and `payments_statement_idx`: an organization's issued documents and its payments by
 *   day, for its statement (the opening balance is a sum over everything before the period).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('override_credit_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('credit_limit_reason', 'text').execute();
  await sql
    .raw(
      `create index orders_on_account_unbilled_idx on orders (organization_id, date, status, total)
      where payment_method = 'on_account' and invoice_id is null`,
    )
    .execute(db);
  await sql
    .raw('create index invoices_statement_idx on invoices (organization_id, status, issue_date, kind, total)')
    .execute(db);
  await sql.raw('create index payments_statement_idx on payments (organization_id, date, amount)').execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop index if exists payments_statement_idx').execute(db);
  await sql.raw('drop index if exists invoices_statement_idx').execute(db);
  await sql.raw('drop index if exists orders_on_account_unbilled_idx').execute(db);
  await db.schema.alterTable('orders').dropColumn('credit_limit_reason').execute();
  await db.schema.alterTable('orders').dropColumn('override_credit_limit').execute();
}
