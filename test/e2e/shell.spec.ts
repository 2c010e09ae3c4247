import { test as signedOut, type Page } from '@playwright/test';
import { expect, test } from './support';

const ALL_ENTRIES = [
  'Organizations',
  'Outlets',
  'Employees',
  'Products',
  'Product Variations',
  'Categories',
  'Addons',
  'Menus',
  'List',
  'Grid',
  'Kitchen Staff',
  'Users',
];

async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const names = await nav.getByRole('link').allInnerTexts();
  return names.map((n) => n.trim()).filter((n) => ALL_ENTRIES.includes(n));
}

test.describe('shell and access', () => {
  test('the administrator sees every sidebar entry', async ({ page }) => {
    await page.goto('/');
    expect((await sidebarEntries(page)).sort()).toEqual([...ALL_ENTRIES].sort());
  });

  test.describe(() => {
    test.use({ role: 'manager' });
    test('the manager sees everything but user management of users', async ({ page }) => {
      await page.goto('/');
      const entries = await sidebarEntries(page);
      expect(entries).not.toContain('Users');
      expect(entries).toContain('Kitchen Staff');
      expect(entries).toContain('Organizations');
    });
  });

  test.describe(() => {
    test.use({ role: 'kitchen' });
    test('kitchen staff see only the kitchen board', async ({ page }) => {
      await page.goto('/');
      expect(await sidebarEntries(page)).toEqual(['Grid']);
    });
  });

  test.describe(() => {
    test.use({ role: 'viewer' });
    test('a viewer gets the 403 page on a create route, with Back Home', async ({ page }) => {
      await page.goto('/users/create');
      await expect(page.getByText('Sorry, you are not authorized to access this page.')).toBeVisible();
      await page.getByRole('button', { name: 'Back Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('an unknown page shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back Home' })).toBeVisible();
  });

  test('the sidebar collapses to a narrow rail and back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(async () => Math.round((await nav.boundingBox())!.width)).toBe(256);
    await page.getByRole('button', { name: /collapse/i }).click();
    await expect.poll(async () => Math.round((await nav.boundingBox())!.width)).toBe(80);
    await page.getByRole('button', { name: /expand/i }).click();
    await expect.poll(async () => Math.round((await nav.boundingBox())!.width)).toBe(256);
  });

  test('on a phone the sidebar is a drawer opened from the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: /open navigation/i }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('on a slow network a move between lists keeps the list on view, with a loading bar, until the next is in', async ({
    page,
  }) => {
    await page.goto('/organizations');
    const from = page.getByRole('heading', { name: 'Organizations', level: 1 });
    await expect(from).toBeVisible();
    // The next screen's code is held back until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/assets/*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
    await expect.poll(() => asked).toBe(true);
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(from).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^List Categories \|/);
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  });

  // Signed out: the page is public.
  signedOut('the privacy policy is public and states the legal essentials', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const body = page.locator('main');
    await expect(body).toContainText('Lebanon');
    await expect(body).toContainText('Cedar Table Catering');
    await expect(body).toContainText('privacy@demo.test');
    await expect(body).toContainText(/under (the age of )?13/);
    for (const word of ['email', 'phone', 'address', 'usage data', 'retention', 'delet']) {
      await expect(body).toContainText(new RegExp(word, 'i'));
    }
  });
});
