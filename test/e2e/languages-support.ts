import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { msg, msgPattern, type TestLanguage } from './catalogues';
import { api } from './resources/kit';
import { DEMO_PASSWORD, expect } from './support';

/** Shared by the language specs: the languages checked, a browser speaking one, sign-in through its form. */

export const LANGUAGES = [
  { language: 'ar', locale: 'ar-LB', dir: 'rtl', name: 'Arabic' },
  { language: 'fr', locale: 'fr-FR', dir: 'ltr', name: 'French' },
] as const;

export async function newBrowserIn(browser: Browser, locale: string, width = 1440, height = 900): Promise<Page> {
  // A browser of its own: signed out (none of the suite's saved session), speaking `locale`.
  const context = await browser.newContext({
    locale,
    viewport: { width, height },
    storageState: { cookies: [], origins: [] },
  });
  return context.newPage();
}

/** The account button's name in `language`: 'RH, account menu' with initials, 'Account menu' without. */
export const accountButton = (language: TestLanguage) =>
  new RegExp(
    `${msgPattern(language, 'shell:account.buttonWithInitials').source}|^${msg(language, 'shell:account.button')}$`,
  );

/** Signs in through the form shown in `language`; the app then speaks `appLanguage` (the user's own). */
export async function signInThroughForm(
  page: Page,
  language: TestLanguage,
  email: string,
  password = DEMO_PASSWORD,
  appLanguage: TestLanguage = language,
) {
  await page.getByLabel(msg(language, 'auth:login.email'), { exact: true }).fill(email);
  await page.getByLabel(msg(language, 'auth:login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: msg(language, 'auth:login.submit'), exact: true }).click();
  await expect(page.getByRole('button', { name: accountButton(appLanguage) })).toBeVisible({ timeout: 20_000 });
}

const ZONE = 'Asia/Beirut';
/** Noon in Beirut today: inside the board's Today whatever the UTC offset. */
const noonToday = () => DateTime.now().setZone(ZONE).startOf('day').plus({ hours: 12 }).toUTC().toISO()!;

/** An order for today with one item of `productId`, made through the API as the administrator; its label. */
export async function createOrder(request: APIRequestContext, productId: number, name: string): Promise<string> {
  const order = await api<{ data: { id: number; order_number: number } }>(request, '/orders/add', {
    method: 'POST',
    data: { name, type: 'pick_up', date: noonToday(), note: 'Languages e2e' },
  });
  await api(request, '/order-items/add', {
    method: 'POST',
    data: { order: order.data.id, product: productId, quantity: 2 },
  });
  return `#${String(order.data.order_number).padStart(5, '0')}`;
}

export interface TranslatedProduct {
  id: number;
  name: string;
  translations?: { ar?: { name?: string }; fr?: { name?: string } } | null;
}
/** A demo product named in Arabic and French. */
export async function productWithNames(request: APIRequestContext): Promise<TranslatedProduct> {
  const page = await api<{ data: { results: TranslatedProduct[] } }>(request, '/products?per_page=100');
  const product = page.data.results.find((p) => p.translations?.ar?.name && p.translations?.fr?.name);
  expect(product, 'the demo menu has a product named in Arabic and French').toBeTruthy();
  return product!;
}
