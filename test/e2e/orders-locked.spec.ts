import { expect, test } from './support';
import { api, LOAD, unique } from './menus-orders-support';

test.describe.configure({ timeout: 120_000 });

test('a delivered order shows its items read-only, with no add, edit or delete', async ({ page, request }) => {
  const product = (await api(request, '/products?per_page=1')).data.results[0];
  const name = unique('Delivered lunch');
  const order = (await api(request, '/orders/add', { method: 'POST', data: { name } })).data;
  await api(request, '/order-items/add', {
    method: 'POST',
    data: { order: order.id, product: product.id, quantity: 3 },
  });
  // The summary was filled from the item.
  const filled = (await api(request, `/orders?id[]=${order.id}`)).data.results[0];
  expect(filled.summary).toBe(`3 × ${product.name}`);
  await api(request, `/orders/update/${order.id}`, { method: 'POST', data: { status: 'delivered' } });

  await page.goto(`/orders/${order.id}`);
  const items = page.getByRole('region', { name: 'Order Items' });
  await expect(items.getByRole('table')).toBeVisible(LOAD);
  await expect(items.getByText('This order is delivered: its items can no longer be changed.')).toBeVisible();
  await expect(items.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(items.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
});
