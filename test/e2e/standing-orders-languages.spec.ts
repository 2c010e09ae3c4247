import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectNoSeriousViolations, waitForScreen } from './a11y-support';
import { msg, type TestLanguage } from './catalogues';
import { LANGUAGES, newBrowserIn, signInThroughForm } from './languages-support';
import { api, field, PAGE_LOAD, SAVE_DONE, shot, unique } from './resources/kit';
import { expect, test, USERS } from './support';

/**
 * Standing orders (issue 32) in Arabic (right to left) and French, as a manager: the list, the create modal with
 * its items, the drawer's items editor, the question before a change rewrites its orders still to come (Cancel
 * brings the items back), and pausing (asked too) cancelling them. axe over each screen and the question;
 * screenshots at 1440, 1024 and 390 px in /tmp/shots/standing-<language>-*.png for a person to look at.
 */

test.describe.configure({ timeout: 240_000 });

const ZONE = 'Asia/Beirut';

async function shots(page: Page, name: string) {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await waitForScreen(page);
    await shot(page, name);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A standing order every day from today at an outlet open every day (through the API), and its orders placed. */
async function standingWithOrders(request: APIRequestContext) {
  const outlet = (
    await api(request, '/outlets/add', {
      method: 'POST',
      data: { name: unique('Standing outlet'), time_zone: ZONE, holidays: [] },
    })
  ).data as { id: number };
  const product = (await api(request, '/products?per_page=1&status=publish')).data.results[0] as { id: number };
  const name = unique('Standing lunch');
  const standing = (
    await api(request, '/standing-orders/add', {
      method: 'POST',
      data: {
        name,
        outlet: outlet.id,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        time: '23:30',
        starts_on: DateTime.now().setZone(ZONE).toISODate(),
        items: [{ product: product.id, quantity: 2 }],
      },
    })
  ).data as { id: number };
  const placed = async () =>
    (await api(request, `/orders?standing_order=${standing.id}&per_page=50`)).data.results as { status: string }[];
  await expect.poll(async () => (await placed()).length, SAVE_DONE).toBeGreaterThanOrEqual(6);
  return { id: standing.id, name, placed };
}

async function standingOrderScreens(page: Page, request: APIRequestContext, language: TestLanguage) {
  const m = (key: string, vars?: Record<string, string | number>) => msg(language, key, vars);
  const standing = await standingWithOrders(request);
  const count = (await standing.placed()).filter((o) => o.status === 'pending').length;

  await page.goto(`/standing-orders?search=${encodeURIComponent(standing.name)}`);
  await expect(page.getByRole('row').filter({ hasText: standing.name })).toBeVisible(PAGE_LOAD);
  await expectNoSeriousViolations(page, `standing orders list (${language})`);
  await shots(page, `standing-${language}-list`);

  // The create modal: its items, each with product, variation, addons, quantity and note.
  await page.goto('/standing-orders/create');
  const modal = page.getByRole('dialog', { name: m('standingOrders:createTitle') });
  await expect(modal.getByRole('group', { name: m('standingOrders:items.item', { number: 1 }) })).toBeVisible(
    PAGE_LOAD,
  );
  // The first item's product fields load on their own and push Add down as they come: once the screen settles,
  // a click cannot land where the button was.
  await waitForScreen(page);
  await modal.getByRole('button', { name: m('standingOrders:items.add') }).click();
  await expect(modal.getByRole('group', { name: m('standingOrders:items.item', { number: 2 }) })).toBeVisible();
  await expectNoSeriousViolations(page, `standing order create modal (${language})`);
  await shots(page, `standing-${language}-create`);
  await modal.getByRole('button', { name: m('words:cancel') }).click();
  await expect(modal).toBeHidden();

  // Its drawer: a new quantity asks first, naming the orders it changes; Cancel brings the stored one back.
  await page.goto(`/standing-orders/${standing.id}`);
  const quantity = field(page, m('standingOrders:items.quantity'));
  await expect(quantity).toHaveValue('2', PAGE_LOAD);
  await shots(page, `standing-${language}-drawer`);
  await quantity.fill('3');
  await page.getByRole('button', { name: m('standingOrders:items.save') }).click();
  const question = page.getByRole('alertdialog', { name: m('standingOrders:confirm.title') });
  await expect(question).toBeVisible(PAGE_LOAD);
  await expect(question).toContainText(m('standingOrders:confirm.changes', { count }));
  await expectNoSeriousViolations(page, `standing order change question (${language})`);
  await shots(page, `standing-${language}-question`);
  await question.getByRole('button', { name: m('words:cancel') }).click();
  await expect(question).toBeHidden();
  await expect(quantity).toHaveValue('2');

  // Pausing asks too, then cancels its orders still to come.
  await page.getByRole('switch', { name: m('standingOrders:fields.paused') }).click();
  const pausing = page.getByRole('alertdialog', { name: m('standingOrders:confirm.pauseTitle') });
  await expect(pausing).toContainText(m('standingOrders:confirm.cancels', { count }), PAGE_LOAD);
  await pausing.getByRole('button', { name: m('standingOrders:confirm.pause') }).click();
  await expect.poll(async () => (await standing.placed()).every((o) => o.status === 'cancelled'), SAVE_DONE).toBe(true);
  await expect(page.getByTestId('standing-next-dates')).toBeHidden(SAVE_DONE);
}

for (const { language, locale, dir, name } of LANGUAGES)
  test(`as a manager in ${name}: standing orders' list, create modal, items, change question and pausing`, async ({
    browser,
    request,
  }) => {
    const page = await newBrowserIn(browser, locale);
    await page.goto('/login');
    await signInThroughForm(page, language, USERS.manager);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await standingOrderScreens(page, request, language);
    await page.context().close();
  });
