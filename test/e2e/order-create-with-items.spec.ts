import { DateTime } from 'luxon';
import type { Locator } from '@playwright/test';
import { expect, test } from './support';
import { api, LOAD, unique } from './menus-orders-support';

/**
 * A phone order in one modal: the order and two items (one with a variation and an addon), priced live; the
 * API then holds the order with both items and the totals the modal showed. Works on records it creates itself.
 */
test.describe.configure({ timeout: 180_000 });
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

async function pickOption(scope: Locator, name: string, typed: string) {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  await box.fill(typed);
  await scope
    .page()
    .getByRole('option', { name: new RegExp(typed) })
    .first()
    .click();
}

test('an order with two items created in one modal: the API shows both and the modal’s totals', async ({
  page,
  request,
}) => {
  const outlet = (await api(request, '/outlets?per_page=1&order_by=id&order=ASC')).data.results[0];
  const sauce = (
    await api(request, '/addons/add', { method: 'POST', data: { name: unique('Toum'), extra_charge: 0.1 } })
  ).data;
  const wrapName = unique('Phone Wrap');
  const wrap = (
    await api(request, '/products/add', {
      method: 'POST',
      data: { name: wrapName, price: 3.95, status: 'publish', addons: [sauce.id] },
    })
  ).data;
  const variation = (
    await api(request, '/product-variations/add', {
      method: 'POST',
      data: { name: 'Large', product: wrap.id, outlet: outlet.id, price: 4.35 },
    })
  ).data;
  const soupName = unique('Phone Soup');
  const soup = (await api(request, '/products/add', { method: 'POST', data: { name: soupName, price: 2.5 } })).data;
  const orderName = unique('Phone order');

  await page.goto('/orders/create');
  const modal = page.getByRole('dialog', { name: /Add New Order/ });
  await expect(modal).toBeVisible(LOAD);
  await modal.getByLabel('Name').fill(orderName);
  await pickOption(modal, 'Outlet', outlet.name);
  // The outlet's hours are named under the date, and its closed days are greyed in the calendar.
  // Weekday indexes, 0 for Sunday, listed Monday first: named from a Sunday (22 November 2026).
  const closed = [...(outlet.holidays as number[])]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((d) => DateTime.local(2026, 11, 22).plus({ days: d }).toFormat('cccc'));
  expect(closed.length).toBeGreaterThan(0);
  await expect(modal.getByTestId('opening-note')).toContainText(`Closed on ${closed.join(', ')}`);
  await modal.getByRole('combobox', { name: 'Date and Time (date)' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  const shownDay = DateTime.now()
    .setZone(outlet.time_zone ?? 'Asia/Beirut')
    .startOf('month')
    .plus({ days: 14 });
  const dayButton = (d: DateTime) => calendar.getByRole('button', { name: d.toFormat('d, LLLL, yyyy'), exact: true });
  const closedDay = [0, 1, 2, 3, 4, 5, 6]
    .map((n) => shownDay.plus({ days: n }))
    .find((d) => (outlet.holidays as number[]).includes(d.weekday % 7))!;
  const openDay = [0, 1, 2, 3, 4, 5, 6]
    .map((n) => shownDay.plus({ days: n }))
    .find((d) => !(outlet.holidays as number[]).includes(d.weekday % 7))!;
  await expect(dayButton(closedDay)).toBeDisabled();
  await expect(dayButton(openDay)).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await modal.getByRole('spinbutton', { name: 'Discount', exact: true }).fill('1');

  const items = modal.getByRole('region', { name: 'Items' });
  await items.getByRole('button', { name: 'Add Item' }).click();
  const first = items.getByRole('group', { name: 'Item 1' });
  await pickOption(first, 'Product', wrapName);
  // The outlet sells the wrap as its own 'Large': the item starts on it, at its price, not on None.
  await expect(first.getByLabel('Variation')).toHaveValue(String(variation.id), LOAD);
  await expect(first.getByLabel('Unit Price')).toHaveValue('4.35');
  // None stays None once chosen, with the product's own price.
  await first.getByLabel('Variation').selectOption({ label: 'None (the product’s own price)' });
  await expect(first.getByLabel('Unit Price')).toHaveValue('3.95');
  await first.getByLabel('Variation').selectOption({ label: 'Large ($4.35)' });
  await expect(first.getByLabel('Unit Price')).toHaveValue('4.35');
  await first.getByRole('checkbox', { name: `${sauce.name} (+$0.10)` }).check();
  await first.getByLabel('Quantity').fill('2');
  await first.getByLabel('Discount (%)').fill('15');
  await first.getByLabel('Note').fill('Sauce on the side');
  // (4.35 + 0.10) × 2 = 8.90, less 15 % = 7.565 → 7.57
  await expect(first.getByTestId('new-item-total')).toHaveText('$7.57');

  await items.getByRole('button', { name: 'Add Item' }).click();
  const second = items.getByRole('group', { name: 'Item 2' });
  await pickOption(second, 'Product', soupName);
  await second.getByLabel('Quantity').fill('3');
  await expect(second.getByTestId('new-item-total')).toHaveText('$7.50');

  // 7.57 + 7.50 = 15.07, less 1.00
  await expect(items.getByTestId('new-order-subtotal')).toHaveText('$15.07');
  await expect(items.getByTestId('new-order-total')).toHaveText('$14.07');
  const shownSubtotal = await items.getByTestId('new-order-subtotal').textContent();
  const shownTotal = await items.getByTestId('new-order-total').textContent();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden(LOAD);
  await expect(page).toHaveURL(/\/orders(\?|$)/);

  const order = (await api(request, `/orders?name=${encodeURIComponent(orderName)}`)).data.results[0];
  expect(usd(order.subtotal)).toBe(shownSubtotal);
  expect(usd(order.total)).toBe(shownTotal);
  expect(order).toMatchObject({ outlet: { id: outlet.id }, discount: 1 });
  const saved = (await api(request, `/order-items?parent_order=${order.id}&order_by=id&order=ASC`)).data.results;
  expect(saved).toHaveLength(2);
  expect(saved[0]).toMatchObject({
    product: { id: wrap.id },
    product_variation: { id: variation.id },
    addons: [{ id: sauce.id, extra_charge: 0.1 }],
    quantity: 2,
    discount: 15,
    total: 7.57,
    note: 'Sauce on the side',
  });
  expect(saved[1]).toMatchObject({ product: { id: soup.id }, name: soupName, quantity: 3, total: 7.5 });
});

test('an item the server refuses is named, the order stays and its drawer opens, reachable and focused', async ({
  page,
  request,
}) => {
  const orderName = unique('Refused phone order');
  const soupName = unique('Refused Soup');
  const soup = (await api(request, '/products/add', { method: 'POST', data: { name: soupName, price: 2.5 } })).data;
  // Opened from Add New, as staff do: the modal gives focus back to it when it closes, unless the drawer has it.
  await page.goto('/orders');
  const addNew = page.getByRole('button', { name: 'Add New' });
  await addNew.click(LOAD);
  const modal = page.getByRole('dialog', { name: /Add New Order/ });
  await expect(modal).toBeVisible(LOAD);
  await modal.getByLabel('Name').fill(orderName);
  const items = modal.getByRole('region', { name: 'Items' });
  await items.getByRole('button', { name: 'Add Item' }).click();
  await pickOption(items.getByRole('group', { name: 'Item 1' }), 'Product', soupName);
  // The product goes away while the call is taken, so the server refuses the item.
  await api(request, `/products/delete/${soup.id}`, { method: 'DELETE' });
  await modal.getByRole('button', { name: 'Save' }).click();

  // The toast names the item (a live region repeats it for screen readers).
  const toast = page.locator('.fui-Toast', { hasText: 'The order is saved, but not all of it' });
  await expect(toast).toBeVisible(LOAD);
  await expect(toast).toContainText(`Item 1 (${soupName}) could not be added: product: no product with id ${soup.id}`);
  const order = (await api(request, `/orders?name=${encodeURIComponent(orderName)}`)).data.results[0];
  expect(order).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}(\\?|$)`));

  // The drawer is in the accessibility tree (getByRole leaves out what aria-hidden hides), the modal is gone
  // from it, and focus is inside the drawer, also once the closed modal's focus return would have run.
  const drawer = page.getByRole('dialog', { name: new RegExp(orderName) });
  await expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible(LOAD);
  await expect(modal).toHaveCount(0);
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement)), LOAD).toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let frames = 45; // more than the 30 the focus return tries for
        const tick = () => (--frames ? requestAnimationFrame(tick) : done());
        requestAnimationFrame(tick);
      }),
  );
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await drawer.evaluate((el) => el.closest('[aria-hidden="true"], [inert]') === null)).toBe(true);
  expect(await page.locator('body').ariaSnapshot()).toMatch(new RegExp(`- '?dialog "[^"]*${orderName}`));
  // Tab stays in the drawer (its own focus trap is the one in charge).
  await page.keyboard.press('Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});
