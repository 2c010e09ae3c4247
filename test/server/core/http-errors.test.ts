import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await t.close();
});

describe('request validation (400 validation_error)', () => {
  test('malformed JSON → 400 with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/add`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name": "Cedar',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'validation_error' });
  });

  test('malformed JSON on a login → the same envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/jwt/token`,
      headers: { 'content-type': 'application/json' },
      payload: '{username:',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  test('a body that breaks the schema → 400 naming each field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/users/add`,
      headers: admin.headers,
      payload: { first_name: 'Nadia', email: 'not-an-email', plaintext_password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.errors).toEqual({
      last_name: 'is required',
      email: 'must be a valid email address',
      plaintext_password: 'must be at least 8 characters',
    });
    expect(body.message).toMatch(/^Invalid request body: /);
    for (const field of ['last_name', 'email', 'plaintext_password']) expect(body.message).toContain(field);
  });

  test('an unknown body field → 400 naming it (never silently dropped)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/add`,
      headers: admin.headers,
      payload: { name: 'Cedar', colour: 'red' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ colour: 'is not an accepted field' });
    expect(res.json().message).toContain('colour');
  });

  test('a wrongly typed field is not coerced in a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/add`,
      headers: admin.headers,
      payload: { name: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'must be text' });
  });

  test('a missing required body → 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${t.api}/organizations/add`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', message: 'A request body is required.' });
  });

  test('an unknown query parameter → 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.api}/organizations?colour=red&page=1`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Unknown query parameter: colour',
      code: 'validation_error',
      errors: { colour: 'Unknown parameter' },
    });
  });

  test('an out-of-range query parameter → 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.api}/organizations?per_page=1000`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ per_page: 'must be at most 100' });
  });

  test('a bad path parameter → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/update/abc`,
      headers: admin.headers,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ id: 'must be a whole number' });
  });

  test.each(['0x1', '+1', ' 1', '01', 'Infinity'])(
    'an id written as %j is refused, not read as a number',
    async (id) => {
      const made = await t.app.inject({
        method: 'POST',
        url: `${t.api}/organizations/add`,
        headers: admin.headers,
        payload: { name: `Odd id ${id}` },
      });
      const before = made.json().data as { id: number };
      const res = await t.app.inject({
        method: 'DELETE',
        url: `${t.api}/organizations/delete/${encodeURIComponent(id.replace('1', String(before.id)))}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ id: 'must be a whole number' });
      const after = await t.db.selectFrom('organizations').select('id').where('id', '=', before.id).execute();
      expect(after).toHaveLength(1);
    },
  );

  test('numbers in a query string are plain decimals; plain ones still filter', async () => {
    const hex = await t.app.inject({ method: 'GET', url: `${t.api}/organizations?id[]=0x1`, headers: admin.headers });
    expect(hex.statusCode).toBe(400);
    const plain = await t.app.inject({ method: 'GET', url: `${t.api}/organizations?page=1`, headers: admin.headers });
    expect(plain.statusCode).toBe(200);
  });

  test('an unsupported content type → 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/add`,
      headers: { ...admin.headers, 'content-type': 'text/plain' },
      payload: 'name=Cedar',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  test('a body over the limit → 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/add`,
      headers: admin.headers,
      payload: { name: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});

describe('not found', () => {
  test('an unknown API path → JSON 404 not_found, even for a browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}/no-such-thing`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: `No API operation GET ${t.api}/no-such-thing.`, code: 'not_found' });
  });

  test('a wrong method on an API path → JSON 404', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${t.api}/profile`, headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  test('an unknown export resource → 400 or 404, never 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/export/bananas`,
      headers: admin.headers,
      payload: {},
    });
    expect([400, 404]).toContain(res.statusCode);
  });
});

test('security headers on API and other responses', async () => {
  for (const url of [`${t.api}/no-such-thing`, '/healthz', '/config.json']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  }
});

test('large JSON responses are compressed when the client accepts it', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${t.api}/misc/settings`,
    headers: { ...admin.headers, 'accept-encoding': 'gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
});
