import { api, field, openCreate, shot, unique } from './resources/kit';
import { expect, test } from './support';

/**
 * 'Add New User' picks the date of birth as YYYY-MM-DD (the spec's create modal) and sends it so, in the
 * multipart body every user create is; the user's drawer shows it as DD/MM/YYYY (the spec's drawer).
 */
test.describe('a user’s date of birth', () => {
  // Two full page loads and a create on a machine shared with the server and the build.
  test.describe.configure({ timeout: 120_000 });

  test('is picked as YYYY-MM-DD in Add New User, sent so, and shown DD/MM/YYYY in the drawer', async ({
    page,
    request,
  }) => {
    await page.goto('/users');
    const dialog = await openCreate(page, 'Add New User');
    const born = field(dialog, 'Date Of Birth');
    await expect(born).toHaveAttribute('placeholder', 'YYYY-MM-DD');

    // Typed (one-digit month and day taken), then shown as YYYY-MM-DD.
    await born.fill('1990-4-7');
    await born.press('Tab');
    await expect(born).toHaveValue('1990-04-07');

    // Picked on the calendar, which opens on the typed month: the 15th.
    await born.click();
    const calendar = page.getByRole('grid', { name: /April 1990/ });
    await expect(calendar).toBeVisible();
    await calendar.getByRole('gridcell', { name: /^15, April, 1990/ }).click();
    await expect(born).toHaveValue('1990-04-15');
    await shot(page, 'user-create-date-of-birth');

    const name = unique('E2E born');
    await field(dialog, 'First Name').fill(name);
    await field(dialog, 'Last Name').fill('Khoury');
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    await field(dialog, 'Email').fill(email);
    await field(dialog, 'Password').fill('long-enough-1');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/users/add'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const create = await sent;
    expect(create.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(create.postDataBuffer()?.toString('utf8')).toMatch(
      /Content-Disposition: form-data; name="date_of_birth"\r\n\r\n1990-04-15\r\n/,
    );
    await expect(dialog).toBeHidden();

    const found = await api<{ data: { results: { id: number; date_of_birth: string }[] } }>(
      request,
      `/users?search=${encodeURIComponent(name)}`,
    );
    expect(found.data.results).toHaveLength(1);
    expect(found.data.results[0].date_of_birth).toBe('1990-04-15');

    await page.goto(`/users/${found.data.results[0].id}`);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Done' })).toBeVisible({ timeout: 45_000 });
    const shown = field(drawer, 'Date Of Birth');
    await expect(shown).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await expect(shown).toHaveValue('15/04/1990');
  });

  test('left empty, it is sent as an empty string', async ({ page }) => {
    await page.goto('/users');
    const dialog = await openCreate(page, 'Add New User');
    const name = unique('E2E unborn');
    await field(dialog, 'First Name').fill(name);
    await field(dialog, 'Last Name').fill('Khoury');
    await field(dialog, 'Email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.com`);
    await field(dialog, 'Password').fill('long-enough-1');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/users/add'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataBuffer()?.toString('utf8')).toMatch(
      /Content-Disposition: form-data; name="date_of_birth"\r\n\r\n\r\n/,
    );
    await expect(dialog).toBeHidden();
  });
});
