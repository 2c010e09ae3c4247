import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { Statement } from '../../../src/api/generated/billing';
import { OrganizationStatement } from '../../../src/features/organizations/OrganizationStatement';
import { settingsLoaded } from '../../../src/features/settings';
import { json, mockFetch, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';
import { org, paramsOf, renderKit, SETTINGS } from '../resource/utils';
import { BILLING_ADMIN } from './fixtures';

/**
 * The organization drawer's statement (issue 31): the period from the first day of the month three months
 * ago to today in the kitchen's days, the opening balance, each invoice, credit note and payment with the
 * balance after it, the closing balance, and the same printed on A4 with the company and the client.
 */

jest.setTimeout(60_000);
beforeEach(() => useTestConfig());
afterEach(() => showIn('en'));

// The test kit's settings name Asia/Beirut first: the kitchen's zone.
const TODAY = DateTime.now().setZone('Asia/Beirut');
const FROM = TODAY.startOf('month').minus({ months: 3 });

const ACME = org(3, {
  name: 'Acme Foods',
  address: 'Riad El Solh, Beirut',
  billing_email: 'ap@acme.test',
  tax_number: 'LB-7788',
});

function statement(from: string, to: string): Statement {
  return {
    organization: { id: 3, name: 'Acme Foods', logo: null },
    from,
    to,
    opening_balance: 100,
    invoiced: 1110,
    credited: 110,
    paid: 1100,
    closing_balance: 0,
    entries: [
      {
        date: '2026-09-30',
        kind: 'invoice',
        id: 12,
        number: 'INV-2026-00012',
        reference: null,
        due_date: '2026-10-30',
        amount: 1110,
        balance: 1210,
      },
      {
        date: '2026-10-02',
        kind: 'credit_note',
        id: 13,
        number: 'CN-2026-00001',
        reference: 'INV-2026-00012',
        due_date: null,
        amount: -110,
        balance: 1100,
      },
      {
        date: '2026-10-15',
        kind: 'payment',
        id: 12,
        number: null,
        reference: 'TRF-1',
        due_date: null,
        amount: -1100,
        balance: 0,
      },
    ],
  };
}

function renderStatement(capabilities = BILLING_ADMIN) {
  const { calls, pathOf } = mockFetch((request) => {
    const params = paramsOf(request);
    return json(200, { data: statement(params.get('from')!, params.get('to')!) });
  });
  const { store } = renderKit(<OrganizationStatement organization={ACME} />, {
    route: '/organizations/3',
    path: '/organizations/*',
    capabilities,
  });
  act(() => {
    store.dispatch(
      settingsLoaded({ ...SETTINGS, company_name: 'Cedar Table', company_address: 'Hamra', company_tax_number: '601' }),
    );
  });
  return { calls, pathOf };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('the organization statement', () => {
  it('asks for the last three months to today, and shows each document with the running balance', async () => {
    const { calls, pathOf } = renderStatement();
    const table = await screen.findByRole('table', { name: 'Statement of Acme Foods' }, { timeout: 10_000 });
    const days = screen.getAllByRole('combobox');
    expect(days[0]).toHaveValue(FROM.toFormat('dd/MM/yyyy'));
    expect(days[1]).toHaveValue(TODAY.toFormat('dd/MM/yyyy'));
    expect(calls.map((c) => `${pathOf(c)}?${paramsOf(c).toString()}`)).toEqual([
      `/organizations/3/statement?from=${FROM.toISODate()}&to=${TODAY.toISODate()}`,
    ]);
    // Cells joined by '|'; the document's cell repeats its date, shown there only on a phone (the Date column folds).
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent).join('|'));
    const from = FROM.toFormat('dd/MM/yyyy');
    const to = TODAY.toFormat('dd/MM/yyyy');
    expect(cells).toEqual([
      'Date|Document|Amount|Balance',
      `${from}|Opening balance${from}|$100.00`,
      '30/09/2026|Invoice INV-2026-0001230/09/2026|$1,110.00|$1,210.00',
      '02/10/2026|Credit note CN-2026-00001 for INV-2026-0001202/10/2026|-$110.00|$1,100.00',
      '15/10/2026|Payment TRF-115/10/2026|-$1,100.00|$0.00',
      `${to}|Closing balance${to}|$0.00`,
    ]);
    // Invoices and credit notes open in the invoices drawer; a payment is no link.
    const invoiceLink = within(table).getByRole('link', { name: 'Invoice INV-2026-00012' });
    expect(invoiceLink).toHaveAttribute('href', '/invoices/12');
    // The number is one unit: a narrow drawer never breaks it after "INV-2026-".
    expect(within(invoiceLink).getByText('INV-2026-00012')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(table).getByRole('link', { name: /^Credit note CN-2026-00001/ })).toHaveAttribute(
      'href',
      '/invoices/13',
    );
    expect(within(table).queryByRole('link', { name: /Payment/ })).toBeNull();
  });

  it('asks again for a period changed, and for none while the last day is before the first', async () => {
    const { calls, pathOf } = renderStatement();
    await screen.findByRole('table', { name: 'Statement of Acme Foods' }, { timeout: 10_000 });
    const [, to] = screen.getAllByRole('combobox');
    // Typed as DD/MM/YYYY and committed when the field is left.
    act(() => to.focus());
    fireEvent.change(to, { target: { value: '01/01/2020' } });
    act(() => to.blur());
    expect(await screen.findByText('The last day must be on or after the first')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print statement' })).toBeDisabled();
    act(() => to.focus());
    fireEvent.change(to, { target: { value: `15/${FROM.toFormat('MM/yyyy')}` } });
    act(() => to.blur());
    await waitFor(() => expect(calls.map((c) => paramsOf(c).get('to'))).toContain(FROM.set({ day: 15 }).toISODate()));
    expect(calls.every((c) => pathOf(c) === '/organizations/3/statement')).toBe(true);
    expect(calls.map((c) => paramsOf(c).get('to'))).not.toContain('2020-01-01');
  });

  it('prints the company, the client’s billing details, the period, the documents and the closing balance', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderStatement();
    await screen.findByRole('table', { name: 'Statement of Acme Foods' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Print statement' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const paper = document.querySelectorAll<HTMLElement>('.print-root article');
    expect(paper).toHaveLength(1);
    const text = paper[0].textContent ?? '';
    for (const part of [
      'Cedar Table',
      'Hamra',
      'Tax number 601',
      'Statement of account',
      `${FROM.toFormat('dd/MM/yyyy')} – ${TODAY.toFormat('dd/MM/yyyy')}`,
      'Statement for',
      'Acme Foods',
      'Riad El Solh, Beirut',
      'ap@acme.test',
      'Tax number LB-7788',
      'Closing balance$0.00',
    ])
      expect(text).toContain(part);
    // (The print root is out of the accessibility tree: its rows are read as elements.)
    expect([...paper[0].querySelectorAll('tr')].map((r) => r.textContent)).toEqual([
      'DateDocumentDueAmountBalance',
      `${FROM.toFormat('dd/MM/yyyy')}Opening balance$100.00`,
      '30/09/2026Invoice INV-2026-0001230/10/2026$1,110.00$1,210.00',
      '02/10/2026Credit note CN-2026-00001 for INV-2026-00012-$110.00$1,100.00',
      '15/10/2026Payment TRF-1-$1,100.00$0.00',
    ]);
    print.mockRestore();
  });

  it('reads right to left in Arabic, numbers and amounts kept left to right', async () => {
    await showIn('ar');
    renderStatement();
    const table = await screen.findByRole('table', { name: 'كشف حساب \u2068Acme Foods\u2069' }, { timeout: 10_000 });
    const rows = rowsOf(table);
    expect(rows[1]).toContain('الرصيد الافتتاحي');
    expect(rows[2]).toContain('فاتورة \u2068INV-2026-00012\u2069');
    expect(rows[2]).toContain('\u2066$1,210.00\u2069');
    expect(rows.at(-1)).toContain('الرصيد الختامي');
  });

  it('is not shown to those who may not list invoices', () => {
    renderStatement(['organizations::list', 'organizations::view', 'organizations::edit']);
    expect(screen.queryByRole('region', { name: 'Statement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print statement' })).toBeNull();
  });
});
