import fs from 'node:fs';
import { api, expect, PAGE_LOAD, shot, test, unique } from './resources/kit';

/**
 * An import or export tells its result in the app, wherever the user is when it ends, and the Jobs page
 * (account menu → 'Imports and exports') keeps every result; nobody has to read their mail to learn it.
 */

const IMPORT_STARTED = 'The File will be imported';
const EXPORT_STARTED = 'The export file is being generated, You will receive the it via email when ready!';

test.use({ role: 'manager' });
test.describe.configure({ mode: 'serial', timeout: 60_000 });

async function importOutlets(page: import('@playwright/test').Page, filename: string, csv: string) {
  await page.goto('/outlets');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Records' });
  await dialog
    .getByLabel('CSV or Excel file', { exact: true })
    .setInputFiles({ name: filename, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(IMPORT_STARTED).last()).toBeVisible();
}

/** A notice (Fluent toast) holding `text`. */
const jobsToast = (page: import('@playwright/test').Page, text: string | RegExp) =>
  page.locator('.fui-Toast').filter({ hasText: text }).first();

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`;

test('a bad outlets file: the app shows that nothing was imported, with every problem line', async ({ page }) => {
  const filename = `bad-outlets-${stamp()}.csv`;
  await importOutlets(
    page,
    filename,
    'name,opening_hours_from,holidays,time_zone\r\n,25:00,9,Mars/Olympus\r\nFine,08:00,,Asia/Beirut\r\nOdd,,,Nowhere/Land\r\n',
  );
  // The user has moved on: the result still finds them.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const toast = jobsToast(page, `Import of ${filename} failed: Line 2: name is required`);
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await toast.getByRole('button', { name: 'Show all 5 problems' }).click();
  const problems = toast.getByRole('list', { name: 'Problems' }).getByRole('listitem');
  await expect(problems).toHaveText([
    'Line 2: name is required',
    'Line 2: opening_hours_from must be a time HH:mm',
    'Line 2: holidays must be a list of weekday indexes 0..6',
    'Line 2: time_zone must be an IANA time zone, e.g. Asia/Beirut',
    'Line 4: time_zone must be an IANA time zone, e.g. Asia/Beirut',
  ]);
  await shot(page, 'job-failed-toast');
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toBeHidden();
});

test('a good outlets file: the app shows what was created and updated', async ({ page }) => {
  const filename = `outlets-${stamp()}.csv`;
  await importOutlets(
    page,
    filename,
    `name,time_zone\r\n${unique('Jobs A')},Asia/Beirut\r\n${unique('Jobs B')},Asia/Beirut\r\n`,
  );
  await expect(jobsToast(page, `Import of ${filename}: 2 created, 0 updated`)).toBeVisible({ timeout: 20_000 });
});

test('an export: the app says the file was sent by email', async ({ page }) => {
  await page.goto('/outlets');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText(EXPORT_STARTED).last()).toBeVisible();
  await expect(jobsToast(page, /Export of Outlets: \d+ rows? sent to you by email/)).toBeVisible({ timeout: 20_000 });
});

test('the Jobs page lists them with their results', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Imports and exports' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Jobs' }).getByRole('row');
  const exportRow = rows.filter({ hasText: 'Export of Outlets' }).first();
  await expect(exportRow).toContainText(/\d+ rows? sent to you by email/);
  await expect(exportRow).toContainText('Done');
  const good = rows.filter({ hasText: /Import of outlets-.*\.csv/ }).first();
  await expect(good).toContainText('2 created, 0 updated');
  const bad = rows.filter({ hasText: /Import of bad-outlets-.*\.csv/ }).first();
  await expect(bad).toContainText('Failed');
  await expect(bad).toContainText('Line 2: name is required');
  await bad.getByRole('button', { name: 'Show all 5 problems' }).click();
  await expect(bad.getByRole('listitem')).toHaveCount(5);
  await expect(bad.getByRole('listitem').last()).toHaveText(
    'Line 4: time_zone must be an IANA time zone, e.g. Asia/Beirut',
  );
  await shot(page, 'jobs-page');
});

test('a finished export downloads from the Jobs page, the CSV holding every outlet', async ({ page, request }) => {
  const name = unique('Download Outlet');
  await api(request, '/outlets/add', { method: 'POST', data: { name, time_zone: 'Asia/Beirut' } });
  await page.goto('/outlets');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText(EXPORT_STARTED).last()).toBeVisible();
  await expect(jobsToast(page, /Export of Outlets: \d+ rows? sent to you by email/)).toBeVisible({ timeout: 20_000 });

  await page.goto('/jobs');
  const exportRow = page
    .getByRole('table', { name: 'Jobs' })
    .getByRole('row')
    .filter({ hasText: 'Export of Outlets' })
    .first();
  await expect(exportRow).toContainText('Done', PAGE_LOAD);
  const rowCount = Number(/(\d+) rows? sent/.exec(await exportRow.innerText())![1]);
  const button = exportRow.getByRole('button', { name: /^Download outlets-\d{8}-\d{4}\.csv$/ });
  await expect(button).toHaveText('Download');
  await shot(page, 'jobs-download');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^outlets-\d{8}-\d{4}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toMatch(/^id,name,/);
  expect(lines).toHaveLength(rowCount + 1); // the header, then one line per exported row
  expect(lines.filter((line) => line.split(',')[1] === name)).toHaveLength(1);
});

for (const width of [1024, 390]) {
  test(`the Jobs page with a Download at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/jobs');
    const exportRow = page
      .getByRole('table', { name: 'Jobs' })
      .getByRole('row')
      .filter({ hasText: 'Export of Outlets' })
      .first();
    await expect(exportRow.getByRole('button', { name: /^Download outlets-/ })).toBeVisible(PAGE_LOAD);
    await shot(page, 'jobs-download');
  });
}
