import type { APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, expect, PAGE_LOAD, SAVE_DONE, shot, test, unique } from './resources/kit';

/**
 * Standing orders (issue 32): a manager makes a standing order from an existing order ("Make standing" fills in
 * the create modal), adds the other weekdays, and saves; the placing job runs after the save, so the orders of
 * the week ahead show in the orders list filtered by the standing order. Pausing it in its drawer asks first, then
 * cancels them.
 * Screenshots at 1440 and 390 px (/tmp/shots/standing-*.png).
 */
test.use({ role: 'manager', viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 150_000 });

const ZONE = 'Asia/Beirut';

/** An outlet open every day, and a pending order of one dish there, due tomorrow at 12:30 in Beirut. */
async function makeOrder(request: APIRequestContext) {
  const outlet = (
    await api(request, '/outlets/add', {
      method: 'POST',
      data: { name: unique('E2E standing outlet'), time_zone: ZONE, holidays: [] },
    })
  ).data as { id: number };
  const date = DateTime.now().setZone(ZONE).plus({ days: 1 }).set({ hour: 12, minute: 30, second: 0, millisecond: 0 });
  const name = unique('E2E standing');
  const order = (
    await api(request, '/orders/add', {
      method: 'POST',
      data: { name, type: 'pick_up', outlet: outlet.id, date: date.toUTC().toISO() },
    })
  ).data as { id: number };
  const [product] = (await api(request, '/products?per_page=1')).data.results as { id: number; name: string }[];
  await api(request, '/order-items/add', {
    method: 'POST',
    data: { order: order.id, product: product.id, quantity: 3 },
  });
  return { order, name, product, weekday: date.weekday % 7 };
}

test('make a standing order from an order, see the week’s orders appear, pause it and see them cancelled', async ({
  page,
  request,
}) => {
  const { order, name, product, weekday } = await makeOrder(request);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: 'Make standing' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add New Standing Order' });
  await expect(dialog).toBeVisible(PAGE_LOAD);
  await expect(dialog.getByLabel(/^Name/)).toHaveValue(name);
  await expect(dialog.getByLabel(/^Time/)).toHaveValue(/12:30/);
  // Every day of the week: the order's own day is already chosen.
  await dialog.getByRole('combobox', { name: /^Weekdays/ }).click();
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  for (const [i, day] of days.entries())
    if (i !== weekday) await page.getByRole('menuitemcheckbox', { name: day }).click();
  await dialog.getByRole('combobox', { name: /^Weekdays/ }).click();
  await shot(page, 'standing-create');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVE_DONE);

  const standing = (await api(request, `/standing-orders?name=${encodeURIComponent(name)}`)).data.results[0] as {
    id: number;
    items: { product: number; quantity: number }[];
  };
  expect(standing.items).toEqual([{ product: product.id, quantity: 3 }]);

  // The week ahead: the job placed one order a day from the day after the order.
  const placed = async () =>
    (await api(request, `/orders?standing_order=${standing.id}&per_page=50`)).data.results as { status: string }[];
  await expect.poll(async () => (await placed()).length, SAVE_DONE).toBeGreaterThanOrEqual(5);
  await page.goto(`/orders?standing_order=${standing.id}`);
  await expect(page.getByRole('row').filter({ hasText: name }).first()).toBeVisible(PAGE_LOAD);

  // Its drawer: the next five dates, then pausing it cancels the orders still to come.
  await page.goto(`/standing-orders/${standing.id}`);
  await expect(page.getByTestId('standing-next-dates').getByRole('listitem')).toHaveCount(5, PAGE_LOAD);
  await shot(page, 'standing-drawer');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'standing-drawer');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('switch', { name: 'Paused' }).click();
  // Asked first, naming the orders it cancels.
  const question = page.getByRole('alertdialog', { name: 'Pause this standing order?' });
  await expect(question).toContainText(/This cancels \d+ future orders:/, PAGE_LOAD);
  await question.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await placed()).every((o) => o.status === 'cancelled'), SAVE_DONE).toBe(true);
  await expect(page.getByTestId('standing-next-dates')).toBeHidden(PAGE_LOAD);
});
