import { field, describeResource, expect } from './kit';

/** Categories (issue 4). */
describeResource({
  path: '/categories',
  resource: 'categories',
  label: 'Categories',
  createTitle: 'Add New Category',
  fillCreate: async (dialog, name) => {
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'Order').fill('7');
    await field(dialog, 'Status').selectOption('draft');
    await field(dialog, 'Prep Minutes').fill('20');
    return name;
  },
  checkCreated: (stored) => {
    expect(stored.order).toBe(7);
    expect(stored.status).toBe('draft');
    expect(stored.prep_minutes).toBe(20);
  },
  apiBody: (name) => ({ name, order: 3 }),
  rowText: (name) => name,
  edit: {
    change: async (drawer) => {
      const order = field(drawer, 'Order');
      await order.fill('42');
      await order.blur();
    },
    stored: (c) => expect(c.order).toBe(42),
  },
  validation: { messages: ['Please enter category name'] },
});
