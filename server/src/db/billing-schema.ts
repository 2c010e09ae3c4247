import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of billing (migration 20261202000100_billing). `Database` in schema.ts extends this interface; the
 * billing columns of `organizations` and `orders` are in their own interfaces (people-schema, orders-schema). Money is integer cents,
 * dates `YYYY-MM-DD` text, timestamps ISO-8601 UTC text.
 */
type Created = ColumnType<string, string | undefined, never>;
type Version = ColumnType<number, number | undefined, number>;

export type InvoiceKind = 'invoice' | 'credit_note';
export type InvoiceStatus = 'draft' | 'issued';

/** Invoices and credit notes. A credit note is issued when made, and names the invoice it credits. */
export interface InvoicesTable {
  id: Generated<number>;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** `INV-2026-00001` / `CN-2026-00001` once issued; null on a draft. */
  number: string | null;
  organization_id: number | null;
  period_from: string;
  period_to: string;
  issue_date: string | null;
  due_date: string | null;
  credited_invoice_id: number | null;
  /** cents */
  subtotal: number;
  /** percent */
  vat_rate: number;
  /** cents */
  vat: number;
  /** cents */
  total: number;
  notes: string | null;
  __date_created: Created;
  __version: Version;
}

/** One order billed (its total copied when billed); on a credit note, a reversed invoice line (negative). */
export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  order_id: number | null;
  order_number: number;
  order_date: string | null;
  name: string;
  /** cents */
  amount: number;
  credits_line_id: number | null;
  __date_created: Created;
  __version: Version;
}

/** The last number issued per kind (`INV`, `CN`) and year. */
export interface BillingCountersTable {
  kind: string;
  year: number;
  value: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  organization_id: number;
  invoice_id: number | null;
  /** cents */
  amount: number;
  date: string;
  method: string;
  reference: string | null;
  __date_created: Created;
  __version: Version;
}

export interface BillingTables {
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  billing_counters: BillingCountersTable;
  payments: PaymentsTable;
}
