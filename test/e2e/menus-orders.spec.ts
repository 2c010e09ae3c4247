import type { Locator, Page } from '@playwright/test';
import { expect, clickOnFrozenClock, freezeClock, test, untilVisibleOnFrozenClock } from './support';
import { api, EXPORT_MESSAGE, LOAD, mailsWith, shot, shown, unique, API } from './menus-orders-support';

/**
 * Orders (issue 5). Menus are in menus-orders-menus.spec.ts. Every test works on orders it creates itself
 * with a unique name, or only reads (two workers share one demo database). No sleeps: every step waits
 * on a condition.
 */
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
test.describe.configure({ timeout: 180_000 });

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Picks a product in the item dialog's lookup by typing part of its name. */
async function pickProduct(dialog: Locator, typed: string) {
  const box = dialog.getByRole('combobox', { name: 'Product' });
  await box.click();
  await box.fill(typed);
  // The lookup's list box, not the Variation select's options.
  await dialog.page().getByRole('listbox').getByRole('option').first().click();
}

/** The order's drawer, also while a dialog on top hides it from the accessibility tree. */
const orderDrawer = (page: Page, name: string) =>
  page.getByRole('dialog', { name: new RegExp(name), includeHidden: true });

const totalText = (page: Page) => page.getByRole('region', { name: 'Orders list' }).getByText(/^\d+ orders in total$/);

test.describe('orders', () => {
  test('rows expand to show the order items; both exports show the notice and mail a CSV', async ({ page }) => {
    const since = Date.now();
    await page.goto('/orders');
    await expect(page.getByRole('link', { name: /^#\d{5}$/ }).first()).toBeVisible(LOAD);
    const expand = page.getByRole('button', { name: 'Expand row' }).first();
    await expand.click();
    const items = page.getByRole('region', { name: /^Items of #\d{5}$/ });
    await expect(items).toBeVisible();
    await expect(items.getByRole('table').or(items.getByText('No items yet.'))).toBeVisible(LOAD);
    await shot(page, 'orders-expanded');

    await page.getByRole('button', { name: 'Export Orders' }).click();
    await expect(page.getByText(EXPORT_MESSAGE).first()).toBeVisible();
    await page.getByRole('button', { name: 'Export Order Items' }).click();
    await expect(page.getByText(EXPORT_MESSAGE)).toHaveCount(2);
    await expect.poll(() => mailsWith(since, 'your orders export'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => mailsWith(since, 'your order-items export'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  });

  test('the date filter is a from/to calendar, shown DD/MM/YYYY, sent as date_between and kept in the URL', async ({
    page,
    request,
  }) => {
    // A day that has orders: the first demo order's. (The demo's "today" is Beirut's, which is not the
    // UTC day from 22:00 UTC; a day with no orders shows the empty state instead of the columns.)
    const firstOrder = (await api(request, '/orders?per_page=1&order_by=order_number&order=ASC')).data.results[0];
    const today = isoDay(new Date(firstOrder.date as string));
    const tomorrow = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000));
    // The footer must show what the list's own latest request answered for exactly this date_between.
    // (Counts taken beforehand race with the other worker's tests, which create orders for today, and a
    // live refetch may answer again at any time: every answer is read as it arrives, the latest kept.)
    const latest = new Map<string, number>();
    page.on('response', (r) => {
      if (r.request().method() !== 'GET' || !r.url().includes(`${API}/orders?`)) return;
      const key = new URL(r.url()).searchParams.get('date_between') ?? 'all';
      r.json().then(
        (body) => latest.set(key, body.data.meta.total_count),
        () => undefined, // navigated away before the body was read: a later answer counts
      );
    });
    const showsAnswerFor = (dateBetween: string | null) =>
      expect
        .poll(async () => {
          const total = latest.get(dateBetween ?? 'all');
          return total !== undefined && (await totalText(page).textContent()) === `${total} orders in total`;
        }, LOAD)
        .toBe(true);

    await page.goto('/orders');
    await showsAnswerFor(null);

    // From: a click on today's date in the calendar; To follows (a one-day range).
    await page.getByRole('button', { name: 'Filter Date' }).click();
    const range = page.getByRole('group', { name: 'Date range' });
    await range.getByRole('combobox', { name: 'From' }).click();
    const [y, m, d] = today.split('-').map(Number);
    const dayName = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // The calendar names its days like "21, November, 2026".
    const [month] = dayName.split(' ');
    await page
      .getByRole('dialog', { name: 'Calendar' })
      .getByRole('button', { name: `${d}, ${month}, ${y}`, exact: true })
      .click();
    await expect(range.getByRole('combobox', { name: 'From' })).toHaveValue(shown(today));
    await expect(range.getByRole('combobox', { name: 'To' })).toHaveValue(shown(today));
    await shot(page, 'orders-date-filter');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await showsAnswerFor(`${today},${today}`);
    await expect(page.getByRole('button', { name: 'Filter Date' })).toHaveAttribute('aria-pressed', 'true');

    // To typed as DD/MM/YYYY: the range widens to tomorrow.
    await page.getByRole('button', { name: 'Filter Date' }).click();
    const to = range.getByRole('combobox', { name: 'To' });
    await expect(to).toHaveValue(shown(today));
    await to.fill(shown(tomorrow));
    await to.blur();
    await expect(to).toHaveValue(shown(tomorrow));
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await showsAnswerFor(`${today},${tomorrow}`);
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toContain(encodeURIComponent(tomorrow));

    // Kept in the URL: a reload shows the same range.
    latest.clear();
    await page.reload();
    await showsAnswerFor(`${today},${tomorrow}`);
    await page.getByRole('button', { name: 'Filter Date' }).click();
    await expect(range.getByRole('combobox', { name: 'From' })).toHaveValue(shown(today));
    await expect(range.getByRole('combobox', { name: 'To' })).toHaveValue(shown(tomorrow));

    // Clearable.
    await range.getByRole('button', { name: 'Clear dates' }).click();
    await expect(range.getByRole('combobox', { name: 'From' })).toHaveValue('');
    // Back to the unfiltered list, possibly from the cache: the footer shows the latest unfiltered answer.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await showsAnswerFor(null);
    expect(new URL(page.url()).searchParams.toString()).not.toContain(today);
  });

  test('take a phone order with two items: the item dialog opens over the order, totals on screen equal the API after every change', async ({
    page,
    request,
  }) => {
    const name = unique('E2E Phone Order');
    // The undo window of the item's delete below runs on the page's clock, frozen while it shows.
    await page.clock.install();
    await page.goto('/orders/create');
    const modal = page.getByRole('dialog', { name: /Add New Order/ });
    await expect(modal).toBeVisible(LOAD);
    await modal.getByRole('button', { name: /^(Save|Create|Submit)$/ }).click();
    await expect(modal.getByText('Please enter name')).toBeVisible();
    await modal.getByLabel('Name').fill(name);
    await modal.getByLabel('Discount').fill('1.5');
    await modal.getByRole('button', { name: /^(Save|Create|Submit)$/ }).click();
    await expect(modal).toBeHidden(LOAD);

    const found = await api(request, `/orders?name=${encodeURIComponent(name)}`);
    const id = found.data.results[0].id as number;
    await page.goto(`/orders/${id}`);
    const drawer = orderDrawer(page, name);
    await expect(drawer).toBeVisible(LOAD);
    // The title reads '#00042 <name>': the number is shown, the name is what the pencil edits.
    const number = `#${String(found.data.results[0].order_number).padStart(5, '0')}`;
    await expect(drawer.locator('h2')).toContainText(`${number} ${name}`);

    /** The drawer's totals equal the order as the API returns it, and the sum of its items. */
    const totalsMatchApi = async (count: number) => {
      await expect
        .poll(async () => (await api(request, `/order-items?parent_order=${id}`)).data.meta.total_count, LOAD)
        .toBe(count);
      const order = (await api(request, `/orders?id[]=${id}`)).data.results[0];
      const items = (await api(request, `/order-items?parent_order=${id}`)).data.results as { total: number }[];
      expect(order.subtotal).toBeCloseTo(
        items.reduce((s, i) => s + i.total, 0),
        2,
      );
      expect(order.total).toBeCloseTo(Math.max(0, order.subtotal - 1.5), 2);
      await expect(drawer.getByTestId('order-subtotal')).toHaveText(usd(order.subtotal), LOAD);
      await expect(drawer.getByTestId('order-total')).toHaveText(usd(order.total));
      if (count)
        await expect(drawer.getByRole('table', { name: 'Order Items' }).getByRole('row')).toHaveCount(count + 1);
    };

    // The drawer is one element across the order and its item routes: a mark put on it now must survive
    // every Add / Edit dialog below (a remount would replay its opening animation and refetch the order).
    const mark = () => drawer.evaluate((el) => (el as HTMLElement & { e2eMark?: string }).e2eMark);
    await drawer.evaluate((el) => ((el as HTMLElement & { e2eMark?: string }).e2eMark = 'the first drawer'));

    let n = 0;
    for (const [product, qty, discount] of [
      ['a', '3', '12.5'],
      ['e', '2', '0'],
    ]) {
      await drawer.getByRole('button', { name: 'Add New' }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${id}/items/create`));
      const dialog = page.getByRole('dialog', { name: 'Add Order Item' });
      await expect(dialog).toBeVisible(LOAD);
      // The order stays open beneath the dialog.
      await expect(drawer).toBeVisible();
      await pickProduct(dialog, product);
      await expect(dialog.getByLabel('Unit Price')).not.toHaveValue('');
      await dialog.getByLabel('Quantity').fill(qty);
      await dialog.getByLabel('Discount (%)').fill(discount);
      const price = Number(await dialog.getByLabel('Unit Price').inputValue());
      const subtotal = Math.round(price * 100) * Number(qty);
      const total = Math.round((subtotal * (100 - Number(discount))) / 100);
      await expect(dialog.getByTestId('item-subtotal')).toHaveText(usd(subtotal / 100));
      await expect(dialog.getByTestId('item-total')).toHaveText(usd(total / 100));
      if (n === 0) await shot(page, 'order-item-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      // Back on the order.
      await expect(page).toHaveURL(new RegExp(`/orders/${id}(\\?|$)`));
      await totalsMatchApi(++n);
    }
    await shot(page, 'order-drawer');
    expect(await mark()).toBe('the first drawer');

    // Edit an item at /orders/items/{id}: the order is beneath; Cancel returns to it.
    const first = (await api(request, `/order-items?parent_order=${id}&order_by=__date_created&order=ASC`)).data
      .results[0];
    await drawer
      .getByRole('button', { name: `Edit ${first.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/orders/items/${first.id}`));
    const editDialog = page.getByRole('dialog', { name: 'Edit Order Item' });
    await expect(editDialog.getByLabel('Quantity')).toHaveValue('3', LOAD);
    await expect(drawer).toBeVisible();
    await editDialog.getByLabel('Quantity').fill('5');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog).toBeHidden();
    await expect
      .poll(async () => (await api(request, `/order-items?id[]=${first.id}`)).data.results[0].quantity)
      .toBe(5);
    await totalsMatchApi(2);
    expect(await mark()).toBe('the first drawer');

    // Delete an item (after its undo countdown): the totals follow.
    await drawer
      .getByRole('button', { name: `Delete ${first.name}` })
      .first()
      .click();
    await freezeClock(page);
    await clickOnFrozenClock(page, page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    // Found by its words: with the drawer open, the toast outside it can be hidden from the accessibility tree.
    await untilVisibleOnFrozenClock(page, page.getByText(/^You have [1-5] seconds to undo$/));
    await page.clock.fastForward(5_000);
    await page.clock.resume();
    await totalsMatchApi(1);

    // Status is free to edit from the enumeration.
    await drawer.getByLabel('Status').selectOption({ label: 'Processing' });
    await expect.poll(async () => (await api(request, `/orders?id[]=${id}`)).data.results[0].status).toBe('processing');
  });

  test.describe(() => {
    test.use({ role: 'manager' });
    test('a cancelled order shows its reject reason in the drawer', async ({ page, request }) => {
      const name = unique('E2E Rejected');
      const created = await api(request, '/orders/add', { method: 'POST', data: { name } });
      const id = created.data.id as number;
      await api(request, '/kitchen/update-order-status', {
        method: 'POST',
        data: { order_id: id, status: 'cancelled', reject_reason: 'Kitchen closed for a private event' },
      });
      await page.goto(`/orders/${id}`);
      const drawer = page.getByRole('dialog', { name: new RegExp(name) });
      await expect(drawer.getByTestId('order-reject-reason')).toHaveText('Kitchen closed for a private event', LOAD);
      await expect(drawer.getByLabel('Status')).toHaveValue('cancelled');

      // Not shown for an order that is not cancelled.
      const other = (await api(request, '/orders/add', { method: 'POST', data: { name: unique('E2E Open') } })).data
        .id as number;
      await page.goto(`/orders/${other}`);
      await expect(page.getByRole('dialog').getByTestId('order-total')).toBeVisible(LOAD);
      await expect(page.getByTestId('order-reject-reason')).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ role: 'viewer' });
    test('a viewer sees an order’s items and totals read-only, and cannot add items or export', async ({
      page,
      request,
    }) => {
      const first = (await api(request, '/orders?per_page=1&order_by=order_number&order=ASC')).data.results[0];
      await page.goto(`/orders/${first.id}`);
      const drawer = page.getByRole('dialog', { name: new RegExp(first.name) });
      await expect(drawer.getByTestId('order-total')).toHaveText(usd(first.total), LOAD);
      await expect(drawer.getByRole('table', { name: 'Order Items' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Add New' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Export Orders' })).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ role: 'manager' });
    for (const width of [1440, 390]) {
      test(`screens at ${width} px: list, expanded row, drawer, item dialog`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        const order = (await api(request, '/orders?per_page=1&order_by=order_number&order=ASC')).data.results[0];
        const item = (await api(request, `/order-items?parent_order=${order.id}&per_page=1`)).data.results[0];
        await page.goto('/orders');
        await expect(page.getByRole('link', { name: /^#\d{5}$/ }).first()).toBeVisible(LOAD);
        await shot(page, 'orders-list');
        await page.getByRole('button', { name: 'Expand row' }).first().click();
        const items = page.getByRole('region', { name: /^Items of #\d{5}$/ });
        await expect(items.getByRole('table').or(items.getByText('No items yet.'))).toBeVisible(LOAD);
        await shot(page, 'orders-expanded');
        await page.goto(`/orders/${order.id}`);
        const drawer = orderDrawer(page, order.name);
        await expect(drawer.getByRole('table', { name: 'Order Items' })).toBeVisible(LOAD);
        await shot(page, 'order-drawer');
        await page.goto(`/orders/items/${item.id}`);
        await expect(page.getByRole('dialog', { name: 'Edit Order Item' }).getByLabel('Quantity')).toHaveValue(
          String(item.quantity),
          LOAD,
        );
        // The item's product shows in the (focused) product lookup.
        await expect(
          page.getByRole('dialog', { name: 'Edit Order Item' }).getByRole('combobox', { name: 'Product' }),
        ).toHaveValue(item.product.name);
        await expect(drawer).toBeVisible();
        await shot(page, 'order-item-dialog');
        await page.getByRole('dialog', { name: 'Edit Order Item' }).getByRole('button', { name: 'Cancel' }).click();
        await expect(page).toHaveURL(new RegExp(`/orders/${order.id}(\\?|$)`));
        // Back in the accessibility tree (the dialog had aria-hidden it), with focus inside it.
        await expect(page.getByRole('dialog', { name: new RegExp(order.name) })).toBeVisible();
        await expect(page.getByRole('dialog', { name: new RegExp(order.name) }).locator(':focus')).toHaveCount(1);
      });
    }
  });
});
