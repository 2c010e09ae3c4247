import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { api, expect, test, unique } from './kit';

/** Excel for caterers: the export menu mails an .xlsx workbook, and the import modal takes one. */

const EXPORT_MESSAGE = 'The export file is being generated, You will receive the it via email when ready!';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Outbox messages written since `since` (the server writes mail as .eml files there). */
function mailsSince(since: number): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(outbox, f))
    .filter((f) => fs.statSync(f).mtimeMs >= since - 1000)
    .map((f) => fs.readFileSync(f, 'utf8').replace(/\r?\n[ \t]+/g, ' '));
}

test.describe('Excel export and import', () => {
  test.describe.configure({ timeout: 60_000 });

  test('File type → Excel mails products as an .xlsx; Import takes an .xlsx', async ({ page, request }) => {
    await page.goto('/products');
    const since = Date.now();
    await page.getByRole('button', { name: 'File type' }).click();
    await expect(page.getByRole('menuitem', { name: 'CSV (.csv)' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    await expect(page.getByText(EXPORT_MESSAGE).last()).toBeVisible();
    await expect
      .poll(
        () =>
          mailsSince(since).filter((m) => m.includes(XLSX_MIME) && /filename=products-\d{8}-\d{4}\.xlsx/.test(m))
            .length,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    const name = unique('E2E from Excel');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['name', 'price', 'status']);
    sheet.addRow([name, 4.5, 'draft']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Products' });
    await dialog
      .getByLabel('CSV or Excel file', { exact: true })
      .setInputFiles({ name: 'products.xlsx', mimeType: XLSX_MIME, buffer });
    await expect(dialog.getByText('products.xlsx')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('The File will be imported').last()).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await api<{ data: { results: Array<{ price: number }> } }>(
              request,
              `/products?name=${encodeURIComponent(name)}`,
            )
          ).data.results[0]?.price,
        { timeout: 30_000 },
      )
      .toBe(4.5);
  });
});
