/** An XLSX cell as text: shared, inline and rich text, numbers, booleans, errors, and dates (by the cell's style). */
import { dateText } from './xlsx';
import type { SharedStrings } from './xlsx-shared-strings';
import type { RawCell } from './xlsx-sheet';
import { readXml } from './xlsx-xml';
import type { InflateBudget, ZipEntry } from './zip-guard';

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, and the East Asian ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Whether a custom number format shows a date or time (exceljs's rule: quoted and bracketed parts aside). */
function isDateFormatCode(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The cell styles (`s`, their index in `cellXfs`) that show numbers as dates. */
export async function dateStyles(entry: ZipEntry | undefined, budget: InflateBudget): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!entry) return dates;
  const codes = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await readXml(entry, budget, {
    open(name, a) {
      if (name === 'numFmt') codes.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  formats.forEach((id, style) => {
    const code = codes.get(id);
    if (code !== undefined ? isDateFormatCode(code) : DATE_FORMAT_IDS.has(id)) dates.add(style);
  });
  return dates;
}

/** Excel's day number → a date (exceljs's `excelToDate`). */
function excelDate(days: number, date1904: boolean): Date {
  return new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

/** A cell as the text a CSV of the sheet would hold (the reading of `cellText`). */
export function cellValue(cell: RawCell, strings: SharedStrings, dates: Set<number>, date1904: boolean): string {
  const text = cell.text;
  switch (cell.type) {
    case 's':
      return text.trim() === '' ? '' : strings.get(Number(text));
    case 'inlineStr':
    case 'str':
    case 'e':
      return text;
    case 'b':
      return text === '' ? '' : String(Number.parseInt(text, 10) !== 0);
    case 'd': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : dateText(date);
    }
    default: {
      if (text.trim() === '') return '';
      const value = Number.parseFloat(text);
      return dates.has(cell.style) && Number.isFinite(value) ? dateText(excelDate(value, date1904)) : String(value);
    }
  }
}

