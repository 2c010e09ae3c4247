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
import {
  inflateEntry,
  InflateBudget,
  MAX_XLSX_INFLATED_BYTES,
  zipEntries,
  ZipError,
} from '../../../server/src/resources/data/zip-guard';
import { buildTestApp, TEST_USERS } from '../helpers/app';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

/** A zip archive of deflated entries; an entry's `declaredSize` may lie about its inflated size. */
function zipOfEntries(files: Array<{ name: string; data: Buffer; declaredSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of files) {
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
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, body);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A one-entry zip archive; `declaredSize` may lie about the inflated size. */
function zipOf(name: string, data: Buffer, declaredSize = data.length): Buffer {
  return zipOfEntries([{ name, data, declaredSize }]);
}

/** The smallest workbook: its first sheet's XML is `sheet` (a `<worksheet>`). */
function workbookWithSheet(sheet: Buffer): Buffer {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipOfEntries([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
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

  it('refuses a zip that inflates past the cap, whatever size it declares, and a damaged one', async () => {
    const inflated = async (zip: Buffer, name: string, budget = new InflateBudget()) => {
      const chunks: Buffer[] = [];
      for await (const chunk of inflateEntry(zipEntries(zip).get(name)!, budget)) chunks.push(chunk);
      return Buffer.concat(chunks).toString();
    };
    const small = zipOf('a.txt', Buffer.from('hello'));
    expect(await inflated(small, 'a.txt')).toBe('hello');
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(1024 * 1024), 100);
    expect(bomb.length).toBeLessThan(5000);
    await expect(inflated(bomb, 'xl/worksheets/sheet1.xml', new InflateBudget(512 * 1024))).rejects.toThrow(
      new ZipError('too large once inflated'),
    );
    expect(() => zipEntries(small.subarray(0, small.length - 30))).toThrow(ZipError);
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

  it('checks a workbook before answering: unknown columns 400, no rows 422; too many rows fail the job', async () => {
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
    // Rows are counted by the job, which reads the file once; the request reads only its start.
    const before = (await list(t.db, 'listProducts')).meta.total_count;
    const many = await workbookOf([['name'], ...Array.from({ length: 10_001 }, (_, i) => [`P${i}`])]);
    const queued = await call(t.db, 'importResource', {
      params: { resource: 'products' },
      body: xlsxFile(many),
      user,
      config,
    });
    await drainJobs();
    const job = await findJob(t.db, queued.data.job_id);
    expect(job?.status).toBe('failed');
    expect(JSON.parse(job!.result!).error).toBe('The file has 10001 rows; at most 10000 can be imported at once.');
    expect((await list(t.db, 'listProducts')).meta.total_count).toBe(before);
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
    // A sheet that inflates past the cap before its first row (whatever size it declares) is refused once
    // the cap is reached, having held one chunk of it at a time.
    const padding = Buffer.alloc(MAX_XLSX_INFLATED_BYTES + 1024, ' ');
    const bomb = workbookWithSheet(Buffer.concat([Buffer.from('<worksheet><sheetData>'), padding]));
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await importing(xlsxFile(bomb))).toMatchObject({
      statusCode: 422,
      message: 'The file is not a valid Excel (.xlsx) workbook (too large once inflated).',
    });
    const noWorkbook = zipOf('xl/worksheets/sheet1.xml', Buffer.from('<worksheet/>'));
    expect(await importing(xlsxFile(noWorkbook))).toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/^The file is not a valid Excel \(\.xlsx\) workbook/),
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
