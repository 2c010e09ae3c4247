import type { APIRequestContext, Page } from '@playwright/test';
import { appRoutes, expectNoSeriousViolations, visit, waitForScreen, type AppRoute } from './a11y-support';
import { msg, msgPattern, type TestLanguage } from './catalogues';
import {
  accountButton,
  createOrder,
  LANGUAGES,
  newBrowserIn,
  productWithNames,
  signInThroughForm,
} from './languages-support';
import { api, shot, unique } from './resources/kit';
import { expect, test, USERS } from './support';

/**
 * axe in Arabic and French: no critical or serious violation on any route of the product at 1440 px, nor in
 * what staff open there at 1440 and 390 px (the account menu and its language picker, a column filter, a
 * drawer saving itself, a create modal refusing empty fields and its date picker, the board's reject dialog).
 * The list, the drawer and the board are also shot at 1440 (sidebar open), 1024 and 390 px into
 * /tmp/shots/a11y-*.png. One signed-in page per language walks it all: a page per screen would load the app a
 * hundred times over.
 */

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Opens `route` and, for a drawer or modal, waits until it is open over its list. */
async function openRoute(page: Page, route: AppRoute) {
  await visit(page, route.path);
  await waitForScreen(page);
  if (route.kind === 'show' || route.kind === 'create') {
    await expect(page.getByRole('dialog').first()).toBeVisible({ timeout: 30_000 });
    await waitForScreen(page);
  }
}

/** The account menu with its language picker. */
async function checkAccountMenu(page: Page, language: TestLanguage, where: string) {
  await page.getByRole('button', { name: accountButton(language) }).click();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await expectNoSeriousViolations(page, `${where} account menu`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('radiogroup')).toBeHidden();
}

/** The products list's first column filter, open. */
async function checkColumnFilter(page: Page, language: TestLanguage, where: string) {
  await visit(page, '/products');
  await waitForScreen(page);
  const name = msgPattern(language, 'kit:filters.filterColumn');
  await page.getByRole('button', { name }).first().click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await waitForScreen(page);
  await expectNoSeriousViolations(page, `${where} column filter`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name })).toBeHidden();
}

/** A product's drawer once an edit has saved itself (the saved status shown). */
async function checkSavedDrawer(page: Page, language: TestLanguage, productId: number, where: string) {
  await visit(page, `/products/${productId}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  await drawer.getByLabel(msg(language, 'products:fields.description'), { exact: true }).fill(unique('Zaatar'));
  await expect(page.getByRole('status', { name: msg(language, 'kit:autosave.label') })).toContainText(
    msg(language, 'kit:autosave.saved'),
    { timeout: 15_000 },
  );
  await expectNoSeriousViolations(page, `${where} drawer saved`);
}

/** Add New User refusing empty fields, then its date of birth's calendar open. */
async function checkCreateModal(page: Page, language: TestLanguage, where: string) {
  await visit(page, '/users/create');
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await waitForScreen(page);
  await modal.getByRole('button', { name: msg(language, 'words:save'), exact: true }).click();
  await expect(modal.getByText(msg(language, 'users:validation.firstName'))).toBeVisible();
  await expectNoSeriousViolations(page, `${where} create modal with errors`);
  // A phone number reads left to right in every language ('+961 3 123 456', not '456 123 3 961+').
  const phone = modal.getByRole('textbox', { name: msg(language, 'users:fields.phoneNumber') });
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await modal.getByRole('combobox', { name: new RegExp(`^${msg(language, 'users:fields.dateOfBirth')}`) }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expectNoSeriousViolations(page, `${where} date picker`);
  // Each month's name stays inside its button (Lebanon's two-word months included).
  const spilling = await page
    .locator('.fui-CalendarPicker__itemButton')
    .evaluateAll((buttons) => buttons.filter((b) => b.scrollHeight > b.clientHeight + 1).map((b) => b.textContent));
  expect(spilling).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toHaveCount(0);
}

/** The board's reject dialog, refusing an empty reason. */
async function checkRejectDialog(page: Page, language: TestLanguage, order: string, where: string) {
  await visit(page, '/kitchen-orders');
  await waitForScreen(page);
  const card = page.getByRole('article', { name: order, exact: true });
  await card.getByRole('button', { name: msg(language, 'kitchen:actions.reject'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: msg(language, 'kitchen:reject.title', { number: order }) });
  await dialog.getByRole('button', { name: msg(language, 'kitchen:reject.submit'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(msg(language, 'kitchen:reject.required'));
  await expectNoSeriousViolations(page, `${where} reject dialog`);
  await dialog.getByRole('button', { name: msg(language, 'kitchen:reject.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Shoots the list, a drawer over it and the board. The list is left scrolled to its end first: the board
 * must still open at its top, title and all.
 */
async function shootScreens(page: Page, language: TestLanguage, productId: number) {
  await openRoute(page, { path: '/products', kind: 'list' });
  await shot(page, `a11y-${language}-list`);
  await openRoute(page, { path: `/products/${productId}`, kind: 'show' });
  await shot(page, `a11y-${language}-drawer`);
  await openRoute(page, { path: '/products', kind: 'list' });
  await page.getByRole('main').evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
  await openRoute(page, { path: '/kitchen-orders', kind: 'list' });
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
  await shot(page, `a11y-${language}-board`);
}

async function prepare(request: APIRequestContext, language: string) {
  const product = await productWithNames(request);
  const order = await createOrder(request, product.id, unique(`E2E a11y ${language}`));
  const own = await api<{ data: { id: number } }>(request, '/products/add', {
    method: 'POST',
    data: { name: unique('E2E a11y'), price: 4.5 },
  });
  return { order, productId: own.data.id };
}

for (const { language, locale, name } of LANGUAGES) {
  test(`in ${name}, every route passes axe at 1440 px, and what it opens at 1440 and 390 px`, async ({
    browser,
    request,
  }) => {
    const routes = (await appRoutes(request)).filter((r) => !r.public);
    test.setTimeout(120_000 + routes.length * 8_000); // the walk at 1440 px, at most
    const { order, productId } = await prepare(request, language);
    const page = await newBrowserIn(browser, locale);
    await page.goto('/login');
    await expectNoSeriousViolations(page, `/login in ${language}`);
    await signInThroughForm(page, language, USERS.admin);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const at = `${language} @${size.width}:`;
      // Every route is walked at 1440 px, where each language's names are read; it is the only walk at that
      // width. At 390 px axe.spec.ts walks every route in English: the phone layout's DOM, roles and colours
      // are the same in every language (mirroring moves boxes, which axe does not judge), so here 390 px
      // checks only what staff open.
      const walked = size.width === WIDTHS[0].width ? routes : [];
      for (const route of walked) {
        await test.step(`${route.path} @${size.width}`, async () => {
          await openRoute(page, route);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoSeriousViolations(page, `${at} ${route.path}`);
        });
      }
      await test.step(`popovers @${size.width}`, async () => {
        await checkAccountMenu(page, language, at);
        await checkColumnFilter(page, language, at);
        await checkSavedDrawer(page, language, productId, at);
        await checkCreateModal(page, language, at);
        await checkRejectDialog(page, language, order, at);
      });
      await shootScreens(page, language, productId);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    await shootScreens(page, language, productId);
    await page.context().close();
  });
}
