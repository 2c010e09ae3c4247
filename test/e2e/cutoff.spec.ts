import type { Browser, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, expect, record, SAVE_DONE, shot, test } from './resources/kit';
import { newBrowserIn, signInThroughForm } from './languages-support';
import { USERS } from './support';

/**
 * Cut-off (issue 32): an outlet whose orders for a day close at 00:00 on the day before has closed
 * tomorrow's orders already. A manager who moves tomorrow's order to another such outlet in its drawer is told
 * the cut-off passed and asked why; with a reason the change is saved, kept in history, and the kitchen's card
 * says "Late change" and what changed. Deleting an item of tomorrow's order asks the same way once the delete's
 * undo countdown ends. The browsers run in Asia/Beirut, the outlets' zone.
 */
test.use({ role: 'manager', timezoneId: 'Asia/Beirut', viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 150_000 });

const ZONE = 'Asia/Beirut';
/** The board's first cards on a loaded machine (see kitchen-urgent-office.spec.ts). */
const BOARD_LOAD = { timeout: 60_000 };

const addRecord = async (request: Parameters<typeof api>[0], path: string, data: object) =>
  (await api(request, `/${path}/add`, { method: 'POST', data })).data as {
    id: number;
    name: string;
    order_number: number;
  };

async function kitchenBoard(browser: Browser): Promise<Page> {
  const page = await newBrowserIn(browser, 'en-US');
  await page.goto('/login');
  await signInThroughForm(page, 'en', USERS.kitchen);
  return page;
}

test("a manager changing tomorrow's order after the cut-off gives a reason; the kitchen card says Late change", async ({
  page,
  browser,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const first = await addRecord(request, 'outlets', { name: `E2E Cutoff Mar ${tag}`, time_zone: ZONE });
  const second = await addRecord(request, 'outlets', { name: `E2E Cutoff Tyre ${tag}`, time_zone: ZONE });
  const tomorrowNoon = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 1, hours: 12 }).toUTC().toISO()!;
  const order = await addRecord(request, 'orders', { name: `E2E cutoff ${tag}`, outlet: first.id, date: tomorrowNoon });
  const [product] = (await api(request, '/products?per_page=1')).data.results as { id: number }[];
  await api(request, '/order-items/add', { method: 'POST', data: { order: order.id, product: product.id } });
  // Tomorrow's orders closed at midnight today, in Beirut: the cut-off has passed.
  for (const outlet of [first, second])
    await api(request, `/outlets/update/${outlet.id}`, { method: 'POST', data: { order_cutoff: '00:00' } });

  await test.step('the manager moves the order to another outlet and is asked why', async () => {
    await page.goto(`/orders/${order.id}`);
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Done' }) });
    await expect(drawer).toBeVisible({ timeout: 45_000 });
    const box = drawer.getByRole('combobox', { name: 'Outlet' });
    // Opened by its button, not by typing: typing clears the outlet first, a change of its own.
    await box.locator('xpath=..').getByRole('button', { name: 'Open' }).dispatchEvent('click');
    const option = page.getByRole('option', { name: second.name });
    await expect(option).toBeVisible(SAVE_DONE);
    // Picking it saves at once, and the refusal's dialog opens over the list: nothing to wait for after the click.
    await option.dispatchEvent('click');
    const ask = page.getByRole('alertdialog', { name: 'Save anyway?' });
    await expect(ask).toBeVisible(SAVE_DONE);
    await expect(ask).toContainText(/^.*Orders for this day closed on .+ 00:00 \(Asia\/Beirut\)\./);
    await ask.getByRole('button', { name: 'Save anyway' }).click();
    await expect(ask.getByText('Say why it is saved anyway.')).toBeVisible();
    await shot(page, 'cutoff-reason');
    await ask.getByRole('textbox', { name: /Reason/ }).fill('The client moved the lunch to Tyre');
    await ask.getByRole('button', { name: 'Save anyway' }).click();
    await expect(ask).toHaveCount(0);
    await expect(drawer.getByRole('status', { name: 'Auto save' })).toHaveText('saved', SAVE_DONE);
    const stored = await record(request, 'orders', order.id);
    expect(stored.outlet.id).toBe(second.id);
    expect(stored.late_change.changes).toEqual(['outlet']);
    const history = await api(request, `/history?resource=orders&record_id=${order.id}&field=override_cutoff`);
    expect(history.data.results[0]).toMatchObject({ reason: 'The client moved the lunch to Tyre' });
  });

  const board = await kitchenBoard(browser);
  try {
    await test.step("the kitchen's card of the order says Late change: outlet", async () => {
      await board.goto('/kitchen-orders?station=expo');
      await board.getByRole('combobox', { name: 'Outlets' }).click();
      await board.getByRole('menuitemcheckbox', { name: second.name, exact: true }).click();
      await board.keyboard.press('Escape');
      await board.getByRole('button', { name: 'Tomorrow', exact: true }).click();
      const label = `#${String(order.order_number).padStart(5, '0')}`;
      const card = board.getByRole('region', { name: 'Orders' }).getByRole('article', { name: label, exact: true });
      await expect(card).toBeVisible(BOARD_LOAD);
      await expect(card.getByText('Late change', { exact: true })).toBeVisible();
      await expect(card.getByText('outlet', { exact: true })).toBeVisible();
      await shot(board, 'cutoff-board');
      await board.setViewportSize({ width: 390, height: 844 });
      await card.getByText('Late change', { exact: true }).scrollIntoViewIfNeeded();
      await expect(card.getByText('Late change', { exact: true })).toBeInViewport();
      await shot(board, 'cutoff-board');
    });
  } finally {
    await board.context().close();
  }
});

test("a manager deleting an item of tomorrow's order after the cut-off gives a reason; the drawer names its hours", async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  // Open 08:00 to 20:00, closed the day after tomorrow (its weekday, 0 for Sunday).
  const dayAfter = DateTime.now().setZone(ZONE).plus({ days: 2 });
  const outlet = await addRecord(request, 'outlets', {
    name: `E2E Cutoff Saida ${tag}`,
    time_zone: ZONE,
    opening_hours_from: '08:00',
    opening_hours_to: '20:00',
    holidays: [dayAfter.weekday % 7],
  });
  const tomorrowNoon = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 1, hours: 12 }).toUTC().toISO()!;
  const order = await addRecord(request, 'orders', {
    name: `E2E late item ${tag}`,
    outlet: outlet.id,
    date: tomorrowNoon,
  });
  const products = (await api(request, '/products?per_page=2&order_by=name&order=ASC')).data.results as {
    id: number;
    name: string;
  }[];
  for (const product of products)
    await api(request, '/order-items/add', { method: 'POST', data: { order: order.id, product: product.id } });
  const [gone, kept] = products;
  // Tomorrow's orders closed at midnight today, in Beirut: the cut-off has passed.
  await api(request, `/outlets/update/${outlet.id}`, { method: 'POST', data: { order_cutoff: '00:00' } });

  await page.goto(`/orders/${order.id}`);
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Done' }) });
  await expect(drawer).toBeVisible({ timeout: 45_000 });
  // The order embeds its outlet without hours: the drawer reads them from the outlet, as the create modal does.
  await expect(drawer.getByTestId('opening-note')).toHaveText(
    `Open 08:00 am–08:00 pm · Closed on ${dayAfter.toFormat('cccc', { locale: 'en' })}`,
    SAVE_DONE,
  );
  const items = drawer.getByRole('table', { name: 'Order Items' });
  await items.getByRole('button', { name: `Delete ${gone.name}` }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  // The delete goes once its 5 s countdown ends; refused, it asks why.
  const ask = page.getByRole('alertdialog', { name: 'Delete anyway?' });
  await expect(ask).toBeVisible({ timeout: 20_000 });
  await expect(ask).toContainText(/Orders for this day closed on .+ 00:00 \(Asia\/Beirut\)\./);
  // The delete went when its countdown ended: its undo toast has gone, not left at 0 seconds with a dead Undo.
  await expect(page.getByRole('timer', { includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo', includeHidden: true })).toHaveCount(0);
  await ask.getByRole('button', { name: 'Delete anyway' }).click();
  await expect(ask.getByText('Say why it is deleted anyway.')).toBeVisible();
  await ask.getByRole('textbox', { name: /Reason/ }).fill('The guest cancelled the soup');
  await shot(page, 'cutoff-delete-reason');
  await ask.getByRole('button', { name: 'Delete anyway' }).click();
  await expect(ask).toHaveCount(0);

  await expect(items.getByRole('button', { name: `Delete ${gone.name}` })).toHaveCount(0, SAVE_DONE);
  await expect(items.getByRole('button', { name: `Delete ${kept.name}` })).toBeVisible();
  await expect(page.getByText('Delete failed')).toHaveCount(0);
  const left = (await api(request, `/order-items?parent_order=${order.id}`)).data.results as {
    product: { id: number };
  }[];
  expect(left.map((i) => i.product.id)).toEqual([kept.id]);
  const stored = await record(request, 'orders', order.id);
  expect(stored.late_change.changes).toEqual(['items']);
  const history = await api(request, `/history?resource=orders&record_id=${order.id}&field=override_cutoff`);
  expect(history.data.results[0]).toMatchObject({
    new_value: 'cut_off_passed',
    reason: 'The guest cancelled the soup',
  });
});
