import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KitchenOrder } from '../../../src/api/generated/kitchen';
import type { Chime } from '../../../src/features/kitchen/chime';
import { createClock } from '../../../src/features/kitchen/clock';
import KitchenBoardPage from '../../../src/features/kitchen/KitchenBoardPage';
import { reportReachable, reportUnreachable, resetNetworkStatusForTests } from '../../../src/lib/network';
import { appOutbox } from '../../../src/lib/offline';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, useTestConfig } from '../helpers';
import { makeKitchenOrder } from './orderFixtures';
import { snapshotKept } from './snapshotKept';

jest.setTimeout(30_000);

const KITCHEN_CAPS = ['kitchen_orders::list', 'kitchen_orders::edit', 'orders::view'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const chime: Chime = {
  state: () => 'ready',
  subscribe: () => () => undefined,
  unlock: async () => true,
  play: async () => true,
  close: () => undefined,
};

interface Server {
  board: KitchenOrder[];
  /** While false, every request fails as a cut network does (no answer). */
  up: boolean;
  /** The answer to a status change; by default it is applied. */
  update?: (body: Record<string, unknown>) => Response;
  history?: Record<string, unknown>[];
}

function serve(server: Server) {
  const posts: { body: Record<string, unknown>; key: string | null }[] = [];
  const mock = mockFetch(async (request) => {
    if (!server.up) throw new TypeError('Failed to fetch');
    const url = new URL(request.url);
    const path = url.pathname.replace('/cms/json-api/catering/v1', '');
    if (path === '/kitchen-orders')
      return json(200, { data: { results: server.board, meta: { total_count: server.board.length } } });
    if (path === '/kitchen-outlets') return json(200, { data: { results: [], meta: { total_count: 0 } } });
    if (path === '/history') return json(200, { data: { results: server.history ?? [], meta: { total_count: 0 } } });
    if (path === '/kitchen/update-order-status') {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push({ body, key: request.headers.get('Idempotency-Key') });
      if (server.update) return server.update(body);
      const order = server.board.find((o) => o.id === body.order_id)!;
      Object.assign(order, { status: body.status, reject_reason: body.reject_reason ?? null });
      return json(200, { data: { ...order } });
    }
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  return { ...mock, posts };
}

function renderBoard(clock = createClock()) {
  const store = freshStore({ session: signedInSession({ user_caps: KITCHEN_CAPS }) });
  return renderWithProviders(<KitchenBoardPage pollingInterval={60_000} chime={chime} clock={clock} />, {
    store,
    route: '/kitchen-orders',
  });
}

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10_000 });

/** The network goes: the next requests get no answer, and the app knows it is offline. */
function cut(server: Server) {
  server.up = false;
  act(() => reportUnreachable(Date.parse('2026-11-24T10:04:00Z')));
}
function restore(server: Server) {
  server.up = true;
  act(() => reportReachable());
}

beforeEach(() => useTestConfig());
afterEach(() => resetNetworkStatusForTests());

describe('the kitchen board offline', () => {
  it('paints from its last answer after a reload while offline, says so, and keeps counting urgency', async () => {
    const due = Date.now() + 90 * 60_000;
    const order = makeKitchenOrder(42, {
      date: new Date(due).toISOString(),
      fire_at: new Date(due - 1_200_000).toISOString(),
    });
    const server: Server = { board: [order, makeKitchenOrder(43)], up: true };
    serve(server);
    const first = renderBoard();
    await card('#00042');
    // The snapshot is written, then "reload" with no network.
    await snapshotKept('kitchen-board');
    first.unmount();
    cut(server);
    // The local clock has moved on: the order is now 10 minutes past its due time.
    const later = due + 10 * 60_000 - 1_000;
    renderBoard(createClock(10_000, () => later));
    const article = await card('#00042');
    expect(article).toHaveTextContent('Overdue 10 min');
    expect(await card('#00043')).toBeInTheDocument();
    const banner = screen.getByText(/^Offline since \d\d:\d\d [ap]m$/).closest('[role="alert"]')!;
    expect(banner).toHaveTextContent(/Showing the board as it was at \d\d:\d\d [ap]m/);
    expect(screen.getByRole('status', { name: 'Board updates' })).toHaveTextContent('Offline');
    expect(screen.queryByText('Could not load the orders')).toBeNull();
    expect(screen.queryByText('Board not up to date')).toBeNull();

    restore(server);
    await waitFor(() => expect(screen.queryByText(/^Offline since/)).toBeNull());
    expect(screen.getByRole('status', { name: 'Board updates' })).not.toHaveTextContent('Offline');
  });

  it('after midnight, a reload offline still paints the board as it was the evening before', async () => {
    // 23:50 in Beirut; the reload comes at 00:20, a new day there, and the order due at 23:55 is 25 min late.
    const evening = Date.parse('2026-11-27T21:50:00Z');
    const afterMidnight = Date.parse('2026-11-27T22:20:00Z');
    const order = makeKitchenOrder(42, { date: '2026-11-27T21:55:00Z', fire_at: '2026-11-27T21:35:00Z' });
    const server: Server = { board: [order], up: true };
    serve(server);
    const first = renderBoard(createClock(10_000, () => evening));
    await card('#00042');
    await snapshotKept('kitchen-board');
    first.unmount();
    cut(server);
    renderBoard(createClock(10_000, () => afterMidnight));
    expect(await card('#00042')).toHaveTextContent('Overdue 25 min');
    expect(screen.getByText(/^Offline since/).closest('[role="alert"]')).toHaveTextContent(
      /Showing the board as it was at/,
    );
  });

  it('queues taps made offline, shows them at once as waiting, then sends each once, in order, with its key', async () => {
    const server: Server = { board: [makeKitchenOrder(42), makeKitchenOrder(43)], up: true };
    const { posts } = serve(server);
    renderBoard();
    const accepted = await card('#00042');
    const rejected = await card('#00043');
    cut(server);

    await userEvent.click(within(accepted).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(accepted).getByText('Processing')).toBeInTheDocument());
    expect(within(accepted).getByText('Waiting to send')).toBeInTheDocument();
    await userEvent.click(within(rejected).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #00043' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), 'Out of lamb');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(within(rejected).getByText('Cancelled')).toBeInTheDocument());
    expect(within(rejected).getByText('Waiting to send')).toBeInTheDocument();
    // Processing offers Complete: a second tap on the same card queues behind the first.
    await userEvent.click(within(accepted).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(within(accepted).getByText('Ready For Pickup')).toBeInTheDocument());
    expect(posts).toEqual([]);
    expect(appOutbox().getState().entries).toHaveLength(3);

    restore(server);
    await waitFor(() => expect(appOutbox().getState().entries).toHaveLength(0));
    expect(posts.map((p) => p.body)).toEqual([
      { order_id: 42, status: 'processing' },
      { order_id: 43, status: 'cancelled', reject_reason: 'Out of lamb' },
      { order_id: 42, status: 'ready_for_pickup' },
    ]);
    for (const { key } of posts) expect(key).toMatch(UUID);
    expect(new Set(posts.map((p) => p.key)).size).toBe(3);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    await waitFor(() => expect(within(accepted).getByText('Ready For Pickup')).toBeInTheDocument());
  });

  it('shows on its card an order the office cancelled meanwhile, and sends the next tap all the same', async () => {
    const server: Server = { board: [makeKitchenOrder(42), makeKitchenOrder(43)], up: true };
    const { posts } = serve(server);
    renderBoard();
    const cancelled = await card('#00042');
    const other = await card('#00043');
    cut(server);
    await userEvent.click(within(cancelled).getByRole('button', { name: 'Accept' }));
    await userEvent.click(within(other).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getAllByText('Waiting to send')).toHaveLength(2));

    // Meanwhile the office cancelled #00042: it left the open board, and the server refuses the Accept.
    const at = '2026-11-24T10:06:00.000Z';
    server.board = server.board.filter((o) => o.id !== 42);
    server.history = [
      { id: 9, resource: 'orders', record_id: 42, field: 'status', new_value: 'cancelled', made_by: 'Maya Haddad', at },
    ];
    server.update = (body) => {
      if (body.order_id === 42)
        return json(409, { message: 'Cannot change status from cancelled to processing.', code: 'invalid_transition' });
      const order = server.board.find((o) => o.id === body.order_id)!;
      order.status = 'processing';
      return json(200, { data: { ...order } });
    };
    restore(server);

    const note = await within(await card('#00042')).findByRole('alert');
    expect(note).toHaveTextContent(/^Cancelled by Maya Haddad at \d\d:06 [ap]m, your Accept was not applied\.$/);
    await waitFor(async () => expect(within(await card('#00042')).getByText('Cancelled')).toBeInTheDocument());
    await waitFor(() => expect(posts.map((p) => p.body.order_id)).toEqual([42, 43]));
    await waitFor(() => expect(within(other).queryByText('Waiting to send')).toBeNull());
    expect(within(other).getByText('Processing')).toBeInTheDocument();

    // Dismissed, the card of the cancelled order leaves the open board.
    await userEvent.click(within(await card('#00042')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '#00042' })).toBeNull());
  });

  it('sends an online tap at once, with its own Idempotency-Key', async () => {
    const server: Server = { board: [makeKitchenOrder(42)], up: true };
    const { posts } = serve(server);
    renderBoard();
    await userEvent.click(within(await card('#00042')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].key).toMatch(UUID);
    expect(appOutbox().getState().entries).toEqual([]);
  });

  it('queues an online tap that got no answer, and sends it again with the same key', async () => {
    const server: Server = { board: [makeKitchenOrder(42)], up: true };
    let dropped: string | null = null;
    const { posts } = serve(server);
    server.update = (body) => {
      if (!dropped) {
        dropped = posts[0].key;
        throw new TypeError('Failed to fetch'); // the request went out, the answer never came back
      }
      Object.assign(server.board[0], { status: body.status });
      return json(200, { data: { ...server.board[0] } });
    };
    renderBoard();
    await userEvent.click(within(await card('#00042')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1].key).toBe(dropped);
    await waitFor(() => expect(appOutbox().getState().entries).toEqual([]));
  });
});
