import { field, describeResource, expect, pickLookup } from './kit';

/** Outlets (issue 4): opening hours, holidays by weekday index, time zone, special code. */
describeResource({
  path: '/outlets',
  resource: 'outlets',
  label: 'Outlets',
  createTitle: 'Add New Outlet',
  fillCreate: async (dialog, name, { page }) => {
    await field(dialog, 'Name').fill(name);
    await pickLookup(dialog, 'Organization', 'Cedar');
    await field(dialog, 'Opening Hours From').fill('08:00');
    await field(dialog, 'Opening Hours To').fill('17:30');
    await dialog.getByRole('combobox', { name: 'Holidays' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Sunday' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Saturday' }).click();
    await dialog.getByRole('combobox', { name: 'Holidays' }).click();
    await field(dialog, 'Time Zone').selectOption('Asia/Beirut');
    await field(dialog, 'Phone Number').fill('+961 1 555 000');
    return name;
  },
  checkCreated: (stored) => {
    expect(stored.holidays).toEqual([0, 6]);
    expect(stored.opening_hours_from).toMatch(/^08:00/);
    expect(stored.opening_hours_to).toMatch(/^17:30/);
    expect(stored.time_zone).toBe('Asia/Beirut');
    expect(stored.organization.name).toMatch(/Cedar/);
    expect(stored.special_code).toMatch(/^OUT-/);
  },
  apiBody: (name) => ({ name, time_zone: 'Asia/Beirut', holidays: [0] }),
  rowText: (name) => name,
  edit: {
    change: async (drawer) => {
      await expect(field(drawer, 'Special Code')).toBeDisabled();
      const phone = field(drawer, 'Phone Number');
      await phone.fill('+961 1 777 888');
      await phone.blur();
    },
    stored: (o) => expect(o.phone_number).toBe('+961 1 777 888'),
  },
  validation: { messages: ['Please enter outlet name'] },
});
