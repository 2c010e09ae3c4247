import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * A viewer reads records as text (label and value pairs, no disabled controls, no auto-save status), and
 * the 403 and 404 pages take the place of the page, each with its level-one heading.
 */

const LOAD = { timeout: 30_000 };
const SHOTS = process.env.A11Y_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`) });
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test.describe(() => {
      test.use({ role: 'viewer' });

      test('a viewer sees an outlet as label and value pairs, without controls or auto-save', async ({ page }) => {
        await page.goto('/outlets/1');
        const drawer = page.getByRole('dialog', { name: /^Outlet / });
        await expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible(LOAD);
        await expect(drawer.getByText('You can read this outlet but not change it.', { exact: true })).toBeVisible();
        await expect(drawer.getByText('Reason: Missing Required AUthorization', { exact: true })).toBeVisible();

        const term = (label: string) => drawer.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
        const valueOf = (label: string) => term(label).locator('xpath=following-sibling::dd[1]');
        await expect(term('Organization')).toBeVisible();
        await expect(valueOf('Opening Hours From')).toHaveText(/^\d\d:\d\d [ap]m$/);
        await expect(valueOf('Holidays')).toHaveText(/day/);
        await expect(valueOf('Time Zone')).not.toHaveText('');
        // On the outlet's clock (Beirut), named when the browser is elsewhere.
        await expect(valueOf('Date Created')).toHaveText(/^\d\d\/\d\d\/\d{4} at \d\d:\d\d [ap]m( \(Asia\/Beirut\))?$/);

        // Text, not disabled form controls; nothing is being saved.
        await expect(drawer.getByRole('textbox')).toHaveCount(0);
        await expect(drawer.getByRole('combobox')).toHaveCount(0);
        await expect(drawer.locator('input, select, textarea')).toHaveCount(0);
        await expect(page.getByRole('status', { name: 'Auto save' })).toHaveCount(0);
        await expect(drawer.getByText('waiting for changes')).toHaveCount(0);
        await shot(page, 'read-only-drawer');
      });

      test('a viewer opening /users/create sees only the 403 page', async ({ page }) => {
        await page.goto('/users/create');
        const main = page.getByRole('main');
        await expect(main.getByText('Sorry, you are not authorized to access this page.')).toBeVisible(LOAD);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText('Error 403');
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        // The Users list is not rendered above it.
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
        await expect(page.getByText('Sorry, you are not authorized to access this page.')).toBeInViewport();
        await expect(main.getByRole('button', { name: 'Back Home' })).toBeVisible();
        await shot(page, 'forbidden');
      });
    });

    test('an unknown route shows the 404 page with its heading', async ({ page }) => {
      await page.goto('/no-such-page');
      const main = page.getByRole('main');
      await expect(main.getByText('Sorry, the page you visited does not exist.')).toBeVisible(LOAD);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    });
  });
}
