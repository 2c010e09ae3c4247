import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, PAGE_LOAD } from './resources/kit';
import { expect, test } from './support';

/**
 * The production sheet answers the kitchen's most common question in one tap (Tomorrow), lets the kitchen
 * staff (who may not list outlets) pick an outlet as on the board, and says how many unfinished orders are
 * carried over from earlier days. Each test works on an outlet of its own.
 */
const ZONE = 'Asia/Beirut';
test.describe.configure({ timeout: 90_000 });

const day = (plusDays: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days: plusDays });
const shown = (d: DateTime) => d.toFormat('ccc dd/LL/yyyy');

async function outletWithOrder(request: APIRequestContext, due: DateTime, quantity: number) {
  const tag = Math.random().toString(36).slice(2, 7);
  const outlet = (await api(request, '/outlets/add', { method: 'POST', data: { name: `E2E Sheet ${tag}` } })).data as {
    id: number;
    name: string;
  };
  const order = await addOrder(request, outlet.id, due, quantity);
  return { ...outlet, order };
}

async function addOrder(request: APIRequestContext, outlet: number, due: DateTime, quantity: number) {
  const order = (
    await api(request, '/orders/add', {
      method: 'POST',
      data: { name: 'E2E sheet order', outlet, date: due.toUTC().toISO() },
    })
  ).data as { id: number };
  const product = (await api(request, '/products?per_page=1')).data.results[0].id as number;
  await api(request, '/order-items/add', { method: 'POST', data: { order: order.id, product, quantity } });
  return order.id;
}

/** Rejects the orders, so no later test finds them carried over onto its board. */
async function cancelOrders(request: APIRequestContext, ids: number[]) {
  for (const id of ids)
    await api(request, '/kitchen/update-order-status', {
      method: 'POST',
      data: { order_id: id, status: 'cancelled', reject_reason: 'E2E clean-up' },
    });
}

const dayButton = (page: Page, name: 'Today' | 'Tomorrow') =>
  page.getByRole('group', { name: 'Day' }).getByRole('button', { name, exact: true });
const subtitle = (page: Page) => page.getByRole('status').filter({ hasText: /·/ }).first();

test.describe('as the kitchen staff', () => {
  test.use({ role: 'kitchen' });

  test('Tomorrow in one tap, and an outlet picked from the board’s list', async ({ page, request }) => {
    const outlet = await outletWithOrder(request, day(1).plus({ hours: 12 }), 7);
    await page.goto('/production');
    await expect(page.getByRole('heading', { name: 'Production', level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(dayButton(page, 'Today')).toHaveAttribute('aria-pressed', 'true');
    await expect(subtitle(page)).toContainText(shown(day(0)));

    await dayButton(page, 'Tomorrow').click();
    await expect(dayButton(page, 'Tomorrow')).toHaveAttribute('aria-pressed', 'true');
    await expect(dayButton(page, 'Today')).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(new RegExp(`from=${day(1).toISODate()}&to=${day(1).toISODate()}`));
    await expect(subtitle(page)).toContainText(shown(day(1)));

    const select = page.getByRole('combobox', { name: 'Outlet' });
    await expect(select).toHaveText('All outlets');
    await select.click();
    await page.getByRole('option', { name: outlet.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`outlet=${outlet.id}`));
    await expect(select).toHaveText(outlet.name);
    await expect(subtitle(page)).toContainText(`${shown(day(1))} · Pending, Processing · 7 items · 1 product`);

    await dayButton(page, 'Today').click();
    await expect(page).not.toHaveURL(/from=/);
    await expect(page.getByText(`Nothing to make for ${shown(day(0))}.`)).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/kitchen-production-day-1440.png' });
    await cancelOrders(request, [outlet.order]);
  });
});

test('says how many unfinished orders are carried over from earlier days', async ({ page, request }) => {
  const outlet = await outletWithOrder(request, day(-1).plus({ hours: 9 }), 3);
  const today = await addOrder(request, outlet.id, day(0).plus({ hours: 13 }), 5);
  await page.goto(`/production?outlet=${outlet.id}`);
  const notice = page.getByRole('status').filter({ hasText: 'Carried over' });
  await expect(notice.getByText('Carried over', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(notice).toContainText(
    '1 unfinished order from earlier days is still open and not counted in this sheet.',
  );
  // The sheet counts today's order only.
  await expect(subtitle(page)).toContainText('5 items · 1 product');

  const older = await addOrder(request, outlet.id, day(-3).plus({ hours: 18 }), 2);
  await page.reload();
  await expect(notice).toContainText(
    '2 unfinished orders from earlier days are still open and not counted in this sheet.',
    PAGE_LOAD,
  );
  // Tomorrow's sheet still has them to make; a sheet of days gone by has nothing carried into it.
  await page.goto(`/production?outlet=${outlet.id}&from=${day(1).toISODate()}&to=${day(1).toISODate()}`);
  await expect(notice).toContainText('2 unfinished orders', PAGE_LOAD);
  await page.goto(`/production?outlet=${outlet.id}&from=${day(-7).toISODate()}&to=${day(-1).toISODate()}`);
  await expect(subtitle(page)).toContainText('5 items', PAGE_LOAD);
  await expect(notice).toHaveCount(0);

  await page.goto(`/production?outlet=${outlet.id}`);
  await notice.getByRole('link', { name: 'Show on the board' }).click(PAGE_LOAD);
  await expect(page).toHaveURL(/\/kitchen-orders$/);
  await cancelOrders(request, [outlet.order, today, older]);
});
