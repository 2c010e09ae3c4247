import { sql } from 'kysely';
import type { Db } from '../engine/types';

/**
 * The SQL of what organizations owe: statements (issued invoices, credit notes and payments by day), balances, the
 * ageing report and the credit-limit check. Money is integer cents; an invoice adds to a balance, a credit note
 * (a negative total) and a payment take from it. Drafts count nowhere.
 */

export async function findStatementOrganization(db: Db, id: number) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'logo', 'credit_limit'])
    .where('id', '=', id)
    .executeTakeFirst();
}

const asCents = (value: unknown) => Number(value ?? 0);

/** The sums of the organization's issued documents and of its payments before `day` (all of them without `day`). */
export function balanceQueries(db: Db, organizationId: number, day?: string) {
  let documents = db
    .selectFrom('invoices')
    .select((eb) => eb.fn.sum<number>('total').as('cents'))
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'issued');
  let payments = db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number>('amount').as('cents'))
    .where('organization_id', '=', organizationId);
  if (day) {
    documents = documents.where('issue_date', '<', day);
    payments = payments.where('date', '<', day);
  }
  return { documents, payments };
}

/** What the organization owed at the start of `day` (every document before it); all it owes without `day`. */
export async function balanceBefore(db: Db, organizationId: number, day?: string): Promise<number> {
  const { documents, payments } = balanceQueries(db, organizationId, day);
  const [owed, paid] = await Promise.all([documents.executeTakeFirst(), payments.executeTakeFirst()]);
  return asCents(owed?.cents) - asCents(paid?.cents);
}

/** The organization's issued invoices and credit notes issued from `from` to `to` (days, both included). */
export function issuedDocumentsQuery(db: Db, organizationId: number, from: string, to: string) {
  return db
    .selectFrom('invoices')
    .leftJoin('invoices as credited', 'credited.id', 'invoices.credited_invoice_id')
    .select([
      'invoices.id',
      'invoices.kind',
      'invoices.number',
      'invoices.issue_date',
      'invoices.due_date',
      'invoices.total',
      'credited.number as credited_number',
    ])
    .where('invoices.organization_id', '=', organizationId)
    .where('invoices.status', '=', 'issued')
    .where('invoices.issue_date', '>=', from)
    .where('invoices.issue_date', '<=', to);
}

export async function findIssuedDocuments(db: Db, organizationId: number, from: string, to: string) {
  return issuedDocumentsQuery(db, organizationId, from, to).execute();
}

/** The organization's payments received from `from` to `to` (days, both included). */
export function paymentsBetweenQuery(db: Db, organizationId: number, from: string, to: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'date', 'amount', 'reference'])
    .where('organization_id', '=', organizationId)
    .where('date', '>=', from)
    .where('date', '<=', to);
}

export async function findPaymentsBetween(db: Db, organizationId: number, from: string, to: string) {
  return paymentsBetweenQuery(db, organizationId, from, to).execute();
}

/**
 * Every issued invoice with something left on it or paid beyond it: its total less its credit notes and the
 * payments recorded for it, with its organization and due date.
 */
export function openInvoicesQuery(db: Db) {
  const settled = db
    .selectFrom('invoices as i')
    .select((eb) => [
      'i.id',
      'i.organization_id',
      'i.due_date',
      sql<number>`i.total + coalesce((${eb
        .selectFrom('invoices as c')
        .select((c) => c.fn.sum<number>('c.total').as('t'))
        .whereRef('c.credited_invoice_id', '=', 'i.id')
        .where('c.status', '=', 'issued')}), 0) - coalesce((${eb
        .selectFrom('payments as p')
        .select((p) => p.fn.sum<number>('p.amount').as('a'))
        .whereRef('p.invoice_id', '=', 'i.id')}), 0)`.as('balance'),
    ])
    .where('i.kind', '=', 'invoice')
    .where('i.status', '=', 'issued')
    .where('i.organization_id', 'is not', null);
  return db.selectFrom(settled.as('s')).selectAll().where('s.balance', '!=', 0).orderBy('s.due_date').orderBy('s.id');
}

export async function findOpenInvoices(db: Db) {
  const rows = await openInvoicesQuery(db).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    organizationId: Number(r.organization_id),
    dueDate: r.due_date,
    balance: Number(r.balance),
  }));
}

/** Per organization, the payments received on account (for no invoice), in cents. */
export function unappliedPaymentsQuery(db: Db) {
  return db
    .selectFrom('payments')
    .select(['organization_id', (eb) => eb.fn.sum<number>('amount').as('cents')])
    .where('invoice_id', 'is', null)
    .groupBy('organization_id');
}

export async function findUnappliedPayments(db: Db): Promise<Map<number, number>> {
  const rows = await unappliedPaymentsQuery(db).execute();
  return new Map(rows.map((r) => [Number(r.organization_id), Number(r.cents)]));
}

export async function findOrganizationsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('organizations').select(['id', 'name', 'logo', 'credit_limit']).where('id', 'in', ids).execute();
}

/**
 * The totals of the organization's orders on account that are not cancelled and not on an issued invoice (on none,
 * or on a draft), leaving out `exceptOrderId`: what it will owe beyond its open balance.
 */
export async function unbilledOnAccount(db: Db, organizationId: number, exceptOrderId?: number): Promise<number> {
  let free = db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<number>('total').as('cents'))
    .where('organization_id', '=', organizationId)
    .where('payment_method', '=', 'on_account')
    .where('invoice_id', 'is', null)
    .where('status', '!=', 'cancelled');
  let onDrafts = db
    .selectFrom('orders')
    .innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select((eb) => eb.fn.sum<number>('orders.total').as('cents'))
    .where('invoices.organization_id', '=', organizationId)
    .where('invoices.status', '=', 'draft')
    .where('orders.organization_id', '=', organizationId);
  if (exceptOrderId !== undefined) {
    free = free.where('id', '!=', exceptOrderId);
    onDrafts = onDrafts.where('orders.id', '!=', exceptOrderId);
  }
  const [a, b] = await Promise.all([free.executeTakeFirst(), onDrafts.executeTakeFirst()]);
  return asCents(a?.cents) + asCents(b?.cents);
}

/** The order's fields the credit limit reads. */
export async function findOrdersForCredit(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'organization_id', 'payment_method', 'status', 'total', 'invoice_id'])
    .select('override_credit_limit')
    .where('id', 'in', ids)
    .execute();
}
