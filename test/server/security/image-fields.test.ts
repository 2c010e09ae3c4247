import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { resources } from '../../../server/src/resources/definitions';
import {
  MISSING_UPLOAD_TEXT,
  NOT_AN_UPLOAD_TEXT,
  SIGNED_UPLOAD_URL_PATTERN,
  UPLOAD_URL_PATTERN,
} from '../../../server/src/resources/engine/upload-url';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';
import { changeBody, createBody, seedOneOfEach, TABLE_OF } from './records';
import { tally, tallyFile } from './tally';
import { hostileImageValues, multipartRequest, PNG } from './image-values';

/*
 * Image fields (organization logo, product image, employee / kitchen staff / user photo) take only a
 * URL of this server's own uploads (`/uploads/<resource>/<uuid>.<ext>`, naming a file that exists), a
 * new file (multipart), or null / '' to clear. Every other text is a 400 naming the field, on add,
 * edit, bulk add, bulk edit (JSON and multipart text parts), and nothing is stored.
 */

tallyFile('image-fields');

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-image-fields-'));
let t: TestApp;
let headers: Record<string, string>;
let ids: Record<string, number>;
/** A real upload's URL per resource with an image field. */
const uploaded: Record<string, string> = {};

/** Every image field of the thirteen resources, from their definitions. */
const IMAGE_FIELDS = Object.entries(resources).flatMap(([resource, def]) =>
  Object.entries(def.fields)
    .filter(([, f]) => f.type === 'file')
    .map(([field]) => ({ resource, field })),
);

let n = 0;
const nextN = () => (n += 1);

/** An image value as read (a signed URL, docs/api.md Images) → the upload it names. */
const pathOf = (value: unknown) => (typeof value === 'string' ? value.split('?')[0] : value);

beforeAll(async () => {
  t = await buildTestApp({ config: { uploadDir } });
  headers = (await t.login(TEST_USERS.administrator)).headers;
  ids = await seedOneOfEach(t, headers, 'img');
  for (const { resource, field } of IMAGE_FIELDS) {
    const res = await send('POST', `/${resource}/update/${ids[resource]}`, {
      [field]: { data: PNG, name: 'real.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    uploaded[resource] = pathOf(res.json().data[field]) as string;
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** JSON body, or multipart when `form` is given (values as text parts, `{data}` as file parts). */
async function send(method: 'POST', url: string, form: Record<string, unknown>, json = false) {
  if (json) return t.app.inject({ method, url: `${t.api}${url}`, headers, payload: form as Record<string, never> });
  const { contentType, payload } = await multipartRequest(form);
  return t.app.inject({ method, url: `${t.api}${url}`, headers: { ...headers, 'content-type': contentType }, payload });
}

async function stored(resource: string, id: number, field: string): Promise<unknown> {
  const row = await t.db
    .selectFrom(TABLE_OF[resource] as 'users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return (row as Record<string, unknown>)[field];
}

async function count(resource: string): Promise<number> {
  return (
    await t.db
      .selectFrom(TABLE_OF[resource] as 'users')
      .select('id')
      .execute()
  ).length;
}

/** A 400 validation_error envelope whose `errors` names `field` (under `records.0` for bulk calls). */
function expectRefused(res: { statusCode: number; body: string }, field: string, text = NOT_AN_UPLOAD_TEXT) {
  expect(res.statusCode).toBe(400);
  const body = JSON.parse(res.body) as { message: string; code: string; errors: Record<string, string> };
  expect(body.code).toBe('validation_error');
  expect(body.message).toContain(field);
  const key = Object.keys(body.errors).find((k) => k === field || k.endsWith(`.${field}`));
  expect(key).toBeDefined();
  expect(body.errors[key!]).toBe(text);
}

describe(`image fields take an upload or null (${TEST_DB})`, () => {
  test("the five image fields of the definitions are the contract's UploadedImage, with the server's pattern", () => {
    expect(IMAGE_FIELDS.map((f) => `${f.resource}.${f.field}`).sort()).toEqual([
      'employees.photo',
      'kitchen-staff.photo',
      'organizations.logo',
      'products.image',
      'users.photo',
    ]);
    const doc = YAML.parse(fs.readFileSync(path.join(__dirname, '../../../openapi/openapi.yaml'), 'utf8'));
    const schemas = doc.components.schemas as Record<
      string,
      { anyOf?: Array<{ pattern?: string }>; properties?: Record<string, { $ref?: string }> }
    >;
    // The path as stored, or the signed URL as read.
    expect(schemas.UploadedImage.anyOf?.map((branch) => branch.pattern)).toEqual([
      UPLOAD_URL_PATTERN,
      SIGNED_UPLOAD_URL_PATTERN,
    ]);
    // Every JSON write body (new, changes, bulk changes) types its image field as UploadedImage.
    const refs = Object.entries(schemas).flatMap(([name, s]) =>
      Object.entries(s.properties ?? {})
        .filter(([, p]) => p.$ref === '#/components/schemas/UploadedImage')
        .map(([prop]) => `${name}.${prop}`),
    );
    expect(refs).toHaveLength(IMAGE_FIELDS.length * 3);
  });

  test.each(IMAGE_FIELDS)(
    '$resource.$field: every hostile value is a 400 on add, edit, bulk add and bulk edit',
    async ({ resource, field }) => {
      const before = await count(resource);
      const kept = await stored(resource, ids[resource], field);
      for (const [label, value] of hostileImageValues(uploaded[resource])) {
        const paths: Array<[string, string, Record<string, unknown>, boolean]> = [
          ['add', `/${resource}/add`, { ...createBody(resource, ids, nextN()), [field]: value }, true],
          ['edit', `/${resource}/update/${ids[resource]}`, { ...changeBody(resource, nextN()), [field]: value }, true],
          [
            'bulk add',
            `/${resource}/bulk/add`,
            { records: [{ ...createBody(resource, ids, nextN()), [field]: value }] },
            true,
          ],
          [
            'bulk edit',
            `/${resource}/bulk/update`,
            { records: [{ id: ids[resource], ...changeBody(resource, nextN()), [field]: value }] },
            true,
          ],
          // A text part of a multipart body skips the JSON schema: the server's own check answers.
          ['multipart add', `/${resource}/add`, { ...createBody(resource, ids, nextN()), [field]: value }, false],
          [
            'multipart edit',
            `/${resource}/update/${ids[resource]}`,
            { ...changeBody(resource, nextN()), [field]: value },
            false,
          ],
        ];
        for (const [how, url, body, json] of paths) {
          const res = await send('POST', url, body, json);
          try {
            // NUL is refused for every text field before the image check sees it; either way the field is named.
            expectRefused(
              res,
              field,
              value.includes('\u0000') ? 'must not contain NUL characters' : NOT_AN_UPLOAD_TEXT,
            );
          } catch (err) {
            throw new Error(
              `${resource}.${field} ${how} with ${label} (${JSON.stringify(value)}): ${res.statusCode} ${res.body}\n${String(err)}`,
            );
          }
          tally(`hostile image values refused (${how})`);
        }
      }
      expect(await count(resource)).toBe(before);
      expect(await stored(resource, ids[resource], field)).toBe(kept);
    },
  );

  test.each(IMAGE_FIELDS)(
    '$resource.$field: a real upload round-trips, is reusable, and null or "" clears',
    async ({ resource, field }) => {
      const url = uploaded[resource];
      expect(url).toMatch(new RegExp(`^/uploads/${resource}/[0-9a-f-]{36}\\.png$`));
      expect(fs.existsSync(path.join(uploadDir, url.slice('/uploads/'.length)))).toBe(true);
      // Sent back unchanged with another field's change (what a client holding the record does).
      const echoed = await send(
        'POST',
        `/${resource}/update/${ids[resource]}`,
        { ...changeBody(resource, nextN()), [field]: url },
        true,
      );
      expect(echoed.statusCode).toBe(200);
      expect(pathOf(echoed.json().data[field])).toBe(url);
      const viaForm = await send('POST', `/${resource}/update/${ids[resource]}`, {
        ...changeBody(resource, nextN()),
        [field]: url,
      });
      expect(viaForm.statusCode).toBe(200);
      expect(pathOf(viaForm.json().data[field])).toBe(url);
      // The same upload URL on a new record (JSON, bulk).
      const added = await send(
        'POST',
        `/${resource}/add`,
        { ...createBody(resource, ids, nextN()), [field]: url },
        true,
      );
      expect(added.statusCode).toBe(200);
      expect(pathOf(added.json().data[field])).toBe(url);
      const bulk = await send(
        'POST',
        `/${resource}/bulk/add`,
        { records: [{ ...createBody(resource, ids, nextN()), [field]: url }] },
        true,
      );
      expect(bulk.statusCode).toBe(200);
      expect(pathOf(bulk.json().data[0][field])).toBe(url);
      for (const clear of [null, '']) {
        const res = await send('POST', `/${resource}/update/${added.json().data.id}`, { [field]: clear }, true);
        expect(res.statusCode).toBe(200);
        expect(res.json().data[field]).toBeNull();
        expect(await stored(resource, added.json().data.id, field)).toBeNull();
        const again = await send(
          'POST',
          `/${resource}/bulk/update`,
          { records: [{ id: added.json().data.id, [field]: url }] },
          true,
        );
        expect(again.statusCode).toBe(200);
        expect(pathOf(again.json().data[0][field])).toBe(url);
      }
      const clearedByForm = await send('POST', `/${resource}/update/${added.json().data.id}`, { [field]: '' });
      expect(clearedByForm.statusCode).toBe(200);
      expect(clearedByForm.json().data[field]).toBeNull();
      tally('real uploads round-tripped');
    },
  );

  test.each(IMAGE_FIELDS)(
    '$resource.$field: an upload URL naming no file is refused, unless sent back unchanged',
    async ({ resource, field }) => {
      const ghost = `/uploads/${resource}/00000000-0000-4000-8000-000000000000.png`;
      const before = await count(resource);
      expectRefused(
        await send('POST', `/${resource}/add`, { ...createBody(resource, ids, nextN()), [field]: ghost }, true),
        field,
        MISSING_UPLOAD_TEXT,
      );
      expectRefused(
        await send('POST', `/${resource}/update/${ids[resource]}`, { [field]: ghost }, true),
        field,
        MISSING_UPLOAD_TEXT,
      );
      expect(await count(resource)).toBe(before);
      // A record whose file has since gone from disk can still be edited with its value sent back as read.
      const add = await send('POST', `/${resource}/add`, {
        ...createBody(resource, ids, nextN()),
        [field]: { data: PNG, name: 'gone.png', type: 'image/png' },
      });
      expect(add.statusCode).toBe(200);
      const { id } = add.json().data as { id: number };
      const url = pathOf(add.json().data[field]) as string;
      fs.rmSync(path.join(uploadDir, url.slice('/uploads/'.length)));
      const echoed = await send(
        'POST',
        `/${resource}/update/${id}`,
        { ...changeBody(resource, nextN()), [field]: url },
        true,
      );
      expect(echoed.statusCode).toBe(200);
      expect(pathOf(echoed.json().data[field])).toBe(url);
      // ...but not moved onto another record.
      expectRefused(
        await send('POST', `/${resource}/update/${ids[resource]}`, { [field]: url }, true),
        field,
        MISSING_UPLOAD_TEXT,
      );
      tally('missing uploads refused');
    },
  );
});

describe(`image values stored before the check are never served (${TEST_DB})`, () => {
  test.each(IMAGE_FIELDS)('$resource.$field: a hostile stored value reads as null', async ({ resource, field }) => {
    for (const hostile of ['javascript:alert(1)', 'https://evil.test/x.png', 'data:text/html,<b>x</b>']) {
      await t.db
        .updateTable(TABLE_OF[resource] as 'users')
        .set({ [field]: hostile } as never)
        .where('id', '=', ids[resource])
        .execute();
      const res = await t.app.inject({ method: 'GET', url: `${t.api}/${resource}?id[]=${ids[resource]}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.results[0][field]).toBeNull();
      expect(res.body).not.toContain(hostile.slice(0, 12));
    }
    await t.db
      .updateTable(TABLE_OF[resource] as 'users')
      .set({ [field]: uploaded[resource] } as never)
      .where('id', '=', ids[resource])
      .execute();
  });

  test('embedded organizations and products carry no hostile logo or image', async () => {
    await t.db
      .updateTable('organizations')
      .set({ logo: 'javascript:alert(1)' })
      .where('id', '=', ids.organizations)
      .execute();
    await t.db
      .updateTable('products')
      .set({ image: 'https://evil.test/x.png' })
      .where('id', '=', ids.products)
      .execute();
    const outlets = await t.app.inject({ method: 'GET', url: `${t.api}/outlets?id[]=${ids.outlets}`, headers });
    expect(outlets.json().data.results[0].organization.logo).toBeNull();
    const variations = await t.app.inject({ method: 'GET', url: `${t.api}/product-variations?per_page=100`, headers });
    expect(variations.body).not.toContain('evil.test');
    expect(outlets.body).not.toContain('javascript:');
  });
});
