import type { Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expect, test } from './support';
import { api, LOAD, unique } from './menus-orders-support';
import { boardOf } from './board-day';

/**
 * An order item with a variation and two addons: chosen in the item dialog, priced live by the server's rule,
 * shown in the order's items and on the kitchen card. Works on records it creates itself.
 */
test.describe.configure({ timeout: 180_000 });
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** The order's drawer, also while a dialog on top hides it from the accessibility tree. */
const orderDrawer = (page: Page, name: string) =>
  page.getByRole('dialog', { name: new RegExp(name), includeHidden: true });

async function pickProduct(dialog: Locator, typed: string) {
  const box = dialog.getByRole('combobox', { name: 'Product' });
  await box.click();
  await box.fill(typed);
  await dialog
    .page()
    .getByRole('option', { name: new RegExp(typed) })
    .first()
    .click();
}

test('an item with a variation and two addons: dialog totals equal the API, the kitchen card shows them', async ({
  page,
  request,
}) => {
  const outlet = (await api(request, '/outlets?per_page=1&order_by=id&order=ASC')).data.results[0];
  // A day of its own, far ahead, so the board shows this order alone on that day; one the outlet opens
  // (its holidays are weekday indexes, 0 for Sunday).
  let day = DateTime.now()
    .setZone('Asia/Beirut')
    .startOf('day')
    .plus({ days: 500 + Math.floor(Math.random() * 900) });
  while ((outlet.holidays as number[]).includes(day.weekday % 7)) day = day.plus({ days: 1 });
  const sauce = (
    await api(request, '/addons/add', { method: 'POST', data: { name: unique('Toum'), extra_charge: 0.1 } })
  ).data;
  const pickles = (
    await api(request, '/addons/add', { method: 'POST', data: { name: unique('Pickles'), extra_charge: 0.2 } })
  ).data;
  const productName = unique('Choice Wrap');
  const product = (
    await api(request, '/products/add', {
      method: 'POST',
      data: { name: productName, price: 3.95, status: 'publish', addons: [sauce.id, pickles.id] },
    })
  ).data;
  const variation = (
    await api(request, '/product-variations/add', {
      method: 'POST',
      data: { name: 'Large', product: product.id, outlet: outlet.id, price: 4.35 },
    })
  ).data;
  const orderName = unique('Choices lunch');
  const order = (
    await api(request, '/orders/add', {
      method: 'POST',
      data: { name: orderName, outlet: outlet.id, type: 'pick_up', date: day.plus({ hours: 12 }).toUTC().toISO() },
    })
  ).data;

  await page.goto(`/orders/${order.id}`);
  const drawer = orderDrawer(page, orderName);
  await drawer.getByRole('button', { name: 'Add New' }).click(LOAD);
  const dialog = page.getByRole('dialog', { name: 'Add Order Item' });
  await expect(dialog).toBeVisible(LOAD);
  await pickProduct(dialog, productName);
  // The order's outlet sells it as its own 'Large': the item starts on that variation and its price.
  await expect(dialog.getByLabel('Variation')).toHaveValue(String(variation.id), LOAD);
  await expect(dialog.getByLabel('Unit Price')).toHaveValue('4.35');
  await dialog.getByLabel('Variation').selectOption({ label: 'None (the product’s own price)' });
  await expect(dialog.getByLabel('Unit Price')).toHaveValue('3.95');
  await dialog.getByLabel('Variation').selectOption({ label: 'Large ($4.35)' });
  await expect(dialog.getByLabel('Unit Price')).toHaveValue('4.35');
  const addons = dialog.getByRole('group', { name: 'Addons' });
  await addons.getByRole('checkbox', { name: `${sauce.name} (+$0.10)` }).check();
  await addons.getByRole('checkbox', { name: `${pickles.name} (+$0.20)` }).check();
  await expect(addons.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Discount (%)').fill('15');
  await dialog.getByLabel('Note').fill('Sauce on the side');
  // (4.35 + 0.10 + 0.20) × 2 = 9.30, less 15 % = 7.905 → 7.91
  await expect(dialog.getByTestId('item-subtotal')).toHaveText('$9.30');
  await expect(dialog.getByTestId('item-total')).toHaveText('$7.91');
  const shownSubtotal = await dialog.getByTestId('item-subtotal').textContent();
  const shownTotal = await dialog.getByTestId('item-total').textContent();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const item = (await api(request, `/order-items?parent_order=${order.id}`)).data.results[0];
  expect(usd(item.subtotal)).toBe(shownSubtotal);
  expect(usd(item.total)).toBe(shownTotal);
  expect(item).toMatchObject({
    product_variation: { id: variation.id, name: 'Large', price: 4.35 },
    addons: [
      { id: sauce.id, name: sauce.name, extra_charge: 0.1 },
      { id: pickles.id, name: pickles.name, extra_charge: 0.2 },
    ],
    note: 'Sauce on the side',
  });
  const choices = `Large · + ${sauce.name} · + ${pickles.name}`;
  await expect(drawer.getByTestId('item-choices')).toHaveText(choices);

  // Editing shows the saved choices back.
  await drawer.getByRole('button', { name: `Edit ${productName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Order Item' });
  await expect(edit.getByLabel('Variation')).toHaveValue(String(variation.id), LOAD);
  await expect(edit.getByRole('checkbox', { name: `${sauce.name} (+$0.10)` })).toBeChecked();
  await expect(edit.getByTestId('item-total')).toHaveText('$7.91');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  const date = day.toISODate()!;
  await page.goto(boardOf(date));
  const card = page
    .getByRole('region', { name: 'Orders' })
    .getByRole('article', { name: `#${String(order.order_number).padStart(5, '0')}`, exact: true });
  await expect(card).toBeVisible(LOAD);
  const line = card.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(line).toContainText(productName);
  await expect(line.getByText(choices, { exact: true })).toBeVisible();
  await expect(line.getByText('Note: Sauce on the side')).toBeVisible();
});
