import { test, type Page } from '@playwright/test';
import { api, expect, PAGE_LOAD, unique } from './resources/kit';
import { signIn } from './support';

/**
 * A kitchen board's settings belong to the device (the screen on the kitchen wall), not to the cook signed in
 * on it: its station, key map and large text survive Logout and another user signing in on the same browser,
 * while the signed-out user's session is gone (src/lib/browserStorage.ts, `device:` keys).
 *
 * A browser of its own (plain `test`: the suite's shared signed-in state must not be logged out) and a
 * station of its own, deleted at the end.
 */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const SETTINGS = 'Board settings';
const nextStepKey = (page: Page) =>
  page
    .getByRole('dialog', { name: SETTINGS })
    .getByRole('button', { name: /^Change the key to Next step for the selected card/ });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: SETTINGS }).click();
  const dialog = page.getByRole('dialog', { name: SETTINGS });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the board keeps its station, key map and large text when one cook signs out and another signs in', async ({
  page,
  request,
}) => {
  const name = unique('E2E Pass');
  const station = (await api(request, '/stations/add', { method: 'POST', data: { name, categories: [] } })).data as {
    id: number;
  };
  try {
    await signIn(page, 'kitchen');
    await page.goto('/kitchen-orders');

    await test.step('the first cook sets the board up: a station, the B key, large text', async () => {
      await page.getByRole('combobox', { name: 'Station' }).click(PAGE_LOAD);
      await page.getByRole('option', { name }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]station=${station.id}(&|$)`));
      const dialog = await openSettings(page);
      const large = dialog.getByRole('switch', { name: 'Large text' });
      await large.click();
      await expect(large).toBeChecked();
      await nextStepKey(page).click();
      await expect(dialog.getByRole('status')).toHaveText(/^Press the new key to Next step/);
      await page.keyboard.press('b');
      await expect(nextStepKey(page)).toHaveAccessibleName(/, now B$/);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('Logout clears the session and keeps the device settings', async () => {
      const revoked = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/jwt/revoke'));
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await revoked;
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(PAGE_LOAD);
      const stored = Object.fromEntries(await page.evaluate(() => Object.entries(localStorage)));
      expect(JSON.stringify(stored)).not.toContain('access_token');
      expect(JSON.parse(stored['device:kitchen-board'])).toMatchObject({ station: station.id, largeText: true });
    });

    await test.step('another user signs in on the same browser: the board is as the device had it', async () => {
      await signIn(page, 'manager');
      await page.goto('/kitchen-orders');
      await expect(page).toHaveURL(new RegExp(`[?&]station=${station.id}(&|$)`), PAGE_LOAD);
      await expect(page.getByRole('combobox', { name: 'Station' })).toHaveText(name, PAGE_LOAD);
      const dialog = await openSettings(page);
      await expect(dialog.getByRole('switch', { name: 'Large text' })).toBeChecked();
      await expect(nextStepKey(page)).toHaveAccessibleName(/, now B$/);
      await dialog.getByRole('button', { name: 'Close' }).click();
    });
  } finally {
    await api(request, `/stations/delete/${station.id}`, { method: 'DELETE' });
  }
});
