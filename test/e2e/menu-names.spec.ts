import { visit, waitForScreen } from './a11y-support';
import { msg } from './catalogues';
import { api, shot, unique } from './resources/kit';
import { expect, test } from './support';

/**
 * The menu's names in Arabic, as an office worker whose browser speaks Arabic meets them: the products list
 * finds a dish typed in Arabic without its vowel marks, an order's summary reads with the Arabic names, and a
 * product variation's drawer edits its Arabic name.
 */

test.use({ locale: 'ar-LB' });

test('search in Arabic, the order summary and a variation’s names, in Arabic', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = unique('').trim();
  // Written with a shadda, as the menu prints it; searched without, as people type.
  const arabic = `فتّوش ${tag}`;
  const product = await api<{ data: { id: number; name: string } }>(request, '/products/add', {
    method: 'POST',
    data: { name: `E2E Fattoush ${tag}`, price: 6, translations: { ar: { name: arabic }, fr: { name: 'Fattouche' } } },
  });

  await visit(page, '/products');
  await waitForScreen(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('searchbox', { name: msg('ar', 'kit:list.search'), exact: true }).fill(`فتوش ${tag}`);
  await expect(page.getByRole('link', { name: new RegExp(arabic) })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: /E2E Fattoush/ })).toHaveCount(0);
  await shot(page, 'menu-names-ar-search');

  // An order with two of it: its summary, derived by the server in English, reads in Arabic.
  const order = await api<{ data: { id: number } }>(request, '/orders/add', {
    method: 'POST',
    data: { name: unique('E2E summary'), type: 'pick_up' },
  });
  await api(request, '/order-items/add', {
    method: 'POST',
    data: { order: order.data.id, product: product.data.id, quantity: 2 },
  });
  await visit(page, `/orders/${order.data.id}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByLabel(msg('ar', 'orders:fields.summary'), { exact: true })).toHaveValue(
    `2 × \u2068${arabic}\u2069`,
  );
  await shot(page, 'menu-names-ar-summary');

  // A variation's Arabic name, edited in its drawer and stored.
  const variation = await api<{ data: { id: number } }>(request, '/product-variations/add', {
    method: 'POST',
    data: { product: product.data.id, name: `Large ${tag}` },
  });
  await visit(page, `/product-variations/${variation.data.id}`);
  const variationDrawer = page.getByRole('dialog');
  await expect(variationDrawer).toBeVisible({ timeout: 20_000 });
  const arName = variationDrawer.getByLabel(msg('ar', 'products:translations.nameAr'), { exact: true });
  await arName.fill('صحن كبير');
  await arName.press('Tab');
  await expect(page.getByRole('status', { name: msg('ar', 'kit:autosave.label') })).toContainText(
    msg('ar', 'kit:autosave.saved'),
    { timeout: 15_000 },
  );
  const stored = await api<{ data: { results: Array<{ translations: unknown }> } }>(
    request,
    `/product-variations?id[]=${variation.data.id}`,
  );
  expect(stored.data.results[0].translations).toEqual({ ar: { name: 'صحن كبير' } });
  await shot(page, 'menu-names-ar-variation');
});
