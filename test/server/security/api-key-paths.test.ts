import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

/*
 * With API_KEY set, no spelling of an API path reaches an operation without the key: the router decodes
 * percent-escapes, so the key is checked on the routed request, not on the raw URL. A spelling the router
 * does not take for an API path (doubled slashes, other case, an encoded slash) is a 404 that serves no data.
 */

const KEY = 'the-static-key';
const INVALID_KEY = { message: 'A valid X-API-Key header is required.', code: 'invalid_api_key' };

let t: TestApp;
let viewer: TestSession;
beforeAll(async () => {
  t = await buildTestApp({ config: { apiKey: KEY } });
  viewer = await t.login(TEST_USERS.viewer);
});
afterAll(async () => {
  await t.close();
});

/** The viewer's bearer token without the API key. */
const tokenOnly = () => ({ authorization: viewer.headers.authorization });

/** Spellings the router maps onto a real operation (so the key must be asked for). */
const ROUTED = [
  ['%63atering', '/cms/json-api/%63atering/v1'],
  ['json%2Dapi', '/cms/json%2Dapi/catering/v1'],
  ['%761', '/cms/json-api/catering/%761'],
  ['lower-case escape %2d', '/cms/json%2dapi/catering/v1'],
  ['every letter escaped', '/%63%6d%73/%6a%73%6f%6e-%61%70%69/%63%61%74%65%72%69%6e%67/%76%31'],
];

/** Spellings the router does not take for the API: 404, no data, whatever the key. */
const UNROUTED = [
  ['a doubled leading slash', '//cms/json-api/catering/v1'],
  ['a doubled inner slash', '/cms/json-api//catering/v1'],
  ['upper case', '/CMS/json-api/catering/v1'],
  ['upper-case slug', '/cms/json-api/CATERING/v1'],
  ['an encoded slash', '/cms/json-api/catering%2Fv1'],
];

describe(`the API key guards every spelling of a path (${TEST_DB})`, () => {
  test.each(ROUTED)('%s: login, profile and a list answer 401 invalid_api_key without the key', async (_case, base) => {
    const login = await t.app.inject({
      method: 'POST',
      url: `${base}/jwt/token`,
      payload: { username: TEST_USERS.viewer, password: 'x' },
    });
    expect({ status: login.statusCode, body: login.json() }).toEqual({ status: 401, body: INVALID_KEY });
    for (const path of ['/profile', '/profile/', '/organizations?per_page=5', '/misc/settings']) {
      const res = await t.app.inject({ method: 'GET', url: `${base}${path}`, headers: tokenOnly() });
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({ path, status: 401, body: INVALID_KEY });
    }
  });

  test.each(ROUTED)('%s: with the key the same spelling is served as usual', async (_case, base) => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/profile`, headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(TEST_USERS.viewer);
  });

  test.each(ROUTED)('%s: an unknown path under it is 401 without the key, a plain 404 with it', async (_case, base) => {
    const without = await t.app.inject({ method: 'GET', url: `${base}/no-such-path`, headers: tokenOnly() });
    expect({ status: without.statusCode, body: without.json() }).toEqual({ status: 401, body: INVALID_KEY });
    const withKey = await t.app.inject({ method: 'GET', url: `${base}/no-such-path`, headers: viewer.headers });
    expect(withKey.statusCode).toBe(404);
    expect(withKey.json()).toEqual({ message: expect.stringMatching(/^No API operation GET /), code: 'not_found' });
  });

  test.each(UNROUTED)('%s: 404 not_found, no data, with or without the key', async (_case, base) => {
    for (const headers of [tokenOnly(), viewer.headers])
      for (const path of ['/jwt/token', '/profile', '/organizations', '/misc/settings']) {
        const method = path === '/jwt/token' ? 'POST' : 'GET';
        const res = await t.app.inject({
          method,
          url: `${base}${path}`,
          headers,
          payload: method === 'POST' ? { username: TEST_USERS.viewer, password: 'x' } : undefined,
        });
        expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
        expect(res.json().code).toBe('not_found');
      }
  });

  test('trailing slashes and query strings do not skip the check', async () => {
    for (const url of [
      `${t.api}/profile/`,
      `${t.api}/profile?x=1`,
      `${t.api}/`,
      t.api,
      `${t.api}/organizations/?per_page=1`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: tokenOnly() });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 401, body: INVALID_KEY });
    }
  });

  test('non-API paths still need no key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });
});
