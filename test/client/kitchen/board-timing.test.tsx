import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { KitchenOrder, TimingFigures } from '../../../src/api/generated/kitchen';
import type { Chime } from '../../../src/features/kitchen/chime';
import { BoardTiming } from '../../../src/features/kitchen/BoardTiming';
import KitchenBoardPage from '../../../src/features/kitchen/KitchenBoardPage';
import { boardTimingText } from '../../../src/features/kitchen/timingText';
import { saveDeviceSettings } from '../../../src/features/kitchen/deviceSettings';
import { showIn } from '../i18nTesting';
import { freshStore, json, mockFetch, renderWithProviders, signedInSession, useTestConfig } from '../helpers';
import { makeKitchenOrder } from './orderFixtures';

jest.setTimeout(20_000);

const NBSP = '\u00a0';
const spread = (orders: number, median: number, p90: number) => ({ orders, median, p90 });
const FIGURES: TimingFigures = {
  orders: 16,
  accept_to_ready: spread(15, 12.5, 18),
  ready_to_delivered: spread(9, 20, 31.4),
  ready_by_due_share: 15 / 16,
};
const NONE: TimingFigures = { orders: 0, accept_to_ready: null, ready_to_delivered: null, ready_by_due_share: null };

afterEach(async () => {
  await showIn('en');
});

describe('the board header’s timing line', () => {
  it('says the usual accept → ready minutes, the 90% bound and the share ready by due', async () => {
    expect(boardTimingText(FIGURES, 'en')).toBe('Today: Accept → ready 12.5 min (90% within 18) · Ready by due 94%');
    // Ready orders none of which was accepted on the board: only the share.
    expect(boardTimingText({ ...FIGURES, accept_to_ready: null }, 'en')).toBe('Today: Ready by due 94%');
    expect(boardTimingText(NONE, 'en')).toBe('Today: no order ready yet');
    await showIn('ar');
    expect(boardTimingText(FIGURES, 'ar')).toMatch(
      /^اليوم: من القبول إلى الجهوزية 12\.5 د \(90٪ خلال 18\) · جاهزة في موعدها 94.?%.?$/,
    );
    await showIn('fr');
    expect(boardTimingText(FIGURES, 'fr')).toMatch(
      new RegExp(
        `^Aujourd’hui${NBSP}: Acceptée → prête 12,5 min \\(90${NBSP}% en 18 au plus\\) · Prêtes à l’heure 94.%$`,
      ),
    );
  });
});

const KITCHEN_CAPS = ['kitchen_orders::list', 'kitchen_orders::edit', 'orders::view'];

const chime: Chime = {
  state: () => 'ready',
  subscribe: () => () => undefined,
  unlock: async () => true,
  play: async () => true,
  close: () => undefined,
};

function serve(board: KitchenOrder[], timing: () => TimingFigures) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/cms/json-api/catering/v1', '');
    if (path === '/kitchen-orders') return json(200, { data: { results: board, meta: { total_count: board.length } } });
    if (path === '/kitchen-outlets')
      return json(200, { data: { results: [{ id: 2, name: 'Hamra', time_zone: null }], meta: { total_count: 1 } } });
    if (path === '/kitchen/timing') return json(200, { data: timing() });
    if (path === '/kitchen/update-order-status') {
      const body = (await request.json()) as { order_id: number; status: KitchenOrder['status'] };
      const order = board.find((o) => o.id === body.order_id)!;
      order.status = body.status;
      return json(200, { data: { ...order } });
    }
    return json(404, { message: 'Not found', code: 'not_found' });
  });
}

beforeEach(() => useTestConfig());

describe('the board shows its own figures for today', () => {
  it('asks for today in the kitchen’s zone at the board’s outlets, and again after a tap', async () => {
    let figures = NONE;
    const { calls, pathOf } = serve([makeKitchenOrder(42, { status: 'processing' })], () => figures);
    const store = freshStore({ session: signedInSession({ user_caps: KITCHEN_CAPS }) });
    saveDeviceSettings({ outlets: [2] });
    renderWithProviders(<KitchenBoardPage pollingInterval={60_000} chime={chime} />, {
      store,
      route: '/kitchen-orders',
    });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Today: no order ready yet')).toBeInTheDocument();
    const asked = calls.filter((r) => pathOf(r) === '/kitchen/timing');
    const query = new URL(asked[asked.length - 1].url).searchParams;
    // The settings name no zone here: the board's default, Beirut.
    expect(query.get('date')).toBe(DateTime.now().setZone('Asia/Beirut').toISODate());
    expect(query.get('outlet')).toBe('2');

    figures = FIGURES;
    const article = await screen.findByRole('article', { name: '#00042' }, { timeout: 10_000 });
    await userEvent.click(within(article).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(
        within(header).getByText('Today: Accept → ready 12.5 min (90% within 18) · Ready by due 94%'),
      ).toBeVisible(),
    );
  });

  it("a station's board asks for the station's own figures", async () => {
    const { calls, pathOf } = serve([], () => FIGURES);
    const store = freshStore({ session: signedInSession({ user_caps: KITCHEN_CAPS }) });
    renderWithProviders(<BoardTiming date="2026-11-25" outlet={undefined} station={5} pollingInterval={60_000} />, {
      store,
    });
    expect(await screen.findByText(/^Today: Accept → ready 12\.5 min/)).toBeInTheDocument();
    const query = new URL(calls.find((r) => pathOf(r) === '/kitchen/timing')!.url).searchParams;
    expect([query.get('date'), query.get('station'), query.get('outlet')]).toEqual(['2026-11-25', '5', null]);
  });

  it('shows nothing when the figures cannot be had', async () => {
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname.replace('/cms/json-api/catering/v1', '');
      if (path === '/kitchen-orders') return json(200, { data: { results: [], meta: { total_count: 0 } } });
      if (path === '/kitchen-outlets') return json(200, { data: { results: [], meta: { total_count: 0 } } });
      return json(503, { message: 'Service unavailable', code: 'internal_error' });
    });
    const store = freshStore({ session: signedInSession({ user_caps: KITCHEN_CAPS }) });
    renderWithProviders(<KitchenBoardPage pollingInterval={60_000} chime={chime} />, {
      store,
      route: '/kitchen-orders',
    });
    const header = await screen.findByRole('banner');
    await within(header).findByText(/0 orders/);
    expect(within(header).queryByText(/^Today:/)).toBeNull();
  });
});
