import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cellText } from '../../../server/src/resources/data/xlsx';
import { XlsxError, xlsxRows, type SheetRow } from '../../../server/src/resources/data/xlsx-reader';
import { zipEntries } from '../../../server/src/resources/data/zip-guard';

/** Every row the reader gives, read to the end. */
async function readAll(buffer: Buffer, maxColumns = 200): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of xlsxRows(buffer, { maxColumns })) rows.push(row);
  return rows;
}

/** The first sheet as exceljs's whole-workbook reader sees it: how imports read workbooks before. */
async function readWithExceljs(buffer: Buffer): Promise<Array<{ line: number; cells: string[] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const rows: Array<{ line: number; cells: string[] }> = [];
  workbook.worksheets[0].eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
    while (cells.length && cells.at(-1) === '') cells.pop();
    if (cells.length) rows.push({ line, cells });
  });
  return rows;
}

/** Rows of every kind of cell an import may meet (row 4 left empty). */
const ROWS: Array<[number, ExcelJS.CellValue[]]> = [
  [1, ['name', 'price', 'available', 'since', 'note', 'total']],
  [2, ['Fattoush', 2.5, true, new Date('2026-03-05T00:00:00.000Z'), '  spaced  ', { formula: 'B2*2', result: 5 }]],
  [
    3,
    [
      'Toum "garlic"',
      1e-7,
      false,
      new Date('2026-03-05T10:30:00.000Z'),
      'سلطة',
      { formula: 'A3&"!"', result: 'Toum!' },
    ],
  ],
  [
    5,
    [
      { richText: [{ text: 'Fat' }, { font: { bold: true }, text: 'toush' }] },
      null,
      null,
      null,
      '=not a formula',
      null,
    ],
  ],
  [6, ['', '', '', '', '', { error: '#DIV/0!' } as ExcelJS.CellValue]],
  [8, [null, null, 'third cell only']],
];

describe('the streaming XLSX reader', () => {
  it('reads every kind of cell as exceljs reads it (shared strings, dates, formulas, rich text, errors)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    for (const [line, values] of ROWS) sheet.getRow(line).values = values;
    sheet.getColumn(4).numFmt = 'yyyy-mm-dd';
    sheet.getCell('D3').numFmt = 'yyyy-mm-dd hh:mm';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = await readAll(buffer);
    expect(rows).toEqual(await readWithExceljs(buffer));
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3, 5, 6, 8]);
    expect(rows[1].cells).toEqual(['Fattoush', '2.5', 'true', '2026-03-05', '  spaced  ', '5']);
    expect(rows[3].cells[0]).toBe('Fattoush');
  });

  it('reads a streamed workbook with inline strings (no shared-string table) alike', async () => {
    const file = path.join(os.tmpdir(), `cbo-reader-${process.pid}.xlsx`);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useSharedStrings: false,
      useStyles: true,
    });
    const sheet = workbook.addWorksheet('Products');
    for (const [line, values] of ROWS) {
      while (sheet.rowCount < line - 1) sheet.addRow([]).commit();
      const row = sheet.addRow(values);
      if (line === 2) row.getCell(4).numFmt = 'dd/mm/yyyy';
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
    const buffer = fs.readFileSync(file);
    fs.rmSync(file, { force: true });
    expect(zipEntries(buffer).has('xl/sharedStrings.xml')).toBe(false);
    const rows = await readAll(buffer);
    expect(rows).toEqual(await readWithExceljs(buffer));
    expect(rows[1].cells[3]).toBe('2026-03-05');
  });

  it('keeps at most maxColumns cells of the header (saying it is wider) and the header width of later rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Wide');
    sheet.addRow(['a', 'b', 'c', 'd', 'e']);
    sheet.addRow(['1', '2', '3', '4', '5', '6', '7']);
    sheet.getCell('XFD3').value = 'far away';
    sheet.getCell('A4').value = 'x';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readAll(buffer, 3)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'], wider: true },
      { line: 2, cells: ['1', '2', '3'] },
      { line: 4, cells: ['x'] },
    ]);
    expect((await readAll(buffer, 10))[0]).toEqual({ line: 1, cells: ['a', 'b', 'c', 'd', 'e'] });
  });

  it('reads no further than asked: a sheet damaged at its end gives its first rows, then an XlsxError', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Long');
    for (let i = 0; i < 20_000; i++) sheet.addRow([`Row ${i}`, i, `text ${i % 97}`]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const entry = zipEntries(buffer).get('xl/worksheets/sheet1.xml')!;
    entry.data.fill(0xff, entry.data.length - 512);
    const first: SheetRow[] = [];
    for await (const row of xlsxRows(buffer, { maxColumns: 10 })) {
      first.push(row);
      if (first.length === 2) break;
    }
    expect(first).toEqual([
      { line: 1, cells: ['Row 0', '0', 'text 0'] },
      { line: 2, cells: ['Row 1', '1', 'text 1'] },
    ]);
    await expect(readAll(buffer)).rejects.toThrow(XlsxError);
    await expect(readAll(buffer)).rejects.toThrow(/^The file is not a valid Excel \(\.xlsx\) workbook/);
  });

  it('refuses what is not a workbook with an XlsxError', async () => {
    await expect(readAll(Buffer.from('PK\x03\x04 not really'))).rejects.toThrow(
      new XlsxError('The file is not a valid Excel (.xlsx) workbook (no zip directory).'),
    );
  });
});
