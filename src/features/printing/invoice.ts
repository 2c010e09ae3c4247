import type { Invoice } from '../../api/generated/billing';
import type { Organization } from '../../api/generated/clients';
import { formatDate } from '../../lib/dates';
import { inZone } from '../../lib/zones';
import { numberLocale, type Language } from '../../i18n';

/** The company an invoice is from (misc/settings: `company_name`, `company_address`, `company_tax_number`). */
export interface InvoiceCompany {
  name: string;
  address: string | null;
  taxNumber: string | null;
}

/** The client an invoice bills: its organization's billing details. */
export interface InvoiceClient {
  name: string;
  address: string | null;
  email: string | null;
  taxNumber: string | null;
}

/** An invoice as the printed document shows it: every text but the words of the catalogue. */
export interface InvoiceSheet {
  kind: Invoice['kind'];
  draft: boolean;
  /** `INV-2026-00001`; null on a draft. */
  number: string | null;
  id: number;
  issueDate: string;
  dueDate: string;
  from: string;
  to: string;
  lines: Array<{ id: number; order: string; day: string; name: string; amount: number }>;
  subtotal: number;
  vatRate: number;
  vat: number;
  total: number;
  notes: string | null;
  company: InvoiceCompany;
  client: InvoiceClient | null;
}

const blank = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The client of an invoice from its organization (billing email, else the organization's email). */
export function clientOf(
  organization: Pick<Organization, 'name'> &
    Partial<Pick<Organization, 'address' | 'email' | 'billing_email' | 'tax_number'>>,
): InvoiceClient {
  return {
    name: organization.name,
    address: blank(organization.address),
    email: blank(organization.billing_email) ?? blank(organization.email),
    taxNumber: blank(organization.tax_number),
  };
}

/**
 * The sheet of `invoice`: its dates as DD/MM/YYYY, each line's order as `#00042` on its day in the kitchen's
 * zone (`zone`), the amounts as the API gives them (USD).
 */
export function invoiceSheet(
  invoice: Invoice,
  company: InvoiceCompany,
  client: InvoiceClient | null,
  zone: string,
): InvoiceSheet {
  return {
    kind: invoice.kind,
    draft: invoice.status === 'draft',
    number: invoice.number,
    id: invoice.id,
    issueDate: formatDate(invoice.issue_date),
    dueDate: formatDate(invoice.due_date),
    from: formatDate(invoice.period_from),
    to: formatDate(invoice.period_to),
    lines: invoice.lines.map((line) => ({
      id: line.id,
      order: `#${String(line.order_number).padStart(5, '0')}`,
      day: formatDate(inZone(line.order_date, zone)),
      name: line.name,
      amount: line.amount,
    })),
    subtotal: invoice.subtotal,
    vatRate: invoice.vat_rate,
    vat: invoice.vat,
    total: invoice.total,
    notes: blank(invoice.notes),
    company,
    client,
  };
}

/** A VAT rate as people write it: `11%`, French `11 %` (no-break space). */
export function rateText(rate: number, language: Language): string {
  const n = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 2 }).format(rate);
  return language === 'fr' ? `${n}\u00a0%` : `${n}%`;
}
