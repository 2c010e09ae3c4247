import type { Invoice } from '../../api/generated/billing';

/**
 * THE PRINT AND SEND SLOT of the invoice drawer's actions. The invoice document (the printable invoice,
 * its PDF and mailing it to the billing email, `POST /invoices/send/{id}`) is built apart: its
 * `PrintInvoiceButton` and Send button render here, beside Issue and Credit, once that work is merged.
 * Until then the slot renders nothing.
 */
export function InvoiceDocumentActions(_props: { invoice: Invoice }) {
  return null;
}
