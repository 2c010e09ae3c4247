import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { KitchenOrder } from '../../../src/api/generated/kitchen';
import { makeKitchenOrder } from './orderFixtures';
import type { Chime } from '../../../src/features/kitchen/chime';
import * as format from '../../../src/features/kitchen/format';
import KitchenBoardPage from '../../../src/features/kitchen/KitchenBoardPage';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, useTestConfig } from '../helpers';
import type { AppSettings } from '../../../src/features/settings/settingsSlice';

jest.setTimeout(20_000);

const KITCHEN_CAPS = [
  'kitchen_orders::list',
  'kitchen_orders::edit',
  'orders::view',
  'order_items::list',
  'order_items::view',
];

const listBody = (orders: KitchenOrder[]) =>
  json(200, { data: { results: orders, meta: { total_count: orders.length } } });

function fakeChime(): Chime & { play: jest.Mock } {
  return {
    state: () => 'ready',
    subscribe: () => () => undefined,
    unlock: async () => true,
    play: jest.fn(async () => true),
    close: () => undefined,
  };
}

interface Api {
  board: KitchenOrder[];
  watch?: KitchenOrder[];
  update?: (body: Record<string, unknown>) => Response | Promise<Response>;
  failBoard?: boolean;
  /** While set, the board's list waits for it before it answers. */
  hold?: Promise<void>;
}

function serve(api: Api) {
  const posted: Record<string, unknown>[] = [];
  const mock = mockFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/cms/json-api/catering/v1', '');
    if (path === '/kitchen-orders') {
      if (url.searchParams.get('order_by') === '__date_created') return listBody(api.watch ?? api.board);
      if (api.hold) await api.hold;
      if (api.failBoard) return json(503, { message: 'Service unavailable', code: 'internal_error' });
      return listBody(api.board);
    }
    if (path === '/kitchen-outlets') return json(200, { data: { results: [], meta: { total_count: 0 } } });
    if (path === '/kitchen/update-order-status' && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      if (api.update) return api.update(body);
      const order = api.board.find((o) => o.id === body.order_id)!;
      Object.assign(order, { status: body.status, reject_reason: body.reject_reason ?? null });
      return json(200, { data: { ...order } });
    }
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  return { ...mock, posted };
}

function renderBoard(
  caps = KITCHEN_CAPS,
  props: Parameters<typeof KitchenBoardPage>[0] = {},
  settings: AppSettings | null = null,
  route = '/kitchen-orders',
) {
  const store = freshStore({ session: signedInSession({ user_caps: caps }), settings: { value: settings } });
  const chime = fakeChime();
  const view = renderWithProviders(<KitchenBoardPage pollingInterval={60_000} chime={chime} {...props} />, {
    store,
    route,
  });
  return { ...view, chime };
}

// A loaded 2-core machine can take seconds to commit the deferred card grid.
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10_000 });

/** Today in `zone` as the board asks for it: its first instant up to the next day's, with offsets. */
function todayIn(zone: string): string {
  const start = DateTime.now().setZone(zone).startOf('day');
  return [start, start.plus({ days: 1 }).startOf('day')].map((d) => d.toISO({ suppressMilliseconds: true })).join(',');
}

beforeEach(() => useTestConfig());

describe('kitchen board cards', () => {
  it('shows each order as an article named by its number, with what the kitchen needs', async () => {
    const order = makeKitchenOrder(42, {
      note: 'Extra napkins',
      type: 'delivery',
      items: [
        {
          id: 1,
          name: 'Chicken Shawarma',
          product: null,
          product_variation: { id: 3, name: 'Large', price: 6 },
          addons: [
            { id: 4, name: 'Extra toum', extra_charge: 0.5 },
            { id: null, name: 'Pickled turnips', extra_charge: 0.75 },
          ],
          order: { id: 42, order_number: 42, name: 'x' },
          unit_price: 5,
          quantity: 3,
          subtotal: 15,
          discount: 0,
          total: 15,
          note: 'No garlic',
          __version: 1,
          __date_created: new Date().toISOString(),
        },
      ],
    });
    const { calls } = serve({ board: [order] });
    renderBoard();
    const article = await card('#00042');
    const inCard = within(article);
    expect(inCard.getByRole('heading', { name: 'Team lunch 42' })).toBeInTheDocument();
    expect(inCard.getByText('Delivery')).toBeInTheDocument();
    expect(inCard.getByText('BDL Headquarters Cafeteria')).toBeInTheDocument();
    expect(inCard.getByText('3 ×')).toBeInTheDocument();
    expect(inCard.getByText('Chicken Shawarma')).toBeInTheDocument();
    expect(inCard.getByText('Note: No garlic')).toBeInTheDocument();
    expect(inCard.getByText('Large · + Extra toum · + Pickled turnips')).toBeInTheDocument();
    expect(inCard.getByText('Extra napkins')).toBeInTheDocument();
    expect(inCard.getByText(/^Created \d\d\/\d\d\/\d{4} at \d\d:\d\d [ap]m( \(Asia\/Beirut\))?$/)).toBeInTheDocument();
    expect(article).toHaveTextContent('Due in 1 h 30 min');
    expect(inCard.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(inCard.queryByRole('button', { name: 'Complete' })).toBeNull();

    const boardCall = calls.find((r) => new URL(r.url).searchParams.get('status_in'))!;
    const q = new URL(boardCall.url).searchParams;
    expect(q.get('status_in')).toBe('pending,processing');
    expect(q.get('per_page')).toBe('20');
    expect(q.get('date_between')).toBe(todayIn('Asia/Beirut'));
  });

  it("counts its days in the settings' kitchen_time_zone, for every role (the kitchen role may not list outlets)", async () => {
    const { calls } = serve({ board: [makeKitchenOrder(5)] });
    renderBoard(
      KITCHEN_CAPS,
      {},
      { kitchen_time_zone: 'America/New_York', outlet_time_zones: [{ value: 'Asia/Beirut', label: 'Asia / Beirut' }] },
    );
    await card('#00005');
    const boardCalls = calls.filter((r) => new URL(r.url).searchParams.get('status_in'));
    expect(boardCalls.length).toBeGreaterThan(0);
    for (const r of boardCalls)
      expect(new URL(r.url).searchParams.get('date_between')).toBe(todayIn('America/New_York'));
    expect(calls.some((r) => new URL(r.url).pathname.endsWith('/outlets'))).toBe(false);
  });

  it('without kitchen_time_zone (settings cached by an older server), uses the default outlet zone', async () => {
    const { calls } = serve({ board: [makeKitchenOrder(6)] });
    renderBoard(KITCHEN_CAPS, {}, { outlet_time_zones: [{ value: 'Europe/Paris', label: 'Europe / Paris' }] });
    await card('#00006');
    const boardCall = calls.find((r) => new URL(r.url).searchParams.get('status_in'))!;
    expect(new URL(boardCall.url).searchParams.get('date_between')).toBe(todayIn('Europe/Paris'));
  });

  it('says when to start each open order in words, not only colour, from its fire and due times', async () => {
    const inMin = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    serve({
      board: [
        makeKitchenOrder(7, { date: inMin(-11.5), fire_at: inMin(-42) }), // 11.5 min late: a started minute counts
        makeKitchenOrder(8, { date: inMin(15), fire_at: inMin(-15) }),
        makeKitchenOrder(9, { status: 'processing', date: inMin(65), fire_at: inMin(35) }),
        // Created long ago but due tomorrow: not urgent.
        makeKitchenOrder(10, { date: inMin(24 * 60), fire_at: inMin(24 * 60 - 45), __date_created: inMin(-600) }),
      ],
    });
    renderBoard();
    expect(await card('#00007')).toHaveTextContent('Overdue 12 min');
    expect(within(await card('#00007')).getByText('Overdue 12 min')).toBeVisible();
    expect(await card('#00008')).toHaveTextContent('Start now');
    expect(await card('#00009')).toHaveTextContent('Start in 35 min');
    const tomorrow = await card('#00010');
    expect(tomorrow).toHaveTextContent('Due in 1 d');
    expect(tomorrow).not.toHaveTextContent(/Overdue|Start now/);
  });

  it('Accept updates the card at once, then saves', async () => {
    let release!: () => void;
    const order = makeKitchenOrder(42);
    const { calls, posted } = serve({
      board: [order],
      update: (body) =>
        new Promise((resolve) => {
          release = () => {
            Object.assign(order, { status: body.status });
            resolve(json(200, { data: { ...order } }));
          };
        }),
    });
    renderBoard();
    const article = await card('#00042');
    await userEvent.click(within(article).getByRole('button', { name: 'Accept' }));

    // Optimistic: processing before the server has answered.
    await waitFor(() => expect(within(article).getByText('Processing')).toBeInTheDocument());
    expect(within(article).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    const post = calls.find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toMatch(/\/kitchen\/update-order-status$/);
    await waitFor(() => expect(posted).toEqual([{ order_id: 42, status: 'processing' }]));

    const listCalls = () => calls.filter((r) => new URL(r.url).searchParams.get('status_in')).length;
    const before = listCalls();
    await act(async () => release());
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before)); // every orders list refetched
    expect(within(article).getByText('Processing')).toBeInTheDocument();
    expect(within(article).queryByRole('alert')).toBeNull();
  });

  it('rolls the card back and shows the error text when the server refuses', async () => {
    serve({
      board: [makeKitchenOrder(42, { status: 'processing' })],
      update: () =>
        json(409, { message: 'Cannot change status from pending to ready_for_pickup.', code: 'invalid_transition' }),
    });
    renderBoard();
    const article = await card('#00042');
    await userEvent.click(within(article).getByRole('button', { name: 'Complete' }));
    const alert = await within(article).findByRole('alert');
    expect(alert).toHaveTextContent('Cannot change status from pending to ready_for_pickup.');
    expect(within(article).getByText('Processing')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Complete' })).toBeEnabled();
  });

  it('offers the table’s actions along the way: On The Way, Delivered', async () => {
    const { posted } = serve({
      board: [
        makeKitchenOrder(1, { status: 'ready_for_pickup' }),
        makeKitchenOrder(2, { status: 'on_the_way' }),
        makeKitchenOrder(3, { status: 'delivered', completed_at: '2026-11-21T13:40:00.000Z' }),
        makeKitchenOrder(4, { status: 'cancelled', reject_reason: 'Closed' }),
      ],
    });
    renderBoard();
    const ready = within(await card('#00001'));
    // Every card but a cancelled one can print its ticket, after its status actions.
    expect(ready.getAllByRole('button').map((b) => b.textContent)).toEqual(['On The Way', 'Delivered', 'Print ticket']);
    const onTheWay = within(await card('#00002'));
    expect(onTheWay.getAllByRole('button').map((b) => b.textContent)).toEqual(['Delivered', 'Print ticket']);
    const delivered = within(await card('#00003'));
    expect(delivered.getAllByRole('button').map((b) => b.textContent)).toEqual(['Print ticket']);
    expect(delivered.getByText(/^Delivered 21\/11\/2026 at 03:40 pm( \(Asia\/Beirut\))?$/)).toBeInTheDocument();
    expect(delivered.queryByText(/^(Due in|Start|Overdue)/)).toBeNull();
    expect(within(await card('#00004')).queryByText(/^(Due in|Start|Overdue)/)).toBeNull();
    const cancelled = within(await card('#00004'));
    expect(cancelled.queryAllByRole('button')).toEqual([]);
    expect(cancelled.queryByText(/^(Created|Delivered) /)).toBeNull();
    expect(cancelled.getByText('Closed')).toBeInTheDocument();

    await userEvent.click(ready.getByRole('button', { name: 'On The Way' }));
    await waitFor(() => expect(posted).toEqual([{ order_id: 1, status: 'on_the_way' }]));
  });

  it('Reject needs a reason, then sends it', async () => {
    const { calls, posted } = serve({ board: [makeKitchenOrder(42)] });
    renderBoard();
    const article = await card('#00042');
    await userEvent.click(within(article).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #00042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Missing Reject Reason');
    expect(alert).toHaveTextContent('Please enter the reason for rejecting the order');
    expect(calls.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), '  Out of lamb ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(article).getByText('Cancelled')).toBeInTheDocument());
    await waitFor(() => expect(posted).toEqual([{ order_id: 42, status: 'cancelled', reject_reason: 'Out of lamb' }]));
  });

  it('Cancel in the reject dialog changes nothing', async () => {
    const { calls } = serve({ board: [makeKitchenOrder(42)] });
    renderBoard();
    const article = await card('#00042');
    await userEvent.click(within(article).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(article).getByText('Pending')).toBeInTheDocument();
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
  });

  it('every action is reachable by keyboard', async () => {
    const { calls } = serve({ board: [makeKitchenOrder(42)] });
    renderBoard();
    const article = await card('#00042');
    const accept = within(article).getByRole('button', { name: 'Accept' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((r) => r.method === 'POST')).toBe(true));
  });

  it('shows no status actions to a user who may only list the board, only Print ticket', async () => {
    serve({ board: [makeKitchenOrder(42)] });
    renderBoard(['kitchen_orders::list']);
    const article = await card('#00042');
    expect(
      within(article)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Print ticket']);
  });
});

describe('kitchen board refresh', () => {
  it("announces a new order with 'New Order' and the chime, but not what was there at first", async () => {
    const api: Api = { board: [makeKitchenOrder(1, { __date_created: new Date().toISOString() })] };
    const { calls } = serve(api);
    // Polls 300 ms apart: on a loaded machine, answers every 150 ms kept the first cards from committing.
    const { chime } = renderBoard(KITCHEN_CAPS, { pollingInterval: 300 });
    await card('#00001');
    // Two polls answered after the first load: whatever they would announce is on screen by then.
    const boardCalls = () => calls.filter((r) => new URL(r.url).searchParams.get('status_in')).length;
    await waitFor(() => expect(boardCalls()).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText('New Order')).toBeNull();
    expect(chime.play).not.toHaveBeenCalled();

    api.board = [...api.board, makeKitchenOrder(2, { __date_created: new Date().toISOString() })];
    const article = await card('#00002');
    await waitFor(() => expect(within(article).getByText('New Order')).toBeInTheDocument());
    expect(chime.play).toHaveBeenCalledTimes(1);
    const notice = screen.getAllByRole('alert').find((a) => a.textContent?.includes('New Order'))!;
    expect(notice).toHaveTextContent('#00002');
    expect(within(await card('#00001')).queryByText('New Order')).toBeNull();

    // Acting on it clears the notice.
    await userEvent.click(within(article).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByText('New Order')).toBeNull());
    expect(chime.play).toHaveBeenCalledTimes(1);
  });

  it('says when it last refreshed, and warns clearly when refreshing fails', async () => {
    const api: Api = { board: [makeKitchenOrder(1)] };
    serve(api);
    renderBoard(KITCHEN_CAPS, { pollingInterval: 150 });
    await card('#00001');
    expect(screen.getByText(/^Last refreshed \d\d:\d\d:\d\d\s[ap]m$/)).toBeInTheDocument();
    api.failBoard = true;
    const warning = await screen.findByText('Board not up to date');
    expect(warning.closest('[role="alert"]')).toHaveTextContent('Service unavailable');
    expect(screen.getByText(/^Not up to date · last refreshed/)).toBeInTheDocument();
    // The last good orders stay on screen.
    expect(await card('#00001')).toBeInTheDocument();
    api.failBoard = false;
    await waitFor(() => expect(screen.queryByText('Board not up to date')).toBeNull());
  });

  it('a refresh re-renders only the cards whose order changed', async () => {
    const api: Api = { board: [makeKitchenOrder(1), makeKitchenOrder(2), makeKitchenOrder(3)] };
    serve(api);
    const renders = jest.spyOn(format, 'cardTime'); // called once per card render
    renderBoard();
    await card('#00003');
    let notes = 0;
    /**
     * #00002's note changes and the board refreshes by the button (one at a time: a 100 ms poll can starve the
     * deferred grid on a loaded machine). The board has shown that answer in full once #00002 shows the note
     * and then flashes for it: the flash comes in a render of its own, after the answer's.
     */
    const refreshWithNewNote = async () => {
      const note = `Note ${++notes}`;
      api.board = [api.board[0], { ...api.board[1], note }, api.board[2]];
      await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      const changed = await card('#00002');
      await within(changed).findByText(note);
      await waitFor(() => expect(changed.querySelector(`[data-card-flash="${notes}"]`)).not.toBeNull());
    };
    await refreshWithNewNote();
    const afterFirst = renders.mock.calls.length;
    for (let i = 0; i < 3; i++) await refreshWithNewNote();
    // Only #00002 renders again (its new notes, then the change note on it): #00001 and #00003 are answered
    // unchanged each time.
    const rendered = new Set(renders.mock.calls.slice(afterFirst).map(([order]) => (order as KitchenOrder).id));
    expect([...rendered]).toEqual([2]);
    renders.mockRestore();
  });

  it('switches filters with one tap and asks the server for them', async () => {
    const { calls } = serve({ board: [] });
    renderBoard();
    expect(await screen.findByText(/No open orders for Today/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() =>
      expect(calls.some((r) => new URL(r.url).searchParams.get('status_in') === 'cancelled')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Cancelled', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomorrow', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Custom Date' }));
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toBeInTheDocument();
  });

  describe('Custom Date typed as DD/MM/YYYY', () => {
    const CUSTOM = '/kitchen-orders?date=custom&from=2026-03-02&to=2026-03-02';
    /** The `date_between` of the board's last list request. */
    const asked = (calls: Request[]) =>
      calls
        .map((r) => new URL(r.url).searchParams)
        .filter((q) => q.get('status_in'))
        .at(-1)
        ?.get('date_between');
    /** The board's empty state for the range shown as `days` (a loaded machine is slow to commit it). */
    const emptyFor = (days: string) => screen.findByText(`No open orders for ${days}.`, {}, { timeout: 10_000 });
    const BEIRUT_1_TO_5_MARCH = '2026-03-01T00:00:00+02:00,2026-03-06T00:00:00+02:00';

    it('keeps a typed To when the board re-renders before the Tab that commits it', async () => {
      const api: Api = { board: [] };
      const { calls } = serve(api);
      renderBoard(KITCHEN_CAPS, {}, null, CUSTOM);
      await emptyFor('02/03/2026');
      const from = await screen.findByRole('combobox', { name: 'From' });
      const to = screen.getByRole('combobox', { name: 'To' });

      // From commits as the focus moves on to To; the board asks for the new range, and the answer is held.
      let answer: () => void = () => undefined;
      api.hold = new Promise<void>((resolve) => (answer = resolve));
      act(() => from.focus());
      fireEvent.change(from, { target: { value: '01/03/2026' } });
      act(() => to.focus());
      fireEvent.change(to, { target: { value: '05/03/2026' } });
      // The answer lands while To still holds what was typed: the whole board re-renders.
      answer();
      api.hold = undefined;
      await emptyFor('01/03/2026 – 02/03/2026');
      expect(to).toHaveValue('05/03/2026');

      act(() => to.blur());
      await emptyFor('01/03/2026 – 05/03/2026');
      await waitFor(() => expect(asked(calls)).toBe(BEIRUT_1_TO_5_MARCH));
    });

    it('keeps both ends when From and To are committed before the board renders the first', async () => {
      const { calls } = serve({ board: [] });
      renderBoard(KITCHEN_CAPS, {}, null, CUSTOM);
      await emptyFor('02/03/2026');
      const from = await screen.findByRole('combobox', { name: 'From' });
      const to = screen.getByRole('combobox', { name: 'To' });
      fireEvent.change(from, { target: { value: '01/03/2026' } });
      fireEvent.change(to, { target: { value: '05/03/2026' } });
      // Both commits in one go: the router has not rendered From's address when To's arrives.
      act(() => {
        fireEvent.blur(from);
        fireEvent.blur(to);
      });
      await emptyFor('01/03/2026 – 05/03/2026');
      await waitFor(() => expect(asked(calls)).toBe(BEIRUT_1_TO_5_MARCH));
    });
  });
});
