import zlib from 'node:zlib';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

/** API bodies of 1 kB and more are compressed with what the client accepts; the bytes decode to the same JSON. */
let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
  await t.db
    .insertInto('organizations')
    .values(Array.from({ length: 30 }, (_, i) => ({ name: `Organization number ${i} with a long enough name` })))
    .execute();
});
afterAll(async () => {
  await t.close();
});

const list = (acceptEncoding?: string, query = 'per_page=30&page=1') =>
  t.app.inject({
    method: 'GET',
    url: `${t.api}/organizations?${query}`,
    headers: { ...admin.headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

const decode = (encoding: string | undefined, raw: Buffer) =>
  JSON.parse(
    (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString(),
  );

test.each([
  ['gzip', 'gzip'],
  ['gzip, deflate, br', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0.5, br;q=0.8', 'br'],
  ['*', 'br'],
])('Accept-Encoding "%s" gets %s, which decodes to the identity body', async (accept, expected) => {
  const plain = await list();
  expect(plain.headers['content-encoding']).toBeUndefined();
  const res = await list(accept);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe(expected);
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(decode(expected, res.rawPayload)).toEqual(plain.json());
  expect(plain.json().data.results).toHaveLength(30);
  // A kept body is served again, compressed the same way.
  const again = await list(accept);
  expect(decode(expected, again.rawPayload)).toEqual(plain.json());
});

test('no compression for identity, an unknown encoding or a body under 1 kB', async () => {
  for (const accept of ['identity', 'compress', 'gzip;q=0']) {
    const res = await list(accept);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.results).toHaveLength(30);
  }
  const small = await list('gzip', 'per_page=1&page=1');
  expect(small.rawPayload.length).toBeLessThan(1024);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json().data.results).toHaveLength(1);
});
