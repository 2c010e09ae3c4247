import type { APIRequestContext, Page } from '@playwright/test';
import { boardOf, noonOf, ownDay } from './board-day';
import { api } from './resources/kit';
import { expect, test } from './support';

/**
 * The kitchen board hears of new orders through the change event stream: an order created through the
 * API shows within seconds, with its 'New Order' notice, although the board polls only every 60 s.
 */
test.use({ role: 'kitchen' });
const updates = (page: Page) => page.getByRole('status', { name: 'Board updates' });

/** The board of today, or of `day` alone. */
async function openBoard(page: Page, day?: string) {
  await page.goto(day ? boardOf(day) : '/kitchen-orders');
  await expect(page.getByRole('heading', { name: 'Kitchen Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(/Last refreshed/)).toBeVisible();
}

/** A pick-up order at noon of `day`; its number as the board shows it. */
async function addOrder(request: APIRequestContext, day: string): Promise<string> {
  const created = await api(request, '/orders/add', {
    method: 'POST',
    data: { name: `Live ${Math.random().toString(36).slice(2, 7)}`, type: 'pick_up', date: noonOf(day) },
  });
  return `#${String(created.data.order_number as number).padStart(5, '0')}`;
}

test('an order created through the API appears on an open board within seconds, and the board says Live', async ({
  page,
  request,
}) => {
  // A board day of the test's own, with one order on it before the board opens.
  const day = ownDay();
  await addOrder(request, day);
  await openBoard(page, day);
  await expect(updates(page)).toHaveText('Live');
  // The board's watch has primed what it has seen (its first answer) before the order exists.
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('article').first()).toBeVisible();

  const label = await addOrder(request, day);

  // Far sooner than the 60 s poll: pushed, not polled.
  const notice = page.getByRole('alert').filter({ hasText: 'New Order' });
  await expect(notice).toContainText(label, { timeout: 5_000 });
});

test('the board says Polling while the stream is unreachable, and Live again once it is back', async ({ page }) => {
  await page.route('**/events', (route) => route.abort());
  await openBoard(page);
  await expect(updates(page)).toHaveText('Polling');
  await page.unroute('**/events');
  // The next attempt (backoff: a few seconds) gets through.
  await expect(updates(page)).toHaveText('Live', { timeout: 15_000 });
});
