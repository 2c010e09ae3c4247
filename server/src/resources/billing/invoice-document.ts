import { DateTime } from 'luxon';
import type { ServerConfig } from '../../config';
import { kitchenTimeZone } from '../../settings/settings-handler';
import { notFound } from '../engine/errors';
import type { Db } from '../engine/types';
import { findInvoice, findLinesOfInvoices, findOrganizationBilling } from './repository';

/** Everything an invoice document shows, read once: the PDF is drawn from this alone. Money in cents. */
export interface InvoiceDocument {
  id: number;
  kind: 'invoice' | 'credit_note';
  status: 'draft' | 'issued';
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  periodFrom: string;
  periodTo: string;
  /** On a credit note, the number of the invoice it credits. */
  credits: string | null;
  company: { name: string; address: string; taxNumber: string };
  client: { name: string; address: string; email: string; taxNumber: string } | null;
  /** Each order billed: its number, its day (kitchen zone, YYYY-MM-DD), its name and amount. */
  lines: Array<{ orderNumber: number; day: string | null; name: string; amount: number }>;
  subtotal: number;
  vatRate: number;
  vat: number;
  total: number;
  notes: string | null;
}

/** The file name of the document: `INV-2026-00001.pdf`, a draft `invoice-draft-12.pdf`. */
export const pdfFileName = (doc: Pick<InvoiceDocument, 'id' | 'number'>) =>
  doc.number ? `${doc.number}.pdf` : `invoice-draft-${doc.id}.pdf`;

/** The invoice (or credit note) `id` as its document shows it; 404 when there is none. */
export async function loadInvoiceDocument(db: Db, config: ServerConfig, id: number): Promise<InvoiceDocument> {
  const invoice = await findInvoice(db, id);
  if (!invoice) throw notFound('invoice', id);
  const [lines, organization, credited, zone] = await Promise.all([
    findLinesOfInvoices(db, [id]),
    invoice.organization_id == null ? undefined : findOrganizationBilling(db, invoice.organization_id),
    invoice.credited_invoice_id == null ? undefined : findInvoice(db, invoice.credited_invoice_id),
    kitchenTimeZone(db),
  ]);
  const dayOf = (at: string | null) =>
    at ? (DateTime.fromISO(String(at), { zone: 'utc' }).setZone(zone).toISODate() ?? null) : null;
  return {
    id: invoice.id,
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    issueDate: invoice.issue_date,
    dueDate: invoice.due_date,
    periodFrom: invoice.period_from,
    periodTo: invoice.period_to,
    credits: credited?.number ?? null,
    company: { name: config.companyName, address: config.companyAddress, taxNumber: config.companyTaxNumber },
    client: organization
      ? {
          name: organization.name,
          address: organization.address ?? '',
          email: organization.billing_email ?? organization.email ?? '',
          taxNumber: organization.tax_number ?? '',
        }
      : null,
    lines: lines.map((l) => ({
      orderNumber: Number(l.order_number),
      day: dayOf(l.order_date),
      name: l.name,
      amount: Number(l.amount),
    })),
    subtotal: Number(invoice.subtotal),
    vatRate: Number(invoice.vat_rate),
    vat: Number(invoice.vat),
    total: Number(invoice.total),
    notes: invoice.notes,
  };
}
