import { screen, within } from '@testing-library/react';
import type { Payment } from '../../../src/api/generated/billing';
import { ResourceList } from '../../../src/components/resource';
import { paymentsConfig } from '../../../src/features/payments/config';
import { mockFetch, useTestConfig } from '../helpers';
import { listBody, renderKit } from '../resource/utils';
import { BILLING_ADMIN, BILLING_MANAGER, issued } from './fixtures';

/**
 * The payments list (issue 31): each payment with the invoice it pays (by number) or "On account"; never
 * edited; deleted one at a time by administrators only (no bulk delete, so no selection).
 */

jest.setTimeout(60_000);
beforeEach(() => useTestConfig());

const payment = (id: number, overrides: Partial<Payment> = {}): Payment => ({
  id,
  organization: { id: 3, name: 'Acme Foods', logo: null },
  invoice: null,
  amount: 120,
  date: '2026-11-02',
  method: 'bank_transfer',
  reference: `TR-${id}`,
  __version: 1,
  __date_created: '2026-11-02T08:00:00.000Z',
  ...overrides,
});

function renderPayments(capabilities: string[]) {
  mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/payments')) return listBody([payment(1, { invoice: 7 }), payment(2)]);
    if (path.endsWith('/invoices')) return listBody([issued(7)]);
    return listBody([]);
  });
  renderKit(<ResourceList config={paymentsConfig} />, {
    route: '/payments',
    path: '/payments/*',
    capabilities: [...capabilities, 'organizations::list'],
  });
}

describe('the payments list', () => {
  it('names the invoice paid, or says on account; no edit and no selection', async () => {
    renderPayments(BILLING_ADMIN);
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'INV-2026-00007' })).toHaveAttribute('href', '/invoices/7');
    expect(within(table).getByText('On account')).toBeInTheDocument();
    expect(within(table).getAllByText('Bank transfer')).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(within(table).getAllByRole('button', { name: /^Delete / })[0]).not.toHaveAttribute('aria-disabled');
  });

  it('lets a manager read payments but not delete or record them', async () => {
    renderPayments(BILLING_MANAGER);
    const table = await screen.findByRole('table');
    await within(table).findByText('On account');
    for (const button of within(table).getAllByRole('button', { name: /^Delete / }))
      expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  });
});
