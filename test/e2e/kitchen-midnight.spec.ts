import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, PAGE_LOAD } from './resources/kit';
import { signIn } from './support';

/**
 * Unfinished orders never vanish at midnight: the browser in Asia/Beirut and the page's clock run from
 * 23:58 into the next day; the order due that morning and still open stays on the Open board, above the
 * new day's orders, marked overdue with its day, until someone moves it on. Signed in under the page's clock (its session
 * times read that clock), so no shared session is refreshed from a clock hours away.
 */
const ZONE = 'Asia/Beirut';
test.use({ timezoneId: ZONE, viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const orders = (page: Page) => page.getByRole('region', { name: 'Orders' });
const label = (o: { order_number: number }) => `#${String(o.order_number).padStart(5, '0')}`;

async function addOrder(request: Parameters<typeof api>[0], name: string, date: DateTime, status?: string) {
  const order = (
    await api(request, '/orders/add', {
      method: 'POST',
      data: { name, type: 'pick_up', date: date.toUTC().toISO(), ...(status ? { status } : {}) },
    })
  ).data as { id: number; order_number: number };
  const product = (await api(request, '/products?per_page=1')).data.results[0].id as number;
  await api(request, '/order-items/add', { method: 'POST', data: { order: order.id, product, quantity: 2 } });
  return order;
}

test('an order due this morning and still open stays on the Open board after midnight', async ({ page, request }) => {
  // Ten days back (any day works: the board asks the server for the days it shows). Not yesterday: once a
  // run passes midnight in Beirut, yesterday's board carries over every order other specs left open that day,
  // and the new day's first order would be on its second page.
  const day = DateTime.now().setZone(ZONE).minus({ days: 10 }).startOf('day');
  const next = day.plus({ days: 1 });
  const tag = Math.random().toString(36).slice(2, 7);
  const morning = await addOrder(request, `E2E midnight morning ${tag}`, day.plus({ hours: 9 }));
  const ready = await addOrder(request, `E2E midnight ready ${tag}`, day.plus({ hours: 10 }), 'ready_for_pickup');
  // Early in the new day, before any order other specs may leave on it (the board shows 20 a page).
  const nextLunch = await addOrder(request, `E2E midnight early ${tag}`, next.plus({ hours: 1, minutes: 30 }));

  await page.clock.install({ time: day.plus({ hours: 23, minutes: 58 }).toJSDate() });
  await signIn(page, 'kitchen');
  await page.goto('/kitchen-orders');
  const card = orders(page).getByRole('article', { name: label(morning), exact: true });
  await expect(page.getByText(`Open · Today (${day.toFormat('ccc dd/LL')})`)).toBeVisible(PAGE_LOAD);
  await expect(card).toBeVisible(PAGE_LOAD);
  await expect(card.getByText(/^Overdue 14 h 5\d min$/)).toBeVisible();
  await expect(card.getByText(/^Carried over/)).toHaveCount(0);
  await expect(orders(page).getByRole('article', { name: label(nextLunch), exact: true })).toHaveCount(0);

  // 00:04 the next day: the board moves to the new day and keeps the unfinished order, first, with its day.
  await page.clock.fastForward('06:00');
  await expect(page.getByText(`Open · Today (${next.toFormat('ccc dd/LL')})`)).toBeVisible(PAGE_LOAD);
  await expect(card.getByText(`Carried over from ${day.toFormat('ccc dd/LL')}`, { exact: true })).toBeVisible();
  await expect(card.getByText(/^Overdue 15 h 0\d min$/)).toBeVisible();
  await expect(card.getByText(`Due ${day.toFormat('dd/LL')} 09:00 am`, { exact: true })).toBeVisible();
  const lunch = orders(page).getByRole('article', { name: label(nextLunch), exact: true });
  await expect(lunch).toBeVisible();
  // Above the new day's orders (other tests' carried-over orders may come before it).
  const names = await orders(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('h2')?.textContent));
  expect(names.indexOf(label(morning))).toBeLessThan(names.indexOf(label(nextLunch)));
  await expect(lunch.getByText(/^Carried over/)).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/kitchen-midnight-carried-over-1440.png' });
  // A finished order does not come back.
  await expect(orders(page).getByRole('article', { name: label(ready), exact: true })).toHaveCount(0);

  // Moved on: accepted it stays (still open), completed it leaves the Open board.
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByText('Processing', { exact: true })).toBeVisible();
  await expect(card.getByText(`Carried over from ${day.toFormat('ccc dd/LL')}`, { exact: true })).toBeVisible();
  // Expo completes it once its item is ready (a tap on the item's line).
  await card.getByRole('button', { name: /^2 ×/ }).click();
  await card.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(card).toHaveCount(0);
  await expect
    .poll(async () => (await api(request, `/orders?id[]=${morning.id}`)).data.results[0].status)
    .toBe('ready_for_pickup');
  // Leave no open order behind: it would be carried over onto every later board.
  await api(request, '/kitchen/update-order-status', {
    method: 'POST',
    data: { order_id: nextLunch.id, status: 'cancelled', reject_reason: 'E2E clean-up' },
  });
});
