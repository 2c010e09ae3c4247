import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '../../../src/api/generated/billing';
import { DetailDrawer } from '../../../src/components/resource/drawer/DetailDrawer';
import { invoicesConfig } from '../../../src/features/invoices/config';
import { json, mockFetch, useTestConfig } from '../helpers';
import { listBody, renderKit } from '../resource/utils';
import { BILLING_ADMIN, invoice, invoiceLine, issued } from './fixtures';

/**
 * The invoice drawer (issue 31): a draft's lines and totals, Issue after a confirmation, its notes edited;
 * an issued invoice locked with the reason, no Delete, and a credit note for the lines chosen.
 */

jest.setTimeout(60_000);
beforeEach(() => useTestConfig());

/** The dialog holding `title` (found by its text: role queries over the whole drawer are slow in jsdom). */
const dialogOf = (title: HTMLElement) => title.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')!;

interface Sent {
  path: string;
  body: unknown;
}

function renderInvoice(stored: Invoice, capabilities = BILLING_ADMIN, answer?: (path: string) => Response | undefined) {
  const sent: Sent[] = [];
  let current = stored;
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname.replace(/^.*\/v1/, '');
    if (request.method === 'POST') {
      const text = await request.text();
      sent.push({ path, body: text ? JSON.parse(text) : undefined });
      const refused = answer?.(path);
      if (refused) return refused;
      if (path.startsWith('/invoices/issue/')) current = issued(current.id);
      if (path.startsWith('/invoices/update/')) current = { ...current, ...JSON.parse(text), __version: 2 };
      return json(200, { data: current });
    }
    if (path === '/invoices') return listBody([current]);
    return listBody([]);
  });
  renderKit(<DetailDrawer config={invoicesConfig} />, {
    route: `/invoices/${stored.id}`,
    path: '/invoices/:id',
    capabilities,
  });
  return sent;
}

describe('the invoice drawer', () => {
  it("shows a draft's lines and totals, and issues it once confirmed", async () => {
    const sent = renderInvoice(invoice(5));
    const lines = await screen.findByRole('region', { name: 'Lines' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(within(lines).getByText('Office lunch 2')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Subtotal$60.50');
    expect(totals).toHaveTextContent('VAT (11%)$6.66');
    expect(totals).toHaveTextContent('Total$67.16');
    expect(screen.getByText('Draft', { exact: true })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    const confirm = dialogOf(await screen.findByText('Issue this invoice?'));
    expect(sent).toEqual([]); // nothing sent before the confirmation
    await userEvent.click(within(confirm).getByText('Issue invoice'));
    await waitFor(() => expect(sent).toEqual([{ path: '/invoices/issue/5', body: undefined }]));
    expect(await screen.findByText('Unpaid', { exact: true })).toBeInTheDocument();
  });

  it("edits a draft's notes", async () => {
    const sent = renderInvoice(invoice(6));
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'PO 4471');
    await userEvent.tab();
    await waitFor(() => expect(sent).toEqual([{ path: '/invoices/update/6', body: { notes: 'PO 4471' } }]));
  });

  it('locks an issued invoice: read-only with the reason, no Issue and no Delete', async () => {
    renderInvoice(issued(7, { payment_status: 'partly_paid', overdue: true, paid: 20, balance: 47.16 }));
    // Said once in the drawer (and again in the tooltips of the buttons it disables).
    const reason = 'An issued invoice is never changed: correct it with a credit note.';
    await waitFor(() =>
      expect(
        screen.getAllByText(reason, { exact: false }).filter((el) => !el.closest('[role="tooltip"]')),
      ).toHaveLength(1),
    );
    expect(screen.getByText('Partly paid', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Overdue', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Balance due$47.16');
    expect(screen.queryByRole('button', { name: 'Issue' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Draft' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('credits the lines chosen, and refuses to send none', async () => {
    const sent = renderInvoice(
      issued(8, { lines: [invoiceLine(1), invoiceLine(2), invoiceLine(3, { credited: true })] }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Credit' }));
    const dialog = dialogOf(await screen.findByText('Credit note for INV-2026-00007'));
    await userEvent.click(within(dialog).getByLabelText('Chosen lines'));
    // A credited line is not offered again.
    // (By label and text: Fluent's focus trap hides the drawer's tree from role queries in jsdom.)
    const lines = within(dialog).getByText('Lines to credit').closest<HTMLElement>('[role="group"]')!;
    expect(lines.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    await userEvent.click(within(dialog).getByText('Make credit note'));
    expect(await within(dialog).findByText('Choose at least one line')).toBeInTheDocument();
    expect(sent).toEqual([]);
    const second = within(dialog).getByLabelText(/Office lunch 2/);
    await userEvent.click(second);
    expect(second).toBeChecked();
    await userEvent.click(within(dialog).getByText('Make credit note'));
    await waitFor(() => expect(sent).toEqual([{ path: '/invoices/credit/8', body: { lines: [2] } }]));
  });

  it("shows the server's refusal of an issue", async () => {
    renderInvoice(invoice(9), BILLING_ADMIN, (path) =>
      path.startsWith('/invoices/issue/')
        ? json(409, { message: 'Invoice INV-2026-00003 is issued already.', code: 'conflict' })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    // By its text: the confirmation is aria-hidden for a moment while the drawer's focus trap hands over to it.
    await userEvent.click(within(dialogOf(await screen.findByText('Issue this invoice?'))).getByText('Issue invoice'));
    expect(await screen.findByText('Invoice INV-2026-00003 is issued already.')).toBeInTheDocument();
  });

  it('offers Issue only to those who may edit invoices', async () => {
    renderInvoice(invoice(10), ['invoices::list', 'invoices::view']);
    await screen.findByRole('region', { name: 'Lines' });
    expect(screen.getByRole('button', { name: 'Issue' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends an issued invoice to the client, and shows why it cannot be sent', async () => {
    let billingEmail = false;
    const sent = renderInvoice(issued(11), BILLING_ADMIN, (path) =>
      path.startsWith('/invoices/send/') && !billingEmail
        ? json(409, { message: 'Client 1 has no billing email to send INV-2026-00011 to.', code: 'conflict' })
        : path.startsWith('/invoices/send/')
          ? json(202, { data: { job_id: 4, status: 'queued' } })
          : undefined,
    );
    expect(await screen.findByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Client 1 has no billing email to send INV-2026-00011 to.')).toBeInTheDocument();
    billingEmail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual(['/invoices/send/11', '/invoices/send/11']));
    // Queued: the refusal shown before is gone (the success is a toast of the app's shell).
    await waitFor(() => expect(screen.queryByText(/has no billing email/)).toBeNull());
  });

  it('offers Send only once issued', async () => {
    renderInvoice(invoice(12));
    await screen.findByRole('region', { name: 'Lines' });
    expect(screen.getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
