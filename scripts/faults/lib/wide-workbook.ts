import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WideWorkbookOptions {
  rows?: number;
  columns?: number;
  /** The header row's cells; default `col1` … `col<columns>` (no resource has such columns). */
  header?: string[];
  /** The first cell of data row `r` (0-based), e.g. a unique name; default like the others. */
  firstCell?: (r: number) => string;
}

/**
 * A wide workbook as issue 29 found it: 10,000 rows of 111 inline-string cells (no shared-string table),
 * about 3 MB zipped and over 50 MB of sheet XML once inflated — under the 64 MB inflate guard. Written with
 * exceljs's streaming writer, so building it holds one row at a time.
 */
export async function wideWorkbook(options: WideWorkbookOptions = {}): Promise<Buffer> {
  const rows = options.rows ?? 10_000;
  const columns = options.columns ?? 111;
  const header = options.header ?? Array.from({ length: columns }, (_, i) => `col${i + 1}`);
  const file = path.join(os.tmpdir(), `cbo-wide-${process.pid}-${Date.now()}.xlsx`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
    zip: { zlib: { level: 9 } },
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header).commit();
  const cells = new Array<string>(columns);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) cells[c] = `a cell text ${c % 10}-${r % 10}`;
    if (options.firstCell) cells[0] = options.firstCell(r);
    sheet.addRow(cells).commit();
  }
  sheet.commit();
  await workbook.commit();
  try {
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}
