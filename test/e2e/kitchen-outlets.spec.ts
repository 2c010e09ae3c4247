import type { APIRequestContext, Page } from '@playwright/test';
import { boardOf, noonOf, ownDay } from './board-day';
import { api } from './resources/kit';
import { expect, test } from './support';

/** A board per kitchen: the outlet filter (remembered on the device) and the full-screen wall mode. */
// The suite shares a busy machine: each test gets time for its several board loads.
test.describe.configure({ timeout: 120_000 });

async function addRecord(request: APIRequestContext, path: string, data: object) {
  return (await api(request, `/${path}/add`, { method: 'POST', data })).data as {
    id: number;
    name: string;
    order_number: number;
  };
}

const label = (o: { order_number: number }) => `#${String(o.order_number).padStart(5, '0')}`;
const orders = (page: Page) => page.getByRole('region', { name: 'Orders' });
const card = (page: Page, o: { order_number: number }) =>
  orders(page).getByRole('article', { name: label(o), exact: true });

/** The board of today, or of `day` alone. */
async function openBoard(page: Page, day?: string) {
  await page.goto(day ? boardOf(day) : '/kitchen-orders');
  await expect(page.getByRole('heading', { name: 'Kitchen Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(/Last refreshed/)).toBeVisible();
}

async function chooseOutlet(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Outlets' }).click();
  // A multiple choice: the open list stays open until Escape (which closes only the list).
  await page.getByRole('menuitemcheckbox', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Outlets' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

test.describe('kitchen board by outlet', () => {
  test.use({ role: 'kitchen' });

  test('the kitchen role shows one outlet, and the choice survives a reload', async ({ page, request }) => {
    const tag = Math.random().toString(36).slice(2, 7);
    // A board day of the test's own: its orders are all the board shows.
    const day = ownDay();
    const harbour = await addRecord(request, 'outlets', { name: `E2E Harbour ${tag}` });
    const airport = await addRecord(request, 'outlets', { name: `E2E Airport ${tag}` });
    const mine = await addRecord(request, 'orders', {
      name: 'Harbour lunch',
      outlet: harbour.id,
      date: noonOf(day),
    });
    const theirs = await addRecord(request, 'orders', {
      name: 'Airport lunch',
      outlet: airport.id,
      date: noonOf(day),
    });
    const walkIn = await addRecord(request, 'orders', { name: 'Walk-in lunch', date: noonOf(day) });

    await openBoard(page, day);
    await expect(page.getByRole('combobox', { name: 'Outlets' })).toHaveText(/All outlets/);
    await expect(card(page, theirs)).toBeVisible();

    await chooseOutlet(page, harbour.name);
    await expect(page.getByRole('combobox', { name: 'Outlets' })).toHaveText(harbour.name);
    await expect(card(page, mine)).toBeVisible();
    await expect(card(page, theirs)).toHaveCount(0);
    await expect(orders(page).getByRole('article')).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Outlets' })).toHaveText(harbour.name);
    await expect(card(page, mine)).toBeVisible();
    await expect(orders(page).getByRole('article')).toHaveCount(1);

    // Two outlets, then every outlet again.
    await chooseOutlet(page, airport.name);
    await expect(card(page, theirs)).toBeVisible();
    await expect(orders(page).getByRole('article')).toHaveCount(2);
    await chooseOutlet(page, 'All outlets');
    await expect(page.getByRole('combobox', { name: 'Outlets' })).toHaveText(/All outlets/);
    await expect(card(page, walkIn)).toBeVisible();
    await expect(orders(page).getByRole('article')).toHaveCount(3);
  });

  for (const who of ['kitchen', 'admin'] as const) {
    test.describe(() => {
      test.use({ role: who });
      test(`full screen hides the sidebar and header until exited (${who})`, async ({ page }) => {
        await openBoard(page);
        const sidebar = page.getByRole('navigation', { name: 'Main' });
        const header = page.getByRole('button', { name: 'Account' });
        await expect(sidebar).toBeVisible();

        await page.getByRole('button', { name: 'Full screen' }).click();
        await expect(sidebar).toHaveCount(0);
        await expect(header).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Kitchen Orders', level: 1 })).toBeVisible();
        await page.getByRole('button', { name: 'Exit full screen' }).click();
        await expect(sidebar).toBeVisible();
        await expect(header).toBeVisible();

        // Escape leaves full screen too.
        await page.getByRole('button', { name: 'Full screen' }).click();
        await expect(sidebar).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(sidebar).toBeVisible();
        await expect(header).toBeVisible();
        await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
      });
    });
  }
});
