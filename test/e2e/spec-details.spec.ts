import { test as plain } from '@playwright/test';
import { signIn } from './support';
import { api, expect, PAGE_LOAD, shot, test } from './resources/kit';

/**
 * The spec's last details: the drawer's breadcrumb and buttons, each import modal's title, the brand's
 * dark colour, the saved colour mode, and a logout that clears local storage.
 */

test.describe.configure({ timeout: 60_000 });

/** A persisted slice of the store (redux-persist keeps each as JSON text inside its one entry). */
async function persisted(page: import('@playwright/test').Page, slice: string): Promise<any> {
  const blob = await page.evaluate(() => localStorage.getItem('persist:catering-back-office'));
  return blob ? JSON.parse(JSON.parse(blob)[slice] ?? 'null') : null;
}

test('a detail drawer shows its breadcrumb and Refresh, List, Edit and Delete', async ({ page, request }) => {
  const outlet = (await api(request, '/outlets?per_page=1&order_by=name')).data.results[0];
  await page.goto(`/outlets/${outlet.id}`);
  const drawer = page.getByRole('dialog', { name: `Outlet ${outlet.name}` });
  const crumbs = drawer.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Outlets' })).toBeVisible(PAGE_LOAD);
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs.getByText(outlet.name)).toHaveAttribute('aria-current', 'page');
  const toolbar = drawer.getByRole('toolbar', { name: 'Outlet actions' });
  await shot(page, 'drawer-header');

  const refetched = page.waitForResponse(
    (r) => r.url().includes('/outlets?') && decodeURIComponent(r.url()).includes(`id[]=${outlet.id}`),
  );
  await toolbar.getByRole('button', { name: 'Refresh' }).click();
  await refetched;

  await toolbar.getByRole('button', { name: 'Edit' }).click();
  await expect(drawer.locator('.fui-DrawerBody :focus')).toHaveCount(1);

  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await toolbar.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/outlets(\?.*)?$/);
  await expect(drawer).toBeHidden();
});

test("the products import modal is titled 'Import Products', the others 'Import Records'", async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const products = page.getByRole('dialog', { name: 'Import Products' });
  await expect(products.getByRole('heading', { name: 'Import Products' })).toBeVisible();
  await products.getByRole('button', { name: 'Close' }).click();

  await page.goto('/outlets');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Import Records' }).getByRole('heading', { name: 'Import Records' }),
  ).toBeVisible();
});

test('primary_color_dark is derived when the settings lack it and themes hovers; colorMode is saved, light shown', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  // The server sends primary_color #0F6CBD and no primary_color_dark: +20 per channel.
  await expect.poll(async () => (await persisted(page, 'settings'))?.value?.primary_color_dark).toBe('#2380D1');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('colorMode'))).toBe('light');
  const vars = await page.evaluate(() => {
    const style = getComputedStyle(document.querySelector('.fui-FluentProvider')!);
    return ['--colorNeutralBackground1', '--colorBrandBackground', '--colorBrandBackgroundHover'].map((name) =>
      style.getPropertyValue(name),
    );
  });
  // Light, in primary_color. primary_color_dark is the hover shade only while white text on it reaches 4.5:1;
  // white on #2380D1 is 4.13:1, so the hover is Fluent's own darker step of the brand ramp.
  expect(vars.map((v) => v.trim().toUpperCase())).toEqual(['#FFFFFF', '#0F6CBD', '#0E60A9']);
});

plain.describe('logout', () => {
  // A fresh browser context, signed in here: the shared signed-in state must not be logged out.
  plain('clears local storage, not only the session', async ({ page }) => {
    await signIn(page, 'manager');
    await page.evaluate(() => localStorage.setItem('product-view', 'card'));
    await expect.poll(async () => (await persisted(page, 'session'))?.access_token).toBeTruthy();
    const token: string = (await persisted(page, 'session')).access_token;
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const stored = await page.evaluate(() => Object.entries(localStorage));
    expect(stored.filter(([key]) => key === 'product-view' || key === 'colorMode')).toEqual([]);
    expect(stored.filter(([, value]) => value.includes(token))).toEqual([]);
  });
});
