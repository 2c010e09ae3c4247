import { field, describeResource, expect, pickLookup } from './kit';

/** Employees (issue 4): person fields, organization and outlet lookups. */
const email = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

describeResource({
  path: '/employees',
  resource: 'employees',
  label: 'Employees',
  createTitle: 'Add New Employee',
  multipart: true,
  fillCreate: async (dialog, name) => {
    await field(dialog, 'First Name').fill(name);
    await field(dialog, 'Last Name').fill('Tester');
    await field(dialog, 'Email').fill(email(name));
    await field(dialog, 'Password').fill('long-enough-1');
    await pickLookup(dialog, 'Organization', 'Hamra');
    return `${name} Tester`;
  },
  checkCreated: (stored, name) => {
    expect(stored.email).toBe(email(name));
    expect(stored.organization.name).toMatch(/Hamra/);
  },
  apiBody: (name) => ({ first_name: name, last_name: 'Tester', email: email(name) }),
  rowText: (name) => `${name} Tester`,
  edit: {
    change: async (drawer) => {
      const phone = field(drawer, 'Phone Number');
      await phone.fill('+961 3 123 456');
      await phone.blur();
    },
    stored: (o) => expect(o.phone_number).toBe('+961 3 123 456'),
  },
  validation: {
    fill: async (dialog) => {
      await field(dialog, 'Email').fill('not-an-email');
      await field(dialog, 'Password').fill('short');
    },
    messages: [
      'Please enter first name',
      'Please enter last name',
      'Please enter a valid email',
      'Password must be at least 8 characters',
    ],
  },
});
