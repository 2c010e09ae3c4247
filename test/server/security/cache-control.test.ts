import type { LightMyRequestResponse } from 'fastify';
import { loadOperations } from '../../../server/src/http/openapi-operations';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/** A path of the OpenAPI document with its parameters filled in (ids no record has, so nothing is deleted). */
function concrete(path: string): string {
  return path.replace('{resource}', 'organizations').replace(/\{\w+\}/g, '987654');
}

/**
 * Tokens and per-user data must not be kept by any cache (a shared computer's browser cache, a proxy):
 * every response under the API base is `Cache-Control: no-store`, whatever its status. The one exception
 * is the kitchen board's ETag'd poll: `private, no-cache`, so the browser keeps the copy it revalidates
 * (no-store would forbid keeping it) yet asks the server every time.
 */
describe(`Cache-Control of the API (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${t.api}${url}`, headers, payload });
  const cacheControl = (res: LightMyRequestResponse) => res.headers['cache-control'];

  beforeAll(async () => {
    t = await buildTestApp({ seed: 'demo' });
    admin = await t.login(TEST_USERS.administrator);
  });
  afterAll(async () => {
    await t.close();
  });

  test('a token answered on an encoded spelling of the path is no-store too', async () => {
    // The router decodes %63 to "c": this is the login operation, and its token must not be cached.
    const apiEncoded = t.api.replace('catering', '%63atering');
    const login = await t.app.inject({
      method: 'POST',
      url: `${apiEncoded}/jwt/token`,
      payload: { username: TEST_USERS.manager, password: 'test-password-0123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toBeTruthy();
    expect(cacheControl(login)).toBe('no-store');
  });

  test('login, refresh and logout (jwt/*) are no-store, answered or refused', async () => {
    const login = await call(
      'POST',
      '/jwt/token',
      {},
      { username: TEST_USERS.manager, password: 'test-password-0123' },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toBeTruthy();
    expect(cacheControl(login)).toBe('no-store');
    const session = login.json().data;

    const refresh = await call(
      'POST',
      '/jwt/refresh',
      {},
      {
        refresh_key: session.refresh_key,
        user_login: session.user_login,
        token_signature: session.token_signature,
      },
    );
    expect(refresh.statusCode).toBe(200);
    expect(cacheControl(refresh)).toBe('no-store');

    const logout = await call('DELETE', '/jwt/revoke', { authorization: `Bearer ${refresh.json().data.token}` });
    expect(logout.statusCode).toBe(200);
    expect(cacheControl(logout)).toBe('no-store');

    const refused = await call('POST', '/jwt/token', {}, { username: TEST_USERS.manager, password: 'wrong-password' });
    expect(refused.statusCode).toBe(401);
    expect(cacheControl(refused)).toBe('no-store');
  });

  test('every operation of the API answers no-store (data, errors and refusals alike)', async () => {
    const operations = loadOperations().filter((op) => op.operationId !== 'revokeToken');
    const statuses: Record<number, number> = {};
    const wrong: string[] = [];
    for (const op of operations) {
      const url = concrete(op.path);
      for (const headers of [admin.headers, {}]) {
        const res = await call(op.method, url, headers, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const expected = res.headers.etag ? 'private, no-cache' : 'no-store';
        if (cacheControl(res) !== expected) wrong.push(`${op.method} ${url} ${res.statusCode}: ${cacheControl(res)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(100);
    // Real data was among the answers (lists and the profile), not only refusals.
    expect(statuses[200]).toBeGreaterThan(10);
    expect(statuses[401]).toBeGreaterThan(90);
  });

  test('data reads are no-store: lists, the profile and settings', async () => {
    for (const url of [
      '/organizations?per_page=5',
      '/orders?per_page=5',
      '/profile',
      '/misc/settings',
      '/users?per_page=5',
    ]) {
      const res = await call('GET', url, admin.headers);
      expect({ url, status: res.statusCode, cacheControl: cacheControl(res) }).toEqual({
        url,
        status: 200,
        cacheControl: 'no-store',
      });
    }
  });

  test('an unknown API path is no-store too', async () => {
    const res = await call('GET', '/no-such-resource', admin.headers);
    expect(res.statusCode).toBe(404);
    expect(cacheControl(res)).toBe('no-store');
  });

  test("the kitchen board poll's 304 carries the 200's caching headers and no body type", async () => {
    const kitchen = await t.login(TEST_USERS.kitchen_staff);
    const board = '/kitchen-orders?per_page=20&page=1&status_in=pending,processing';
    const first = await call('GET', board, kitchen.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\//);
    expect(cacheControl(first)).toBe('private, no-cache');
    const again = await call('GET', board, { ...kitchen.headers, 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    for (const header of ['cache-control', 'etag', 'vary'])
      expect([header, again.headers[header]]).toEqual([header, first.headers[header]]);
    // Nothing to parse: a client reading a JSON type on an empty body fails (Prism did).
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.body).toBe('');
    const anonymous = await call('GET', board, { 'if-none-match': first.headers.etag as string });
    expect(anonymous.statusCode).toBe(401);
    expect(cacheControl(anonymous)).toBe('no-store');
  });

  test('the SPA, config and health keep their own policies', async () => {
    expect(cacheControl(await t.app.inject({ method: 'GET', url: '/config.json' }))).toBe('no-cache');
    expect(cacheControl(await t.app.inject({ method: 'GET', url: '/healthz' }))).toBe('no-store');
  });
});
