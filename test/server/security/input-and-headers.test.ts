import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_CSP, SPA_CSP, UPLOAD_CSP } from '../../../server/src/plugins/security-headers';
import { drainJobs } from '../../../server/src/resources/data/runner';
import {
  signedUrlExpiry,
  signUploadPath,
  uploadSigningKey,
} from '../../../server/src/resources/engine/upload-signature';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

/* Input limits (bodies, uploads, strings), injection, and the response headers. */

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-client-'));
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-uploads-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>',
);

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await buildTestApp({ config: { clientDir, uploadDir } });
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await drainJobs();
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);
const count = async (table: 'organizations' | 'products' | 'users' | 'jobs') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedFiles = () =>
  fs.existsSync(path.join(uploadDir, 'organizations')) ? fs.readdirSync(path.join(uploadDir, 'organizations')) : [];

async function multipart(url: string, fields: Record<string, string | { data: Buffer; type: string; name: string }>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields))
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new Blob([v.data], { type: v.type }), v.name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `${t.api}${url}`,
    headers: { ...admin.headers, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

describe(`body and string limits (${TEST_DB})`, () => {
  test('a JSON body over 1 MB is a 413 and writes nothing', async () => {
    const before = await count('organizations');
    const records = Array.from({ length: 100 }, (_, i) => ({ name: `Org ${i}`, address: 'x'.repeat(1000) }));
    const padding = {
      records: [
        ...records,
        ...records,
        ...records,
        ...records,
        ...records,
        ...records,
        ...records,
        ...records,
        ...records,
        ...records,
        ...records,
      ].slice(0, 100),
    };
    const big = JSON.stringify({ ...padding, junk: 'y'.repeat(1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/bulk/add`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect(await count('organizations')).toBe(before);
  });

  test('a bulk call just under the limit is accepted (control)', async () => {
    const records = Array.from({ length: 100 }, (_, i) => ({ name: `Bulk org ${i}`, address: 'a'.repeat(900) }));
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/bulk/add`,
      headers: admin.headers,
      payload: { records },
    });
    expect(res.statusCode).toBe(200);
  });

  test.each([
    ['name over 255 characters', { name: 'n'.repeat(256) }],
    ['address over 1000 characters', { name: 'ok', address: 'a'.repeat(1001) }],
    ['email over 254 characters', { name: 'ok', email: `${'e'.repeat(250)}@x.test` }],
  ])('%s → 400 naming the field, nothing written', async (_name, body) => {
    const before = await count('organizations');
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/add`,
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(await count('organizations')).toBe(before);
  });

  test('numbers past the columns (32-bit ids, money over a million) are a 400, not a 500', async () => {
    const cases: Array<[string, object]> = [
      ['/products/add', { name: 'p', price: 1e12 }],
      ['/products/add', { name: 'p', category: 2 ** 31 }],
      ['/categories/add', { name: 'c', order: 1e15 }],
      ['/order-items/add', { product: 2 ** 40, order: 1 }],
    ];
    for (const [url, body] of cases) {
      const res = await t.app.inject({ method: 'POST', url: `${t.api}${url}`, headers: admin.headers, payload: body });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    const huge = await t.app.inject({
      method: 'GET',
      url: `${t.api}/products?id[]=99999999999`,
      headers: admin.headers,
    });
    expect(huge.statusCode).toBe(400);
    const path = await t.app.inject({
      method: 'POST',
      url: `${t.api}/products/update/99999999999`,
      headers: admin.headers,
      payload: { name: 'x' },
    });
    expect(path.statusCode).toBe(400);
  });

  test('prototype pollution in a body is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/add`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name":"Proto","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const nested = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/add`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name":"Proto","constructor":{"prototype":{"isAdmin":true}}}',
    });
    expect(nested.statusCode).toBe(400);
  });

  test('JSON declared in another charset than UTF-8 is a 415 and writes nothing; UTF-8 spelled either way is read', async () => {
    const before = await count('organizations');
    const send = (contentType: string, payload: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: `${t.api}/organizations/add`,
        headers: { ...admin.headers, 'content-type': contentType },
        payload,
      });
    const body = '{"name":"Charset café"}';
    for (const [type, payload] of [
      ['application/json; charset=utf-16', Buffer.from(body, 'utf16le')],
      ['application/json; charset=UTF-16', body],
      ['application/json;charset="iso-8859-1"', Buffer.from(body, 'latin1')],
    ] as const) {
      const res = await send(type, payload);
      expect([type, res.statusCode, res.json().code]).toEqual([type, 415, 'unsupported_media_type']);
    }
    expect(await count('organizations')).toBe(before);
    for (const type of ['application/json; charset=utf-8', 'application/json; charset="UTF8"', 'application/json']) {
      const res = await send(type, body);
      expect([type, res.statusCode, res.json().data.name]).toEqual([type, 200, 'Charset café']);
    }
  });
});

describe(`SQL only through bound parameters (${TEST_DB})`, () => {
  test.each([
    ['order_by with SQL', '/users?order_by=email;DROP TABLE users'],
    ['order_by naming a hidden column', '/users?order_by=password_hash'],
    ['order direction with SQL', '/users?order_by=email&order=ASC;DELETE FROM users'],
    ['filter on an unknown column', '/users?password_hash_like=a'],
    ['unknown operator suffix', '/users?email_gt=a'],
  ])('%s → 400', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
  });

  test.each([
    ['email', "' OR '1'='1"],
    ['email_like', "%' OR 1=1 --"],
    ['search', "x'); DELETE FROM users; --"],
    ['search', '%'],
    ['search', '_'],
    ['first_name_ne', "' OR 1=1 --"],
  ])('filter %s=%s is data, not SQL', async (key, value) => {
    const before = await count('users');
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.api}/users?${new URLSearchParams({ [key]: value })}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const total = res.json().data.meta.total_count;
    if (key === 'first_name_ne') expect(total).toBe(before);
    else expect(total).toBe(0);
    expect(await count('users')).toBe(before);
  });
});

describe(`uploads: size and content checked (${TEST_DB})`, () => {
  test('a real PNG is stored under a fresh name, typed by its content, served safely', async () => {
    const res = await multipart('/organizations/add', {
      name: 'With logo',
      logo: { data: PNG, type: 'text/html', name: 'evil.html' },
    });
    expect(res.statusCode).toBe(200);
    const logo: string = res.json().data.logo;
    // Handed out signed (docs/api.md, Images).
    expect(logo).toMatch(/^\/uploads\/organizations\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{43}$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    expect(served.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  test.each([
    [
      'HTML named .png, declared image/png',
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      'image/png',
      'photo.png',
    ],
    [
      'SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      'logo.svg',
    ],
    ['JavaScript declared image/jpeg', Buffer.from('alert(1)//'), 'image/jpeg', 'x.jpg'],
    ['a PDF declared image/png', Buffer.from('%PDF-1.7\n'), 'image/png', 'doc.png'],
    ['an empty file', Buffer.alloc(0), 'image/png', 'empty.png'],
  ])('%s → refused, nothing stored or written', async (_name, data, type, name) => {
    const before = await count('organizations');
    const files = storedFiles().length;
    const res = await multipart('/organizations/add', { name: 'Disguised', logo: { data, type, name } });
    expect([400, 415]).toContain(res.statusCode);
    expect(await count('organizations')).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  test('a file over 5 MB is a 413, nothing stored or written', async () => {
    const before = await count('organizations');
    const files = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await multipart('/organizations/add', {
      name: 'Huge logo',
      logo: { data: big, type: 'image/png', name: 'huge.png' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect(await count('organizations')).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  test('an import must be a text CSV under 5 MB', async () => {
    const jobs = await count('jobs');
    const png = await multipart('/import/products', { file: { data: PNG, type: 'text/csv', name: 'products.csv' } });
    expect(png.statusCode).toBe(415);
    const big = await multipart('/import/products', {
      file: { data: Buffer.from(`name\r\n${'x,'.repeat(3 * 1024 * 1024)}\r\n`), type: 'text/csv', name: 'big.csv' },
    });
    expect(big.statusCode).toBe(413);
    expect(await count('jobs')).toBe(jobs);
  });

  test('anything else found under /uploads is a download, never rendered', async () => {
    fs.mkdirSync(path.join(uploadDir, 'organizations'), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, 'organizations', 'planted.html'), '<script>alert(1)</script>');
    // Even under a valid signature (the server never signs such a path).
    const key = uploadSigningKey(t.config.jwtSecret);
    const url = signUploadPath(key, '/uploads/organizations/planted.html', signedUrlExpiry(Date.now()));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="planted.html"');
    expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
  });
});

describe(`security headers (${TEST_DB})`, () => {
  const common = (h: Record<string, unknown>) => {
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBe('same-origin');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    // Helmet's other defaults stay off.
    for (const name of ['x-powered-by', 'x-dns-prefetch-control', 'origin-agent-cluster', 'x-xss-protection'])
      expect(h[name]).toBeUndefined();
  };

  test.each(['/', '/index.html', '/orders/12', '/kitchen?x=1'])('the SPA at %s gets the strict CSP', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(SPA_CSP);
    common(res.headers);
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  test('API answers, errors and config carry a deny-all CSP', async () => {
    for (const [url, headers] of [
      [`${t.api}/profile`, admin.headers],
      [`${t.api}/nope`, admin.headers],
      ['/config.json', {}],
      ['/healthz', {}],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([url, res.headers['content-security-policy']]).toEqual([url, API_CSP]);
      common(res.headers);
    }
  });
});
