import { expect, test } from './support';
import { api, LOAD, unique } from './menus-orders-support';

test.describe.configure({ timeout: 120_000 });

test('picking an employee fills the order’s outlet and organization, still editable; the server copies the contact', async ({
  page,
  request,
}) => {
  const employees = (await api(request, '/employees?per_page=50')).data.results as Array<Record<string, any>>;
  const person = employees.find((e) => e.outlet && e.organization)!;
  const name = unique('Employee order');
  await page.goto('/orders/create');
  const modal = page.getByRole('dialog', { name: /Add New Order/ });
  await expect(modal).toBeVisible(LOAD);
  await modal.getByLabel('Name').fill(name);
  const box = modal.getByRole('combobox', { name: 'Employee' });
  await box.click();
  await box.fill(person.last_name);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(person.full_name) })
    .first()
    .click();
  await expect(modal.getByRole('combobox', { name: 'Outlet' })).toHaveValue(person.outlet.name);
  await expect(modal.getByRole('combobox', { name: 'Organization' })).toHaveValue(person.organization.name);
  if (person.address) await expect(modal.getByLabel('Address')).toHaveValue(person.address);
  // Still editable: the address may be changed before saving.
  await modal.getByLabel('Address').fill('Reception desk, 3rd floor');
  await modal.getByRole('button', { name: /^(Save|Create|Submit)$/ }).click();
  await expect(modal).toBeHidden(LOAD);

  const order = (await api(request, `/orders?name=${encodeURIComponent(name)}`)).data.results[0];
  expect(order).toMatchObject({
    employee: { id: person.id },
    outlet: { id: person.outlet.id },
    organization: { id: person.organization.id },
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    address: 'Reception desk, 3rd floor',
  });
});
