import type { Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api } from './resources/kit';
import { expect, test } from './support';

/**
 * The kitchen board hears of new orders through the change event stream: an order created through the
 * API shows within seconds, with its 'New Order' notice, although the board polls only every 60 s.
 */
test.use({ role: 'kitchen' });
const updates = (page: Page) => page.getByRole('status', { name: 'Board updates' });

async function openBoard(page: Page) {
  await page.goto('/kitchen-orders');
  await expect(page.getByRole('heading', { name: 'Kitchen Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(/Last refreshed/)).toBeVisible();
}

test('an order created through the API appears on an open board within seconds, and the board says Live', async ({
  page,
  request,
}) => {
  await openBoard(page);
  await expect(updates(page)).toHaveText('Live');
  // The board's watch has primed what it has seen (its first answer) before the order exists.
  await expect(page.getByRole('region', { name: 'Orders' }).getByRole('article').first()).toBeVisible();

  const date = DateTime.now().setZone('Asia/Beirut').startOf('day').plus({ hours: 12 }).toUTC().toISO();
  const created = await api(request, '/orders/add', {
    method: 'POST',
    data: { name: `Live ${Math.random().toString(36).slice(2, 7)}`, type: 'pick_up', date },
  });
  const number = created.data.order_number as number;
  const label = `#${String(number).padStart(5, '0')}`;

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
