import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_PASSWORD, TEST_USERS, type TestApp } from '../helpers/app';
import { uploadSigningKey, signUploadPath } from '../../../server/src/resources/engine/upload-signature';
import { IMAGE_PROPERTIES } from '../../../server/src/access/image-urls';
import { IMAGE_COLUMNS } from '../../../server/src/db/image-columns';
import { resources } from '../../../server/src/resources/definitions';
import { multipartRequest, PNG } from './image-values';
import { seedOneOfEach } from './records';

/*
 * People's photos are not public (issue 29, item 5). Uploaded files are served only under a short-lived
 * signed URL that the API hands to a caller who may see the record (docs/api.md, Images); the URL stays
 * the same within its hour, so lists and their ETags stay stable; and the files of replaced and deleted
 * images leave the disk.
 */

const HOUR = 3600 * 1000;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-signed-uploads-'));
/** The app's clock: 10 minutes into an hour, moved by the tests that need the window to turn. */
let now = Date.UTC(2026, 11, 1, 9, 10);
let t: TestApp;
let ids: Record<string, number>;

const SIGNED = /^\/uploads\/[a-z-]+\/[0-9a-f-]{36}\.png\?exp=(\d+)&sig=[\w-]{43}$/;
const bare = (url: string) => url.split('?')[0];
const onDisk = (url: string) => fs.existsSync(path.join(uploadDir, bare(url).slice('/uploads/'.length)));

const sessions = new Map<string, Record<string, string>>();
/** A signed-in user's headers; signed in again each clock hour (an access token lives an hour). */
async function headersOf(email: string): Promise<Record<string, string>> {
  const key = `${email} ${Math.floor(now / HOUR)}`;
  if (!sessions.has(key)) sessions.set(key, (await t.login(email)).headers);
  return sessions.get(key)!;
}

/** Runs `check` with the clock moved by `ms`, then moves it back. */
async function later(ms: number, check: () => Promise<void>): Promise<void> {
  now += ms;
  try {
    await check();
  } finally {
    now -= ms;
  }
}

async function call(email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const headers = await headersOf(email);
  return t.app.inject({ method, url: `${t.api}${url}`, headers, payload: payload as never });
}

/** A multipart write with a new PNG in `field`, as the administrator. */
async function withNewImage(url: string, fields: Record<string, unknown>, field: string) {
  const { contentType, payload } = await multipartRequest({
    ...fields,
    [field]: { data: PNG, name: 'face.png', type: 'image/png' },
  });
  const headers = await headersOf(TEST_USERS.administrator);
  return t.app.inject({
    method: 'POST',
    url: `${t.api}${url}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

let n = 0;
/** A new employee with a photo; returns its id and the photo's URL as the API handed it out. */
async function employeeWithPhoto(): Promise<{ id: number; photo: string }> {
  n += 1;
  const res = await withNewImage(
    '/employees/add',
    { first_name: 'Rania', last_name: `P${n}`, email: `rania${n}@x.test` },
    'photo',
  );
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.id, photo: res.json().data.photo };
}

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await buildTestApp({ config: { uploadDir }, clock: () => now });
  ids = await seedOneOfEach(t, await headersOf(TEST_USERS.administrator), 'signed');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

test('every image field is known to the signing (by its name) and to the clean-up (by its column)', () => {
  const fields = Object.values(resources).flatMap((def) =>
    Object.entries(def.fields)
      .filter(([, field]) => field.type === 'file')
      .map(([name, field]) => ({ name, table: def.table, column: field.column ?? name })),
  );
  const byTable = (a: { table: string }, b: { table: string }) => a.table.localeCompare(b.table);
  expect([...IMAGE_COLUMNS].sort(byTable)).toEqual(
    fields.map(({ table, column }) => ({ table, column })).sort(byTable),
  );
  for (const { name } of fields) expect(IMAGE_PROPERTIES.has(name)).toBe(true);
});

describe(`uploaded images are served only under a valid signature (${TEST_DB})`, () => {
  test('the API hands out a signed URL, valid until the end of the next hour, served privately', async () => {
    const { photo } = await employeeWithPhoto();
    const [, exp] = SIGNED.exec(photo) ?? [];
    expect(Number(exp)).toBe(Date.UTC(2026, 11, 1, 11) / 1000);
    const res = await fetchFile(photo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // 1 h 50 min left.
    expect(res.headers['cache-control']).toBe(`private, max-age=${110 * 60}`);
  });

  test("no signature, a wrong one, another file's, or an expired one: 403, whether or not the file exists", async () => {
    const { photo } = await employeeWithPhoto();
    const [path0, query] = photo.split('?');
    const other = (await employeeWithPhoto()).photo;
    const ghost = '/uploads/employees/00000000-0000-4000-8000-000000000000.png';
    const refusals = [
      path0,
      `${path0}?exp=${SIGNED.exec(photo)![1]}`,
      `${path0}?${query.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'))}`,
      `${path0}?${other.split('?')[1]}`,
      `${path0}?${query.replace(/exp=\d+/, (e) => `exp=${Number(e.slice(4)) + 3600}`)}`,
      ghost,
      `${ghost}?${query}`,
    ];
    for (const url of refusals) {
      const res = await fetchFile(url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'forbidden']);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The same URL once its window and the next have passed.
    await later(2 * HOUR, async () => {
      expect((await fetchFile(photo)).statusCode).toBe(403);
    });
    expect((await fetchFile(photo)).statusCode).toBe(200);
  });

  test('a signature made with another key is refused', async () => {
    const { photo } = await employeeWithPhoto();
    const forged = signUploadPath(
      uploadSigningKey('another-secret-0123456789-0123456789'),
      bare(photo),
      Number(SIGNED.exec(photo)![1]),
    );
    expect((await fetchFile(forged)).statusCode).toBe(403);
  });
});

describe(`an image is signed only for a caller who may see it (${TEST_DB})`, () => {
  test("a role that may not list employees never gets a URL of an employee's photo", async () => {
    const { photo } = await employeeWithPhoto();
    // A product may name the same upload (an upload URL may be set on several records)...
    const set = await call(TEST_USERS.administrator, 'POST', `/products/update/${ids.products}`, { image: photo });
    expect(set.statusCode).toBe(200);
    // ...yet kitchen staff, who may read order items (and their products) but not employees, get none.
    const asKitchen = await call(TEST_USERS.kitchen_staff, 'GET', `/order-items?id[]=${ids['order-items']}`);
    expect(asKitchen.statusCode).toBe(200);
    expect(asKitchen.json().data.results[0].product.image).toBeNull();
    expect(asKitchen.body).not.toContain(bare(photo).split('/').pop());
    expect((await call(TEST_USERS.kitchen_staff, 'GET', '/employees')).statusCode).toBe(403);
    // The administrator does.
    const asAdmin = await call(TEST_USERS.administrator, 'GET', `/order-items?id[]=${ids['order-items']}`);
    expect(asAdmin.json().data.results[0].product.image).toMatch(SIGNED);
    await call(TEST_USERS.administrator, 'POST', `/products/update/${ids.products}`, { image: null });
  });

  test('product images are signed for any signed-in role', async () => {
    const res = await withNewImage(`/products/update/${ids.products}`, {}, 'image');
    expect(res.statusCode).toBe(200);
    const asKitchen = await call(TEST_USERS.kitchen_staff, 'GET', `/order-items?id[]=${ids['order-items']}`);
    const image = asKitchen.json().data.results[0].product.image as string;
    expect(image).toMatch(SIGNED);
    expect((await fetchFile(image)).statusCode).toBe(200);
  });

  test("users' photos: not for a manager's lists, but every user sees their own avatar", async () => {
    const res = await withNewImage(
      '/users/add',
      {
        first_name: 'Maya',
        last_name: 'Manager',
        email: 'maya.manager@x.test',
        plaintext_password: TEST_PASSWORD,
        role: 'manager',
      },
      'photo',
    );
    expect(res.statusCode).toBe(200);
    expect((await call('maya.manager@x.test', 'GET', '/users')).statusCode).toBe(403);
    const profile = await call('maya.manager@x.test', 'GET', '/profile');
    const avatar = profile.json().data.avatar_url as string;
    expect(avatar).toMatch(SIGNED);
    expect(bare(avatar)).toBe(bare(res.json().data.photo));
    expect((await fetchFile(avatar)).statusCode).toBe(200);
  });

  test('a signed URL sent back in a write is taken as its upload, and stored bare', async () => {
    const { id, photo } = await employeeWithPhoto();
    expect(photo).toMatch(SIGNED);
    const res = await call(TEST_USERS.administrator, 'POST', `/employees/update/${id}`, { photo, middle_name: 'J' });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('employees').select('photo').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.photo).toBe(bare(photo));
    // An expired signature too: only the path counts.
    await later(3 * HOUR, async () => {
      const again = await call(TEST_USERS.administrator, 'POST', `/employees/update/${id}`, {
        photo,
        middle_name: 'K',
      });
      expect(again.statusCode).toBe(200);
      expect(bare(again.json().data.photo)).toBe(bare(photo));
    });
  });
});

describe(`the same URL for the whole hour: lists and their ETags stay stable (${TEST_DB})`, () => {
  test('two reads in one hour give the same URL; the next hour, a new one (the old still valid)', async () => {
    const { id, photo } = await employeeWithPhoto();
    const read = async () =>
      (await call(TEST_USERS.administrator, 'GET', `/employees?id[]=${id}`)).json().data.results[0].photo as string;
    await later(40 * 60 * 1000, async () => {
      // 9:50, the same hour
      expect(await read()).toBe(photo);
    });
    await later(HOUR, async () => {
      // 10:10, the next hour
      const next = await read();
      expect(bare(next)).toBe(bare(photo));
      expect(next).not.toBe(photo);
      expect((await fetchFile(photo)).statusCode).toBe(200);
    });
  });

  test("the kitchen board's ETag answers 304 within the hour and changes when the hour turns", async () => {
    const board = (etag?: string) =>
      headersOf(TEST_USERS.kitchen_staff).then((headers) =>
        t.app.inject({
          method: 'GET',
          url: `${t.api}/kitchen-orders`,
          headers: etag ? { ...headers, 'if-none-match': etag } : headers,
        }),
      );
    const first = await board();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeDefined();
    await later(30 * 60 * 1000, async () => {
      // 9:40
      expect((await board(etag)).statusCode).toBe(304);
    });
    await later(HOUR, async () => {
      // 10:10
      const turned = await board(etag);
      expect(turned.statusCode).toBe(200);
      expect(turned.headers.etag).not.toBe(etag);
    });
  });
});

describe(`replaced and deleted images leave the disk (${TEST_DB})`, () => {
  test('a replaced photo: its file is gone, its URL answers 404, the new one 200', async () => {
    const { id, photo } = await employeeWithPhoto();
    const res = await withNewImage(`/employees/update/${id}`, {}, 'photo');
    expect(res.statusCode).toBe(200);
    expect(onDisk(photo)).toBe(false);
    expect((await fetchFile(photo)).statusCode).toBe(404);
    expect((await fetchFile(res.json().data.photo)).statusCode).toBe(200);
  });

  test('a removed photo: its file is gone', async () => {
    const { id, photo } = await employeeWithPhoto();
    const res = await call(TEST_USERS.administrator, 'POST', `/employees/update/${id}`, { photo: null });
    expect(res.statusCode).toBe(200);
    expect(onDisk(photo)).toBe(false);
    expect((await fetchFile(photo)).statusCode).toBe(404);
  });

  test('a deleted record, and records deleted in bulk: their photos are gone', async () => {
    const one = await employeeWithPhoto();
    expect((await call(TEST_USERS.administrator, 'DELETE', `/employees/delete/${one.id}`)).statusCode).toBe(200);
    expect(onDisk(one.photo)).toBe(false);
    expect((await fetchFile(one.photo)).statusCode).toBe(404);
    const many = [await employeeWithPhoto(), await employeeWithPhoto()];
    const bulk = await call(TEST_USERS.administrator, 'DELETE', '/employees/bulk/delete', {
      records: many.map((e) => e.id),
    });
    expect(bulk.statusCode).toBe(200);
    for (const e of many) {
      expect(onDisk(e.photo)).toBe(false);
      expect((await fetchFile(e.photo)).statusCode).toBe(404);
    }
  });

  test('a bulk update that replaces photos removes the old files', async () => {
    const a = await employeeWithPhoto();
    const b = await employeeWithPhoto();
    const res = await call(TEST_USERS.administrator, 'POST', '/employees/bulk/update', {
      records: [
        { id: a.id, photo: null },
        { id: b.id, photo: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect([onDisk(a.photo), onDisk(b.photo)]).toEqual([false, false]);
  });

  test('a file another record still names stays until the last one lets it go', async () => {
    const { id, photo } = await employeeWithPhoto();
    const copy = await call(TEST_USERS.administrator, 'POST', '/employees/add', {
      first_name: 'Copy',
      last_name: 'Photo',
      email: 'copy.photo@x.test',
      photo,
    });
    expect(copy.statusCode).toBe(200);
    await call(TEST_USERS.administrator, 'DELETE', `/employees/delete/${id}`);
    expect(onDisk(photo)).toBe(true);
    expect((await fetchFile(copy.json().data.photo)).statusCode).toBe(200);
    await call(TEST_USERS.administrator, 'DELETE', `/employees/delete/${copy.json().data.id}`);
    expect(onDisk(photo)).toBe(false);
  });

  test('a write that is refused leaves no new file behind, and keeps the old one', async () => {
    const { id, photo } = await employeeWithPhoto();
    const files = fs.readdirSync(path.join(uploadDir, 'employees')).length;
    // A new photo with a bad email: 400, nothing stored.
    const refused = await withNewImage(`/employees/update/${id}`, { email: 'not an email' }, 'photo');
    expect(refused.statusCode).toBe(400);
    expect(fs.readdirSync(path.join(uploadDir, 'employees')).length).toBe(files);
    // A new photo on a stale version: 409, nothing stored, the old photo kept.
    const stale = await withNewImage(`/employees/update/${id}`, { __version: 99 }, 'photo');
    expect(stale.statusCode).toBe(409);
    expect(fs.readdirSync(path.join(uploadDir, 'employees')).length).toBe(files);
    expect(onDisk(photo)).toBe(true);
  });

  test('a file that cannot be removed is logged; the write stands', async () => {
    const { id, photo } = await employeeWithPhoto();
    // Its path made a directory with something in it: fs.rm (not recursive) fails.
    const file = path.join(uploadDir, bare(photo).slice('/uploads/'.length));
    fs.rmSync(file);
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, 'keep'), 'x');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const res = await call(TEST_USERS.administrator, 'POST', `/employees/update/${id}`, { photo: null });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.photo).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(bare(photo)));
    } finally {
      warn.mockRestore();
      fs.rmSync(file, { recursive: true });
    }
  });
});
