import { field, describeResource, expect, pickLookup } from './kit';

/** Kitchen staff (issue 4): as employees, without organization. */
const email = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

describeResource({
  path: '/kitchen-staff',
  resource: 'kitchen-staff',
  label: 'Kitchen Staff',
  createTitle: 'Add New Kitchen Staff',
  multipart: true,
  fillCreate: async (dialog, name) => {
    await expect(dialog.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);
    await field(dialog, 'First Name').fill(name);
    await field(dialog, 'Last Name').fill('Cook');
    await field(dialog, 'Email').fill(email(name));
    await pickLookup(dialog, 'Outlet', 'Hamra');
    return `${name} Cook`;
  },
  checkCreated: (stored) => expect(stored.outlet.name).toMatch(/Hamra/),
  apiBody: (name) => ({ first_name: name, last_name: 'Cook', email: email(name) }),
  rowText: (name) => `${name} Cook`,
  edit: {
    change: async (drawer) => {
      const whatsapp = field(drawer, 'WhatsApp Number');
      await whatsapp.fill('+961 70 000 111');
      await whatsapp.blur();
    },
    stored: (o) => expect(o.whatsapp_number).toBe('+961 70 000 111'),
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
