import jwt from 'jsonwebtoken';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';

let t: TestApp;
let valid: string;
beforeAll(async () => {
  t = await buildTestApp();
  valid = (await t.login(TEST_USERS.administrator)).token;
});
afterAll(async () => {
  await t.close();
});

function profile(authorization?: string) {
  return t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: authorization ? { authorization } : {} });
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function claimsOf(token: string): Record<string, unknown> {
  return jwt.decode(token) as Record<string, unknown>;
}

describe('access tokens on GET /profile', () => {
  test('a valid token is accepted (control)', async () => {
    expect((await profile(`Bearer ${valid}`)).statusCode).toBe(200);
  });

  test('no token → 401 invalid_token', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.stringMatching(/Bearer/), code: 'invalid_token' });
  });

  test('a non-Bearer Authorization header → 401', async () => {
    expect((await profile(`Basic ${Buffer.from('a:b').toString('base64')}`)).statusCode).toBe(401);
  });

  test('a tampered payload (role/user changed, old signature) → 401 invalid_token', async () => {
    const [header, , signature] = valid.split('.');
    const forged = { ...claimsOf(valid), sub: '2' };
    const res = await profile(`Bearer ${header}.${base64url(forged)}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });

  test('an alg:none token → 401', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(valid))}.`;
    const res = await profile(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_token');
  });

  test('a token signed with another algorithm (HS512, right secret) → 401', async () => {
    const token = jwt.sign(claimsOf(valid), t.config.jwtSecret, { algorithm: 'HS512' });
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
  });

  test('a token signed with another secret → 401', async () => {
    const token = jwt.sign(claimsOf(valid), 'another-secret-another-secret-another-secret', { algorithm: 'HS256' });
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
  });

  test('an expired token → 401 token_expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = jwt.sign({ ...claimsOf(valid), iat: now - 7200, exp: now - 3600 }, t.config.jwtSecret, {
      algorithm: 'HS256',
    });
    const res = await profile(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });

  test('a correctly signed token that is not an access token → 401', async () => {
    const token = jwt.sign({ ...claimsOf(valid), typ: 'refresh' }, t.config.jwtSecret, { algorithm: 'HS256' });
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
  });

  test('a correctly signed token for a session that does not exist → 401', async () => {
    const token = jwt.sign({ ...claimsOf(valid), sid: 'no-such-session' }, t.config.jwtSecret, { algorithm: 'HS256' });
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
  });
});
