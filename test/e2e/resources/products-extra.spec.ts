import { clickOnFrozenClock, freezeClock, untilVisibleOnFrozenClock } from '../support';
import { api, expect, field, PAGE_LOAD, record, search, shot, test, undoTimer, unique } from './kit';

/**
 * What products have beyond the standard checks (issue 4): the table/card toggle remembered under
 * `product-view`, the card view (12 a page, category tags, View), images sent with the create and uploaded
 * at once from the drawer, Import Products and Export, and a bulk delete with its countdown.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const EXPORT_MESSAGE = 'The export file is being generated, You will receive the it via email when ready!';

test.describe('Products extras', () => {
  test.describe.configure({ timeout: 60_000 });

  test('card view: remembered, 12 a page, category tags, View opens the drawer', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Cards' }).click();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(page).toHaveURL(/pageSize=12/);
    expect(await page.evaluate(() => localStorage.getItem('product-view'))).toBe('card');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(12);

    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Drinks' }).click();
    await expect(page).toHaveURL(/filters/);
    // Every card of the filtered page is a drink: read as one list, since the cards of the page before the filter
    // can still be on screen when the first card already reads 'Drinks' (it may be a drink too).
    await expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Drinks'));
      })
      .toBe(true);
    await shot(page, 'products-cards');

    const first = cards.first();
    await first.hover();
    await first.getByRole('button', { name: /^View / }).click();
    await expect(page.getByRole('status', { name: 'Auto save' })).toHaveText('waiting for changes');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('product-view'))).toBe('table');
  });

  test('an image goes with the create (multipart) and is replaced at once from the drawer', async ({
    page,
    request,
  }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    const name = unique('E2E image');
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'Price').fill('4');
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
    const posted = page.waitForRequest((r) => r.url().endsWith('/products/add'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(dialog).toBeHidden();

    const list = await api<{ data: { results: { id: number; image: string }[] } }>(
      request,
      `/products?search=${encodeURIComponent(name)}`,
    );
    const created = list.data.results[0];
    expect(created.image).toMatch(/^\/uploads\/products\/.+\.png\?exp=\d+&sig=[\w-]{43}$/);

    await page.goto(`/products/${created.id}`);
    const status = page.getByRole('status', { name: 'Auto save' });
    // A deep link loads the app, the screen and the drawer one after another (kit.ts, PAGE_LOAD).
    await expect(status).toHaveText('waiting for changes', PAGE_LOAD);
    await page
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: PNG });
    await expect(status).toHaveText('saved');
    const stored = await record<{ image: string }>(request, 'products', created.id);
    expect(stored!.image).toMatch(/^\/uploads\/products\/.+\.png\?exp=\d+&sig=[\w-]{43}$/);
    expect(stored!.image).not.toBe(created.image);
  });

  test('Import Products takes a dropped or chosen CSV; Export answers with its notice', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByText(EXPORT_MESSAGE).last()).toBeVisible();

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Products' });
    await expect(dialog.getByRole('heading', { name: 'Import Products' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    const csv = `name,price,status\n${unique('E2E imported')},3.5,draft\n`;
    await dialog
      .getByLabel('CSV or Excel file', { exact: true })
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('products.csv')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('The File will be imported').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('bulk delete: Delete Selected counts down, then deletes every selected row', async ({ page, request }) => {
    await page.clock.install();
    const stem = unique('E2E bulk');
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const created = await api<{ data: { id: number } }>(request, '/products/add', {
        method: 'POST',
        data: { name: `${stem} ${n}`, price: 1 },
      });
      ids.push(created.data.id);
    }
    await page.goto('/products');
    await search(page, stem);
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await table.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await freezeClock(page);
    await clickOnFrozenClock(
      page,
      page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }),
    );
    await untilVisibleOnFrozenClock(page, undoTimer(page).filter({ hasText: /^You have [1-5] seconds to undo$/ }));
    for (const id of ids) expect(await record(request, 'products', id)).not.toBeNull();
    await page.clock.fastForward(5000);
    await page.clock.resume();
    await expect
      .poll(async () => (await Promise.all(ids.map((id) => record(request, 'products', id)))).filter(Boolean).length)
      .toBe(0);
  });
});

test.describe('Users extras', () => {
  test.describe.configure({ timeout: 60_000 });

  test('Change Password in the drawer: checked, saved, and the new password signs in', async ({ page, request }) => {
    const name = unique('E2E pw');
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    const created = await api<{ data: { id: number } }>(request, '/users/add', {
      method: 'POST',
      data: { first_name: name, last_name: 'Pw', email, plaintext_password: 'first-password-1' },
    });
    await page.goto(`/users/${created.data.id}`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel(/^New password/).fill('short');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(dialog.getByText('Confirm password is required')).toBeVisible();
    await dialog.getByLabel(/^New password/).fill('second-password-2');
    await dialog.getByLabel(/^Confirm password/).fill('second-password-X');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await dialog.getByLabel(/^Confirm password/).fill('second-password-2');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Auto save' })).toHaveText('saved');
    const login = await request.post('/cms/json-api/catering/v1/jwt/token', {
      data: { username: email, password: 'second-password-2' },
    });
    expect(login.ok()).toBeTruthy();
  });
});
