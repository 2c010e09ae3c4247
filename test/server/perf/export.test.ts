import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../../server/src/config';
import { orders } from '../../../server/src/resources/definitions/orders';
import { parseCsv } from '../../../server/src/resources/data/csv';
import {
  csvChunks,
  EXPORT_BATCH,
  EXPORT_ROWS_PER_GC_HINT,
  exportCsv,
  exportCsvToFile,
} from '../../../server/src/resources/data/export-job';
import { findJob, insertJob } from '../../../server/src/resources/data/jobs-repository';
import { runJob } from '../../../server/src/resources/data/runner';
import { parseListQuery } from '../../../server/src/resources/engine/list-query';
import { matchingIds } from '../../../server/src/resources/engine/list-sql';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { insertOrders } from './fixtures';

/** Exports stream: ids first, rows batch by batch, CSV chunks into a file, the file into the mail. */
describe(`streaming CSV export (${TEST_DB})`, () => {
  let t: TestDb;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-perf-outbox-'));
  const config = loadConfig({ MAIL_OUTBOX_DIR: outbox, UPLOAD_DIR: path.join(outbox, 'uploads') });
  const filters = { status_in: 'pending,delivered,cancelled', order_by: 'date', order: 'DESC' };

  beforeAll(async () => {
    t = await createTestDb();
    await insertOrders(t.db, 1234, 3);
  });
  afterAll(async () => {
    await t.destroy();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('writes every matching row, in the list order, in batches, to a file with a BOM', async () => {
    const expected = await matchingIds(
      t.db as unknown as Kysely<any>,
      orders,
      parseListQuery(orders, filters, { unpaged: true }),
    );
    expect(expected.length).toBeGreaterThan(5 * EXPORT_BATCH);

    let chunks = 0;
    for await (const chunk of csvChunks(t.db, orders, filters)) {
      chunks++;
      expect(chunk.endsWith('\r\n')).toBe(true);
    }
    expect(chunks).toBe(1 + Math.ceil(expected.length / EXPORT_BATCH));

    const file = path.join(outbox, 'orders.csv');
    const { rows } = await exportCsvToFile(t.db, orders, { ...filters, per_page: 5, page: 3 }, file);
    expect(rows).toBe(expected.length);
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('\ufeffid,order_number,name,')).toBe(true);
    const parsed = parseCsv(text.slice(1));
    expect(parsed.slice(1).map((r) => Number(r[0]))).toEqual(expected);
    expect(text.slice(1)).toBe((await exportCsv(t.db, orders, filters)).csv);
  });

  it('the export job mails the file as an attachment and leaves no temporary file behind', async () => {
    const user = await t.db
      .insertInto('users')
      .values({ first_name: 'A', last_name: 'B', email: 'exporter@x.test', password_hash: 'x', role: 'manager' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Only this process's files: other test runs (the other database's lane) export into the same folder.
    const temp = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith(`cbo-export-${process.pid}-`));
    const before = temp();
    const id = await insertJob(t.db, {
      kind: 'export',
      resource: 'orders',
      payload: { filters, email: 'exporter@x.test' },
      user_id: Number(user.id),
    });
    await runJob({ db: t.db, config }, id);
    const job = await findJob(t.db, id);
    expect(job?.status).toBe('done');
    const result = JSON.parse(job!.result!);
    expect(result.rows).toBeGreaterThan(500);
    const mail = fs.readFileSync(result.mail, 'utf8');
    const match = /Content-Disposition: attachment; filename=\S+\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
    const csv = Buffer.from((match?.[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8');
    expect(parseCsv(csv.replace(/^\ufeff/, ''))).toHaveLength(result.rows + 1);
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(temp().filter((f) => !before.includes(f))).toEqual([]);
  });

  it('asks V8 for a concurrent major collection every EXPORT_ROWS_PER_GC_HINT rows, when the server exposes gc', async () => {
    // npm start runs the server with --expose-gc; without it (as here) the hint does nothing.
    await insertOrders(t.db, 2 * EXPORT_ROWS_PER_GC_HINT, 5);
    const all = { order_by: 'id', order: 'ASC' };
    const rows = (
      await matchingIds(t.db as unknown as Kysely<any>, orders, parseListQuery(orders, all, { unpaged: true }))
    ).length;
    expect(rows).toBeGreaterThan(2 * EXPORT_ROWS_PER_GC_HINT);
    const gc = jest.fn();
    (globalThis as { gc?: unknown }).gc = gc;
    try {
      let exported = 0;
      for await (const chunk of csvChunks(t.db, orders, all)) exported += parseCsv(chunk).length;
      expect(exported).toBe(rows + 1);
    } finally {
      delete (globalThis as { gc?: unknown }).gc;
    }
    expect(gc).toHaveBeenCalledTimes(Math.floor((rows - 1) / EXPORT_ROWS_PER_GC_HINT));
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'async' });
  });
});
