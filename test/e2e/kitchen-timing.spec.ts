import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api } from './resources/kit';
import { expect, signIn, test } from './support';

/**
 * The kitchen's times: an order of a new outlet, its item made at a new station, goes accept → (item bumped)
 * → ready → delivered through the API; the board of that outlet (the kitchen role, which reads
 * GET /kitchen/timing) updates its header line by itself, and the dashboard's Kitchen times card has the
 * outlet's row and the station's, all with the figures the API computes.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ role: 'kitchen', viewport: { width: 1440, height: 900 } });

interface Spread {
  orders: number;
  median: number;
  p90: number;
}
interface Figures {
  orders: number;
  accept_to_ready: Spread | null;
  ready_to_delivered: Spread | null;
  ready_by_due_share: number | null;
}

/** Minutes as the screens write them in English: one decimal at most. */
const min = (m: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(m);
const pct = (share: number) => `${Math.round(share * 100)}%`;

async function move(request: APIRequestContext, orderId: number, status: string) {
  await api(request, '/kitchen/update-order-status', { method: 'POST', data: { order_id: orderId, status } });
}

async function chooseOutlet(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Outlets' }).click();
  await page.getByRole('menuitemcheckbox', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Outlets' })).toHaveCount(0);
}

test('the board and the dashboard show the times of an order moved accept → ready → delivered', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const outlet = (await api(request, '/outlets/add', { method: 'POST', data: { name: `E2E Timing ${tag}` } })).data;
  // Late tonight in Beirut (the kitchen's zone): today's, and ready long before it is due.
  const due = DateTime.now().setZone('Asia/Beirut').endOf('day').minus({ minutes: 1 }).toUTC().toISO()!;
  const order = (
    await api(request, '/orders/add', {
      method: 'POST',
      data: { name: `E2E timing ${tag}`, type: 'pick_up', outlet: outlet.id, date: due },
    })
  ).data;
  // Its one item goes to a station of its own (through the item's category).
  const category = (await api(request, '/categories/add', { method: 'POST', data: { name: `E2E Smoker ${tag}` } }))
    .data;
  const station = (
    await api(request, '/stations/add', {
      method: 'POST',
      data: { name: `E2E Smoker ${tag}`, categories: [category.id] },
    })
  ).data;
  const product = (
    await api(request, '/products/add', {
      method: 'POST',
      data: { name: `E2E brisket ${tag}`, price: 12, category: category.id },
    })
  ).data;
  const item = (
    await api(request, '/order-items/add', {
      method: 'POST',
      data: { order: order.id, product: product.id, quantity: 1 },
    })
  ).data;

  await page.goto('/kitchen-orders');
  await expect(page.getByText(/Last refreshed/)).toBeVisible({ timeout: 20_000 });
  await chooseOutlet(page, outlet.name);
  await expect(page.getByText('Today: no order ready yet', { exact: true })).toBeVisible();

  await move(request, order.id, 'processing');
  await api(request, '/kitchen/update-item-status', {
    method: 'POST',
    data: { order_item_id: item.id, prepared: true },
  });
  for (const status of ['ready_for_pickup', 'delivered']) await move(request, order.id, status);
  const figures: Figures = (await api(request, `/kitchen/timing?outlet=${outlet.id}`)).data;
  const smoker: Figures = (await api(request, `/kitchen/timing?outlet=${outlet.id}&station=${station.id}`)).data;
  expect(smoker.orders).toBe(1);
  expect(figures.orders).toBe(1);
  const prep = figures.accept_to_ready!;
  const delivery = figures.ready_to_delivered!;
  expect(prep.orders).toBe(1);
  expect(delivery.orders).toBe(1);
  expect(figures.ready_by_due_share).toBe(1);

  // Pushed to the board: its header says the outlet's figures without a reload.
  await expect(
    page.getByText(`Today: Accept → ready ${min(prep.median)} min (90% within ${min(prep.p90)}) · Ready by due 100%`, {
      exact: true,
    }),
  ).toBeVisible({ timeout: 10_000 });

  // The dashboard, as the administrator: the outlet's row in the Kitchen times card.
  // A context of its own, signed out (the test's storage state is the kitchen's).
  const office = await browser.newPage({
    baseURL,
    viewport: { width: 1440, height: 1500 },
    storageState: { cookies: [], origins: [] },
  });
  await signIn(office, 'admin');
  await office.goto('/');
  const card = office.getByRole('group', { name: 'Kitchen times today' });
  const row = card.getByRole('row').filter({ hasText: outlet.name });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  expect(await row.locator('td').allTextContents()).toEqual([
    outlet.name,
    '1',
    `${min(prep.median)} min90% within ${min(prep.p90)} min`,
    `${min(delivery.median)} min90% within ${min(delivery.p90)} min`,
    pct(1),
  ]);
  // The station's row: its part timed from the item's bump.
  const stationRow = card
    .getByRole('table', { name: 'Kitchen times today per station' })
    .getByRole('row')
    .filter({ hasText: station.name });
  expect(await stationRow.locator('td').allTextContents()).toEqual([
    station.name,
    '1',
    `${min(smoker.accept_to_ready!.median)} min90% within ${min(smoker.accept_to_ready!.p90)} min`,
    `${min(smoker.ready_to_delivered!.median)} min90% within ${min(smoker.ready_to_delivered!.p90)} min`,
    pct(1),
  ]);
  await office.screenshot({ path: '/tmp/shots/dashboard-kitchen-times-1440.png', fullPage: true });
  await office.close();
});
