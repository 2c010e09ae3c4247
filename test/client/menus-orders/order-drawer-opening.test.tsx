import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Outlet } from '../../../src/api/generated/clients';
import type { Order } from '../../../src/api/generated/orders';
import { DetailDrawer } from '../../../src/components/resource/drawer/DetailDrawer';
import { ordersConfig } from '../../../src/features/orders/config';
import { json, mockFetch, useTestConfig } from '../helpers';
import { listBody, paramsOf, renderKit } from '../resource/utils';
import { makeOrder } from './orderFixtures';

/**
 * Issue 32: the order drawer's date, like the create modal's, greys the closed days of the order's outlet
 * and names its hours. The order embeds its outlet without hours, so the drawer reads the outlet by its id,
 * and reads the new one when the order moves to another outlet.
 */

jest.setTimeout(60_000);
beforeEach(() => useTestConfig());

const EDITOR = [
  ...['orders', 'order_items'].flatMap((r) => ['list', 'view', 'add', 'edit'].map((a) => `${r}::${a}`)),
  'outlets::list',
];

const outlet = (id: number, name: string, hours: Partial<Outlet>): Outlet =>
  ({
    id,
    name,
    organization: null,
    special_code: `OUT-${id}`,
    time_zone: 'Asia/Beirut',
    phone_number: null,
    address: null,
    order_cutoff: null,
    lead_time_minutes: null,
    __version: 1,
    __date_created: '2026-11-01T08:00:00.000Z',
    ...hours,
  }) as Outlet;
// Hamra: open 07:30 to 16:00, closed on Saturday and Sunday; Verdun: 08:00 to 20:00, closed on Friday.
const HAMRA = outlet(5, 'Hamra', { holidays: [0, 6], opening_hours_from: '07:30', opening_hours_to: '16:00' });
const VERDUN = outlet(6, 'Verdun', { holidays: [5], opening_hours_from: '08:00', opening_hours_to: '20:00' });
const ref = (o: Outlet) => ({ id: o.id, name: o.name, time_zone: o.time_zone });

const order = makeOrder(41, {
  name: 'Tuesday lunch',
  outlet: ref(HAMRA),
  date: '2026-11-24T08:00:00.000Z', // Tuesday 24 November 2026, 10:00 in Beirut
});

/** The server: the order (its outlet embedded as a reference), the outlets, and updates applied. */
function serverAnswers() {
  let current = order;
  const outlets = [HAMRA, VERDUN];
  const fetched = mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith(`/orders/update/${order.id}`)) {
      const body = (await request.json()) as { outlet?: number };
      const moved = outlets.find((o) => o.id === body.outlet);
      current = { ...current, ...(moved ? { outlet: ref(moved) } : {}), __version: current.__version + 1 } as Order;
      return json(200, { data: current });
    }
    if (path.endsWith('/orders')) return listBody([current]);
    if (path.endsWith('/outlets')) {
      const ids = paramsOf(request).getAll('id[]').map(Number);
      return listBody(ids.length ? outlets.filter((o) => ids.includes(o.id)) : outlets);
    }
    return listBody([]);
  });
  const outletReads = () =>
    fetched.calls.filter((r) => new URL(r.url).pathname.endsWith('/outlets') && paramsOf(r).has('id[]'));
  return { ...fetched, outletReads };
}

async function openCalendar() {
  const date = await screen.findByRole('combobox', { name: 'Date and Time (date)' });
  await waitFor(() => expect(date).toHaveValue('24/11/2026'));
  await userEvent.click(date);
  return screen.findByRole('dialog', { name: 'Calendar' });
}

const day = (calendar: HTMLElement, name: string) => within(calendar).getByRole('button', { name });

describe("the order drawer's date where the order's outlet opens", () => {
  it("greys the outlet's closed days and names its hours, reading the outlet by its id", async () => {
    const server = serverAnswers();
    renderKit(<DetailDrawer config={ordersConfig} />, {
      route: '/orders/41',
      path: '/orders/:id',
      capabilities: EDITOR,
    });
    expect(await screen.findByTestId('opening-note')).toHaveTextContent(
      'Open 07:30 am–04:00 pm · Closed on Saturday, Sunday',
    );
    expect(server.outletReads().map((r) => paramsOf(r).getAll('id[]'))).toEqual([['5']]);
    const calendar = await openCalendar();
    expect(day(calendar, '28, November, 2026')).toBeDisabled(); // Saturday
    expect(day(calendar, '29, November, 2026')).toBeDisabled(); // Sunday
    expect(day(calendar, '27, November, 2026')).toBeEnabled(); // Friday
  });

  it('follows the order to another outlet: its closed days and hours', async () => {
    const server = serverAnswers();
    renderKit(<DetailDrawer config={ordersConfig} />, {
      route: '/orders/41',
      path: '/orders/:id',
      capabilities: EDITOR,
    });
    await screen.findByTestId('opening-note');
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Outlet' });
    await user.clear(box);
    await user.type(box, 'Ver');
    await user.click(await screen.findByRole('option', { name: /Verdun/ }));
    await waitFor(() =>
      expect(screen.getByTestId('opening-note')).toHaveTextContent('Open 08:00 am–08:00 pm · Closed on Friday'),
    );
    expect(server.outletReads().map((r) => paramsOf(r).getAll('id[]'))).toContainEqual(['6']);
    const calendar = await openCalendar();
    expect(day(calendar, '27, November, 2026')).toBeDisabled(); // Friday
    expect(day(calendar, '28, November, 2026')).toBeEnabled(); // Saturday
  });

  it('asks for no outlet, and greys nothing, for a user who may not read outlets', async () => {
    const server = serverAnswers();
    renderKit(<DetailDrawer config={ordersConfig} />, {
      route: '/orders/41',
      path: '/orders/:id',
      capabilities: EDITOR.filter((c) => c !== 'outlets::list'),
    });
    const calendar = await openCalendar();
    expect(day(calendar, '28, November, 2026')).toBeEnabled();
    expect(screen.queryByTestId('opening-note')).toBeNull();
    expect(server.outletReads()).toEqual([]);
  });
});
