import { field, describeResource, expect, pickLookup } from './kit';

/** Products (issue 4): create with category and addons; no client rules, so the server's message shows. */
describeResource({
  path: '/products',
  resource: 'products',
  label: 'Products',
  createTitle: 'Add New Product',
  multipart: true,
  fillCreate: async (dialog, name, { page }) => {
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'Price').fill('12.5');
    await field(dialog, 'Status').selectOption('publish');
    await pickLookup(dialog, 'Category', 'Sandw', 'Sandwiches');
    const addons = dialog.getByRole('combobox', { name: 'Addons' });
    await addons.click();
    await addons.fill('tahini');
    await page.getByRole('option', { name: 'Tahini sauce' }).click();
    await field(dialog, 'Description').fill('Made in the e2e kitchen.');
    return name;
  },
  checkCreated: (stored) => {
    expect(stored.price).toBe(12.5);
    expect(stored.status).toBe('publish');
    expect(stored.category.name).toBe('Sandwiches');
    expect(stored.addons.map((a: { name: string }) => a.name)).toEqual(['Tahini sauce']);
  },
  apiBody: (name) => ({ name, price: 3, status: 'draft' }),
  rowText: (name) => name,
  edit: {
    change: async (drawer) => {
      const price = field(drawer, 'Price');
      await price.fill('9.99');
      await price.blur();
    },
    stored: (p) => expect(p.price).toBe(9.99),
  },
  validation: { messages: ['Please enter product name'] },
});
