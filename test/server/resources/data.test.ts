import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/src/config';
import type { RequestUser } from '../../../server/src/http/operation';
import { parseCsv, toCsv, unguard } from '../../../server/src/resources/data/csv';
import { findJob, insertJob } from '../../../server/src/resources/data/jobs-repository';
import { drainJobs, resumeQueuedJobs } from '../../../server/src/resources/data/runner';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

describe('csv (csv-parse / csv-stringify)', () => {
  it('round-trips quotes, commas, line breaks and formula-looking text', () => {
    const rows = [
      ['name', 'note'],
      ['Fattoush, large', 'says "hi"\nsecond line'],
      ['=SUM(A1)', '+961 3 123 456'],
    ];
    const text = toCsv(rows);
    expect(text).toContain(`"'=SUM(A1)"`.replace(/"/g, ''));
    const back = parseCsv(text).map((r) => r.map(unguard));
    expect(back).toEqual(rows);
  });

  it('writes the same bytes as before: CRLF rows, RFC 4180 quoting, an apostrophe before = + - @ tab CR', () => {
    const rows = [
      ['name', 'note'],
      ['Fattoush, large', 'says "hi"\nsecond line'],
      ['=SUM(A1)', '+961 3 123 456'],
      ['-5', '@x'],
      ['\tTab', 'a\rb'],
      ['', 'plain'],
      ['x\ny', '1;2'],
    ];
    expect(toCsv(rows)).toBe(
      'name,note\r\n"Fattoush, large","says ""hi""\nsecond line"\r\n\'=SUM(A1),\'+961 3 123 456\r\n\'-5,\'@x\r\n\'\tTab,"a\rb"\r\n,plain\r\n"x\ny",1;2\r\n',
    );
  });

  it('guards the full-width = + - @ that spreadsheets fold into formulas, and unguards them', () => {
    expect(toCsv([['\uFF1D1+1', '\uFF20SUM(A1)']])).toBe("'\uFF1D1+1,'\uFF20SUM(A1)\r\n");
    expect(parseCsv(toCsv([['\uFF1D1+1']]))[0].map(unguard)).toEqual(['\uFF1D1+1']);
  });

  it('skips a BOM and blank lines, reads CRLF, LF and CR rows, and refuses a broken quote with its line', () => {
    expect(parseCsv('\ufeffa,b\r\n\r\n1,2\n3,4\r5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    expect(() => parseCsv('a\n"open')).toThrow('Line 2: a quoted field is not closed.');
    expect(() => parseCsv('a\nx"y')).toThrow('Line 2: a quote may only start a field.');
  });

  it('reads semicolon-separated files (Excel where the decimal separator is a comma) by their header', () => {
    expect(parseCsv('\ufeffname;addons;note\r\nMezze;"1;2";a, b\r\n')).toEqual([
      ['name', 'addons', 'note'],
      ['Mezze', '1;2', 'a, b'],
    ]);
    // A comma file keeps semicolons inside cells (many-relation ids).
    expect(parseCsv('name,addons\r\nMezze,1;2\r\n')).toEqual([
      ['name', 'addons'],
      ['Mezze', '1;2'],
    ]);
  });
});

describe(`export and import jobs (${TEST_DB})`, () => {
  let t: TestDb;
  let user: RequestUser;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-outbox-'));
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
    for (let i = 1; i <= 14; i++)
      await add(t.db, 'Product', {
        name: `Product ${String(i).padStart(2, '0')}`,
        price: i + 0.5,
        status: i % 2 ? 'publish' : 'draft',
        category: cat.id,
        addons: i === 1 ? [toum.id] : [],
      });
    await add(t.db, 'Product', {
      name: '=HYPERLINK("x")',
      price: 1,
      status: 'draft',
      description: 'Comma, "quoted"\nand two lines',
    });
  });
  afterAll(async () => {
    await drainJobs();
    await t.destroy();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const mails = () =>
    fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
  const clearOutbox = () =>
    fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .forEach((f) => fs.rmSync(path.join(outbox, f)));
  const csvAttachment = (mail: string) => {
    const match = /Content-Disposition: attachment; filename=\S+\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
    return Buffer.from((match?.[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8');
  };
  function importFile(csv: string, filename = 'products.csv', mimetype = 'text/csv') {
    return { file: { filename, mimetype, buffer: Buffer.from(csv, 'utf8') } };
  }

  it('exports every matching row (not a page) as CSV mailed to the caller, answering 202 at once', async () => {
    clearOutbox();
    const body = await call(t.db, 'exportResource', {
      params: { resource: 'products' },
      body: { status: 'publish', order_by: 'name', per_page: 2 },
      user,
      config,
    });
    expect(body.data).toEqual({
      job_id: expect.any(Number),
      message: expect.stringMatching(/export file is being generated/),
    });
    await drainJobs();
    const job = await findJob(t.db, body.data.job_id);
    expect(job).toMatchObject({ kind: 'export', resource: 'products', status: 'done', attempts: 1, user_id: user.id });
    expect(JSON.parse(job!.result!)).toMatchObject({ rows: 7 });
    const [mail] = mails();
    expect(mail).toMatch(/^To: manager@x\.test$/m);
    const rows = parseCsv(csvAttachment(mail).replace(/^\ufeff/, ''));
    expect(rows[0]).toEqual([
      'id',
      'name',
      'description',
      'price',
      'prep_minutes',
      'image',
      'status',
      'stock_status',
      'category',
      'category_name',
      'addons',
      'addons_name',
      'allergens',
      'dietary',
      'name_ar',
      'name_fr',
      'description_ar',
      'description_fr',
      '__date_created',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'Product 01',
      'Product 03',
      'Product 05',
      'Product 07',
      'Product 09',
      'Product 11',
      'Product 13',
    ]);
    expect(rows[1].slice(3, 12)).toEqual([
      '1.5',
      '', // prep_minutes: not set
      '',
      'Publish',
      'Available',
      String(cat.id),
      'Mezze',
      String(toum.id),
      'Toum',
    ]);
  });

  it('refuses an export with an unknown filter before queuing anything', async () => {
    const e = await callError(t.db, 'exportResource', {
      params: { resource: 'products' },
      body: { colour: 'red' },
      user,
      config,
    });
    expect(e).toMatchObject({ statusCode: 400, message: 'Unknown filter "colour" for products.' });
  });

  it('an exported file imports back: rows with an id update, rows without one create', async () => {
    clearOutbox();
    const { data } = await call(t.db, 'exportResource', {
      params: { resource: 'products' },
      body: { name_like: 'Product 0' },
      user,
      config,
    });
    await drainJobs();
    expect((await findJob(t.db, data.job_id))?.status).toBe('done');
    const rows = parseCsv(csvAttachment(mails()[0]).replace(/^\ufeff/, ''));
    rows[1][3] = '99.99';
    rows.push([
      '',
      'Imported New',
      'fresh',
      '2.25',
      '20',
      '',
      'publish',
      'available',
      String(cat.id),
      'ignored',
      `${toum.id}`,
      '',
      '',
    ]);
    const before = (await list(t.db, 'listProducts')).meta.total_count;
    const res = await call(t.db, 'importResource', {
      params: { resource: 'products' },
      body: importFile(toCsv(rows)),
      user,
      config,
    });
    expect(res.data.message).toMatch(/will be imported/);
    await drainJobs();
    const job = await findJob(t.db, res.data.job_id);
    expect(job?.status).toBe('done');
    expect(JSON.parse(job!.result!)).toMatchObject({ created: 1, updated: 9 });
    expect((await list(t.db, 'listProducts')).meta.total_count).toBe(before + 1);
    const changed = (await list(t.db, 'listProducts', { 'id[]': rows[1][0] })).results[0];
    expect(changed.price).toBe(99.99);
    expect(changed.__version).toBe(2);
    const unchanged = (await list(t.db, 'listProducts', { 'id[]': rows[2][0] })).results[0];
    expect(unchanged.__version).toBe(1);
    const fresh = (await list(t.db, 'listProducts', { name: 'Imported New' })).results[0];
    expect(fresh).toMatchObject({ price: 2.25, category: { id: cat.id }, addons: [{ id: toum.id }] });
    expect(mails().some((m) => /9 updated/.test(m))).toBe(true);
  });

  it('a bad row fails the whole import, naming its line, and writes nothing', async () => {
    clearOutbox();
    const before = (await list(t.db, 'listProducts')).meta.total_count;
    const csv = toCsv([
      ['name', 'price', 'status'],
      ['Good one', '1', 'publish'],
      ['Bad one', 'cheap', 'publish'],
      ['Good two', '2', 'draft'],
    ]);
    const res = await call(t.db, 'importResource', {
      params: { resource: 'products' },
      body: importFile(csv),
      user,
      config,
    });
    await drainJobs();
    const job = await findJob(t.db, res.data.job_id);
    expect(job?.status).toBe('failed');
    expect(JSON.parse(job!.result!).error).toBe('Line 3: price must be a number');
    expect((await list(t.db, 'listProducts')).meta.total_count).toBe(before);
    expect(mails().some((m) => /nothing was imported/.test(m))).toBe(true);
    const conflict = toCsv([
      ['first_name', 'last_name', 'email', 'plaintext_password'],
      ['A', 'B', 'same@x.test', 'password-1'],
      ['C', 'D', 'SAME@x.test', 'password-2'],
    ]);
    const res2 = await call(t.db, 'importResource', {
      params: { resource: 'users' },
      body: importFile(conflict),
      user,
      config,
    });
    await drainJobs();
    expect(JSON.parse((await findJob(t.db, res2.data.job_id))!.result!).error).toMatch(/^Line 3: /);
    expect((await list(t.db, 'listUsers', { email: 'same@x.test' })).meta.total_count).toBe(0);
  });

  it('checks the file itself before answering', async () => {
    const unknown = await callError(t.db, 'importResource', {
      params: { resource: 'products' },
      body: importFile('name,colour\nX,red\n'),
      user,
      config,
    });
    expect(unknown).toMatchObject({ statusCode: 400, message: 'Unknown column "colour" for products.' });
    expect(
      (
        await callError(t.db, 'importResource', {
          params: { resource: 'products' },
          body: importFile('name\n'),
          user,
          config,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await callError(t.db, 'importResource', {
          params: { resource: 'products' },
          body: importFile('name\n"x'),
          user,
          config,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await callError(t.db, 'importResource', {
          params: { resource: 'products' },
          body: importFile('x', 'photo.png', 'image/png'),
          user,
          config,
        })
      ).statusCode,
    ).toBe(415);
    expect(
      (await callError(t.db, 'importResource', { params: { resource: 'products' }, body: {}, user, config }))
        .statusCode,
    ).toBe(400);
  });

  it('resumes jobs left queued, and stale running ones, at start-up', async () => {
    const queued = await insertJob(t.db, {
      kind: 'export',
      resource: 'categories',
      payload: { filters: {}, email: user.email },
      user_id: user.id,
    });
    const stale = await insertJob(t.db, {
      kind: 'export',
      resource: 'addons',
      payload: { filters: {}, email: user.email },
      user_id: user.id,
    });
    const fresh = await insertJob(t.db, {
      kind: 'export',
      resource: 'menus',
      payload: { filters: {}, email: user.email },
      user_id: user.id,
    });
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', updated_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', stale)
      .execute();
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', updated_at: new Date().toISOString() })
      .where('id', '=', fresh)
      .execute();
    expect(await resumeQueuedJobs({ db: t.db, config })).toBe(2);
    await drainJobs();
    const status = async (id: number) => (await findJob(t.db, id))?.status;
    expect([await status(queued), await status(stale), await status(fresh)]).toEqual(['done', 'done', 'running']);
    expect(await resumeQueuedJobs({ db: t.db, config })).toBe(0);
  });
});
