import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { isPlainObject } from '../../../server/src/http/json-schema';
import { loadOperations, type OperationSpec } from '../../../server/src/http/openapi-operations';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { changeBody, createBody, seedOneOfEach, TABLE_OF } from './records';
import { tally, tallyFile } from './tally';

/*
 * Every upload of the contract (each create and update whose multipart body has a binary field), not
 * just one: a file that is not the image it claims to be, or is over 5 MB, is refused (400/413/415),
 * and nothing is stored on disk or written to the table. The same form with a real PNG is accepted
 * (control): the refusal is about the file, not the rest of the form.
 */

tallyFile('uploads');

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-upload-fuzz-'));
let t: TestApp;
let admin: TestSession;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp({ config: { uploadDir } });
  admin = await t.login(TEST_USERS.administrator);
  ids = await seedOneOfEach(t, admin.headers, 'upload');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

const DISGUISES: Array<[string, Buffer, string, string]> = [
  [
    'HTML named .png, declared image/png',
    Buffer.from('<!doctype html><script>fetch("/cms")</script>'),
    'image/png',
    'photo.png',
  ],
  [
    'SVG with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    'image/svg+xml',
    'logo.svg',
  ],
  ['a PNG signature cut short', PNG.subarray(0, 6), 'image/png', 'short.png'],
  [
    'a Windows executable declared image/jpeg',
    Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
    'image/jpeg',
    'setup.jpg',
  ],
  ['a real PNG over 5 MB', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]), 'image/png', 'huge.png'],
];

interface Upload {
  op: OperationSpec;
  resource: string;
  field: string;
}

const uploads: Upload[] = loadOperations().flatMap((op) => {
  if (!op.multipartBody || op.operationId === 'importResource') return [];
  const props = isPlainObject(op.multipartBody.properties) ? op.multipartBody.properties : {};
  return Object.entries(props)
    .filter(([, schema]) => JSON.stringify(schema).includes('"binary"'))
    .map(([field]) => ({ op, resource: op.path.split('/')[1], field }));
});

let n = 0;
function formOf(u: Upload, file: { data: Buffer; type: string; name: string }): { url: string; form: FormData } {
  n += 1;
  const isAdd = /\/add$/.test(u.op.path);
  const fields = isAdd ? createBody(u.resource, ids, 5000 + n) : changeBody(u.resource, 5000 + n);
  if (isAdd && 'email' in fields) fields.email = `upload${n}@x.test`;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append(u.field, new Blob([file.data], { type: file.type }), file.name);
  const url = `${t.api}${u.op.path.replace('{id}', String(ids[u.resource]))}`;
  return { url, form };
}

async function send(url: string, form: FormData) {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...admin.headers, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

function filesOnDisk(): string[] {
  if (!fs.existsSync(uploadDir)) return [];
  return (fs.readdirSync(uploadDir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(uploadDir, f)).isFile())
    .sort();
}

async function tableFingerprint(resource: string): Promise<string> {
  const { rows } = await sql<{
    fp: string;
  }>`select count(*) || ':' || coalesce(sum(__version), 0) as fp from ${sql.table(TABLE_OF[resource])}`.execute(t.db);
  return String(rows[0].fp);
}

describe(`every upload field refuses disguised and oversize files (${TEST_DB})`, () => {
  test('the contract has the uploads this file walks', () => {
    // Create and update of organizations (logo), employees, kitchen staff and users (photo), products (image).
    expect(uploads.map((u) => u.op.operationId).sort()).toEqual([
      'addEmployee',
      'addKitchenStaff',
      'addOrganization',
      'addProduct',
      'addUser',
      'updateEmployee',
      'updateKitchenStaff',
      'updateOrganization',
      'updateProduct',
      'updateUser',
    ]);
  });

  test.each(uploads.map((u) => [u.op.operationId, u.field, u] as const))('%s (%s)', async (_id, _field, u) => {
    for (const [name, data, type, filename] of DISGUISES) {
      const files = filesOnDisk();
      const before = await tableFingerprint(u.resource);
      const { url, form } = formOf(u, { data, type, name: filename });
      const res = await send(url, form);
      tally('disguised or oversize uploads sent');
      if (![400, 413, 415].includes(res.statusCode))
        throw new Error(`${u.op.operationId} ${name}: ${res.statusCode} ${res.body}`);
      tally(`refused ${res.statusCode}`);
      expect([name, await tableFingerprint(u.resource)]).toEqual([name, before]);
      expect([name, filesOnDisk()]).toEqual([name, files]);
    }
    // Control: the same form with a real PNG is taken, and its file stored.
    const files = filesOnDisk().length;
    const { url, form } = formOf(u, { data: PNG, type: 'image/png', name: 'real.png' });
    const ok = await send(url, form);
    expect([ok.statusCode, ok.body]).toEqual([200, expect.any(String)]);
    expect(ok.json().data[u.field]).toMatch(new RegExp(`^/uploads/${u.resource}/[0-9a-f-]{36}\\.png\\?exp=`));
    expect(filesOnDisk().length).toBeGreaterThan(files - 1);
    tally('real PNG controls accepted');
  });
});
