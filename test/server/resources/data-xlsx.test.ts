import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { loadConfig } from '../../../server/src/config';
import type { RequestUser } from '../../../server/src/http/operation';
import { parseCsv } from '../../../server/src/resources/data/csv';
import { findJob } from '../../../server/src/resources/data/jobs-repository';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { cellText, pendingSheetBytes, XLSX_MIME } from '../../../server/src/resources/data/xlsx';
import { checkZipInflatedSize, MAX_XLSX_INFLATED_BYTES, ZipError } from '../../../server/src/resources/data/zip-guard';
import { buildTestApp, TEST_USERS } from '../helpers/app';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

/** A one-entry zip archive (deflated unless `stored`); `declaredSize` may lie about the inflated size. */
function zipOf(name: string, data: Buffer, declaredSize = data.length): Buffer {
  const body = zlib.deflateRawSync(data);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(body.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(30 + fileName.length + body.length, 16);
  return Buffer.concat([local, fileName, body, central, fileName, end]);
}

/** A workbook whose first sheet holds `rows` (exceljs cell values). */
async function workbookOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  rows.forEach((row, i) => {
    if (row.length) sheet.getRow(i + 1).values = row;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every attachment of an .eml file written by the outbox transport. */
function attachments(mail: string): Array<{ type: string; filename: string; content: Buffer }> {
  const found: Array<{ type: string; filename: string; content: Buffer }> = [];
  for (const folded of mail.split(/\r?\n--/)) {
    const part = folded.replace(/\r?\n[ \t]+/g, ' '); // unfolds long header lines
    const filename = /Content-Disposition: attachment; filename=(\S+)/.exec(part)?.[1];
    if (!filename) continue;
    const type = /Content-Type: ([^;\s]+)/.exec(part)?.[1] ?? '';
    const body = part.split(/\r?\n\r?\n/)[1] ?? '';
    found.push({ type, filename, content: Buffer.from(body.replace(/\s/g, ''), 'base64') });
  }
  return found;
}

/** A sheet's rows as the text a CSV of it holds (numbers as their decimal text). */
function sheetTexts(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => cellText(row.getCell(i + 1).value))),
  );
  return rows;
}

describe('xlsx cells and zips', () => {
  it('reads cells as the text a CSV would hold: formulas by their result, dates as ISO', () => {
    expect(cellText(2.5)).toBe('2.5');
    expect(cellText({ formula: '1+1', result: 2 } as ExcelJS.CellValue)).toBe('2');
    expect(cellText({ richText: [{ text: 'Fat' }, { text: 'toush' }] })).toBe('Fattoush');
    expect(cellText(new Date('2026-03-05T00:00:00.000Z'))).toBe('2026-03-05');
    expect(cellText(new Date('2026-03-05T10:30:00.000Z'))).toBe('2026-03-05T10:30:00.000Z');
    expect(cellText({ error: '#DIV/0!' } as ExcelJS.CellValue)).toBe('#DIV/0!');
    expect(cellText(null)).toBe('');
  });

  it('can see how much of a streamed sheet waits for the deflater (the export waits on it; an exceljs upgrade must keep it)', async () => {
    const file = path.join(os.tmpdir(), `cbo-xlsx-probe-${process.pid}.xlsx`);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = workbook.addWorksheet('probe');
    for (let i = 0; i < 2000; i++) sheet.addRow([i, 'text '.repeat(20)]).commit();
    expect(pendingSheetBytes(sheet)).toEqual(expect.any(Number));
    sheet.commit();
    await workbook.commit();
    fs.rmSync(file, { force: true });
  });

  it('refuses a zip that inflates past the cap, whatever size it declares, and a damaged one', () => {
    const small = zipOf('a.txt', Buffer.from('hello'));
    expect(() => checkZipInflatedSize(small)).not.toThrow();
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(1024 * 1024), 100);
    expect(bomb.length).toBeLessThan(5000);
    expect(() => checkZipInflatedSize(bomb, 512 * 1024)).toThrow(new ZipError('too large once inflated'));
    expect(() => checkZipInflatedSize(small.subarray(0, small.length - 30))).toThrow(ZipError);
  });
});

describe(`XLSX export and import jobs (${TEST_DB})`, () => {
  let t: TestDb;
  let user: RequestUser;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-xlsx-outbox-'));
  const config = loadConfig({ MAIL_OUTBOX_DIR: outbox, UPLOAD_DIR: path.join(outbox, 'uploads') });
  let cat: { id: number };
  let toum: { id: number };

  beforeAll(async () => {
    t = await createTestDb();
    const u = await add(t.db, 'User', {
      first_name: 'Karim',
      last_name: 'Khoury',
      email: 'manager@x.test',
      plaintext_password: 'manager-pass',
      role: 'manager',
    });
    user = { id: u.id, email: u.email, role: 'manager', capabilities: [], jti: 'm' };
    cat = await add(t.db, 'Category', { name: 'Mezze' });
    toum = await add(t.db, 'Addon', { name: 'Toum' });
    for (let i = 1; i <= 6; i++)
      await add(t.db, 'Product', {
        name: `Product ${i}`,
        price: i + 0.25,
        status: 'publish',
        category: cat.id,
        addons: i === 1 ? [toum.id] : [],
      });
    await add(t.db, 'Product', { name: '=HYPERLINK("x")', price: 1, description: 'Comma, "quoted"\nand two lines' });
  });
  afterAll(async () => {
    await drainJobs();
    await t.destroy();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const clearOutbox = () =>
    fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .forEach((f) => fs.rmSync(path.join(outbox, f)));
  const mailOf = async (jobId: number) =>
    fs.readFileSync(JSON.parse((await findJob(t.db, jobId))!.result!).mail, 'utf8');
  const exportJob = async (format: 'csv' | 'xlsx') => {
    const { data } = await call(t.db, 'exportResource', {
      params: { resource: 'products' },
      query: { format },
      body: { order_by: 'name' },
      user,
      config,
    });
    await drainJobs();
    return data.job_id as number;
  };
  const xlsxFile = (buffer: Buffer, filename = 'products.xlsx') => ({
    file: { filename, mimetype: XLSX_MIME, buffer },
  });
  const jobCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('an xlsx export holds the rows of the csv export: numbers as numbers, text never a formula', async () => {
    clearOutbox();
    const [csvMail] = attachments(await mailOf(await exportJob('csv')));
    expect(csvMail).toMatchObject({ type: 'text/csv', filename: expect.stringMatching(/^products-\d{8}-\d{4}\.csv$/) });
    const csvRows = parseCsv(csvMail.content.toString('utf8'));

    const xlsxJob = await exportJob('xlsx');
    expect(JSON.parse((await findJob(t.db, xlsxJob))!.result!)).toMatchObject({
      rows: 7,
      filename: expect.stringMatching(/\.xlsx$/),
    });
    const [xlsxMail] = attachments(await mailOf(xlsxJob));
    expect(xlsxMail).toMatchObject({
      type: XLSX_MIME,
      filename: expect.stringMatching(/^products-\d{8}-\d{4}\.xlsx$/),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxMail.content as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('products');
    expect(sheetTexts(sheet)).toEqual(csvRows);
    expect(csvRows).toHaveLength(8);

    const columns = csvRows[0];
    const injected = sheet.getRow(csvRows.findIndex((r) => r[1].includes('HYPERLINK')) + 1);
    expect(injected.getCell(columns.indexOf('name') + 1).value).toBe('\'=HYPERLINK("x")');
    expect(injected.getCell(columns.indexOf('description') + 1).value).toBe('Comma, "quoted"\nand two lines');
    const first = sheet.getRow(2);
    expect(first.getCell(columns.indexOf('price') + 1).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(columns.indexOf('id') + 1).type).toBe(ExcelJS.ValueType.Number);
    const types = new Set<ExcelJS.ValueType>();
    sheet.eachRow((row) => row.eachCell((c) => types.add(c.type)));
    expect([...types].sort()).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.String].sort());
  });

  it('an unknown export format is a 400 before anything is queued', async () => {
    const jobs = await jobCount();
    const e = await callError(t.db, 'exportResource', {
      params: { resource: 'products' },
      query: { format: 'pdf' },
      body: {},
      user,
      config,
    });
    expect(e).toMatchObject({ statusCode: 400, errors: { format: 'must be csv or xlsx' } });
    expect(await jobCount()).toBe(jobs);
  });

  it('an xlsx file imports: rows with an id update, others create; formula cells give their result', async () => {
    const existing = (await list(t.db, 'listProducts', { name: 'Product 2' })).results[0];
    const before = (await list(t.db, 'listProducts')).meta.total_count;
    const buffer = await workbookOf([
      ['id', 'name', 'price', 'status', 'category', 'category_name', 'addons'],
      [existing.id, 'Product 2 renamed', 42, 'publish', cat.id, 'ignored', ''],
      [],
      [
        '',
        { richText: [{ text: 'Sheet ' }, { text: 'new' }] },
        { formula: '1+1.5', result: 2.5 },
        'draft',
        cat.id,
        '',
        `${toum.id}`,
      ],
      ['', "'=not a formula", 3, 'draft', '', '', ''],
    ]);
    const res = await call(t.db, 'importResource', {
      params: { resource: 'products' },
      body: xlsxFile(buffer),
      user,
      config,
    });
    expect(res.data.message).toMatch(/will be imported/);
    await drainJobs();
    const job = await findJob(t.db, res.data.job_id);
    expect(job?.status).toBe('done');
    expect(JSON.parse(job!.result!)).toMatchObject({ created: 2, updated: 1, filename: 'products.xlsx' });
    expect((await list(t.db, 'listProducts')).meta.total_count).toBe(before + 2);
    expect((await list(t.db, 'listProducts', { 'id[]': existing.id })).results[0]).toMatchObject({
      name: 'Product 2 renamed',
      price: 42,
      __version: 2,
    });
    expect((await list(t.db, 'listProducts', { name: 'Sheet new' })).results[0]).toMatchObject({
      price: 2.5,
      status: 'draft',
      addons: [{ id: toum.id }],
    });
    expect((await list(t.db, 'listProducts', { name: '=not a formula' })).meta.total_count).toBe(1);
  });

  it('a bad sheet row fails the whole import, naming its row in the sheet, and writes nothing', async () => {
    clearOutbox();
    const before = (await list(t.db, 'listProducts')).meta.total_count;
    const buffer = await workbookOf([
      ['name', 'price', 'status'],
      ['Good one', 1, 'publish'],
      [],
      ['Bad one', 'cheap', 'publish'],
      ['Good two', 2, 'draft'],
    ]);
    const res = await call(t.db, 'importResource', {
      params: { resource: 'products' },
      body: xlsxFile(buffer),
      user,
      config,
    });
    await drainJobs();
    const job = await findJob(t.db, res.data.job_id);
    expect(job?.status).toBe('failed');
    expect(JSON.parse(job!.result!).error).toBe('Row 4: price must be a number');
    expect((await list(t.db, 'listProducts')).meta.total_count).toBe(before);
    expect(
      fs.readdirSync(outbox).some((f) => /nothing was imported/.test(fs.readFileSync(path.join(outbox, f), 'utf8'))),
    ).toBe(true);
  });

  it('checks a workbook before answering: unknown columns 400, no rows 422, too many rows 422', async () => {
    expect(
      await callError(t.db, 'importResource', {
        params: { resource: 'products' },
        body: xlsxFile(
          await workbookOf([
            ['name', 'colour'],
            ['X', 'red'],
          ]),
        ),
        user,
        config,
      }),
    ).toMatchObject({ statusCode: 400, message: 'Unknown column "colour" for products.' });
    expect(
      await callError(t.db, 'importResource', {
        params: { resource: 'products' },
        body: xlsxFile(await workbookOf([['name']])),
        user,
        config,
      }),
    ).toMatchObject({ statusCode: 422, message: 'The file has no data rows under its header row.' });
    const many = await workbookOf([['name'], ...Array.from({ length: 10_001 }, (_, i) => [`P${i}`])]);
    expect(
      await callError(t.db, 'importResource', { params: { resource: 'products' }, body: xlsxFile(many), user, config }),
    ).toMatchObject({ statusCode: 422, message: 'The file has 10001 rows; at most 10000 can be imported at once.' });
  });

  it('a file that is not a workbook is a clean 415/422, never a 500, and queues nothing', async () => {
    const jobs = await jobCount();
    const importing = (body: unknown) =>
      callError(t.db, 'importResource', { params: { resource: 'products' }, body, user, config });
    const fake = await importing(xlsxFile(Buffer.from('name,price\nX,1\n')));
    expect(fake).toMatchObject({
      statusCode: 415,
      code: 'unsupported_media_type',
      message: '"products.xlsx" is not an Excel (.xlsx) file.',
    });
    const notWorkbook = await importing(xlsxFile(zipOf('readme.txt', Buffer.from('hello'))));
    expect(notWorkbook).toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/^The file is not a valid Excel \(\.xlsx\) workbook/),
    });
    const real = await workbookOf([['name'], ['X']]);
    const truncated = await importing(xlsxFile(real.subarray(0, Math.floor(real.length / 2))));
    expect(truncated).toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/^The file is not a valid Excel/),
    });
    // A workbook renamed .csv is still read as one: the content decides.
    expect(
      (
        await call(t.db, 'importResource', {
          params: { resource: 'products' },
          body: { file: { filename: 'p.csv', mimetype: 'text/csv', buffer: real } },
          user,
          config,
        })
      ).data.job_id,
    ).toEqual(expect.any(Number));
    await drainJobs();
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(MAX_XLSX_INFLATED_BYTES + 1024), 1000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await importing(xlsxFile(bomb))).toMatchObject({
      statusCode: 422,
      message: 'The file is not a valid Excel (.xlsx) workbook (too large once inflated).',
    });
    expect(await jobCount()).toBe(jobs + 1);
  });
});

describe(`XLSX over HTTP (${TEST_DB})`, () => {
  it('?format=xlsx is accepted, another format is a 400, and a multipart .xlsx upload is queued', async () => {
    const t = await buildTestApp();
    try {
      const admin = await t.login(TEST_USERS.administrator);
      const exportAs = (format: string) =>
        t.app.inject({
          method: 'POST',
          url: `${t.api}/export/users?format=${format}`,
          headers: admin.headers,
          payload: {},
        });
      expect((await exportAs('xlsx')).statusCode).toBe(202);
      const bad = await exportAs('pdf');
      expect(bad.statusCode).toBe(400);
      const form = new FormData();
      form.append(
        'file',
        new Blob([await workbookOf([['name'], ['From Excel']])], { type: XLSX_MIME }),
        'categories.xlsx',
      );
      const req = new Request('http://x/', { method: 'POST', body: form });
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.api}/import/categories`,
        headers: { ...admin.headers, 'content-type': req.headers.get('content-type')! },
        payload: Buffer.from(await req.arrayBuffer()),
      });
      expect(res.statusCode).toBe(202);
      await drainJobs();
      const job = await findJob(t.db, res.json().data.job_id);
      expect(job?.status).toBe('done');
      expect(
        await t.db.selectFrom('categories').select('name').where('name', '=', 'From Excel').executeTakeFirst(),
      ).toBeTruthy();
    } finally {
      await drainJobs();
      await t.close();
    }
  });
});
