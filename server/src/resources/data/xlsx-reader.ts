import { cellValue, dateStyles } from './xlsx-cells';
import { SharedStrings } from './xlsx-shared-strings';
import { rawRowBatches, type RawCell, type RawRow } from './xlsx-sheet';
import { openWorkbook } from './xlsx-workbook';
import { NOT_A_WORKBOOK, XlsxError } from './xlsx-xml';
import { InflateBudget, zipEntries, ZipError } from './zip-guard';

/**
 * Reads the first worksheet of an XLSX upload row by row, as it inflates: the zip is in memory (an upload is
 * at most 5 MB), its directory says where each part is, and each part is inflated and XML-parsed (saxes)
 * 16 kB at a time, one turn of the event loop each. So a workbook's header row is read without the rest of
 * the sheet, memory holds one chunk and the rows kept, and a 50 MB sheet never holds the event loop.
 *
 * Why not exceljs, which writes our exports: its whole-workbook reader inflates and parses everything into
 * memory at once (a 3 MB upload took 700 MB and stalled the server for seconds), and its streaming reader
 * reads the zip front to back, so a sheet stored before its shared strings (as Excel and exceljs write them)
 * or a workbook without shared strings is inflated to a temporary file and parsed only at the very end.
 * Cells read as exceljs reads them (see `cellText`): shared, inline and rich text, numbers, booleans,
 * errors, a formula's last result, and numbers in a date format as dates.
 *
 * The parts: xlsx-xml.ts (parsing), xlsx-workbook.ts (finding the sheet), xlsx-sheet.ts (its rows),
 * xlsx-shared-strings.ts and xlsx-cells.ts (cell text).
 */

export { XlsxError };

export interface SheetRow {
  /** The row's number in the sheet (empty rows are skipped, numbering is kept). */
  line: number;
  cells: string[];
  /** Only on the first row: it has cells past `maxColumns` (not kept). */
  wider?: boolean;
}

export interface XlsxRowsOptions {
  /** Most cells kept of the first row (the header): an import has far fewer columns. */
  maxColumns: number;
}

/**
 * The non-empty rows of the first worksheet of an XLSX file, in order, as text cells, read as they inflate
 * (see the top of this file). The first row read (an import's header) keeps at most `maxColumns` cells;
 * every later row keeps only the cells within the first row's width, skipping the others as they are read
 * (no import column names them). Throws {@link XlsxError} for a file that is not a readable workbook, at the
 * point where it is found to be damaged; ending the iteration early stops reading.
 */
export async function* xlsxRows(buffer: Buffer, options: XlsxRowsOptions): AsyncGenerator<SheetRow> {
  const budget = new InflateBudget();
  let strings: SharedStrings | undefined;
  try {
    const entries = zipEntries(buffer);
    const workbook = await openWorkbook(entries, budget);
    const dates = await dateStyles(workbook.styles, budget);
    const shared = (strings = new SharedStrings(workbook.strings, budget));
    const text = (c: RawCell) => cellValue(c, shared, dates, workbook.date1904);
    const bounds = { width: options.maxColumns + 1 };
    let header = true;
    for await (const rows of rawRowBatches(workbook.sheet, budget, bounds)) {
      const needed = sharedStringsNeeded(rows);
      if (needed >= 0) await shared.readUpTo(needed);
      for (const raw of rows) {
        const kept = keptCells(raw, bounds.width, text);
        if (!kept) continue;
        if (header) {
          header = false;
          const wider = kept.length > options.maxColumns;
          bounds.width = Math.min(kept.length, options.maxColumns);
          yield { line: raw.line, cells: kept.slice(0, bounds.width), ...(wider ? { wider } : {}) };
        } else yield { line: raw.line, cells: kept };
      }
    }
  } catch (err) {
    if (err instanceof XlsxError) throw err;
    if (err instanceof ZipError) throw new XlsxError(`${NOT_A_WORKBOOK} (${err.message}).`);
    throw err;
  } finally {
    await strings?.close();
  }
}

/** The highest shared-string index the rows' cells name (-1: none), so the table is read that far first. */
function sharedStringsNeeded(rows: RawRow[]): number {
  let needed = -1;
  for (const r of rows) for (const c of r.cells) if (c.type === 's') needed = Math.max(needed, Number(c.text) || 0);
  return needed;
}

/** A row's cells within `width` as text, up to its last non-empty one; null for a row with no text. */
function keptCells(raw: RawRow, width: number, text: (cell: RawCell) => string): string[] | null {
  const cells: string[] = [];
  for (const c of raw.cells) if (c.column < width) cells[c.column] = text(c);
  const last = cells.findLastIndex((t) => t !== undefined && t !== '');
  if (last < 0) return null;
  return Array.from({ length: Math.min(last + 1, width) }, (_, i) => cells[i] ?? '');
}
