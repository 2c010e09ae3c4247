import { buildApp } from '../../../server/src/app';
import { blockMs, THROTTLE_POLICY } from '../../../server/src/auth/login-throttle';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_PASSWORD, TEST_USERS, type TestApp } from '../helpers/app';

/* Brute force: failed logins throttled per (account, IP), per IP and per account, in the database. */

let t: TestApp;
let now = Date.UTC(2026, 10, 21, 9, 0, 0);
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip: string, app = t.app) =>
  app.inject({ method: 'POST', url: `${t.api}/jwt/token`, payload: { username, password }, remoteAddress: ip });

const WRONG = 'wrong-password-0';

function retryAfter(res: { headers: Record<string, unknown> }): number {
  return Number(res.headers['retry-after']);
}

describe(`login throttling (${TEST_DB})`, () => {
  test('the policy: 1 s after the threshold, doubling, at most 15 min', () => {
    expect(blockMs('pair', 4)).toBe(0);
    expect(blockMs('pair', 5)).toBe(1000);
    expect(blockMs('pair', 6)).toBe(2000);
    expect(blockMs('pair', 9)).toBe(16000);
    expect(blockMs('pair', 50)).toBe(15 * 60 * 1000);
  });

  test('per account and IP: 5 failures → 429 with Retry-After, even for the right password; exponential, bounded, reset by success', async () => {
    const ip = '10.0.0.1';
    for (let i = 0; i < 5; i++) expect((await login(TEST_USERS.manager, WRONG, ip)).statusCode).toBe(401);

    const blocked = await login(TEST_USERS.manager, TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: expect.stringMatching(/Too many/), code: 'too_many_requests' });
    expect(retryAfter(blocked)).toBe(1);

    // Waiting the time out allows one more try; each further failure doubles the wait.
    const waits: number[] = [];
    let wait = 1;
    for (let i = 0; i < 12; i++) {
      now += wait * 1000;
      expect((await login(TEST_USERS.manager, WRONG, ip)).statusCode).toBe(401);
      const next = await login(TEST_USERS.manager, WRONG, ip);
      expect(next.statusCode).toBe(429);
      wait = retryAfter(next);
      waits.push(wait);
    }
    expect(waits.slice(0, 6)).toEqual([2, 4, 8, 16, 32, 64]);
    expect(Math.max(...waits)).toBe(THROTTLE_POLICY.maxBlockMs / 1000);

    // Blocked attempts do not extend the block.
    expect(retryAfter(await login(TEST_USERS.manager, WRONG, ip))).toBe(wait);
    // Time-bounded: after the block the right password works, and resets the counter.
    now += wait * 1000;
    expect((await login(TEST_USERS.manager, TEST_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(TEST_USERS.manager, WRONG, ip)).statusCode).toBe(401);
    expect((await login(TEST_USERS.manager, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  test('the block is per account and IP: the same account from another IP, another account from the same IP, still sign in', async () => {
    const ip = '10.0.0.2';
    for (let i = 0; i < 5; i++) await login(TEST_USERS.viewer, WRONG, ip);
    expect((await login(TEST_USERS.viewer, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(TEST_USERS.viewer, TEST_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
    expect((await login(TEST_USERS.kitchen_staff, TEST_PASSWORD, ip)).statusCode).toBe(200);
    now += 60_000;
  });

  test('per IP: spraying many accounts from one IP blocks that IP for every account', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < THROTTLE_POLICY.threshold.ip; i++)
      expect((await login(`sprayed${i}@demo.test`, WRONG, ip)).statusCode).toBe(401);
    const res = await login(TEST_USERS.kitchen_staff, TEST_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBeGreaterThanOrEqual(1);
    expect((await login(TEST_USERS.kitchen_staff, TEST_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
    now += 60_000;
  });

  test('behind one NAT: a right password is no failure of its IP, and parallel right sign-ins all pass', async () => {
    const ip = '10.0.5.1';
    for (let i = 0; i < THROTTLE_POLICY.threshold.ip; i++)
      expect((await login(`nat${i}@demo.test`, WRONG, ip)).statusCode).toBe(401);
    expect((await login(TEST_USERS.viewer, TEST_PASSWORD, ip)).statusCode).toBe(429);
    now += blockMs('ip', THROTTLE_POLICY.threshold.ip);
    // The block waited out, people sign in, one after the other and at the same moment: none is counted as
    // failure 21 (which would block the next one and restart the counter's day).
    expect((await login(TEST_USERS.viewer, TEST_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(TEST_USERS.manager, TEST_PASSWORD, ip)).statusCode).toBe(200);
    const parallel = await Promise.all(
      [TEST_USERS.kitchen_staff, TEST_USERS.administrator, TEST_USERS.manager, TEST_USERS.viewer].map((user) =>
        login(user, TEST_PASSWORD, ip),
      ),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const counter = await t.db
      .selectFrom('login_throttle')
      .select('failures')
      .where('scope', '=', 'ip')
      .where('subject', '=', ip)
      .executeTakeFirstOrThrow();
    expect(counter.failures).toBe(THROTTLE_POLICY.threshold.ip);
    now += 60_000;
  });

  test('behind one NAT: while someone keeps guessing, people who signed in there before still sign in', async () => {
    const ip = '10.0.6.1';
    expect((await login(TEST_USERS.kitchen_staff, TEST_PASSWORD, ip)).statusCode).toBe(200);
    now += 1000;
    for (let i = 0; i < THROTTLE_POLICY.threshold.ip; i++)
      expect((await login(`guess${i}@demo.test`, WRONG, ip)).statusCode).toBe(401);
    const stranger = await login(TEST_USERS.viewer, TEST_PASSWORD, ip);
    expect(stranger.statusCode).toBe(429);
    expect((await login(TEST_USERS.kitchen_staff, TEST_PASSWORD, ip)).statusCode).toBe(200);
    now += 60_000;
  });

  test('per account: a botnet (one guess per IP) locks the account for new IPs, but not the real user at their usual IP', async () => {
    // The real user signs in from the office as usual.
    const office = '192.0.2.10';
    expect((await login(TEST_USERS.administrator, TEST_PASSWORD, office)).statusCode).toBe(200);
    now += 1000;

    for (let i = 0; i < THROTTLE_POLICY.threshold.account; i++)
      expect((await login(TEST_USERS.administrator, WRONG, `198.51.100.${i + 1}`)).statusCode).toBe(401);

    // A new IP (even with the right password: the attacker may have it from another breach) is refused…
    const fresh = await login(TEST_USERS.administrator, TEST_PASSWORD, '198.51.100.200');
    expect(fresh.statusCode).toBe(429);
    expect(retryAfter(fresh)).toBeGreaterThanOrEqual(1);
    // …the real user at their usual IP is not.
    expect((await login(TEST_USERS.administrator, TEST_PASSWORD, office)).statusCode).toBe(200);
    // And the attack keeps failing while it goes on, for 15 min at most per block.
    for (let i = 0; i < 8; i++) {
      now += THROTTLE_POLICY.maxBlockMs;
      await login(TEST_USERS.administrator, WRONG, `203.0.113.${i + 1}`);
      expect((await login(TEST_USERS.administrator, TEST_PASSWORD, office)).statusCode).toBe(200);
    }
  });

  test('a burst of parallel guesses gets no more password checks than the threshold', async () => {
    const ip = '10.0.2.1';
    const results = await Promise.all(Array.from({ length: 12 }, () => login(TEST_USERS.viewer, WRONG, ip)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(THROTTLE_POLICY.threshold.pair);
    expect(codes.filter((c) => c === 429).length).toBe(12 - THROTTLE_POLICY.threshold.pair);
    now += 60_000;
  });

  test('the counters live in the database: a second server process refuses the same attacker', async () => {
    const ip = '10.0.3.1';
    const second = await buildApp({ config: t.config, db: t.db, clock: () => now });
    try {
      for (let i = 0; i < 5; i++) await login(TEST_USERS.manager, WRONG, ip);
      const res = await login(TEST_USERS.manager, TEST_PASSWORD, ip, second);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const rows = await t.db.selectFrom('login_throttle').selectAll().where('subject', 'like', `%${ip}%`).execute();
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  test('counters are forgotten after a quiet day', async () => {
    const ip = '10.0.4.1';
    for (let i = 0; i < 4; i++) await login(TEST_USERS.viewer, WRONG, ip);
    now += THROTTLE_POLICY.forgetAfterMs + 1000;
    // 4 old failures forgotten: 4 more are still below the threshold.
    for (let i = 0; i < 4; i++) expect((await login(TEST_USERS.viewer, WRONG, ip)).statusCode).toBe(401);
    expect((await login(TEST_USERS.viewer, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });
});
