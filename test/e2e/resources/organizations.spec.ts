import { field, describeResource, expect } from './kit';

/** Organizations (issue 4): the kit's standard checks. */
const email = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

describeResource({
  path: '/organizations',
  resource: 'organizations',
  label: 'Organizations',
  createTitle: 'Add New Organization',
  multipart: true,
  fillCreate: async (dialog, name) => {
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'Email').fill(email(name));
    await field(dialog, 'Address').fill('Rue Hamra, Beirut');
    return name;
  },
  checkCreated: (stored, name) => {
    expect(stored.email).toBe(email(name));
    expect(stored.address).toBe('Rue Hamra, Beirut');
  },
  apiBody: (name) => ({ name, email: email(name) }),
  rowText: (name) => name,
  edit: {
    change: async (drawer) => {
      const address = field(drawer, 'Address');
      await address.fill('Verdun Street 12');
      await address.blur();
    },
    stored: (o) => expect(o.address).toBe('Verdun Street 12'),
  },
  validation: {
    fill: async (dialog) => field(dialog, 'Email').fill('not-an-email'),
    messages: ['Please enter organization name', 'Please enter a valid email'],
  },
});
