import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, expect, PAGE_LOAD, shot, test } from './resources/kit';

/**
 * On a phone (390 x 844): the kitchen board shows a whole order card above the fold (its filters fold
 * behind one button, a long item list behind "Show items"), lists stack each row into a card that shows its key columns, list headers keep to one
 * row of buttons, the order drawer's items fit, and what a finger presses is at least 44 x 44 px.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expectTouchSized(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(Math.round(box.width), `${what} width`).toBeGreaterThanOrEqual(44);
  expect(Math.round(box.height), `${what} height`).toBeGreaterThanOrEqual(44);
}

/**
 * An open order with three items, one with a note, due at 00:05 in Beirut three weeks ago. Still open, it is
 * carried over onto today's board, where the oldest open order fires first: on the board's first page (20
 * a page) whatever other specs leave open, also once a run passes midnight and carries all of theirs over.
 */
async function longOpenOrderOfWeeksAgo(request: APIRequestContext): Promise<{ id: number; label: string }> {
  const date = DateTime.now().setZone('Asia/Beirut').startOf('day').minus({ weeks: 3 }).plus({ minutes: 5 });
  const order = (
    await api(request, '/orders/add', {
      method: 'POST',
      data: { name: 'E2E phone long', type: 'pick_up', date: date.toUTC().toISO() },
    })
  ).data as { id: number; order_number: number };
  const products = (await api(request, '/products?per_page=3')).data.results as { id: number }[];
  for (const [i, product] of products.entries())
    await api(request, '/order-items/add', {
      method: 'POST',
      data: { order: order.id, product: product.id, quantity: i + 1, ...(i === 0 ? { note: 'No onions' } : {}) },
    });
  return { id: order.id, label: `#${String(order.order_number).padStart(5, '0')}` };
}

/** The page itself does not scroll sideways. */
const pageOverflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

test.describe('Kitchen board', () => {
  test.use({ role: 'kitchen' });

  test('a whole order card is above the fold; long item lists and the filters open from a button', async ({
    page,
    request,
  }) => {
    const { id, label } = await longOpenOrderOfWeeksAgo(request);
    await page.goto('/kitchen-orders');
    const first = page.locator('article').first();
    await expect(first).toBeVisible(PAGE_LOAD);
    // Under the header, its controls and the All day bar, the first card's number and when to start show
    // without scrolling; and a card, scrolled to, fits one screen whole: its number, when to start, its items
    // (a long list folded) and its action buttons, from its top to its bottom.
    const ours = page.getByRole('article', { name: label, exact: true });
    await ours.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const card = (await ours.boundingBox())!;
    expect(card.y, 'the card starts on screen').toBeGreaterThanOrEqual(0);
    expect(card.y + card.height, 'the card ends on screen').toBeLessThanOrEqual(844);
    await first.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.getByRole('main').evaluate((main) => main.scrollTo({ top: 0 }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(first.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(first.getByText(/^(Due in|Start in|Start now|Overdue)/).first()).toBeInViewport();
    for (const action of await first.locator('[data-card-action]').all()) await expectTouchSized(action, 'Action');
    // A card with a long item list sums it up in a line and lists it whole from "Show items".
    const longId = await page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: 'Show items' }) })
      .first()
      .getAttribute('id');
    const long = page.locator(`article#${longId}`);
    const show = long.getByRole('button', { name: 'Show items' });
    await expectTouchSized(show, 'Show items');
    await expect(long.getByText(/^\d+ items · \d+ portions?$/)).toBeVisible();
    await expect(long.getByRole('list', { name: 'Items' })).toHaveCount(0);
    await show.click();
    await expect(long.getByRole('button', { name: 'Hide items' })).toHaveAttribute('aria-expanded', 'true');
    const items = long.getByRole('list', { name: 'Items' });
    await expect(items).toBeVisible();
    expect(await items.getByRole('listitem').count()).toBeGreaterThan(1);
    await long.getByRole('button', { name: 'Hide items' }).click();
    await expect(items).toHaveCount(0);
    // Nothing in the header is cut: the refresh time fits its row.
    const status = page
      .getByRole('status')
      .filter({ hasText: /refreshed/i })
      .first();
    expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'refresh time not cut').toBe(true);
    await expectTouchSized(page.getByRole('button', { name: 'Full screen' }), 'Full screen');
    // The filter rows are not on the page until asked for.
    await expect(page.getByRole('group', { name: 'Status' })).toHaveCount(0);
    await expectTouchSized(page.getByRole('button', { name: 'Refresh' }), 'Refresh');
    await expectTouchSized(page.getByRole('button', { name: /^(Enable|Test) sound$/ }), 'Sound');
    await expectTouchSized(page.getByRole('button', { name: 'Open navigation' }), 'Open navigation');
    await shot(page, 'columns-board');

    const filters = page.getByRole('button', { name: 'Filters' });
    await expectTouchSized(filters, 'Filters');
    await filters.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await shot(page, 'columns-board-filters');
    await drawer.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Completed', exact: true }).click();
    await expect(
      drawer.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Completed', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await drawer.getByRole('button', { name: 'Show orders' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/status=completed/i);
    await expect(page.getByRole('heading', { name: 'Kitchen Orders', level: 1 })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // Leave no open order behind: it would come first on every later board.
    await api(request, '/kitchen/update-order-status', {
      method: 'POST',
      data: { order_id: id, status: 'cancelled', reject_reason: 'E2E clean-up' },
    });
  });
});

test.describe('Lists and drawers', () => {
  test.use({ role: 'admin' });

  test('the orders list stacks each order into a card with its key columns', async ({ page }) => {
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    const row = table.locator('tbody tr').first();
    await expect(row).toBeVisible(PAGE_LOAD);
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // Number, name, status, date and total, each labelled, all inside the screen.
    await expect(row.getByRole('link', { name: /^#\d{5}$/ })).toBeInViewport();
    for (const label of ['Name', 'Status', 'Date', 'Total']) {
      const cell = row.locator(`td[data-label="${label}"]`);
      await expect(cell, label).toBeVisible();
      const box = (await cell.boundingBox())!;
      expect(box.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${label} ends on screen`).toBeLessThanOrEqual(390);
      expect(await cell.evaluate((td) => td.scrollWidth <= td.clientWidth + 1), `${label} is not cut`).toBe(true);
    }
    await expectTouchSized(row.getByRole('button', { name: /^Edit / }), 'Edit');
    await expectTouchSized(row.getByRole('button', { name: /^Delete / }), 'Delete');
    await expectTouchSized(row.getByRole('checkbox', { name: /^Select / }), 'Select checkbox');

    // The header's buttons keep to one row; exports fold behind More actions.
    const add = (await page.getByRole('button', { name: 'Add New' }).boundingBox())!;
    const more = page.getByRole('button', { name: 'More actions' });
    const refresh = page.getByRole('button', { name: 'Refresh' });
    for (const [name, target] of [
      ['More actions', more],
      ['Refresh', refresh],
    ] as const) {
      await expectTouchSized(target, name);
      const box = (await target.boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - (add.y + add.height / 2)), `${name} on the Add New row`).toBeLessThan(2);
    }
    await expect(page.getByRole('button', { name: 'Export Orders' })).toBeHidden();
    await more.click();
    await expect(page.getByRole('button', { name: 'Export Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Order Items' })).toBeVisible();
    await expectTouchSized(page.getByRole('button', { name: 'Open navigation' }), 'Open navigation');
    await shot(page, 'columns-orders');
  });

  test('the order drawer’s items fit the drawer, total and actions included', async ({ page, request }) => {
    const orders = await api(request, '/orders?per_page=50&order_by=order_number&order=ASC');
    const withItems = [];
    for (const o of orders.data.results) {
      const items = await api(request, `/order-items?parent_order=${o.id}&per_page=1`);
      if (items.data.meta.total_count) {
        withItems.push(o);
        break;
      }
    }
    const order = withItems[0];
    expect(order, 'a demo order with items').toBeTruthy();
    await page.goto(`/orders/${order.id}`);
    const drawer = page.getByRole('dialog', { name: new RegExp(order.name) });
    const items = drawer.getByRole('table', { name: 'Order Items' });
    await expect(items).toBeVisible(PAGE_LOAD);
    await items.scrollIntoViewIfNeeded();
    const fit = await items.evaluate((el) => ({
      scroll: el.parentElement!.scrollWidth,
      client: el.parentElement!.clientWidth,
    }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    const firstItem = items.locator('tbody tr').first();
    const drawerBox = (await drawer.boundingBox())!;
    for (const target of [
      firstItem.locator('td[data-label="Total"]'),
      firstItem.getByRole('button', { name: /^Edit / }),
      firstItem.getByRole('button', { name: /^Delete / }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      await expect(target).toBeVisible();
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(drawerBox.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(drawerBox.x + drawerBox.width + 0.5);
    }
    await expectTouchSized(firstItem.getByRole('button', { name: /^Edit / }), 'Edit item');
    await expectTouchSized(firstItem.getByRole('button', { name: /^Delete / }), 'Delete item');
    await shot(page, 'columns-order-drawer');
  });

  test('the menu drawer’s date filters are finger-sized and its items fit', async ({ page, request }) => {
    const menu = (await api(request, '/menus?per_page=1&order_by=id&order=ASC')).data.results[0];
    await page.goto(`/menus/${menu.id}`);
    // The menu opens on its Menu Items table.
    const range = page.getByRole('group', { name: 'Date range' });
    await expect(range).toBeVisible(PAGE_LOAD);
    for (const label of ['From', 'To']) {
      const input = range.getByRole('combobox', { name: label }).or(range.getByRole('textbox', { name: label }));
      // The date pickers load after the group shows and the drawer may render again meanwhile: measured
      // until the field is on screen.
      const field = input.locator('xpath=ancestor::span[contains(@class,"fui-Input")][1]');
      await expect
        .poll(async () => Math.round((await field.boundingBox())?.height ?? 0), { message: `${label} height` })
        .toBeGreaterThanOrEqual(44);
    }
    const items = page.getByRole('table', { name: 'Menu Items' });
    await expect(items.locator('tbody tr').first()).toBeVisible(PAGE_LOAD);
    const fit = await items.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);
    expect(fit, 'the items fit the drawer').toBeLessThanOrEqual(0);
    const first = items.locator('tbody tr').first();
    for (const label of ['Date', 'Category', 'Allergens'])
      await expect(first.locator(`td[data-label="${label}"]`)).toBeVisible();
    await expectTouchSized(first.getByRole('button', { name: /^Delete / }), 'Delete menu item');
    await shot(page, 'columns-menu-drawer');
  });
});
