import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../../src/api/generated/orders';
import type { HistoryEntry } from '../../../src/api/generated/data';
import { ResourceList } from '../../../src/components/resource';
import { describeChange, historyValueText } from '../../../src/components/resource/drawer/historyText';
import { DetailDrawer } from '../../../src/components/resource/drawer/DetailDrawer';
import { ordersConfig } from '../../../src/features/orders/config';
import { json, mockFetch, useTestConfig } from '../helpers';
import { showIn } from '../i18nTesting';
import { listBody, renderKit } from '../resource/utils';
import { makeOrder } from './orderFixtures';

/**
 * The office marks an order urgent (issue 28): an Urgent switch at the top of the order's drawer for those
 * who may edit orders, sent with `orders/update` (`urgent`), and the urgent mark in the orders list, for
 * orders the kitchen still works on.
 */

jest.setTimeout(60_000);

beforeEach(() => useTestConfig());
afterEach(() => showIn('en'));

const EDITOR = ['orders', 'order_items'].flatMap((r) => ['list', 'view', 'add', 'edit'].map((a) => `${r}::${a}`));
const VIEWER = ['orders::list', 'orders::view', 'order_items::list', 'order_items::view'];

const order = makeOrder;

interface Sent {
  body: unknown;
  ifMatch: string | null;
}

/** The drawer of `stored`; `answer` says how the server takes an update (default: applies it). */
function renderDrawer(stored: Order, capabilities: string[], answer?: (body: Partial<Order>) => Response) {
  const sent: Sent[] = [];
  let current = stored;
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith(`/orders/update/${stored.id}`)) {
      const body = (await request.json()) as Partial<Order>;
      sent.push({ body, ifMatch: request.headers.get('If-Match') });
      if (answer) return answer(body);
      current = { ...current, ...body, __version: current.__version + 1 };
      return json(200, { data: current });
    }
    if (path.endsWith('/orders')) return listBody([current]);
    return listBody([]);
  });
  renderKit(<DetailDrawer config={ordersConfig} />, {
    route: `/orders/${stored.id}`,
    path: '/orders/:id',
    capabilities,
  });
  return sent;
}

const urgentSwitch = (name = 'Urgent') => screen.findByRole('switch', { name });

describe("the order drawer's Urgent switch", () => {
  it('marks an open order urgent with orders/update, and back, saying what it does', async () => {
    const sent = renderDrawer(order(41), EDITOR);
    const control = await urgentSwitch();
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('First on the kitchen board, with a mark on its card.');

    await userEvent.click(control);
    await waitFor(() => expect(control).toBeChecked());
    await waitFor(() => expect(screen.getByRole('status', { name: 'Auto save' })).toHaveTextContent('saved'));
    expect(sent).toEqual([{ body: { urgent: true }, ifMatch: '"1"' }]);

    await waitFor(() => expect(control).toBeEnabled());
    await userEvent.click(control);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ body: { urgent: false }, ifMatch: '"2"' });
    await waitFor(() => expect(control).not.toBeChecked());
  });

  it('says why when the server refuses (the order was closed meanwhile), and goes back', async () => {
    renderDrawer(order(42, { status: 'processing' }), EDITOR, () =>
      json(409, {
        message: 'Order #00042 is Delivered: only a pending or processing order can be marked urgent.',
        code: 'order_not_open',
      }),
    );
    const control = await urgentSwitch();
    await userEvent.click(control);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order #00042 is Delivered: only a pending or processing order can be marked urgent.',
    );
    await waitFor(() => expect(control).not.toBeChecked());
  });

  it('is not there once the kitchen is done with the order (its flag is history)', async () => {
    renderDrawer(order(43, { status: 'delivered', urgent: true }), EDITOR);
    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Urgent' })).toBeNull();
    expect(screen.queryByText('Urgent', { exact: true })).toBeNull();
  });

  it('shows a viewer the urgent mark, with no switch', async () => {
    renderDrawer(order(44, { urgent: true }), VIEWER);
    expect(await screen.findByText('Urgent', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('reads in Arabic and French', async () => {
    await showIn('ar');
    renderDrawer(order(45), EDITOR);
    expect(await urgentSwitch('عاجل')).toHaveAccessibleDescription('يظهر أولًا على لوحة المطبخ، مع علامة على بطاقته.');
    cleanup();
    await showIn('fr');
    renderDrawer(order(46), EDITOR);
    expect(await urgentSwitch('Urgent')).toHaveAccessibleDescription(
      'En tête du tableau de cuisine, avec une marque sur sa carte.',
    );
  });
});

describe('the orders list', () => {
  it('marks the urgent orders still being made beside their number', async () => {
    mockFetch((r) =>
      new URL(r.url).pathname.endsWith('/orders')
        ? listBody([
            order(51, { urgent: true, status: 'processing' }),
            order(52),
            order(53, { urgent: true, status: 'delivered' }),
          ])
        : listBody([]),
    );
    renderKit(<ResourceList config={ordersConfig} />, { route: '/orders', path: '/orders/*', capabilities: EDITOR });
    const table = await screen.findByRole('table');
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(name))!;
    await waitFor(() => expect(row('Lunch 51')).toBeDefined());
    expect(within(row('Lunch 51')).getByText('Urgent', { exact: true })).toBeInTheDocument();
    expect(within(row('Lunch 52')).queryByText('Urgent', { exact: true })).toBeNull();
    expect(within(row('Lunch 53')).queryByText('Urgent', { exact: true })).toBeNull();
  });
});

describe("the order's history", () => {
  const change = {
    id: 1,
    resource: 'orders',
    record_id: 41,
    action: 'update',
    field: 'urgent',
    old_value: 'false',
    new_value: 'true',
    reason: null,
    user: null,
    made_by: 'Rania Haddad',
    at: '2026-11-24T08:32:00.000Z',
    __version: 1,
    __date_created: '2026-11-24T08:32:00.000Z',
  } as HistoryEntry;
  const fields = [...ordersConfig.drawer.fields, ...(ordersConfig.drawer.historyFields ?? [])];
  const said = () =>
    describeChange(
      change,
      (name) => fields.find((f) => f.name === name)?.label ?? name,
      ordersConfig.singular,
      historyValueText(fields, {}),
    );

  it('names the urgent flag and its values in the language shown', async () => {
    expect(said()).toBe('changed Urgent from “No” to “Yes”');
    await showIn('ar');
    expect(said()).toContain('عاجل');
    expect(said()).toContain('“لا”');
    expect(said()).toContain('“نعم”');
  });
});
