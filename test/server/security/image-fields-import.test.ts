import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { toCsv } from '../../../server/src/resources/data/csv';
import { importFile } from '../../../server/src/resources/data/import-job';
import { resources, resourceDef } from '../../../server/src/resources/definitions';
import { isHttpError } from '../../../server/src/resources/engine/errors';
import { NOT_AN_UPLOAD_TEXT } from '../../../server/src/resources/engine/upload-url';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';
import { createBody, seedOneOfEach, TABLE_OF } from './records';
import { tally, tallyFile } from './tally';
import { hostileImageValues, multipartRequest, PNG } from './image-values';

/*
 * CSV import of image fields: a row whose image cell is not one of this server's upload URLs is a row
 * error (the import stops, naming the line and the field, and stores nothing); a real upload's URL is
 * stored; an exported row sent back unchanged imports even when its file has gone from disk.
 */

tallyFile('image-fields-import');

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-image-import-'));
let t: TestApp;
let headers: Record<string, string>;
let ids: Record<string, number>;

const IMAGE_FIELDS = Object.entries(resources).flatMap(([resource, def]) =>
  Object.entries(def.fields)
    .filter(([, f]) => f.type === 'file')
    .map(([field]) => ({ resource, field })),
);

let n = 0;

beforeAll(async () => {
  t = await buildTestApp({ config: { uploadDir } });
  headers = (await t.login(TEST_USERS.administrator)).headers;
  ids = await seedOneOfEach(t, headers, 'imp');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** A CSV of one new record of `resource` per image value, in order. */
function csvOf(resource: string, field: string, images: string[]): string {
  const rows = images.map((image) => ({ ...createBody(resource, ids, (n += 1)), [field]: image }));
  const header = Object.keys(rows[0]);
  return toCsv([header, ...rows.map((r) => header.map((h) => String(r[h])))]);
}

/** A new record with an uploaded image: its id, the upload's path and its URL as read (signed). */
async function upload(resource: string, field: string): Promise<{ id: number; url: string; signed: string }> {
  const { contentType, payload } = await multipartRequest({
    ...createBody(resource, ids, (n += 1)),
    [field]: { data: PNG, name: 'p.png', type: 'image/png' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.api}/${resource}/add`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(200);
  const signed: string = res.json().data[field];
  return { id: res.json().data.id, url: signed.split('?')[0], signed };
}

async function count(resource: string): Promise<number> {
  return (
    await t.db
      .selectFrom(TABLE_OF[resource] as 'users')
      .select('id')
      .execute()
  ).length;
}

/** Imports through the API (a background job); returns the finished job's status and result. */
async function importJob(resource: string, csv: string): Promise<{ status: string; result: Record<string, unknown> }> {
  const { contentType, payload } = await multipartRequest({
    file: { data: Buffer.from(csv), name: 'rows.csv', type: 'text/csv' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.api}/import/${resource}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(202);
  await drainJobs();
  const job = await t.db
    .selectFrom('jobs')
    .select(['status', 'result'])
    .where('id', '=', res.json().data.job_id)
    .executeTakeFirstOrThrow();
  return { status: job.status, result: JSON.parse(String(job.result)) };
}

describe(`CSV import of image fields (${TEST_DB})`, () => {
  test.each(IMAGE_FIELDS)(
    '$resource.$field: a row with a hostile image value is a row error; nothing is stored',
    async ({ resource, field }) => {
      const { url } = await upload(resource, field);
      const def = resourceDef(resource)!;
      const ctx = { user: null, app: { db: t.db, config: t.config } };
      const before = await count(resource);
      for (const [label, value] of hostileImageValues(url)) {
        // A valid first row, the hostile one second: the error names line 3 and the field.
        const error = await importFile(
          t.db,
          def,
          { format: 'csv', text: csvOf(resource, field, [url, value]) },
          ctx,
        ).then(
          () => null,
          (err: unknown) => err,
        );
        if (!isHttpError(error))
          throw new Error(
            `${resource}.${field} import with ${label} (${JSON.stringify(value)}) was not refused: ${String(error)}`,
          );
        expect(error.statusCode).toBe(400);
        // NUL is refused for every text field before the image check sees it; either way the field is named.
        const text = value.includes('\u0000') ? 'must not contain NUL characters' : NOT_AN_UPLOAD_TEXT;
        expect(error.message).toBe(`Line 3: ${field} ${text}`);
        expect(error.errors).toEqual({ [field]: text });
        tally('hostile image values refused (import row)');
      }
      expect(await count(resource)).toBe(before);

      const job = await importJob(resource, csvOf(resource, field, [url, 'javascript:alert(1)']));
      expect(job.status).toBe('failed');
      expect(job.result.error).toBe(`Line 3: ${field} ${NOT_AN_UPLOAD_TEXT}`);
      expect(await count(resource)).toBe(before);
      tally('hostile image values refused (import job)');
    },
  );

  test.each(IMAGE_FIELDS)(
    '$resource.$field: an upload URL imports; an unchanged exported row imports after its file is gone',
    async ({ resource, field }) => {
      const { id, url, signed } = await upload(resource, field);
      // The URL as read (signed) imports as its upload.
      const created = await importJob(resource, csvOf(resource, field, [signed]));
      expect(created).toMatchObject({ status: 'done', result: { created: 1, updated: 0 } });
      const table = TABLE_OF[resource] as 'users';
      const last = await t.db.selectFrom(table).selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect((last as Record<string, unknown>)[field]).toBe(url);

      fs.rmSync(path.join(uploadDir, url.slice('/uploads/'.length)));
      const unchanged = await importJob(
        resource,
        toCsv([
          ['id', field],
          [String(id), url],
        ]),
      );
      expect(unchanged).toMatchObject({ status: 'done', result: { created: 0, updated: 1 } });
      // The gone file cannot be given to another record.
      const moved = await importJob(
        resource,
        toCsv([
          ['id', field],
          [String(ids[resource]), url],
        ]),
      );
      expect(moved.status).toBe('failed');
      expect(moved.result.error).toMatch(new RegExp(`^Line 2: ${field} names an uploaded image that does not exist`));
    },
  );
});
