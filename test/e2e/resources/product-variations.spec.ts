import { field, api, describeResource, expect, pickLookup } from './kit';

/** Product variations (issue 4): choosing a product prefills the price. */
describeResource({
  path: '/product-variations',
  resource: 'product-variations',
  label: 'Product Variations',
  createTitle: 'Add New Product Variation',
  fillCreate: async (dialog, name, { request }) => {
    // A product of its own, so the new variation (named after product and outlet) is found by search.
    await api(request, '/products/add', { method: 'POST', data: { name, price: 6.25, status: 'publish' } });
    await pickLookup(dialog, 'Product', name, `${name} - 6.25$`);
    await expect(field(dialog, 'Price')).toHaveValue('6.25');
    await pickLookup(dialog, 'Outlet', 'Hamra');
    await field(dialog, 'Stock Quantity').fill('13');
    return `${name} - 6.25$`;
  },
  checkCreated: (stored) => {
    expect(stored.price).toBe(6.25);
    expect(stored.stock_quantity).toBe(13);
    expect(stored.outlet.name).toMatch(/Hamra/);
  },
  apiBody: (name) => ({ name, stock_quantity: 2, price: 1 }),
  rowText: (name) => name,
  edit: {
    change: async (drawer) => {
      const quantity = field(drawer, 'Stock Quantity');
      await quantity.fill('77');
      await quantity.blur();
    },
    stored: (v) => expect(v.stock_quantity).toBe(77),
  },
  validation: {
    fill: async (dialog) => field(dialog, 'Stock Quantity').fill('-1'),
    messages: ['Invalid request body: stock_quantity must be at least 0.', 'Stock Quantity must be at least 0'],
  },
});
