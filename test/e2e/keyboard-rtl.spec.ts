import type { Locator, Page } from '@playwright/test';
import { waitForScreen } from './a11y-support';
import { msg, msgPattern } from './catalogues';
import { accountButton, createOrder, newBrowserIn, productWithNames, signInThroughForm } from './languages-support';
import { api, unique } from './resources/kit';
import { expect, test } from './support';

/**
 * The keyboard alone, in Arabic (right to left): the sidebar, a list's search, sort and filter, a drawer's
 * auto-saved field, the create modal's validation, the date picker, the week grid, the board's Accept and the
 * language picker. Tab follows the page as the eye reads it (top to bottom, right to left), and the arrow
 * keys of a calendar move the way it is drawn: ArrowLeft to the next day.
 */

const LOAD = { timeout: 30_000 };
const ar = (key: string, vars: Record<string, string | number> = {}) => msg('ar', key, vars);

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus (Shift+Tab with `back`); returns how many presses it took. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<number> {
  await expect(target).toBeVisible(LOAD);
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Where the focused element is drawn: its box's centre. */
const focusedCentre = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });

test('the keyboard alone, in Arabic, right to left', async ({ browser, request }) => {
  test.setTimeout(240_000);
  // A user of its own: the language picker's arrows save the language on the profile.
  const name = unique('E2E kbd ar');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const password = 'keyboard-rtl-1';
  await api(request, '/users/add', {
    method: 'POST',
    data: { first_name: name, last_name: 'RTL', email, plaintext_password: password, role: 'administrator' },
  });
  const product = await api<{ data: { id: number; name: string } }>(request, '/products/add', {
    method: 'POST',
    data: { name: unique('E2E kbd'), price: 3 },
  });
  const order = await createOrder(request, (await productWithNames(request)).id, unique('E2E kbd ar'));

  const page = await newBrowserIn(browser, 'ar-LB');
  await page.goto('/login');
  await signInThroughForm(page, 'ar', email, password);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForScreen(page);

  await test.step('the sidebar: skip link first, then its entries top to bottom, Enter follows one', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: ar('common:skipToMain') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const nav = page.getByRole('navigation', { name: ar('shell:nav.label') });
    const products = nav.getByRole('link', { name: ar('words:resources.products.label'), exact: true });
    let last = -Infinity;
    for (let presses = 0; !(await isFocused(products)); presses++) {
      expect(presses).toBeLessThan(40);
      await page.keyboard.press('Tab');
      if (!(await nav.evaluate((el) => el.contains(document.activeElement)))) continue;
      const { y } = await focusedCentre(page);
      expect(y).toBeGreaterThan(last);
      last = y;
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('words:resources.products.label'));
  });

  const table = page.getByRole('table');
  const row = table.getByRole('link', { name: product.data.name });
  await test.step('a list: search, sort and filter', async () => {
    const search = page.getByRole('searchbox', { name: ar('kit:list.search') });
    await tabTo(page, search);
    await page.keyboard.type(product.data.name);
    await expect(row).toBeVisible(LOAD);
    await expect(table.getByRole('link')).toHaveCount(1);
    // Sorting: the column header's button, Enter.
    const nameHeader = table.getByRole('columnheader', { name: new RegExp(`^${ar('products:fields.name')}`) });
    const sort = nameHeader.getByRole('button', { name: ar('products:fields.name'), exact: true });
    await tabTo(page, sort, { back: true });
    const before = await nameHeader.getAttribute('aria-sort');
    await page.keyboard.press('Enter');
    await expect(nameHeader).not.toHaveAttribute('aria-sort', before ?? 'none');
    // A column filter: Enter opens it with focus in its box, Enter applies it and gives focus back.
    const filter = nameHeader.getByRole('button', {
      name: ar('kit:filters.filterColumn', { title: ar('products:fields.name') }),
    });
    await page.keyboard.press('Tab');
    await expect(filter).toBeFocused();
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: ar('kit:filters.contains', { title: ar('products:fields.name') }) });
    await expect(box).toBeFocused(LOAD);
    await page.keyboard.type(product.data.name.slice(0, 12));
    await page.keyboard.press('Enter');
    await expect(box).toBeHidden();
    await expect(filter).toBeFocused();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toBeVisible(LOAD);
    // The next header is the one drawn to its left.
    const { x } = await focusedCentre(page);
    await page.keyboard.press('Tab');
    expect((await focusedCentre(page)).x).toBeLessThan(x);
  });

  await test.step('a drawer: Enter opens it, a field saves itself, Escape gives focus back to the row', async () => {
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: msgPattern('ar', 'kit:drawer.recordLabel') });
    await expect(drawer).toBeVisible(LOAD);
    const description = drawer.getByLabel(ar('products:fields.description'), { exact: true });
    await tabTo(page, description);
    await page.keyboard.type('زعتر ولبنة');
    await expect(page.getByRole('status', { name: ar('kit:autosave.label') })).toContainText(ar('kit:autosave.saved'), {
      timeout: 15_000,
    });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden(LOAD);
    await expect(row).toBeFocused();
  });

  await test.step('the create modal: Save refuses empty fields, the calendar’s arrows go as drawn', async () => {
    await page.goto('/users');
    const addNew = page.getByRole('button', { name: ar('kit:list.addNew') });
    await tabTo(page, addNew);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: ar('users:screen.create') });
    await expect(modal).toBeVisible(LOAD);
    await tabTo(page, modal.getByRole('button', { name: ar('words:save'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(modal.getByText(ar('users:validation.firstName'))).toBeVisible();
    await expect(modal.getByRole('textbox', { name: new RegExp(`^${ar('users:fields.firstName')}`) })).toBeFocused();
    // The date of birth's calendar: ArrowLeft is the next day in right to left, ArrowRight the day before.
    const born = modal.getByRole('combobox', { name: new RegExp(`^${ar('users:fields.dateOfBirth')}`) });
    await tabTo(page, born);
    await page.keyboard.type('2026-11-18');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(born).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    const day = (n: number) => page.getByRole('gridcell', { name: new RegExp(`^${n}\\b`) });
    await expect(day(18)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(day(19)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(day(17)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(born).toHaveValue('2026-11-17');
    // Leaving a filled-in form asks first (the browser's own confirm): yes.
    page.once('dialog', (question) => void question.accept());
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden(LOAD);
    await expect(addNew).toBeFocused();
  });

  await test.step('the week grid: Tab crosses the days from right to left', async () => {
    const menus = await api<{ data: { results: { id: number }[] } }>(request, '/menus?per_page=1&order_by=id');
    await page.goto(`/menus/${menus.data.results[0].id}`);
    const week = page.getByRole('button', { name: ar('menus:view.week'), exact: true });
    await tabTo(page, week);
    await page.keyboard.press('Enter');
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    const grid = page.getByRole('table', { name: ar('menus:week.table') });
    await tabTo(page, grid.getByRole('button', { name: msgPattern('ar', 'menus:week.addOnDate') }).first());
    // Measured from the table's own edge: the grid scrolls sideways to show the focused day.
    const across = () =>
      grid.evaluate((table) => document.activeElement!.getBoundingClientRect().x - table.getBoundingClientRect().x);
    let last = await across();
    for (let day = 2; day <= 4; day++) {
      await page.keyboard.press('Tab');
      const x = await across();
      expect(x).toBeLessThan(last);
      last = x;
    }
  });

  await test.step('the board: Enter on Accept, focus stays on the card', async () => {
    await page.goto('/kitchen-orders');
    const card = page.getByRole('article', { name: order, exact: true });
    const accept = card.getByRole('button', { name: ar('kitchen:actions.accept'), exact: true });
    await tabTo(page, accept);
    await page.keyboard.press('Enter');
    // The next step has the focus: Complete, or on expo "Complete anyway" while its items are not all ready.
    await expect(
      card.getByRole('button', {
        name: new RegExp(`^(${ar('kitchen:actions.complete')}|${ar('kitchen:actions.completeAnyway')})$`),
      }),
    ).toBeFocused(LOAD);
  });

  await test.step('the language picker: the arrows choose, and the page turns at once', async () => {
    const account = page.getByRole('button', { name: accountButton('ar') });
    await account.focus();
    await page.keyboard.press('Enter');
    const arabic = page.getByRole('radio', { name: 'العربية' });
    await tabTo(page, arabic, { back: true });
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.keyboard.press('ArrowUp');
    await expect(arabic).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
  });
  await page.context().close();
});
