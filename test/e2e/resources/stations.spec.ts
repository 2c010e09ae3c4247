import type { APIRequestContext } from '@playwright/test';
import {
  api,
  describeResource,
  expect,
  field,
  openCreate,
  PAGE_LOAD,
  record,
  SAVE_DONE,
  saveStatus,
  test,
  unique,
} from './kit';

/**
 * Kitchen stations (issue 28): the usual resource screens, with the categories a station prepares picked in
 * a multi lookup. Each test makes its own categories (the demo's belong to the demo stations already).
 */

async function newCategory(request: APIRequestContext, stem: string): Promise<{ id: number; name: string }> {
  const name = unique(stem);
  const body = await api<{ data: { id: number } }>(request, '/categories/add', { method: 'POST', data: { name } });
  return { id: body.data.id, name };
}

/** Picks a category in the station form's Categories lookup by its (unique) name. */
async function pickCategory(scope: Parameters<typeof field>[0], page: import('@playwright/test').Page, name: string) {
  const box = scope.getByRole('combobox', { name: 'Categories' });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name }).click();
}

let created: { id: number; name: string }[] = [];

describeResource({
  path: '/stations',
  resource: 'stations',
  label: 'Stations',
  createTitle: 'Add New Station',
  fillCreate: async (dialog, name, { page, request }) => {
    created = [await newCategory(request, 'E2E Grills'), await newCategory(request, 'E2E Breads')];
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'Name in Arabic').fill('المشاوي');
    for (const category of created) await pickCategory(dialog, page, category.name);
    return name;
  },
  checkCreated: (stored) => {
    expect(stored.translations).toEqual({ ar: { name: 'المشاوي' } });
    expect(stored.categories.map((c: { id: number }) => c.id)).toEqual(created.map((c) => c.id));
  },
  apiBody: (name) => ({ name }),
  rowText: (name) => name,
  edit: {
    change: async (drawer) => {
      const french = field(drawer, 'Name in French');
      await french.fill('Poste froid');
      await french.blur();
    },
    stored: (s) => expect(s.translations).toEqual({ fr: { name: 'Poste froid' } }),
  },
  validation: { messages: ["Please enter the station's name"] },
});

test.describe('Stations: one station per category', () => {
  test.describe.configure({ timeout: 60_000 });

  test('refuses a category another station has, then moves it once taken off there', async ({ page, request }) => {
    const grills = await newCategory(request, 'E2E Grills');
    const salads = await newCategory(request, 'E2E Salads');
    const grillName = unique('E2E Grill');
    const grill = await api<{ data: { id: number } }>(request, '/stations/add', {
      method: 'POST',
      data: { name: grillName, categories: [grills.id] },
    });

    // A new station asking for the grill's category is refused, and nothing is created.
    await page.goto('/stations');
    await expect(page.getByRole('heading', { name: 'Stations', level: 1 })).toBeVisible(PAGE_LOAD);
    const dialog = await openCreate(page, 'Add New Station');
    const coldName = unique('E2E Cold');
    await field(dialog, 'Name').fill(coldName);
    await pickCategory(dialog, page, salads.name);
    await pickCategory(dialog, page, grills.name);
    const refused = page.waitForResponse((r) => r.url().endsWith('/stations/add') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    await expect(
      dialog.getByText(`${grills.name} goes to the ${grillName} station already; take it off there first.`),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    const none = await api<{ data: { meta: { total_count: number } } }>(
      request,
      `/stations?search=${encodeURIComponent(coldName)}`,
    );
    expect(none.data.meta.total_count).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Taken off the grill in its drawer (the edit is saved), the category can go to another station.
    await page.goto(`/stations/${grill.data.id}`);
    const drawer = page.getByRole('dialog').filter({ has: saveStatus(page) });
    await expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible(PAGE_LOAD);
    await drawer.getByLabel('Selected').getByText(grills.name, { exact: true }).click();
    await expect(saveStatus(page)).toHaveText('saved', SAVE_DONE);
    expect((await record(request, 'stations', grill.data.id)).categories).toEqual([]);
    const cold = await api<{ data: { categories: { id: number }[] } }>(request, '/stations/add', {
      method: 'POST',
      data: { name: coldName, categories: [salads.id, grills.id] },
    });
    expect(cold.data.categories.map((c) => c.id)).toEqual([grills.id, salads.id].sort((a, b) => a - b));
  });
});
