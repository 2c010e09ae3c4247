import { field, describeResource, expect } from './kit';

/** Addons (issue 4). */
describeResource({
  path: '/addons',
  resource: 'addons',
  label: 'Addons',
  createTitle: 'Add New Addon',
  fillCreate: async (dialog, name) => {
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'Extra Charge').fill('1.75');
    await field(dialog, 'Type').selectOption('sauce');
    return name;
  },
  checkCreated: (stored) => {
    expect(stored.extra_charge).toBe(1.75);
    expect(stored.type).toBe('sauce');
  },
  apiBody: (name) => ({ name, extra_charge: 1, type: 'extra' }),
  rowText: (name) => name,
  edit: {
    change: async (drawer) => {
      const charge = field(drawer, 'Extra Charge');
      await charge.fill('2.5');
      await charge.blur();
    },
    stored: (a) => expect(a.extra_charge).toBe(2.5),
  },
  validation: { messages: ['Please enter addon name'] },
});
