import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { REFRESH_GRACE_MS } from '../../../server/src/auth/auth-service';
import { buildApp } from '../../../server/src/app';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_PASSWORD, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

/* Forged and replayed credentials (RFC 8725, OWASP ASVS 5 §9): every one is a 401. */

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(async () => {
  await t.close();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => jwt.decode(token) as Record<string, unknown>;
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: { authorization: `Bearer ${token}` } });
const refresh = (s: Pick<TestSession, 'refresh_key' | 'user_login' | 'token_signature'>) =>
  t.app.inject({
    method: 'POST',
    url: `${t.api}/jwt/refresh`,
    payload: { refresh_key: s.refresh_key, user_login: s.user_login, token_signature: s.token_signature },
  });

describe(`forged access tokens (${TEST_DB})`, () => {
  let valid: string;
  beforeAll(async () => {
    valid = (await t.login(TEST_USERS.viewer)).token;
  });

  test('the genuine token works (control)', async () => {
    expect((await profile(valid)).statusCode).toBe(200);
  });

  test('a token accepted before is refused from the second it expires, and not a second earlier', async () => {
    const { token } = await t.login(TEST_USERS.viewer);
    const exp = claimsOf(token).exp as number;
    const saved = now;
    try {
      expect((await profile(token)).statusCode).toBe(200);
      now = exp * 1000 - 1;
      expect((await profile(token)).statusCode).toBe(200);
      now = exp * 1000;
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_expired');
    } finally {
      now = saved;
    }
  });

  const forgeries: Array<[string, () => string]> = [
    ['alg none, no signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(valid))}.`],
    [
      'alg none, original signature kept',
      () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(valid))}.${valid.split('.')[2]}`,
    ],
    ['alg "NONE" (case games)', () => `${b64({ alg: 'NONE', typ: 'JWT' })}.${b64(claimsOf(valid))}.`],
    [
      'signed with a wrong secret',
      () => jwt.sign(claimsOf(valid), 'not-the-secret-not-the-secret-not-the-secret', { algorithm: 'HS256' }),
    ],
    [
      'signature of another token',
      () => `${valid.split('.').slice(0, 2).join('.')}.${jwt.sign({ x: 1 }, t.config.jwtSecret).split('.')[2]}`,
    ],
    [
      'payload tampered (sub → another user)',
      () => {
        const [h, , sig] = valid.split('.');
        return `${h}.${b64({ ...claimsOf(valid), sub: '1' })}.${sig}`;
      },
    ],
    [
      'payload tampered (exp pushed out)',
      () => {
        const [h, , sig] = valid.split('.');
        return `${h}.${b64({ ...claimsOf(valid), exp: 4102444800 })}.${sig}`;
      },
    ],
    [
      'HS512 with the right secret (algorithm not pinned)',
      () => jwt.sign(claimsOf(valid), t.config.jwtSecret, { algorithm: 'HS512' }),
    ],
    [
      'RS256 with an attacker key pair',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return jwt.sign(claimsOf(valid), privateKey, { algorithm: 'RS256' });
      },
    ],
    [
      'typ refresh (another kind of token used as access)',
      () => jwt.sign({ ...claimsOf(valid), typ: 'refresh' }, t.config.jwtSecret, { algorithm: 'HS256' }),
    ],
    [
      'no typ',
      () => {
        const { typ: _typ, ...rest } = claimsOf(valid);
        return jwt.sign(rest, t.config.jwtSecret, { algorithm: 'HS256' });
      },
    ],
    [
      'no jti',
      () => {
        const { jti: _jti, ...rest } = claimsOf(valid);
        return jwt.sign(rest, t.config.jwtSecret, { algorithm: 'HS256' });
      },
    ],
    [
      'no session id',
      () => {
        const { sid: _sid, ...rest } = claimsOf(valid);
        return jwt.sign(rest, t.config.jwtSecret, { algorithm: 'HS256' });
      },
    ],
    [
      'a session id that does not exist',
      () => jwt.sign({ ...claimsOf(valid), sid: 'forged-session' }, t.config.jwtSecret, { algorithm: 'HS256' }),
    ],
    [
      'expired',
      () =>
        jwt.sign(
          { ...claimsOf(valid), iat: Math.floor(now / 1000) - 7200, exp: Math.floor(now / 1000) - 3600 },
          t.config.jwtSecret,
          { algorithm: 'HS256' },
        ),
    ],
    [
      'signed with the key, a ten-year lifetime',
      () =>
        jwt.sign(
          { ...claimsOf(valid), iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 10 * 365 * 86400 },
          t.config.jwtSecret,
          { algorithm: 'HS256' },
        ),
    ],
    [
      'signed with the key, issued tomorrow',
      () =>
        jwt.sign(
          { ...claimsOf(valid), iat: Math.floor(now / 1000) + 86400, exp: Math.floor(now / 1000) + 86400 + 600 },
          t.config.jwtSecret,
          { algorithm: 'HS256' },
        ),
    ],
    ['the refresh key sent as a Bearer token', () => 'REFRESH'],
    ['garbage', () => 'a.b.c'],
    ['empty segments', () => '..'],
  ];

  test.each(forgeries)('%s → 401', async (_name, forge) => {
    let token = forge();
    if (token === 'REFRESH') token = (await t.login(TEST_USERS.viewer)).refresh_key;
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(['invalid_token', 'token_expired']).toContain(res.json().code);
  });

  test('a revoked jti is refused at once, by every process on the database (denylist in the DB)', async () => {
    const session = await t.login(TEST_USERS.viewer);
    const other = await buildApp({ config: t.config, db: t.db, clock: () => now });
    try {
      const logout = await t.app.inject({ method: 'DELETE', url: `${t.api}/jwt/revoke`, headers: session.headers });
      expect(logout.statusCode).toBe(200);
      const { jti } = claimsOf(session.token) as { jti: string };
      expect((await t.db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).execute()).length).toBe(1);
      expect((await profile(session.token)).statusCode).toBe(401);
      expect(
        (await other.inject({ method: 'GET', url: `${t.api}/profile`, headers: session.headers })).statusCode,
      ).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe(`refresh key rotation, reuse and the grace window (${TEST_DB})`, () => {
  test('every use rotates the key; the new pair works', async () => {
    const s = await t.login(TEST_USERS.manager);
    const r1 = await refresh(s);
    expect(r1.statusCode).toBe(200);
    const next = r1.json().data;
    expect(next.refresh_key).not.toBe(s.refresh_key);
    expect((await profile(next.token)).statusCode).toBe(200);
  });

  test('a retry within the grace window gets a clean 401 and the session lives on', async () => {
    const s = await t.login(TEST_USERS.manager);
    const r1 = await refresh(s);
    expect(r1.statusCode).toBe(200);
    now += REFRESH_GRACE_MS - 1000;
    const retry = await refresh(s);
    expect(retry.statusCode).toBe(401);
    expect(retry.json().code).toBe('invalid_token');
    // Nothing revoked: the rotated pair still works, and refreshes again.
    const fresh = r1.json().data;
    expect((await profile(fresh.token)).statusCode).toBe(200);
    expect((await refresh(fresh)).statusCode).toBe(200);
  });

  test('concurrent refreshes with one key: one wins, the others get a clean 401, never a revoke', async () => {
    const s = await t.login(TEST_USERS.manager);
    const results = await Promise.all([refresh(s), refresh(s), refresh(s)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401, 401]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    expect((await profile(winner.token)).statusCode).toBe(200);
    expect((await refresh(winner)).statusCode).toBe(200);
  });

  test('reuse of a rotated key after the grace window revokes the whole session family', async () => {
    const s = await t.login(TEST_USERS.manager);
    const gen1 = (await refresh(s)).json().data;
    const gen2 = (await refresh(gen1)).json().data;
    expect((await profile(gen2.token)).statusCode).toBe(200);
    now += REFRESH_GRACE_MS + 1000;

    // The attacker replays the first (stolen) key.
    const replay = await refresh(s);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already used/);

    // Everything descended from that login is dead: the latest access token and the latest refresh key.
    expect((await profile(gen2.token)).statusCode).toBe(401);
    expect((await profile(gen1.token)).statusCode).toBe(401);
    expect((await refresh(gen2)).statusCode).toBe(401);
    const session = await t.db
      .selectFrom('auth_sessions')
      .select('revoked_at')
      .where('id', '=', (claimsOf(gen2.token) as { sid: string }).sid)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  });

  test("reuse after the grace window does not touch the same user's other sessions", async () => {
    const a = await t.login(TEST_USERS.manager);
    const b = await t.login(TEST_USERS.manager);
    await refresh(a);
    now += REFRESH_GRACE_MS + 1000;
    expect((await refresh(a)).statusCode).toBe(401);
    expect((await profile(b.token)).statusCode).toBe(200);
  });

  test('a rotated key with a wrong signature or login revokes nothing', async () => {
    const s = await t.login(TEST_USERS.manager);
    const next = (await refresh(s)).json().data;
    now += REFRESH_GRACE_MS + 1000;
    expect((await refresh({ ...s, token_signature: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await refresh({ ...s, user_login: TEST_USERS.viewer })).statusCode).toBe(401);
    expect((await profile(next.token)).statusCode).toBe(200);
  });
});

describe(`a changed role or password ends the user's other sessions (${TEST_DB})`, () => {
  let admin: TestSession;
  let userId: number;
  const email = 'rotating.user@demo.test';
  beforeAll(async () => {
    admin = await t.login(TEST_USERS.administrator);
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/users/add`,
      headers: admin.headers,
      payload: { first_name: 'Rana', last_name: 'Saad', email, plaintext_password: TEST_PASSWORD, role: 'viewer' },
    });
    expect(res.statusCode).toBe(200);
    userId = res.json().data.id;
  });

  const update = (headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'POST', url: `${t.api}/users/update/${userId}`, headers, payload: body });

  test('role changed by an administrator (update): every session of that user ends', async () => {
    const s1 = await t.login(email);
    const s2 = await t.login(email);
    expect((await update(admin.headers, { role: 'manager' })).statusCode).toBe(200);
    expect((await profile(s1.token)).statusCode).toBe(401);
    expect((await profile(s2.token)).statusCode).toBe(401);
    expect((await refresh(s1)).statusCode).toBe(401);
    expect((await profile(admin.token)).statusCode).toBe(200);
  });

  test('role changed via bulk update: sessions end', async () => {
    const s = await t.login(email);
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/users/bulk/update`,
      headers: admin.headers,
      payload: { records: [{ id: userId, role: 'viewer' }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
  });

  test('an unrelated change (phone) ends nothing', async () => {
    const s = await t.login(email);
    expect((await update(admin.headers, { phone_number: '+961 1 000 000' })).statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(200);
  });

  test('password changed by an administrator: sessions end', async () => {
    const s = await t.login(email);
    expect((await update(admin.headers, { plaintext_password: 'another-password-1' })).statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await update(admin.headers, { plaintext_password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  test('an administrator changing their own password keeps the session making the change, ends the others', async () => {
    const mine = await t.login(TEST_USERS.administrator);
    const elsewhere = await t.login(TEST_USERS.administrator);
    const me = (await profile(mine.token)).json().data.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/users/update/${me}`,
      headers: mine.headers,
      payload: { plaintext_password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(mine.token)).statusCode).toBe(200);
    expect((await profile(elsewhere.token)).statusCode).toBe(401);
    admin = mine;
  });

  test('password changed through a CSV import: sessions end once the job has run', async () => {
    const s = await t.login(email);
    const csv = `id,plaintext_password\r\n${userId},imported-password-1\r\n`;
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
    const req = new Request('http://x/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/import/users`,
      headers: { ...admin.headers, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.statusCode).toBe(202);
    await drainJobs();
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', res.json().data.job_id)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('done');
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await profile(admin.token)).statusCode).toBe(200);
  });
});
