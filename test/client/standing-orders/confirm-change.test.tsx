import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { DetailDrawer } from '../../../src/components/resource/drawer/DetailDrawer';
import { standingOrdersConfig } from '../../../src/features/standing-orders';
import { json, mockFetch, useTestConfig } from '../helpers';
import { listBody, renderKit } from '../resource/utils';

// Whole screens render here, and CI runs them on 2 busy cores.
jest.setTimeout(60_000);

beforeEach(() => useTestConfig());

/** The question comes once the orders and outlets are read (two requests): slow on a busy machine. */
const ASKED = { timeout: 15_000 };
/**
 * The question, by its title. It opens over the drawer, itself modal, and jsdom's focus handling leaves it marked
 * hidden behind the drawer (a browser moves the modal on to it: the e2e specs find it by role), so it is found
 * by its attributes here and its buttons by their text.
 */
const question = (title: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[role="alertdialog"][aria-label="${title}"]`);
    expect(found).not.toBeNull();
    return found!;
  }, ASKED);
const button = (dialog: HTMLElement, text: string) => within(dialog).getByText(text, { selector: 'button' });
const noQuestion = () => expect(document.querySelector('[role="alertdialog"]')).toBeNull();

const ZONE = 'Asia/Beirut';
const CAPS = ['standing_orders', 'orders', 'outlets', 'products', 'product_variations', 'addons'].flatMap((r) =>
  ['list', 'view', 'edit'].map((a) => `${r}::${a}`),
);

/** The next weekdays (Monday to Friday) from the day after tomorrow, at 12:30 in Beirut, as the server places them. */
function weekdaysAhead(count: number): string[] {
  const dates: string[] = [];
  let day = DateTime.now().setZone(ZONE).plus({ days: 2 }).set({ hour: 12, minute: 30, second: 0, millisecond: 0 });
  while (dates.length < count) {
    if (day.weekday <= 5) dates.push(day.toUTC().toISO()!);
    day = day.plus({ days: 1 });
  }
  return dates;
}

const standing = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Weekly team lunch',
  organization: null,
  outlet: { id: 5, name: 'Hamra', time_zone: ZONE },
  employee: null,
  type: 'pick_up',
  payment_method: 'cash',
  weekdays: [1, 2, 3, 4, 5],
  time: '12:30',
  starts_on: '2026-01-01',
  ends_on: null,
  paused: false,
  items: [{ product: 7, quantity: 3 }],
  next_dates: [],
  __version: 2,
  __date_created: '2026-01-01T08:00:00Z',
  ...overrides,
});

const outlet = {
  id: 5,
  name: 'Hamra',
  organization: null,
  special_code: 'H1',
  opening_hours_from: null,
  opening_hours_to: null,
  holidays: [0],
  time_zone: ZONE,
  order_cutoff: null,
  phone_number: null,
  address: null,
  __version: 1,
  __date_created: '2026-01-01T08:00:00Z',
};

/** The drawer of standing order 1, with `placed` pending orders still to come; records each update's body. */
function renderDrawer(placed: string[]) {
  const updates: unknown[] = [];
  let stored = standing();
  const api = mockFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/cms/json-api/catering/v1', '');
    if (path === '/standing-orders/update/1') {
      const body = (await request.json()) as Record<string, unknown>;
      updates.push(body);
      stored = standing({ ...body, __version: stored.__version + 1 });
      return json(200, { data: stored });
    }
    if (path === '/standing-orders') return listBody([stored]);
    if (path === '/orders')
      return listBody(
        placed.map((date, i) => ({
          id: 100 + i,
          date,
          status: 'pending',
          outlet: { id: 5, name: 'Hamra', time_zone: ZONE },
        })),
      );
    if (path === '/outlets') return listBody([outlet]);
    if (path === '/products') return listBody([{ id: 7, name: 'Falafel Wrap', price: 5, addons: [] }]);
    return listBody([]);
  });
  renderKit(<DetailDrawer config={standingOrdersConfig} />, {
    route: '/standing-orders/1',
    path: '/standing-orders/:id',
    capabilities: CAPS,
  });
  return { updates, ...api };
}

describe('a standing order change that rewrites its orders still to come is asked first', () => {
  it('pausing names the orders it cancels; Cancel sends nothing and leaves it running, Pause sends it', async () => {
    const { updates, calls, pathOf } = renderDrawer(weekdaysAhead(2));
    const user = userEvent.setup();
    const paused = await screen.findByRole('switch', { name: 'Paused' });

    await user.click(paused);
    const dialog = await question('Pause this standing order?');
    expect(dialog).toHaveTextContent('This cancels 2 future orders:');
    const named = [...within(dialog).getByTestId('standing-affected-orders').children];
    expect(named.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/: cancelled$/),
      expect.stringMatching(/: cancelled$/),
    ]);
    // Asked from the orders list: this standing order's pending orders due from now.
    const asked = calls.find((r) => pathOf(r) === '/orders')!;
    const params = new URL(asked.url).searchParams;
    expect([params.get('standing_order'), params.get('status_in')]).toEqual(['1', 'pending']);

    await user.click(button(dialog, 'Cancel'));
    await waitFor(noQuestion);
    expect(updates).toEqual([]);
    expect(paused).not.toBeChecked();

    await user.click(paused);
    await user.click(button(await question('Pause this standing order?'), 'Pause'));
    await waitFor(() => expect(updates).toEqual([{ paused: true }]));
    await waitFor(() => expect(paused).toBeChecked());
  });

  it('saving changed items names the orders it changes; Change sends them, Cancel brings the stored ones back', async () => {
    const { updates } = renderDrawer(weekdaysAhead(3));
    const user = userEvent.setup();
    const quantity = await screen.findByRole('spinbutton', { name: /Quantity/ }, ASKED);
    expect(quantity).toHaveValue(3);
    expect(quantity).toBeEnabled();

    // Typed in one input event (the drawer's focus handling keeps jsdom from focusing a number input here).
    fireEvent.change(quantity, { target: { value: '4' } });
    await user.click(await screen.findByRole('button', { name: 'Save Items' }));
    let dialog = await question('Change future orders?');
    expect(dialog).toHaveTextContent('This changes 3 future orders:');
    await user.click(button(dialog, 'Cancel'));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(3));
    expect(updates).toEqual([]);

    fireEvent.change(screen.getByRole('spinbutton', { name: /Quantity/ }), { target: { value: '5' } });
    await user.click(await screen.findByRole('button', { name: 'Save Items' }));
    dialog = await question('Change future orders?');
    await user.click(button(dialog, 'Change'));
    await waitFor(() => expect(updates).toEqual([{ items: [{ product: 7, quantity: 5 }] }]));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(5));
  });

  it('a change touching no order to come is sent without a question', async () => {
    const { updates } = renderDrawer([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Paused' }));
    await waitFor(() => expect(updates).toEqual([{ paused: true }]));
    noQuestion();
  });
});
