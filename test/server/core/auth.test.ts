import jwt from 'jsonwebtoken';
import { buildApp } from '../../../server/src/app';
import { buildTestApp, TEST_PASSWORD, TEST_USERS, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `${t.api}${url}`, payload: payload as object });
}

function profile(token: string) {
  return t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: { authorization: `Bearer ${token}` } });
}

describe('POST /jwt/token (login)', () => {
  test('returns the session envelope for the right password', async () => {
    const res = await post('/jwt/token', { username: TEST_USERS.administrator, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual([
      'exp',
      'iat',
      'refresh_key',
      'token',
      'token_signature',
      'user_login',
    ]);
    expect(body.data.user_login).toBe('admin@demo.test');
    expect(body.data.exp - body.data.iat).toBe(t.config.accessTokenTtlSeconds);

    const decoded = jwt.decode(body.data.token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    const claims = decoded?.payload as Record<string, unknown>;
    expect(claims.typ).toBe('access');
    expect(typeof claims.jti).toBe('string');
    expect(claims.iat).toBe(body.data.iat);
    expect(claims.exp).toBe(body.data.exp);
    expect(claims).not.toHaveProperty('capabilities');
  });

  test('accepts the email in any case', async () => {
    const res = await post('/jwt/token', { username: 'Admin@Demo.Test', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user_login).toBe('admin@demo.test');
  });

  test.each([
    ['a wrong password', TEST_USERS.administrator, 'not-the-password'],
    ['an unknown email', 'nobody@demo.test', TEST_PASSWORD],
  ])('answers 401 invalid_credentials for %s, with the exact envelope', async (_case, username, password) => {
    const res = await post('/jwt/token', { username, password });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
  });

  test('stores the refresh key hashed, never in clear', async () => {
    const { refresh_key } = (await post('/jwt/token', { username: TEST_USERS.viewer, password: TEST_PASSWORD })).json()
      .data;
    const rows = await t.db.selectFrom('auth_sessions').select('refresh_key_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.refresh_key_hash)).not.toContain(refresh_key);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.refresh_key_hash))).toBe(true);
  });

  test('rejects a body without a password with a 400 naming the field', async () => {
    const res = await post('/jwt/token', { username: TEST_USERS.administrator });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', errors: { password: 'is required' } });
    expect(res.json().message).toContain('password');
  });
});

describe('POST /jwt/refresh', () => {
  test('works once: the key rotates and the used key is then refused', async () => {
    const session = await t.login(TEST_USERS.manager);
    const credentials = {
      refresh_key: session.refresh_key,
      user_login: session.user_login,
      token_signature: session.token_signature,
    };

    const first = await post('/jwt/refresh', credentials);
    expect(first.statusCode).toBe(200);
    const renewed = first.json().data;
    expect(renewed.refresh_key).not.toBe(session.refresh_key);
    expect(renewed.token).not.toBe(session.token);
    expect(renewed.user_login).toBe('manager@demo.test');
    expect((await profile(renewed.token)).statusCode).toBe(200);

    const reused = await post('/jwt/refresh', credentials);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'invalid_token' });

    const next = await post('/jwt/refresh', { ...credentials, refresh_key: renewed.refresh_key });
    expect(next.statusCode).toBe(200);
  });

  test('of two concurrent refreshes with the same key, exactly one wins', async () => {
    const session = await t.login(TEST_USERS.manager);
    const credentials = {
      refresh_key: session.refresh_key,
      user_login: session.user_login,
      token_signature: session.token_signature,
    };
    const results = await Promise.all([post('/jwt/refresh', credentials), post('/jwt/refresh', credentials)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  test.each([
    ['another user_login', { user_login: 'viewer@demo.test' }],
    ['a token_signature of another session', { token_signature: 'x'.repeat(43) }],
    ['an unknown refresh key', { refresh_key: 'y'.repeat(43) }],
  ])('refuses %s with 401', async (_case, change) => {
    const session = await t.login(TEST_USERS.manager);
    const res = await post('/jwt/refresh', {
      refresh_key: session.refresh_key,
      user_login: session.user_login,
      token_signature: session.token_signature,
      ...change,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });
});

describe('DELETE /jwt/revoke', () => {
  test('makes the access token and its refresh key unusable at once, in every server process', async () => {
    const session = await t.login(TEST_USERS.administrator);
    const other = await t.login(TEST_USERS.administrator);
    // A second server process on the same database.
    const second = await buildApp({ config: t.config, db: t.db });
    try {
      expect((await profile(session.token)).statusCode).toBe(200);
      const revoke = await t.app.inject({ method: 'DELETE', url: `${t.api}/jwt/revoke`, headers: session.headers });
      expect(revoke.statusCode).toBe(200);
      expect(revoke.json()).toEqual({ data: { message: expect.any(String) } });

      const again = await profile(session.token);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('invalid_token');
      const elsewhere = await second.inject({ method: 'GET', url: `${t.api}/profile`, headers: session.headers });
      expect(elsewhere.statusCode).toBe(401);

      const refresh = await post('/jwt/refresh', {
        refresh_key: session.refresh_key,
        user_login: session.user_login,
        token_signature: session.token_signature,
      });
      expect(refresh.statusCode).toBe(401);

      // Another session of the same user is untouched.
      expect((await profile(other.token)).statusCode).toBe(200);
      const denied = await t.db.selectFrom('revoked_tokens').select('jti').execute();
      expect(denied.map((r) => r.jti)).toContain((jwt.decode(session.token) as { jti: string }).jti);
    } finally {
      await second.close();
    }
  });

  test('requires a token', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${t.api}/jwt/revoke` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });

  test('accepts an empty JSON body', async () => {
    const session = await t.login(TEST_USERS.viewer);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${t.api}/jwt/revoke`,
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});
