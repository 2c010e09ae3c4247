import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { BillClientButton } from '../../../src/features/invoices';
import { json, mockFetch, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';
import { renderKit } from '../resource/utils';
import { BILLING_ADMIN, invoice } from './fixtures';

/**
 * "Bill this client" (issue 31): last month in the business's days unless changed, POST /invoices/generate,
 * then the draft's drawer; a period with nothing to bill is refused in the server's own words.
 */

jest.setTimeout(60_000);
beforeEach(() => useTestConfig());
afterEach(() => showIn('en'));

const ACME = { id: 3, name: 'Acme Foods' };
// The test kit's settings name Asia/Beirut first: the kitchen's zone.
const LAST_MONTH = DateTime.now().setZone('Asia/Beirut').startOf('month').minus({ months: 1 });

function renderButton(capabilities = BILLING_ADMIN, answer: () => Response = () => json(200, { data: invoice(41) })) {
  const sent: unknown[] = [];
  mockFetch(async (request) => {
    sent.push(await request.json());
    return answer();
  });
  renderKit(<BillClientButton organization={ACME} />, {
    route: '/organizations/3',
    path: '/organizations/*',
    capabilities,
  });
  return sent;
}

const dialogOf = (title: HTMLElement) => title.closest<HTMLElement>('[role="dialog"]')!;

describe('Bill this client', () => {
  it('generates a draft for last month and opens it', async () => {
    const sent = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Bill this client' }));
    const dialog = dialogOf(await screen.findByText(/^Bill .*Acme Foods/));
    // (Not by role: Fluent's focus trap hides the dialog's tree from role queries in jsdom.)
    const days = [...dialog.querySelectorAll('input')];
    expect(days[0]).toHaveValue(LAST_MONTH.toFormat('dd/MM/yyyy'));
    expect(days[1]).toHaveValue(LAST_MONTH.endOf('month').toFormat('dd/MM/yyyy'));
    await userEvent.click(within(dialog).getByText('Generate draft'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/invoices/41'));
    expect(sent).toEqual([
      { organization: 3, from: LAST_MONTH.toISODate(), to: LAST_MONTH.endOf('month').toISODate() },
    ]);
  });

  it("shows the server's words when there is nothing to bill, in Arabic too, and stays open", async () => {
    await showIn('ar');
    const refusal = 'Nothing to bill: Acme Foods has no delivered order on account due from 2026-10-01 to 2026-10-31.';
    renderButton(BILLING_ADMIN, () => json(409, { message: refusal, code: 'conflict' }));
    await userEvent.click(screen.getByRole('button', { name: 'فوترة هذا العميل' }));
    const dialog = dialogOf(await screen.findByText(/فوترة .*Acme Foods/));
    await userEvent.click(within(dialog).getByText('إنشاء المسودة'));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/organizations/3');
  });

  it('is not offered to those who may not generate invoices', () => {
    renderButton(['invoices::list', 'invoices::view', 'organizations::list', 'organizations::edit']);
    expect(screen.queryByRole('button', { name: 'Bill this client' })).toBeNull();
  });
});
