import type ExcelJS from 'exceljs';
import { guardFormula } from './formula-guard';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs, loaded on the first XLSX import or export: it takes longer to load than the rest of the server. */
async function excel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/**
 * Streams rows into an XLSX file with exceljs's WorkbookWriter: each row is written to the zip as it
 * comes, and strings go inline (no shared-string table), so memory stays flat whatever the export's
 * size. Numbers are number cells; text is text cells, never formulas, with the same formula guard as
 * the CSV export (a leading apostrophe before = + - @ …), so both files hold the same text.
 */
export async function writeXlsx(file: string, sheetName: string, batches: AsyncIterable<Array<Array<string | number>>>): Promise<void> {
  const workbook = new (await excel()).stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  for await (const batch of batches) {
    for (const values of batch) sheet.addRow(values.map((v) => (typeof v === 'string' ? guardFormula(v) : v))).commit();
    await sheetEntryDrained(sheet);
  }
  sheet.commit();
  await workbook.commit();
}

/** Unzipped sheet bytes allowed to wait for the deflater before the export waits for it to catch up. */
const MAX_PENDING_SHEET_BYTES = 1024 * 1024;
/** How long the zip may take no bytes at all before the export gives up. */
const STALL_MS = 60_000;

interface PendingStream {
  _writableState?: { length: number };
  once?: (event: 'drain', listener: () => void) => void;
  off?: (event: 'drain', listener: () => void) => void;
}

function sheetEntry(sheet: ExcelJS.Worksheet): PendingStream | undefined {
  return (sheet as unknown as { _stream?: { pipes?: PendingStream[] } })._stream?.pipes?.[0];
}

/** Bytes of a streamed sheet waiting for the deflater; null when exceljs's internals are not as expected. */
export function pendingSheetBytes(sheet: ExcelJS.Worksheet): number | null {
  const length = sheetEntry(sheet)?._writableState?.length;
  return typeof length === 'number' ? length : null;
}

/** The stream's next 'drain', or 20 ms, whichever comes first. */
function drainOrTick(stream: PendingStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stream.off?.('drain', done);
      resolve();
    };
    const timer = setTimeout(done, 20);
    stream.once?.('drain', done);
  });
}

/**
 * Back-pressure exceljs lacks: its WorkbookWriter hands committed rows to the zip without waiting, so
 * when rows come faster than they are deflated and written (a busy machine), the whole sheet piles up
 * unzipped in memory (+70 MB for 100k orders). Waits until the sheet's zip entry holds at most
 * {@link MAX_PENDING_SHEET_BYTES}. Reads exceljs 4.4 internals (`_stream.pipes[0]`, a stream's
 * `_writableState`); does nothing if they are not there.
 */
async function sheetEntryDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const entry = sheetEntry(sheet);
  const state = entry?._writableState;
  if (!entry || !state || typeof state.length !== 'number') return;
  let last = state.length;
  let since = Date.now();
  while (state.length > MAX_PENDING_SHEET_BYTES) {
    await drainOrTick(entry);
    if (state.length < last) since = Date.now();
    else if (Date.now() - since > STALL_MS) throw new Error('The Excel file stopped being written.');
    last = state.length;
  }
}

/** A date cell: `YYYY-MM-DD` when it has no time of day (Excel dates carry no zone), else ISO 8601. */
export function dateText(date: Date): string {
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
