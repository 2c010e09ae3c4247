import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api } from './resources/kit';
import { expect, signIn, test } from './support';

/**
 * The kitchen's times: an order of a new outlet goes accept → ready → delivered through the API; the board
 * of that outlet (the kitchen role, which reads GET /kitchen/timing) updates its header line by itself, and
 * the dashboard's Kitchen times card has the outlet's row, both with the figures the API computes.
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

  await page.goto('/kitchen-orders');
  await expect(page.getByText(/Last refreshed/)).toBeVisible({ timeout: 20_000 });
  await chooseOutlet(page, outlet.name);
  await expect(page.getByText('Today: no order ready yet', { exact: true })).toBeVisible();

  for (const status of ['processing', 'ready_for_pickup', 'delivered']) await move(request, order.id, status);
  const figures: Figures = (await api(request, `/kitchen/timing?outlet=${outlet.id}`)).data;
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
  await office.screenshot({ path: '/tmp/shots/dashboard-kitchen-times-1440.png', fullPage: true });
  await office.close();
});
