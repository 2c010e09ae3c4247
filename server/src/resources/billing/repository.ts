import { sql } from 'kysely';
import type { InvoicesTable } from '../../db/billing-schema';
import type { Db } from '../engine/types';

/** The billing SQL: invoices, their lines, the orders they claim, the number counters and payments. */

export async function findOrganizationTerms(db: Db, id: number) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'payment_terms_days', 'po_required'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Delivered orders on account of the organization due in [fromIso, toIso) and on no invoice, by due time. */
export async function findBillableOrderIds(db: Db, organizationId: number, fromIso: string, toIso: string) {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'delivered')
    .where('payment_method', '=', 'on_account')
    .where('invoice_id', 'is', null)
    .where('date', '>=', fromIso)
    .where('date', '<', toIso)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Puts the orders on the invoice where they are on none yet, and answers the ones it took. The condition is
 * evaluated again on the locked rows (PostgreSQL) or under the one writer (SQLite), so two invoices made at once
 * never share an order.
 */
export async function claimOrders(db: Db, invoiceId: number, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .updateTable('orders')
    .set({ invoice_id: invoiceId })
    .where('id', 'in', orderIds)
    .where('invoice_id', 'is', null)
    .returning(['id', 'order_number', 'date', 'name', 'total'])
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
  if (lines.length) await db.insertInto('invoice_lines').values(lines).execute();
}

export async function setInvoiceTotals(db: Db, id: number, totals: { subtotal: number; vat: number; total: number }) {
  await db.updateTable('invoices').set(totals).where('id', '=', id).execute();
}

export async function findInvoice(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
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
