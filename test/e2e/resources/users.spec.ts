import { field, describeResource, expect } from './kit';

/** Users (issue 4): 'Add New User' at 640 px, roles from settings, Change Password in the drawer. */
const email = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

describeResource({
  path: '/users',
  resource: 'users',
  label: 'Users',
  createTitle: 'Add New User',
  multipart: true,
  fillCreate: async (dialog, name) => {
    // Fluent's dialog opens with a scale animation: poll until it has settled at its real width.
    await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(640);
    await field(dialog, 'First Name').fill(name);
    await field(dialog, 'Last Name').fill('Admin');
    await field(dialog, 'Email').fill(email(name));
    await field(dialog, 'Password').fill('long-enough-1');
    await field(dialog, 'Role').selectOption('manager');
    return `${name} Admin`;
  },
  checkCreated: (stored) => expect(stored.role).toBe('manager'),
  apiBody: (name) => ({
    first_name: name,
    last_name: 'Admin',
    email: email(name),
    plaintext_password: 'long-enough-1',
  }),
  rowText: (name) => `${name} Admin`,
  edit: {
    change: async (drawer) => {
      const address = field(drawer, 'Address');
      await address.fill('Achrafieh, Beirut');
      await address.blur();
    },
    stored: (o) => expect(o.address).toBe('Achrafieh, Beirut'),
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
