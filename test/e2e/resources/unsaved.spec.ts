import type { Dialog, Page } from '@playwright/test';
import { api, expect, field, openCreate, test, unique } from './kit';

/**
 * Unsaved changes (issue 4): leaving a dirty form by any route — an in-app link, the modal's own
 * Cancel, browser back, closing the tab — asks 'Are you sure you want to leave? You have unsaved changes.'
 * Saying no keeps the page, its URL and what was typed; saying yes leaves.
 */
const MESSAGE = 'Are you sure you want to leave? You have unsaved changes.';

/** Answers the next JavaScript dialog of `page` and resolves with it. */
function answerNextDialog(page: Page, accept: boolean): Promise<Dialog> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      if (accept) await dialog.accept();
      else await dialog.dismiss();
      resolve(dialog);
    });
  });
}

/** Opens Add New Organization from the list and types a name: a dirty create modal. */
async function dirtyCreateModal(page: Page) {
  await page.goto('/organizations');
  const dialog = await openCreate(page, 'Add New Organization');
  await expect(page).toHaveURL(/\/organizations\/create(\?|$)/);
  const name = unique('Unsaved');
  await field(dialog, 'Name').fill(name);
  return { dialog, name };
}

test.describe('Unsaved changes', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a dirty create modal asks on an in-app link and on Cancel: no stays, yes leaves', async ({ page }) => {
    const { dialog, name } = await dirtyCreateModal(page);
    // The modal's backdrop covers the side menu, so its link is followed by dispatching the click the way
    // any in-app link (a toast's, a shortcut's) is: through the router's guarded history.
    const outletsLink = page.locator('a[href="/outlets"]').first();

    let asked = answerNextDialog(page, false);
    await outletsLink.dispatchEvent('click');
    expect((await asked).message()).toBe(MESSAGE);
    await expect(page).toHaveURL(/\/organizations\/create(\?|$)/);
    await expect(field(dialog, 'Name')).toHaveValue(name);

    asked = answerNextDialog(page, false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await asked).message()).toBe(MESSAGE);
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Name')).toHaveValue(name);

    asked = answerNextDialog(page, true);
    await outletsLink.dispatchEvent('click');
    expect((await asked).message()).toBe(MESSAGE);
    await expect(page).toHaveURL(/\/outlets(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Outlets', level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a dirty create modal asks on browser back: no keeps page, URL and text; yes goes back', async ({ page }) => {
    const { dialog, name } = await dirtyCreateModal(page);

    let asked = answerNextDialog(page, false);
    await page.goBack();
    expect((await asked).message()).toBe(MESSAGE);
    await expect(page).toHaveURL(/\/organizations\/create(\?|$)/);
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Name')).toHaveValue(name);

    // Staying restored the history entry: back still means back to the list, and asks again.
    asked = answerNextDialog(page, true);
    await page.goBack();
    expect((await asked).message()).toBe(MESSAGE);
    await expect(page).toHaveURL(/\/organizations(\?|$)/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();
  });

  test('browser forward out of a dirty create modal asks too', async ({ page }) => {
    await page.goto('/organizations');
    const dialog = await openCreate(page, 'Add New Organization');
    // A clean modal leaves without asking; back to it, then dirty it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/organizations(\?|$)/);
    await page.goBack();
    await expect(dialog).toBeVisible();
    await field(dialog, 'Name').fill('Forward');

    let asked = answerNextDialog(page, false);
    await page.goForward();
    expect((await asked).message()).toBe(MESSAGE);
    await expect(page).toHaveURL(/\/organizations\/create(\?|$)/);
    await expect(field(dialog, 'Name')).toHaveValue('Forward');

    asked = answerNextDialog(page, true);
    await page.goForward();
    expect((await asked).message()).toBe(MESSAGE);
    await expect(page).toHaveURL(/\/organizations(\?|$)/);
    await expect(dialog).toBeHidden();
  });

  test('closing the tab with a dirty create modal asks (beforeunload); a clean one closes at once', async ({
    page,
  }) => {
    const { dialog, name } = await dirtyCreateModal(page);

    let asked = answerNextDialog(page, false);
    await page.close({ runBeforeUnload: true });
    expect((await asked).type()).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    await expect(page).toHaveURL(/\/organizations\/create(\?|$)/);
    await expect(field(dialog, 'Name')).toHaveValue(name);

    asked = answerNextDialog(page, true);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    expect((await asked).type()).toBe('beforeunload');
    await closed;
    expect(page.isClosed()).toBe(true);
  });

  test('a clean create modal leaves by back and by closing the tab without asking', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.type());
      await d.dismiss();
    });
    await page.goto('/organizations');
    const dialog = await openCreate(page, 'Add New Organization');
    await page.goBack();
    await expect(page).toHaveURL(/\/organizations(\?|$)/);
    await expect(dialog).toBeHidden();
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual([]);
  });

  test('a drawer field typed in but not yet saved asks on back and on closing the tab', async ({ page, request }) => {
    const name = unique('Unsaved drawer');
    const created = await api<{ data: { id: number } }>(request, '/organizations/add', {
      method: 'POST',
      data: { name, address: 'Old street' },
    });
    // The page's clock is held still after loading, so the typed text stays unsent (a field saves 1 s after
    // the last key, or when left) for as long as the test needs.
    await page.clock.install();
    await page.goto(`/organizations?filters[0][field]=search&filters[0][operator]=contains&filters[0][value]=${name}`);
    await page.getByRole('table', { name: 'Organizations' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${created.data.id}\\?`));
    const drawer = page.getByRole('dialog', { name: `Organization ${name}` });
    const address = field(drawer, 'Address');
    await expect(address).toHaveValue('Old street');
    // A second ahead: on a loaded machine more than 100 ms passed before the pause, which was then in the past.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await address.fill('New street 4');

    let asked = answerNextDialog(page, false);
    await page.goBack();
    expect((await asked).message()).toBe(MESSAGE);
    await expect(page).toHaveURL(new RegExp(`/organizations/${created.data.id}\\?`));
    await expect(address).toHaveValue('New street 4');

    asked = answerNextDialog(page, false);
    await page.close({ runBeforeUnload: true });
    expect((await asked).type()).toBe('beforeunload');
    await expect(address).toHaveValue('New street 4');

    asked = answerNextDialog(page, true);
    await page.goBack();
    expect((await asked).message()).toBe(MESSAGE);
    await expect(page).toHaveURL(/\/organizations\?/);
    await expect(drawer).toBeHidden();
  });
});
