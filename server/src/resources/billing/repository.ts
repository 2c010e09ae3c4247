import { sql } from 'kysely';
import type { InvoicesTable } from '../../db/billing-schema';
import { dialectOf } from '../../db/dialect';
import type { Db } from '../engine/types';

/** The billing SQL: invoices, their lines, the orders they claim, the number counters and payments. */

/** Rows (or ids) per statement of a large write: 1,000 × 7 values stays under SQLite's and PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 1000;

export async function findOrganizationTerms(db: Db, id: number) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'payment_terms_days', 'po_required'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Puts on the invoice the organization's delivered orders on account due in [fromIso, toIso) that are on no invoice
 * yet, in one statement, and answers them. The condition is evaluated again on the locked rows (PostgreSQL) or under
 * the one writer (SQLite), so two invoices made at once never share an order.
 */
export async function claimBillableOrders(
  db: Db,
  invoiceId: number,
  organizationId: number,
  fromIso: string,
  toIso: string,
) {
  return db
    .updateTable('orders')
    .set({ invoice_id: invoiceId })
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'delivered')
    .where('payment_method', '=', 'on_account')
    .where('invoice_id', 'is', null)
    .where('date', '>=', fromIso)
    .where('date', '<', toIso)
    .returning(['id', 'order_number', 'date', 'name', 'total'])
    .execute();
}

/** One line per order the invoice claimed (its number, due time, name and total as they are now), by due time. */
export async function insertLinesOfClaimedOrders(db: Db, invoiceId: number): Promise<void> {
  await db
    .insertInto('invoice_lines')
    .columns(['invoice_id', 'order_id', 'order_number', 'order_date', 'name', 'amount'])
    .expression((eb) =>
      eb
        .selectFrom('orders')
        .select([
          sql<number>`cast(${invoiceId} as integer)`.as('invoice_id'),
          'id',
          'order_number',
          'date',
          'name',
          'total',
        ])
        .where('invoice_id', '=', invoiceId)
        .orderBy('date')
        .orderBy('id'),
    )
    .execute();
}

/** Makes the orders billable again (a credited line's order). */
export async function releaseOrders(db: Db, invoiceId: number, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await db
    .updateTable('orders')
    .set({ invoice_id: null })
    .where('id', 'in', orderIds)
    .where('invoice_id', '=', invoiceId)
    .execute();
}

export async function insertInvoice(db: Db, row: Omit<InvoicesTable, 'id' | '__date_created' | '__version'>) {
  return db.insertInto('invoices').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertLines(
  db: Db,
  lines: Array<{
    invoice_id: number;
    order_id: number | null;
    order_number: number;
    order_date: string | null;
    name: string;
    amount: number;
    credits_line_id?: number | null;
  }>,
): Promise<void> {
  for (let i = 0; i < lines.length; i += ROWS_PER_STATEMENT)
    await db
      .insertInto('invoice_lines')
      .values(lines.slice(i, i + ROWS_PER_STATEMENT))
      .execute();
}

export async function setInvoiceTotals(db: Db, id: number, totals: { subtotal: number; vat: number; total: number }) {
  await db.updateTable('invoices').set(totals).where('id', '=', id).execute();
}

export async function findInvoice(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The invoice, locked until the transaction ends on PostgreSQL (SQLite has one writer at a time): two credit
 * notes of one invoice at once are made one after the other, the second seeing the first's lines.
 */
export async function findInvoiceForUpdate(db: Db, id: number) {
  const query = db.selectFrom('invoices').selectAll().where('id', '=', id);
  return (dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Issues a draft: the conditional update takes the row (a row lock on PostgreSQL until the transaction ends), so of
 * two issues at once one finds it a draft and the other finds it issued. Answers the row, or undefined when it was
 * no draft.
 */
export async function markIssued(db: Db, id: number, values: { issue_date: string; due_date: string | null }) {
  return db
    .updateTable('invoices')
    .set({ ...values, status: 'issued', __version: sql<number>`__version + 1` })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
}

export async function setInvoiceNumber(db: Db, id: number, number: string) {
  return db.updateTable('invoices').set({ number }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * The next number of a series (`INV` or `CN`) in a year: the counter row is incremented inside the issuing
 * transaction (PostgreSQL locks the row until it ends; SQLite has one writer), so a failed issue gives its
 * number back and numbers have no gaps.
 */
export async function nextNumber(db: Db, kind: string, year: number): Promise<number> {
  const row = await db
    .insertInto('billing_counters')
    .values({ kind, year, value: 1 })
    .onConflict((oc) => oc.columns(['kind', 'year']).doUpdateSet({ value: sql<number>`billing_counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function findLinesOfInvoices(db: Db, invoiceIds: number[]) {
  if (!invoiceIds.length) return [];
  return db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('invoice_id')
    .orderBy('id')
    .execute();
}

/** Of the lines of the given invoices, the ids a credit note already reverses (by invoice: no list of line ids). */
export async function findCreditedLinesOfInvoices(db: Db, invoiceIds: number[]): Promise<Set<number>> {
  if (!invoiceIds.length) return new Set();
  const rows = await db
    .selectFrom('invoice_lines as credit')
    .innerJoin('invoice_lines as line', 'line.id', 'credit.credits_line_id')
    .select('credit.credits_line_id')
    .where('line.invoice_id', 'in', invoiceIds)
    .execute();
  return new Set(rows.map((r) => Number(r.credits_line_id)));
}

/** Of the given invoice lines, the ids a credit note already reverses. */
export async function findCreditedLineIds(db: Db, lineIds: number[]): Promise<Set<number>> {
  if (!lineIds.length) return new Set();
  const rows = await db
    .selectFrom('invoice_lines')
    .select('credits_line_id')
    .where('credits_line_id', 'in', lineIds)
    .execute();
  return new Set(rows.map((r) => Number(r.credits_line_id)));
}

/** Per invoice: the payments recorded for it and the totals of its credit notes (negative), in cents. */
export async function findSettlements(db: Db, invoiceIds: number[]) {
  const paid = new Map<number, number>();
  const credited = new Map<number, { total: number; vat: number }>();
  if (!invoiceIds.length) return { paid, credited };
  const payments = await db
    .selectFrom('payments')
    .select(['invoice_id', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('invoice_id', 'in', invoiceIds)
    .groupBy('invoice_id')
    .execute();
  for (const p of payments) paid.set(Number(p.invoice_id), Number(p.amount));
  const notes = await db
    .selectFrom('invoices')
    .select([
      'credited_invoice_id',
      (eb) => eb.fn.sum<number>('total').as('total'),
      (eb) => eb.fn.sum<number>('vat').as('vat'),
    ])
    .where('credited_invoice_id', 'in', invoiceIds)
    .groupBy('credited_invoice_id')
    .execute();
  for (const n of notes) credited.set(Number(n.credited_invoice_id), { total: Number(n.total), vat: Number(n.vat) });
  return { paid, credited };
}

/** The invoice an order is billed on, if any. */
export async function findInvoiceOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select(['invoices.id', 'invoices.number', 'invoices.status'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

export async function findOrganizationPoRule(db: Db, organizationId: number) {
  return db.selectFrom('organizations').select('po_required').where('id', '=', organizationId).executeTakeFirst();
}

/** The organization's name and billing details, as an invoice prints them. */
export async function findOrganizationBilling(db: Db, id: number) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'address', 'email', 'billing_email', 'tax_number'])
    .where('id', '=', id)
    .executeTakeFirst();
}
