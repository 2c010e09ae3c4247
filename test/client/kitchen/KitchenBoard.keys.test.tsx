import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KitchenOrder } from '../../../src/api/generated/kitchen';
import type { Chime } from '../../../src/features/kitchen/chime';
import { DEVICE_SETTINGS_KEY } from '../../../src/features/kitchen/deviceSettings';
import KitchenBoardPage from '../../../src/features/kitchen/KitchenBoardPage';
import { reportUnreachable, resetNetworkStatusForTests } from '../../../src/lib/network';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';
import { makeKitchenOrder } from './orderFixtures';

/** The board driven by keys alone (bump bars are keyboards): selection, Enter, `?`, the key map per device. */

jest.setTimeout(30_000);

const KITCHEN_CAPS = ['kitchen_orders::list', 'kitchen_orders::edit', 'orders::view'];

const chime: Chime = {
  state: () => 'ready',
  subscribe: () => () => undefined,
  unlock: async () => true,
  play: async () => true,
  close: () => undefined,
};

function serve(board: KitchenOrder[], up = { value: true }) {
  const posted: Record<string, unknown>[] = [];
  mockFetch(async (request) => {
    if (!up.value) throw new TypeError('Failed to fetch');
    const url = new URL(request.url);
    const path = url.pathname.replace('/cms/json-api/catering/v1', '');
    if (path === '/kitchen-orders') return json(200, { data: { results: board, meta: { total_count: board.length } } });
    if (path === '/kitchen-outlets') return json(200, { data: { results: [], meta: { total_count: 0 } } });
    if (path === '/kitchen/update-order-status') {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      const order = board.find((o) => o.id === body.order_id)!;
      Object.assign(order, { status: body.status });
      return json(200, { data: { ...order } });
    }
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  return posted;
}

function renderBoard() {
  const store = freshStore({ session: signedInSession({ user_caps: KITCHEN_CAPS }) });
  return renderWithProviders(<KitchenBoardPage pollingInterval={60_000} chime={chime} />, {
    store,
    route: '/kitchen-orders',
  });
}

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10_000 });
const press = (keys: string) => userEvent.keyboard(keys);

/** The card the keys selected: outlined, current, focused and the one card in the Tab order. */
async function expectSelected(name: string) {
  const selected = await card(name);
  await waitFor(() => expect(selected).toHaveFocus());
  expect(selected).toHaveAttribute('aria-current', 'true');
  expect(selected).toHaveAttribute('tabindex', '0');
  for (const other of screen.getAllByRole('article'))
    if (other !== selected) {
      expect(other).not.toHaveAttribute('aria-current');
      expect(other).toHaveAttribute('tabindex', '-1');
    }
}

async function openBoard(orders = [makeKitchenOrder(1), makeKitchenOrder(2), makeKitchenOrder(3)]) {
  const posted = serve(orders);
  const view = renderBoard();
  for (const order of orders) await card(`#0000${order.id}`);
  return { posted, view };
}

beforeEach(() => useTestConfig());
afterEach(() => {
  localStorage.clear();
  resetNetworkStatusForTests();
});

describe('the kitchen board by keys alone', () => {
  it('moves a selection over the cards with the arrows and picks the nth with a digit', async () => {
    await openBoard();
    // Nothing is selected until a key is used.
    expect(screen.getAllByRole('article').some((a) => a.hasAttribute('aria-current'))).toBe(false);
    await press('{ArrowRight}');
    await expectSelected('#00001');
    await press('{ArrowRight}{ArrowRight}');
    await expectSelected('#00003');
    await press('{ArrowRight}'); // the last card holds
    await expectSelected('#00003');
    await press('{ArrowLeft}');
    await expectSelected('#00002');
    await press('1');
    await expectSelected('#00001');
    await press('3');
    await expectSelected('#00003');
    await press('9'); // there is no ninth card
    await expectSelected('#00003');
  });

  it('Enter takes the selected card one step on, as its button would: Accept, then Complete', async () => {
    const { posted } = await openBoard();
    // The first Enter only shows a selection: nothing is sent for a card nobody saw selected.
    await press('{Enter}');
    await expectSelected('#00001');
    expect(posted).toEqual([]);
    await press('2{Enter}');
    const second = await card('#00002');
    await waitFor(() => expect(posted).toEqual([{ order_id: 2, status: 'processing' }]));
    await waitFor(() => expect(within(second).getByText('Processing')).toBeInTheDocument());
    // The card keeps the selection and the focus, and the next Enter completes it.
    await expectSelected('#00002');
    await press('{Enter}');
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ order_id: 2, status: 'ready_for_pickup' });
    // Completed, the card is leaving the Open board: the selection moves on to the card in its place at
    // once, and the next Enter is that card's, never a further step for the completed one.
    await expectSelected('#00003');
    await press('{Enter}');
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]).toEqual({ order_id: 3, status: 'processing' });
  });

  it('offline, Enter keeps the step on the device to send later, like a tap', async () => {
    const up = { value: true };
    const posted = serve([makeKitchenOrder(1), makeKitchenOrder(2)], up);
    renderBoard();
    const first = await card('#00001');
    up.value = false;
    act(() => reportUnreachable(Date.now()));
    await press('1{Enter}');
    await waitFor(() => expect(within(first).getByText('Waiting to send')).toBeInTheDocument());
    expect(within(first).getByText('Processing')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('Enter and Space on a focused button stay that button’s; the arrows still move the selection', async () => {
    const { posted } = await openBoard();
    const first = await card('#00001');
    within(first).getByRole('button', { name: 'Reject' }).focus();
    await press('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #00001' });
    expect(posted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    within(first).getByRole('button', { name: 'Reject' }).focus();
    await press('{ArrowRight}');
    await expectSelected('#00002');
  });

  it('no key acts while typing the reject reason, nor while a dialog is open', async () => {
    const { posted } = await openBoard();
    await press('1');
    await expectSelected('#00001');
    await userEvent.click(within(await card('#00001')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #00001' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason for rejecting/ });
    await userEvent.type(reason, 'R2 ?{ArrowRight}{Enter}3');
    expect(reason).toHaveValue('R2 ?\n3');
    expect(screen.queryByRole('dialog', { name: 'Board keys' })).toBeNull();
    expect(posted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection did not move while the reason was typed.
    expect(await card('#00001')).toHaveAttribute('aria-current', 'true');
    expect(await card('#00002')).not.toHaveAttribute('aria-current');
    await press('2');
    await expectSelected('#00002');
  });

  it('? shows the key map as this device has it', async () => {
    await openBoard();
    await press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Board keys' });
    const row = (action: string) => within(dialog).getByRole('row', { name: new RegExp(action) });
    expect(row('Next step for the selected card')).toHaveTextContent('Enter');
    expect(row('Select the next card')).toHaveTextContent('Right arrow');
    expect(row('Select card 1 to 9')).toHaveTextContent('123456789');
    // The board's Recall list opens from R.
    expect(row('Open Recall')).toHaveTextContent('R');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a key changed in the board settings works at once, is kept on the device, and one key never does two things', async () => {
    const { posted, view } = await openBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Board settings' });
    const change = (action: string) =>
      within(settings).getByRole('button', { name: new RegExp(`to ${action}.*, now`) });

    await userEvent.click(change('Next step for the selected card'));
    expect(within(settings).getByRole('status')).toHaveTextContent('Press the new key to Next step');
    await press('b');
    expect(change('Next step for the selected card')).toHaveAccessibleName(/, now B$/);
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY)!).keyMap.primary).toBe('B');

    // R opens Recall: refused for "next card", which keeps its arrow.
    await userEvent.click(change('Select the next card'));
    await press('r');
    expect(within(settings).getByRole('alert')).toHaveTextContent(
      'That key already does “Open Recall”. Give that action another key first, or choose another key.',
    );
    expect(change('Select the next card')).toHaveAccessibleName(/, now Right arrow$/);
    // Escape while waiting for a key keeps the old one and leaves the dialog open.
    await userEvent.click(change('Select the next card'));
    await press('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Board settings' })).toBeInTheDocument();
    expect(change('Select the next card')).toHaveAccessibleName(/, now Right arrow$/);
    await userEvent.click(within(settings).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await press('1{Enter}');
    await expectSelected('#00001');
    expect(posted).toEqual([]); // Enter does nothing now
    await press('b');
    await waitFor(() => expect(posted).toEqual([{ order_id: 1, status: 'processing' }]));

    // Kept on the device: the board opened again has B.
    view.unmount();
    renderBoard();
    await card('#00002');
    await press('2b');
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ order_id: 2, status: 'processing' });

    await userEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    const again = await screen.findByRole('dialog', { name: 'Board settings' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reset keys to default' }));
    expect(
      within(again).getByRole('button', { name: /to Next step for the selected card.*, now Enter$/ }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY)!).keyMap.primary).toBe('Enter');
  });

  it('large text and compact cards are switched in the board settings and kept on the device', async () => {
    const { view } = await openBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    let settings = await screen.findByRole('dialog', { name: 'Board settings' });
    await userEvent.click(within(settings).getByRole('switch', { name: 'Large text' }));
    await userEvent.click(within(settings).getByRole('switch', { name: 'Compact cards' }));
    view.unmount();
    renderBoard();
    await card('#00001');
    await userEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    settings = await screen.findByRole('dialog', { name: 'Board settings' });
    expect(within(settings).getByRole('switch', { name: 'Large text' })).toBeChecked();
    expect(within(settings).getByRole('switch', { name: 'Compact cards' })).toBeChecked();
    await userEvent.click(within(settings).getByRole('switch', { name: 'Compact cards' }));
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY)!)).toMatchObject({
      largeText: true,
      compactCards: false,
    });
  });

  it('in Arabic the arrows go the way the cards are drawn: ArrowLeft is the next card', async () => {
    await showIn('ar');
    try {
      await openBoard();
      await press('{ArrowLeft}');
      await expectSelected('#00001');
      await press('{ArrowLeft}{ArrowLeft}');
      await expectSelected('#00003');
      await press('{ArrowRight}');
      await expectSelected('#00002');
    } finally {
      await showIn('en');
    }
  });
});
