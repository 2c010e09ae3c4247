import type { APIRequestContext, Page } from '@playwright/test';
import { visit, waitForScreen } from './a11y-support';
import { msg } from './catalogues';
import {
  createOrder as createNamedOrder,
  LANGUAGES,
  newBrowserIn,
  productWithNames,
  signInThroughForm,
} from './languages-support';
import { api, shot, unique } from './resources/kit';
import { DEMO_PASSWORD, expect, test, USERS } from './support';

/**
 * Arabic (right to left) and French, as staff whose browser speaks them meet the product: the login page,
 * the dashboard, a list, a drawer's auto-save, a create modal's validation, the kitchen board's Accept and
 * Reject, a printed ticket; at desktop and phone widths, with screenshots in /tmp/shots/lang-*.png. Every
 * word asserted is read from the language's catalogue, so English (or a bare key) left on a screen fails.
 */

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Nothing pushes the page sideways: no element wider than the viewport makes it scroll horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** An order for today with one item of `productId`; its label. */
const createOrder = (request: APIRequestContext, productId: number) =>
  createNamedOrder(request, productId, unique('E2E lang order'));

for (const { language, locale, dir } of LANGUAGES) {
  test.describe(`in ${language === 'ar' ? 'Arabic' : 'French'}`, () => {
    for (const size of WIDTHS) {
      test(`sign in, dashboard, a list, a drawer and a create modal (${size.name})`, async ({ browser, request }) => {
        test.setTimeout(120_000);
        const page = await newBrowserIn(browser, locale, size.width, size.height);
        const where = `lang-${language}-${size.width}`;
        // Before sign-in, the browser's language decides.
        await page.goto('/login');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        // The demo's form comes filled in: emptied, it is refused in the language.
        await page.getByLabel(msg(language, 'auth:login.email'), { exact: true }).fill('');
        await page.getByRole('button', { name: msg(language, 'auth:login.submit'), exact: true }).click();
        await expect(page.getByText(msg(language, 'auth:validation.emailRequired'))).toBeVisible();
        await shot(page, `${where}-login`);
        await signInThroughForm(page, language, USERS.admin);

        await waitForScreen(page);
        await expect(page).toHaveTitle(new RegExp(msg(language, 'shell:titles.dashboard')));
        await expectNoSidewaysScroll(page);
        await shot(page, `${where}-dashboard`);

        await visit(page, '/products');
        await waitForScreen(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          msg(language, 'words:resources.products.label'),
        );
        await expectNoSidewaysScroll(page);
        await shot(page, `${where}-products`);

        // A drawer: an edit saves itself, and says so in the language.
        const product = await api<{ data: { id: number } }>(request, '/products/add', {
          method: 'POST',
          data: { name: unique('E2E lang'), price: 4.5 },
        });
        await visit(page, `/products/${product.data.id}`);
        const drawer = page.getByRole('dialog');
        await expect(drawer).toBeVisible({ timeout: 20_000 });
        await drawer.getByLabel(msg(language, 'products:fields.description'), { exact: true }).fill('Zaatar, labneh');
        await expect(page.getByRole('status', { name: msg(language, 'kit:autosave.label') })).toContainText(
          msg(language, 'kit:autosave.saved'),
          { timeout: 15_000 },
        );
        await shot(page, `${where}-drawer`);

        // A create modal refuses an empty name with the language's message.
        await visit(page, '/products/create');
        const modal = page.getByRole('dialog');
        await expect(modal).toBeVisible({ timeout: 20_000 });
        await modal.getByRole('button', { name: msg(language, 'words:save'), exact: true }).click();
        await expect(modal.getByText(msg(language, 'products:validation.productName'))).toBeVisible();
        await shot(page, `${where}-create`);
        await page.context().close();
      });
    }

    test.describe(() => {
      test.use({ role: 'kitchen', locale });
      test('the board: Accept, Reject with a reason, a printed ticket', async ({ page, request }) => {
        test.setTimeout(90_000);
        const product = await productWithNames(request);
        const accepted = await createOrder(request, product.id);
        const rejected = await createOrder(request, product.id);
        await page.goto('/kitchen-orders');
        await expect(page.getByRole('heading', { name: msg(language, 'kitchen:board.title'), level: 1 })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const card = page.getByRole('article', { name: accepted, exact: true });
        await expect(card).toContainText(product.translations![language]!.name!);
        await card.getByRole('button', { name: msg(language, 'kitchen:actions.accept'), exact: true }).click();
        await expect(card).toContainText(msg(language, 'words:enums.order_statuses.processing'));
        await shot(page, `lang-${language}-board`);

        const other = page.getByRole('article', { name: rejected, exact: true });
        await other.getByRole('button', { name: msg(language, 'kitchen:actions.reject'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: msg(language, 'kitchen:reject.title', { number: rejected }) });
        await dialog.getByLabel(msg(language, 'kitchen:reject.reason')).fill('Out of chicken');
        await dialog.getByRole('button', { name: msg(language, 'kitchen:reject.submit'), exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(other).toHaveCount(0);

        // The ticket prints in the language, right to left in Arabic.
        await page.evaluate(() => {
          window.print = () => undefined;
        });
        await card.getByRole('button', { name: msg(language, 'printing:actions.ticket'), exact: true }).click();
        const ticket = page.locator('.print-root').last();
        await expect(ticket).toContainText(product.translations![language]!.name!);
        await expect(ticket.locator(`[dir="${dir}"][lang="${language}"]`).first()).toBeAttached();
      });
    });
  });
}

test.describe('the language follows the person', () => {
  test('chosen in the account menu: the page switches at once and another browser opens in it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = unique('E2E lang');
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    const password = 'lang-password-1';
    await api(request, '/users/add', {
      method: 'POST',
      data: { first_name: name, last_name: 'Lang', email, plaintext_password: password, role: 'manager' },
    });
    const page = await newBrowserIn(browser, 'en-US');
    await page.goto('/login');
    await signInThroughForm(page, 'en', email, password);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('radio', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(page.getByText(msg('fr', 'words:language'), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true); // no reload
    await page.context().close();

    // Saved on the profile: a browser asking for English opens in French after sign-in.
    const other = await newBrowserIn(browser, 'en-US');
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await signInThroughForm(other, 'en', email, password, 'fr');
    await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
    await other.context().close();
  });

  test('a kitchen user whose language is Arabic sees the board in Arabic on a new browser', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const product = await productWithNames(request);
    const label = await createOrder(request, product.id);
    const page = await newBrowserIn(browser, 'en-US');
    await page.goto('/login');
    await signInThroughForm(page, 'en', 'kitchen-ar@demo.test', DEMO_PASSWORD, 'ar');
    await page.goto('/kitchen-orders');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: msg('ar', 'kitchen:board.title'), level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('article', { name: label, exact: true })).toContainText(
      product.translations!.ar!.name!,
    );
    await shot(page, 'lang-ar-kitchen-user-board');
    await page.context().close();
  });
});
