import { HttpError } from '../../http/operation';
import { validationError } from '../engine/errors';
import type { Db, Row } from '../engine/types';
import { findInvoice, findOrganizationTerms } from './repository';

/** How an invoice is named in messages: its number once issued, else "draft invoice 12". */
export function invoiceLabel(invoice: { id: number; number: string | null }): string {
  return invoice.number ?? `draft invoice ${invoice.id}`;
}

/** 409 unless the invoice is a draft: an issued invoice or a credit note is corrected by a credit note. */
export function requireDraft(invoice: Row, doing: string): void {
  if (invoice.kind === 'credit_note')
    throw new HttpError(409, 'conflict', `Credit note ${invoice.number} is issued: it cannot be ${doing}.`);
  if (invoice.status !== 'draft')
    throw new HttpError(
      409,
      'conflict',
      `Invoice ${invoice.number} is issued: it cannot be ${doing}; correct it with a credit note.`,
    );
}

/** Order fields that make or move its total or its billing: frozen while the order is on an invoice. */
const BILLED_ORDER_COLUMNS = ['discount', 'status', 'organization_id', 'payment_method'] as const;

/**
 * 409 naming the invoice when an order on an invoice (draft or issued) would change what it bills: its discount,
 * its status (back from delivered), its organization or payment method, or the order itself (delete). Its items
 * are already frozen while it is delivered (orders/item-lock.ts). A draft is deleted, or an issued invoice's line
 * credited, to free the order.
 */
export async function refuseChangeOfBilledOrder(trx: Db, current: Row, changes?: Row): Promise<void> {
  if (current.invoice_id == null) return;
  const changed = changes
    ? BILLED_ORDER_COLUMNS.filter((c) => changes[c] !== undefined && String(changes[c]) !== String(current[c]))
    : ['order'];
  if (!changed.length) return;
  const invoice = await findInvoice(trx, Number(current.invoice_id));
  if (!invoice) return;
  const order = `Order #${String(current.order_number).padStart(5, '0')}`;
  const how = invoice.status === 'draft' ? 'delete the draft first' : 'credit its line first';
  throw new HttpError(
    409,
    'conflict',
    `${order} is billed on invoice ${invoiceLabel(invoice)}: its ${changes ? changed.join(', ') : 'record'} can no ` +
      `longer change (${how}).`,
    undefined,
    { invoice: { id: invoice.id, number: invoice.number, status: invoice.status } },
  );
}

/**
 * 400 naming `po_number` when an order on account for an organization with `po_required` has none. Checked on add,
 * and on update when the payment method, organization or purchase order changes.
 */
export async function requirePoNumber(trx: Db, order: Row): Promise<void> {
  if (order.payment_method !== 'on_account' || order.organization_id == null) return;
  if (typeof order.po_number === 'string' && order.po_number.trim()) return;
  const organization = await findOrganizationTerms(trx, Number(order.organization_id));
  if (!organization || Number(organization.po_required) !== 1) return;
  throw validationError(
    { po_number: `is required: ${organization.name} needs a purchase order number on orders on account` },
    `po_number: ${organization.name} requires a purchase order number (po_number) on orders paid on account.`,
  );
}
