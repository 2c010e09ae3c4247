import { boardOf, noonOf, ownDay } from './board-day';
import { api, expect, PAGE_LOAD, record, SAVE_DONE, saveStatus, search, test, unique } from './resources/kit';

/**
 * Allergens travel from the product drawer to the kitchen: set them on a product, see them as chips in the
 * products list, and read "Contains: …" on the kitchen card of an order holding that product.
 */
test('allergens set in the product drawer show in the list and on the kitchen card', async ({ page, request }) => {
  const name = unique('E2E Allergen Wrap');
  const product = (await api(request, '/products/add', { method: 'POST', data: { name, price: 6, status: 'publish' } }))
    .data as { id: number };

  // The drawer: pick two allergens; each pick saves on its own.
  await page.goto(`/products/${product.id}`);
  const drawer = page.getByRole('dialog').filter({ has: saveStatus(page) });
  await expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible(PAGE_LOAD);
  await drawer.getByRole('combobox', { name: 'Allergens' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Sesame' }).click();
  await expect(saveStatus(page)).toHaveText('saved', SAVE_DONE);
  await page.getByRole('menuitemcheckbox', { name: 'Milk' }).click();
  await expect
    .poll(async () => (await record(request, 'products', product.id))?.allergens, SAVE_DONE)
    .toEqual(['milk', 'sesame']);
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Done' }).click();

  // The list: chips in the product's row.
  await page.goto('/products');
  await search(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByLabel('Allergen: Milk')).toBeVisible(PAGE_LOAD);
  await expect(row.getByLabel('Allergen: Sesame')).toBeVisible();

  // The kitchen: an order holding the product, on a board day of its own, reads "Contains: milk, sesame".
  const day = ownDay();
  const due = noonOf(day);
  const order = (
    await api(request, '/orders/add', { method: 'POST', data: { name: unique('E2E Allergen order'), date: due } })
  ).data as { id: number; order_number: number };
  await api(request, '/order-items/add', { method: 'POST', data: { order: order.id, product: product.id } });
  await page.goto(boardOf(day));
  const card = page
    .getByRole('region', { name: 'Orders' })
    .getByRole('article', { name: `#${String(order.order_number).padStart(5, '0')}`, exact: true });
  await expect(card.getByRole('note')).toHaveText('Contains: milk, sesame', PAGE_LOAD);
});
