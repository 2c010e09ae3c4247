import { drainJobs } from '../../../server/src/resources/data/runner';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { multipartBody, PROTOTYPE_FIELD_NAMES } from './hostile-input';
import { seedOneOfEach } from './records';

/*
 * The inputs the fuzz (input-fuzz.test.ts) found answered with a 500 or with a 400 naming no field,
 * each pinned: every one is now a 400 `validation_error` whose `errors` names the field.
 */

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
  await seedOneOfEach(t, admin.headers, 'refusals');
});
afterAll(async () => {
  await drainJobs();
  await t.close();
});

const count = async (table: 'organizations' | 'jobs') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function expectNamed(res: { statusCode: number; body: string }, field: string, text?: RegExp): void {
  expect([res.statusCode, res.body]).toEqual([400, expect.any(String)]);
  const body = JSON.parse(res.body) as { code: string; message: string; errors?: Record<string, string> };
  expect(body.code).toBe('validation_error');
  expect(Object.keys(body.errors ?? {})).toEqual([field]);
  if (text) expect(body.errors?.[field]).toMatch(text);
  expect(body.message).toContain(field);
}

describe(`list queries (${TEST_DB})`, () => {
  test.each([
    ['/orders?search=a%00b', 'search'],
    [`/orders?search=%00'"`, 'search'],
    ['/kitchen-orders?search=abc%00', 'search'],
    ['/users?search=%00%00%00', 'search'],
    ['/organizations?name_like=a%00b', 'name_like'],
    ['/orders?name=a%00b', 'name'],
    ['/products?status_in=publish%00', 'status_in'],
  ])('NUL in %s → 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: admin.headers });
    expectNamed(res, field, /NUL/);
  });

  test.each([
    ['/orders?order_number=99999999999999999999', 'order_number'],
    ['/orders?order_number_gte=2147483648', 'order_number_gte'],
    ['/orders?total=1e308', 'total'],
    ['/products?price_lte=9007199254740993', 'price_lte'],
    ['/addons?extra_charge_ne=1e308', 'extra_charge_ne'],
    ['/product-variations?stock_quantity=-2147483649', 'stock_quantity'],
  ])('a number past its column in %s → 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: admin.headers });
    expectNamed(res, field, /between/);
  });

  test.each([
    ['/organizations?name=%20%2C%20', 'name'],
    ['/employees?email_ne=,', 'email_ne'],
    ['/users?first_name=,,', 'first_name'],
    ['/orders?phone_number_ne=%20,%20', 'phone_number_ne'],
  ])('only commas in %s → 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: admin.headers });
    expectNamed(res, field, /at least one value/);
  });

  test('FTS operators and quotes are searched as text (control)', async () => {
    for (const term of [
      '"abc',
      'abc*',
      'NEAR(abc def)',
      'abc OR def',
      '-abc',
      '^abc',
      'name:abc',
      "'); --",
      '\u202eabc',
    ])
      expect([
        term,
        (
          await t.app.inject({
            method: 'GET',
            url: `${t.api}/orders?search=${encodeURIComponent(term)}`,
            headers: admin.headers,
          })
        ).statusCode,
      ]).toEqual([term, 200]);
  });
});

describe(`JSON bodies (${TEST_DB})`, () => {
  const post = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `${t.api}${url}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload,
    });

  test.each([
    ['NUL', '{"name":"a\\u0000b"}', 'name', /NUL/],
    ['a lone surrogate', '{"name":"ab\\ud800c"}', 'name', /surrogate/],
    ['a reversed surrogate pair', '{"name":"\\udc00\\ud800"}', 'name', /surrogate/],
    ['NUL in an optional field', '{"name":"ok","address":"x\\u0000"}', 'address', /NUL/],
  ])('%s in a text field → 400 naming it, nothing written', async (_what, payload, field, text) => {
    const before = await count('organizations');
    expectNamed(await post('/organizations/add', payload), field, text);
    expect(await count('organizations')).toBe(before);
  });

  test('NUL in a bulk record names its path', async () => {
    expectNamed(
      await post('/organizations/bulk/add', '{"records":[{"name":"ok"},{"name":"a\\u0000"}]}'),
      'records.1.name',
      /NUL/,
    );
  });

  test('NUL in a sign-in name is a 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/jwt/token`,
      payload: { username: 'admin@demo.test\u0000', password: 'x' },
    });
    expectNamed(res, 'username', /NUL/);
  });

  test('a well-formed astral character and a bidi override are stored as sent (control)', async () => {
    const name = 'Caf\u00e9 \ud83d\ude00 \u202eabc\u202c';
    const res = await post('/organizations/add', JSON.stringify({ name }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe(name);
  });
});

describe(`multipart forms (${TEST_DB})`, () => {
  const send = (url: string, contentType: string, payload: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: `${t.api}${url}`,
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });

  test('multipart/form-data without a boundary → 400 saying so', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data;', 'multipart/form-data; charset=utf-8']) {
      const res = await send('/organizations/add', contentType, 'name=x');
      expect([contentType, res.statusCode]).toEqual([contentType, 400]);
      expect(res.json().message).toMatch(/no boundary/);
    }
  });

  test('a form cut short → 400, nothing written', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'name', value: 'Cut' },
      { name: 'logo', value: { data: Buffer.alloc(100, 1), filename: 'a.png', type: 'image/png' } },
    ]);
    const before = await count('organizations');
    const res = await send('/organizations/add', contentType, payload.subarray(0, payload.length - 60));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/malformed/);
    expect(await count('organizations')).toBe(before);
  });

  test('NUL in a form field → 400 naming it', async () => {
    const { payload, contentType } = multipartBody([{ name: 'name', value: 'a\u0000b' }]);
    expectNamed(await send('/organizations/add', contentType, payload), 'name', /NUL/);
  });

  test.each(PROTOTYPE_FIELD_NAMES)(
    'a form field named %s → 400 naming it, prototypes untouched, nothing written',
    async (name) => {
      const before = await count('organizations');
      const { payload, contentType } = multipartBody([
        { name: 'name', value: 'Proto' },
        { name, value: 'polluted' },
        { name: 'email', value: 'p@x.test' },
      ]);
      expectNamed(await send('/organizations/add', contentType, payload), name, /not an allowed field name/);
      expect(await count('organizations')).toBe(before);
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      expect(({} as Record<string, unknown>)[0]).toBeUndefined();
    },
  );

  test('the same names on an import are refused before any job starts', async () => {
    const jobs = await count('jobs');
    for (const name of ['__proto__[0]', 'constructor[x]', 'prototype']) {
      const { payload, contentType } = multipartBody([
        { name, value: 'x' },
        { name: 'file', value: { data: Buffer.from('name\r\nA\r\n'), filename: 'a.csv', type: 'text/csv' } },
      ]);
      expectNamed(await send('/import/organizations', contentType, payload), name);
    }
    expect(await count('jobs')).toBe(jobs);
  });
});
