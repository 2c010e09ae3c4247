import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Invoice } from '../../../src/api/generated/billing';
import { InvoiceDocument } from '../../../src/features/printing/InvoiceDocument';
import InvoicePage from '../../../src/features/printing/InvoicePage';
import { clientOf, invoiceSheet, type InvoiceCompany } from '../../../src/features/printing/invoice';
import { json, mockFetch, renderWithProviders, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';

function invoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 5,
    kind: 'invoice',
    status: 'issued',
    number: 'INV-2026-00007',
    organization: { id: 3, name: 'Zeta Bank', logo: null },
    period_from: '2026-11-01',
    period_to: '2026-11-30',
    issue_date: '2026-12-01',
    due_date: '2026-12-31',
    credited_invoice: null,
    lines: [
      // 10:00 UTC is 12:00 in Beirut; 22:30 UTC on the 30th is already 1 December there.
      {
        id: 1,
        order: 11,
        order_number: 42,
        order_date: '2026-11-10T10:00:00.000Z',
        name: 'Board lunch',
        amount: 1234.56,
        credited: false,
      },
      {
        id: 2,
        order: 12,
        order_number: 43,
        order_date: '2026-11-30T22:30:00.000Z',
        name: 'غداء الفريق',
        amount: 100,
        credited: false,
      },
    ],
    subtotal: 1334.56,
    vat_rate: 11,
    vat: 146.8,
    total: 1481.36,
    paid: 0,
    credited: 0,
    balance: 1481.36,
    payment_status: 'unpaid',
    overdue: false,
    notes: 'Thank you',
    __version: 2,
    __date_created: '2026-12-01T08:00:00.000Z',
    ...over,
  };
}

const company: InvoiceCompany = {
  name: 'Cedar Table Catering s.a.l.',
  address: 'Hamra Street, Beirut',
  taxNumber: '601-123',
};
const client = clientOf({
  name: 'Zeta Bank',
  address: 'Riad El Solh, Beirut',
  email: 'info@zeta.test',
  billing_email: 'ap@zeta.test',
  tax_number: 'LB-7788',
});

afterEach(async () => {
  await showIn('en');
});

describe('the printed invoice', () => {
  it('makes the sheet: DD/MM/YYYY dates, #00042 orders on their kitchen day, the billing email first', () => {
    const sheet = invoiceSheet(invoice(), company, client, 'Asia/Beirut');
    expect(sheet).toMatchObject({
      number: 'INV-2026-00007',
      issueDate: '01/12/2026',
      dueDate: '31/12/2026',
      draft: false,
    });
    expect(sheet.lines.map((l) => [l.order, l.day])).toEqual([
      ['#00042', '10/11/2026'],
      ['#00043', '01/12/2026'],
    ]);
    expect(sheet.client).toEqual({
      name: 'Zeta Bank',
      address: 'Riad El Solh, Beirut',
      email: 'ap@zeta.test',
      taxNumber: 'LB-7788',
    });
    expect(clientOf({ name: 'Acme', email: 'hello@acme.test', billing_email: ' ' }).email).toBe('hello@acme.test');
  });

  it('prints company, client, lines, VAT and total in English', () => {
    render(<InvoiceDocument sheet={invoiceSheet(invoice(), company, client, 'Asia/Beirut')} />);
    const doc = screen.getByRole('article', { name: 'Invoice INV-2026-00007' });
    expect(doc).toHaveAttribute('dir', 'ltr');
    const text = doc.textContent ?? '';
    for (const part of [
      'Cedar Table Catering s.a.l.',
      'Hamra Street, Beirut',
      'Tax number 601-123',
      'Bill to',
      'Zeta Bank',
      'ap@zeta.test',
      'Tax number LB-7788',
      'Due date31/12/2026',
      '01/11/2026 – 30/11/2026',
      'Thank you',
    ])
      expect(text).toContain(part);
    const rows = within(doc)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'OrderDateDescriptionAmount',
      '#0004210/11/2026Board lunch$1,234.56',
      '#0004301/12/2026غداء الفريق$100.00',
    ]);
    expect(text).toContain('Subtotal$1,334.56VAT 11%$146.80Total$1,481.36');
    expect(text).not.toContain('Draft');
  });

  it('marks a draft and names a credit note without a due date', () => {
    const { rerender } = render(
      <InvoiceDocument
        sheet={invoiceSheet(
          invoice({ status: 'draft', number: null, issue_date: null, due_date: null }),
          company,
          client,
          'UTC',
        )}
      />,
    );
    const draft = screen.getByRole('article', { name: 'Invoice draft 5' });
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Number—Issue date—Due date—');
    rerender(
      <InvoiceDocument
        sheet={invoiceSheet(
          invoice({ kind: 'credit_note', number: 'CN-2026-00002', total: -10 }),
          company,
          client,
          'UTC',
        )}
      />,
    );
    const note = screen.getByRole('article', { name: 'Credit note CN-2026-00002' });
    expect(note).not.toHaveTextContent('Due date');
    expect(note).toHaveTextContent('Total-$10.00');
  });

  it('reads right to left in Arabic, amounts and numbers isolated left to right', async () => {
    await showIn('ar');
    render(<InvoiceDocument sheet={invoiceSheet(invoice(), company, client, 'Asia/Beirut')} />);
    const doc = screen.getByRole('article', { name: 'فاتورة INV-2026-00007' });
    expect(doc).toHaveAttribute('dir', 'rtl');
    expect(doc).toHaveAttribute('lang', 'ar');
    expect(within(doc).getByRole('heading', { name: 'فاتورة' })).toBeInTheDocument();
    expect(doc.textContent).toContain('الإجمالي\u2066$1,481.36\u2069');
    expect(doc.textContent).toContain('الرقم الضريبي \u2068LB-7788\u2069');
    expect(doc.textContent).toContain('الضريبة على القيمة المضافة 11%');
  });

  it('shows /print/invoice/:id as it prints, with the organization’s billing details, and prints it', async () => {
    useTestConfig();
    const { calls, pathOf } = mockFetch((request) => {
      if (pathOf(request) === '/invoices')
        return json(200, { data: { results: [invoice()], meta: { total_count: 1 } } });
      if (pathOf(request) === '/organizations')
        return json(200, {
          data: {
            results: [{ id: 3, name: 'Zeta Bank', address: 'Riad El Solh', billing_email: 'ap@zeta.test' }],
            meta: { total_count: 1 },
          },
        });
      return json(404, { message: 'no', code: 'not_found' });
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(
      <Routes>
        <Route path="/print/invoice/:id" element={<InvoicePage />} />
      </Routes>,
      { route: '/print/invoice/5' },
    );
    const preview = await screen.findByRole('region', { name: 'Invoice as printed' }, { timeout: 10_000 });
    expect(within(preview).getByRole('article', { name: 'Invoice INV-2026-00007' })).toHaveTextContent('ap@zeta.test');
    expect(calls.map((c) => `${pathOf(c)}${decodeURIComponent(new URL(c.url).search)}`)).toEqual(
      expect.arrayContaining(['/invoices?id[]=5', '/organizations?id[]=3']),
    );
    // The A4 print root holds the same document, off screen.
    expect(document.querySelectorAll('.print-root article')).toHaveLength(1);
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
