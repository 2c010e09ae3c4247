import type { Invoice, InvoiceLine } from '../../../src/api/generated/billing';

/** Billing records for the client tests. */

export const BILLING_ADMIN = ['invoices', 'payments'].flatMap((r) =>
  ['list', 'view', 'add', 'edit', 'delete'].map((a) => `${r}::${a}`),
);
export const BILLING_MANAGER = [
  ...['list', 'view', 'add', 'edit', 'delete'].map((a) => `invoices::${a}`),
  'payments::list',
  'payments::view',
];

export const invoiceLine = (id: number, overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  id,
  order: 100 + id,
  order_number: 100 + id,
  order_date: '2026-10-05T09:00:00.000Z',
  name: `Office lunch ${id}`,
  amount: 50,
  credited: false,
  ...overrides,
});

export const invoice = (id: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id,
  kind: 'invoice',
  status: 'draft',
  number: null,
  organization: { id: 3, name: 'Acme Foods', logo: null },
  period_from: '2026-10-01',
  period_to: '2026-10-31',
  issue_date: null,
  due_date: null,
  credited_invoice: null,
  lines: [invoiceLine(1), invoiceLine(2, { amount: 10.5 })],
  subtotal: 60.5,
  vat_rate: 11,
  vat: 6.66,
  total: 67.16,
  paid: 0,
  credited: 0,
  balance: 67.16,
  payment_status: 'unpaid',
  overdue: false,
  notes: null,
  __version: 1,
  __date_created: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

export const issued = (id: number, overrides: Partial<Invoice> = {}) =>
  invoice(id, {
    status: 'issued',
    number: 'INV-2026-00007',
    issue_date: '2026-11-02',
    due_date: '2026-12-02',
    ...overrides,
  });
