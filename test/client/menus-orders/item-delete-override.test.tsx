import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderItem } from '../../../src/api/generated/orders';
import ToastHost from '../../../src/components/resource/feedback/ToastHost';
import { OrderItemsTable } from '../../../src/features/orders/OrderItemsTable';
import { findDialog, json, mockFetch, useTestConfig } from '../helpers';
import { listBody, paramsOf, renderKit } from '../resource/utils';

/**
 * Issue 32: deleting an item of an order whose cut-off has passed is refused; a manager (who may override the
 * cut-off) is asked why once the delete's countdown ends, and the delete goes again with the override and the
 * reason in its query (a DELETE has no body). Anyone else reads the refusal, and the item comes back.
 */

jest.setTimeout(60_000);
beforeEach(() => useTestConfig());
afterEach(() => jest.useRealTimers());

const ITEMS = ['list', 'view', 'add', 'edit', 'delete'].map((a) => `order_items::${a}`);
const MANAGER = ['orders::list', 'orders::view', 'orders::edit', ...ITEMS, 'order_cutoff::override'];
const CLOSED = 'Orders for this day closed on Wed 1 Apr 2026, 18:00 (Asia/Beirut).';

const item = {
  id: 7,
  name: 'Falafel wrap',
  product: { id: 3, name: 'Falafel wrap', price: 4, image: null, allergens: [], dietary: [] },
  product_variation: null,
  addons: [],
  order: { id: 41, order_number: 41, name: 'Thursday lunch' },
  unit_price: 4,
  quantity: 2,
  subtotal: 8,
  discount: 0,
  total: 8,
  note: null,
  __version: 1,
  __date_created: '2026-03-31T10:00:00.000Z',
} as unknown as OrderItem;

/** The server: the order's one item; its delete refused after the cut-off unless the query overrides it. */
function serverAnswers() {
  let deleted = false;
  const fetched = mockFetch((request) => {
    if (request.method !== 'DELETE') return listBody(deleted ? [] : [item]);
    if (paramsOf(request).get('override_cutoff') !== 'true')
      return json(409, {
        code: 'cut_off_passed',
        message: CLOSED,
        closed_at: '2026-04-01T15:00:00.000Z',
        closed_at_local: '01/04/2026 18:00',
        time_zone: 'Asia/Beirut',
      });
    deleted = true;
    return json(200, { data: item });
  });
  return { ...fetched, deletes: () => fetched.calls.filter((r) => r.method === 'DELETE') };
}

/** Deletes the item from the order's items table and lets its undo countdown run out. */
async function deleteTheItem(capabilities: string[]) {
  jest.useFakeTimers();
  renderKit(<OrderItemsTable orderId={41} editable />, {
    route: '/orders/41',
    path: '/orders/:id',
    capabilities,
    extra: <ToastHost />,
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Delete Falafel wrap' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await screen.findByRole('timer');
  await act(async () => {
    jest.advanceTimersByTime(5000);
  });
  return user;
}

describe("deleting an item after its order's cut-off", () => {
  it('asks a manager why and deletes it with the override and the reason in the query', async () => {
    const server = serverAnswers();
    const user = await deleteTheItem(MANAGER);
    const ask = await findDialog('alertdialog', 'Delete anyway?');
    expect(within(ask).getByText(CLOSED)).toBeInTheDocument();
    // The delete went when its countdown ended: its toast has gone, not left at 0 seconds with a dead Undo.
    expect(screen.queryByText(/seconds to undo/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo', hidden: true })).not.toBeInTheDocument();
    expect(server.deletes()).toHaveLength(1);
    // No reason, no delete: the dialog says what is missing.
    await user.click(within(ask).getByRole('button', { name: 'Delete anyway', hidden: true }));
    expect(within(ask).getByText('Say why it is deleted anyway.')).toBeInTheDocument();
    await user.type(within(ask).getByRole('textbox', { name: /Reason/, hidden: true }), 'The guest cancelled');
    await user.click(within(ask).getByRole('button', { name: 'Delete anyway', hidden: true }));

    await waitFor(() => expect(server.deletes()).toHaveLength(2));
    const resent = server.deletes()[1];
    expect(new URL(resent.url).pathname).toMatch(/\/order-items\/delete\/7$/);
    expect(paramsOf(resent).get('override_cutoff')).toBe('true');
    expect(paramsOf(resent).get('cutoff_reason')).toBe('The guest cancelled');
    expect(paramsOf(server.deletes()[0]).has('override_cutoff')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No items yet.')).toBeInTheDocument();
    expect(screen.queryByText('Delete failed')).not.toBeInTheDocument();
  });

  it('keeps the item and shows the refusal when the manager cancels', async () => {
    const server = serverAnswers();
    const user = await deleteTheItem(MANAGER);
    const ask = await findDialog('alertdialog', 'Delete anyway?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete Falafel wrap' })).toBeInTheDocument();
    expect(server.deletes()).toHaveLength(1);
  });

  it('asks nothing of a user who may not override: the refusal shows and the item comes back', async () => {
    const server = serverAnswers();
    await deleteTheItem(['orders::list', 'orders::view', ...ITEMS]);
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.queryByText('Delete anyway?', { selector: 'h2' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete Falafel wrap' })).toBeInTheDocument();
    expect(server.deletes()).toHaveLength(1);
  });
});
