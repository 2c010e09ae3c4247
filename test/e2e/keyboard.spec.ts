import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, pickLookup } from './resources/kit';
import { expect, test } from './support';

/** Keyboard paths: skip link, column filters, drawers and modals, board actions, focus rings. */

const LOAD = { timeout: 30_000 };

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, max = 200): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const organizationsTable = (page: Page) => page.getByRole('table', { name: 'Organizations' });

test.describe('keyboard', () => {
  // The item dialogs' tests open a drawer, then a dialog three times over: room for a loaded 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('the first Tab reaches "Skip to main content", which jumps past the navigation', async ({ page }) => {
    await page.goto('/organizations');
    const firstRecord = organizationsTable(page).getByRole('link').first();
    await expect(firstRecord).toBeVisible(LOAD);
    const withoutSkip = await tabTo(page, firstRecord);

    await page.reload();
    await expect(firstRecord).toBeVisible(LOAD);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await expect(main).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await main.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement)).toBe(
      true,
    );
    // The sidebar's entries are no longer in the way of the first record.
    const withSkip = 2 + (await tabTo(page, firstRecord));
    expect(withSkip).toBeLessThan(withoutSkip - 5);
  });

  test('a column filter takes focus when it opens and gives it back to its button on close', async ({ page }) => {
    await page.goto('/organizations');
    await expect(organizationsTable(page)).toBeVisible(LOAD);
    const trigger = page.getByRole('button', { name: 'Filter Name' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Filter Name' });
    await expect(popover.getByRole('textbox', { name: 'Name contains' })).toBeFocused(LOAD);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();

    // Applying the filter (Enter in its box) also returns focus to the button.
    await page.keyboard.press('Enter');
    await expect(popover.getByRole('textbox', { name: 'Name contains' })).toBeFocused();
    await page.keyboard.type('a');
    await page.keyboard.press('Enter');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a checkbox filter puts focus on its first option', async ({ page }) => {
    await page.goto('/product-variations');
    const trigger = page.getByRole('button', { name: 'Filter Stock Status' });
    await expect(trigger).toBeVisible(LOAD);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Filter Stock Status' });
    await expect(popover.getByRole('checkbox').first()).toBeFocused(LOAD);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('closing a drawer (Escape or Close) returns focus to the row link that opened it', async ({ page }) => {
    // A demo organization no other spec changes (specs running alongside add and delete their own).
    await page.goto('/organizations');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Hamra Medical Center');
    // The row's link, found by its name: its address carries the list's query, which the search changes.
    const sameRow = organizationsTable(page).getByRole('link', { name: 'Hamra Medical Center' }).first();
    // The row is on the first page before the search too: the search's answer (one organization) is what
    // leaves it still; focusing it earlier, the answer would replace the row under the keyboard.
    await expect(page.getByText('1 organization in total')).toBeVisible(LOAD);
    await expect(sameRow).toBeVisible();

    const drawer = page.getByRole('dialog', { name: /^Organization / });
    const loaded = () => expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible(LOAD);
    await closingReturnsFocus(page, drawer, sameRow, 'Escape', loaded);
    await closingReturnsFocus(page, drawer, sameRow, 'Close', loaded);
  });

  test('focus returns to the row link when a colleague changed organizations while the drawer was open', async ({
    page,
    request,
  }) => {
    await page.goto('/organizations');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Hamra Medical Center');
    const sameRow = organizationsTable(page).getByRole('link', { name: 'Hamra Medical Center' }).first();
    await expect(page.getByText('1 organization in total')).toBeVisible(LOAD);
    const drawer = page.getByRole('dialog', { name: /^Organization / });
    await closingReturnsFocus(page, drawer, sameRow, 'Escape', async () => {
      await expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible(LOAD);
      // Someone else adds and removes an organization: the live list refetches under the drawer.
      const added = await api(request, '/organizations/add', {
        method: 'POST',
        data: { name: `Colleague ${Date.now()}` },
      });
      const listed = page.waitForResponse((res) => /\/organizations\?/.test(res.url()) && res.ok());
      await api(request, `/organizations/delete/${added.data.id}`, { method: 'DELETE' });
      await listed;
      await expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible();
    });
  });

  test('closing the create modal returns focus to Add New', async ({ page }) => {
    await page.goto('/organizations');
    const addNew = page.getByRole('button', { name: 'Add New' });
    await expect(addNew).toBeVisible(LOAD);
    await closingReturnsFocus(page, page.getByRole('dialog', { name: 'Add New Organization' }), addNew, 'Escape');
  });

  test('a time field shows a focus ring', async ({ page }) => {
    await page.goto('/outlets/1');
    const drawer = page.getByRole('dialog');
    const from = drawer.getByLabel('Opening Hours From');
    await expect(from).toBeVisible(LOAD);
    await from.focus();
    const ring = await from.evaluate((el) => {
      const box = getComputedStyle(el.closest('.fui-Combobox')!);
      return { style: box.outlineStyle, width: parseFloat(box.outlineWidth), color: box.outlineColor };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.color).not.toBe('rgba(0, 0, 0, 0)');
  });

  test.describe(() => {
    test.use({ role: 'kitchen' });
    test('after Accept on the board, focus stays on that card', async ({ page, request }) => {
      const order = await createPendingOrder(request);
      await page.goto('/kitchen-orders');
      const card = page
        .getByRole('region', { name: 'Orders' })
        .getByRole('article', { name: order.label, exact: true });
      const accept = card.getByRole('button', { name: 'Accept' });
      await expect(accept).toBeVisible(LOAD);
      await accept.focus();
      await page.keyboard.press('Enter');
      const next = card.getByRole('button', { name: 'Complete' });
      await expect(next).toBeVisible();
      await expect(next).toBeFocused();
    });
  });

  test('the order item dialog gives focus back to Add New or the row’s Edit on Escape, Cancel and Save', async ({
    page,
    request,
  }) => {
    const order = await createPendingOrder(request);
    await page.goto(`/orders/${order.id}`);
    const items = page.getByRole('dialog', { name: /Keyboard e2e/ }).getByRole('region', { name: 'Order Items' });
    const addNew = items.getByRole('button', { name: 'Add New' });
    await expect(addNew).toBeVisible(LOAD);
    const dialog = page.getByRole('dialog', { name: /^(Add|Edit) Order Item$/ });

    await closingReturnsFocus(page, dialog, addNew, 'Escape');
    await closingReturnsFocus(page, dialog, addNew, 'Save', () => pickLookup(dialog, 'Product', 'Falafel'));
    const edit = items.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible(LOAD);
    await closingReturnsFocus(page, dialog, edit, 'Cancel');
    await closingReturnsFocus(page, dialog, edit, 'Save', () =>
      expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue(/Falafel/i, LOAD),
    );
  });

  test('the menu item dialog gives focus back to Add New or the row’s Edit on Escape, Cancel and Save', async ({
    page,
    request,
  }) => {
    const menuId = await firstMenuId(request);
    await page.goto(`/menus/${menuId}`);
    // The menu opens on its Menu Items table.
    const drawer = page.getByRole('dialog', { name: /^Menu / });
    const addNew = drawer.getByRole('button', { name: 'Add New' });
    const edit = drawer
      .getByRole('table', { name: 'Menu Items' })
      .getByRole('button', { name: /^Edit / })
      .first();
    await expect(edit).toBeVisible(LOAD);
    const dialog = page.getByRole('dialog', { name: /^(Add|Edit) Menu Item$/ });

    await closingReturnsFocus(page, dialog, addNew, 'Escape');
    await closingReturnsFocus(page, dialog, edit, 'Cancel');
    await closingReturnsFocus(page, dialog, edit, 'Save', () =>
      expect(dialog.getByRole('combobox', { name: 'Product' })).not.toHaveValue('', LOAD),
    );
  });
});

/**
 * Opens `dialog` from `opener` with Enter, waits for it (`ready`, else until it shows), closes it with Escape or
 * with Enter on the button named `close`, and expects focus back on `opener`.
 */
async function closingReturnsFocus(
  page: Page,
  dialog: Locator,
  opener: Locator,
  close: 'Escape' | 'Cancel' | 'Save' | 'Close',
  ready?: () => Promise<unknown>,
) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await (ready ? ready() : expect(dialog).toBeVisible(LOAD));
  if (close === 'Escape') await page.keyboard.press('Escape');
  else {
    await dialog.getByRole('button', { name: close }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(dialog).toBeHidden(LOAD);
  await expect(opener).toBeFocused();
}

async function firstMenuId(request: APIRequestContext): Promise<number> {
  return (await api(request, '/menus?per_page=1&order_by=id&order=ASC')).data.results[0].id as number;
}

async function createPendingOrder(request: APIRequestContext): Promise<{ id: number; label: string }> {
  const due = DateTime.now().setZone('Asia/Beirut').startOf('day').plus({ hours: 12 }).toUTC().toISO();
  const order = (
    await api(request, '/orders/add', {
      method: 'POST',
      data: { name: `Keyboard e2e ${Date.now().toString(36)}`, type: 'pick_up', date: due, status: 'pending' },
    })
  ).data as { id: number; order_number: number };
  return { id: order.id, label: `#${String(order.order_number).padStart(5, '0')}` };
}
