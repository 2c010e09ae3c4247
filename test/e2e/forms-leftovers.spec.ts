import type { Locator } from '@playwright/test';
import { expect, clickOnFrozenClock, freezeClock, test, untilVisibleOnFrozenClock } from './support';
import { api, LOAD, shot, unique } from './menus-orders-support';

/** Create forms a newcomer trips on: the product form's rules, the new order's outlet, the undo toast's place. */
test.describe.configure({ timeout: 180_000 });

const saveButton = (modal: Locator) => modal.getByRole('button', { name: /^(Save|Create|Submit)$/ });

async function pickOption(scope: Locator, name: string, typed: string) {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  await box.fill(typed);
  await scope
    .page()
    .getByRole('option', { name: new RegExp(typed) })
    .first()
    .click();
}

test('product create: Name is marked required and checked before sending; new products start published', async ({
  page,
  request,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/products/add')) sent.push(r.url());
  });
  await page.goto('/products/create');
  const modal = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(modal).toBeVisible(LOAD);
  await expect(modal.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('required', '');
  // The rule for a new record's status is the same as the categories', and the form says it.
  await expect(modal.getByLabel('Status')).toHaveValue('publish');
  await expect(
    modal.getByText('New products are published unless you choose Draft, as every new product and category is.', {
      exact: true,
    }),
  ).toBeVisible();

  await saveButton(modal).click();
  await expect(modal.getByText('Please enter product name', { exact: true })).toBeVisible();
  await expect(modal.getByText(/Could not save/)).toHaveCount(0);
  expect(sent).toEqual([]);

  const name = unique('Newcomer Soup');
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(modal.getByText('Please enter product name')).toHaveCount(0);
  await saveButton(modal).click();
  await expect(modal).toBeHidden(LOAD);
  const product = (await api(request, `/products?name=${encodeURIComponent(name)}`)).data.results[0];
  expect(product.status).toBe('publish');

  await page.goto('/categories/create');
  const categoryModal = page.getByRole('dialog', { name: 'Add New Category' });
  await expect(categoryModal.getByLabel('Status')).toHaveValue('publish', LOAD);
  await expect(
    categoryModal.getByText(
      'New categories are published unless you choose Draft, as every new product and category is.',
      { exact: true },
    ),
  ).toBeVisible();
});

test('order create: the outlet fills its organization, and the employee search lists that organization only', async ({
  page,
  request,
}) => {
  const employees = (await api(request, '/employees?per_page=100')).data.results as Array<Record<string, any>>;
  const inside = employees.find((e) => e.organization && e.outlet)!;
  const outside = employees.find((e) => e.organization && e.organization.id !== inside.organization.id)!;
  expect(outside, 'the demo data has employees in two organizations').toBeTruthy();
  const outlet = (await api(request, `/outlets?id[]=${inside.outlet.id}`)).data.results[0];
  expect(outlet.organization.id).toBe(inside.organization.id);

  await page.goto('/orders/create');
  const modal = page.getByRole('dialog', { name: /Add New Order/ });
  // The first visit loads the orders' and the modal's chunks: on the shared, busy machine that took over 30 s.
  await expect(modal).toBeVisible({ timeout: 90_000 });
  await pickOption(modal, 'Outlet', outlet.name);
  await expect(modal.getByRole('combobox', { name: 'Organization' })).toHaveValue(outlet.organization.name);

  const box = modal.getByRole('combobox', { name: 'Employee' });
  await box.click();
  await box.fill(outside.last_name);
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', { name: new RegExp(outside.full_name) })).toHaveCount(0);
  await expect(list.getByRole('status')).toHaveText('No results', LOAD);
  await box.fill(inside.last_name);
  await expect(list.getByRole('option', { name: new RegExp(inside.full_name) }).first()).toBeVisible(LOAD);
  // Every option offered is one of that organization's people.
  const ofOrganization = (
    (await api(request, `/employees?organization=${inside.organization.id}&per_page=100`)).data.results as Array<{
      full_name: string;
    }>
  ).map((e) => e.full_name);
  for (const text of await list.getByRole('option').allTextContents())
    expect(
      ofOrganization.some((name) => text.includes(name)),
      text,
    ).toBe(true);
});

for (const width of [1440, 390]) {
  test(`at ${width} px the undo toast covers neither the drawer's footer nor its body`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const outlet = (await api(request, '/outlets?per_page=1&order_by=id&order=ASC')).data.results[0];
    const menu = (
      await api(request, '/menus/add', { method: 'POST', data: { name: unique('E2E Toast'), outlet: outlet.id } })
    ).data;
    const product = (await api(request, '/products?status=publish&per_page=1&order_by=name')).data.results[0];
    const today = new Date().toISOString().slice(0, 10);
    await api(request, '/menu-items/add', {
      method: 'POST',
      data: { menu: menu.id, product: product.id, date: today },
    });

    await page.goto(`/menus/${menu.id}`);
    const table = page.getByRole('table', { name: 'Menu Items' });
    await expect(table.getByRole('button', { name: /^Delete / })).toBeVisible(LOAD);
    await freezeClock(page);
    await table.getByRole('button', { name: /^Delete / }).click();
    await clickOnFrozenClock(page, page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    const timer = page.getByRole('timer', { includeHidden: true });
    await untilVisibleOnFrozenClock(page, timer);
    // Let the toast's entrance and the footer's move settle.
    await page.clock.runFor(1_000);
    await page.waitForFunction(() => {
      const value = getComputedStyle(document.documentElement).getPropertyValue('--kit-toast-space');
      return parseFloat(value) > 0;
    });
    const toast = page.locator('.fui-Toast').filter({ has: timer });
    const done = page.getByRole('button', { name: 'Done', includeHidden: true });
    const footer = done.locator('xpath=..');
    const [toastBox, footerBox] = [(await toast.boundingBox())!, (await footer.boundingBox())!];
    expect(footerBox.y + footerBox.height, 'the footer ends above the toast').toBeLessThanOrEqual(toastBox.y + 0.5);
    await expect(done).toBeInViewport({ ratio: 1 });
    await shot(page, 'undo-toast-drawer');
    // Done still closes the drawer while the countdown runs.
    await done.click();
    await expect(page.getByRole('dialog', { name: /^Menu / })).toBeHidden(LOAD);
  });
}
