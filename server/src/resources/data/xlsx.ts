import ExcelJS from 'exceljs';
import { guardFormula } from './formula-guard';
import { checkZipInflatedSize, ZipError } from './zip-guard';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams rows into an XLSX file with exceljs's WorkbookWriter: each row is written to the zip as it
 * comes, and strings go inline (no shared-string table), so memory stays flat whatever the export's
 * size. Numbers are number cells; text is text cells, never formulas, with the same formula guard as
 * the CSV export (a leading apostrophe before = + - @ …), so both files hold the same text.
 */
export async function writeXlsx(file: string, sheetName: string, batches: AsyncIterable<Array<Array<string | number>>>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  for await (const batch of batches)
    for (const values of batch) sheet.addRow(values.map((v) => (typeof v === 'string' ? guardFormula(v) : v))).commit();
  sheet.commit();
  await workbook.commit();
}

export class XlsxError extends Error {}

/** A date cell: `YYYY-MM-DD` when it has no time of day (Excel dates carry no zone), else ISO 8601. */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** A cell's value as the text a CSV cell would hold; a formula gives its last computed result. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

/**
 * The first worksheet of an XLSX file as rows of text cells, each with its row number in the sheet
 * (empty rows are skipped, numbering is kept). Throws {@link XlsxError} for a file that is not a readable workbook.
 */
export async function readXlsx(buffer: Buffer): Promise<Array<{ line: number; cells: string[] }>> {
  const workbook = new ExcelJS.Workbook();
  try {
    checkZipInflatedSize(buffer);
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch (err) {
    const why = err instanceof ZipError ? ` (${err.message})` : '';
    throw new XlsxError(`The file is not a valid Excel (.xlsx) workbook${why}.`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new XlsxError('The file is not a valid Excel (.xlsx) workbook (it has no worksheet).');
  const rows: Array<{ line: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
    if (cells.some((c) => c !== '')) rows.push({ line, cells });
  });
  return rows;
}
