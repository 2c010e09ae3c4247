import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../../server/src/app';
import { loadConfig, type RateLimitConfig } from '../../../server/src/config';
import { clientAddressKey } from '../../../server/src/plugins/rate-limits';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, testConfig, TEST_USERS, type TestApp } from '../helpers/app';

/*
 * Request limits on every API route: per signed-in user (keyed by the verified token's user id) and per
 * client IP, in memory for one process or in Redis for many; 429 rate_limited with Retry-After and the
 * RateLimit-* headers.
 */

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** Unique per run, so parallel runs (SQLite and PostgreSQL, other worktrees) never share counters. */
const REDIS_PREFIX = `cbo-test:rate-limit:${process.pid}-${randomBytes(4).toString('hex')}:`;

function limits(overrides: Partial<RateLimitConfig>): RateLimitConfig {
  return { ...testConfig().rateLimit, ...overrides };
}

const IP_A = '203.0.113.10';
const IP_B = '203.0.113.20';

function rateHeaders(res: LightMyRequestResponse) {
  return {
    limit: res.headers['ratelimit-limit'],
    remaining: res.headers['ratelimit-remaining'],
    reset: Number(res.headers['ratelimit-reset']),
    retryAfter: res.headers['retry-after'],
  };
}

function expectRateLimited(res: LightMyRequestResponse, limit: number, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body).toEqual({
    code: 'rate_limited',
    message: expect.stringMatching(/^Too many requests: .*try again in \d+ s\.$/),
  });
  const h = rateHeaders(res);
  expect({ limit: h.limit, remaining: h.remaining }).toEqual({ limit: String(limit), remaining: '0' });
  expect(h.reset).toBeGreaterThanOrEqual(1);
  expect(h.reset).toBeLessThanOrEqual(windowSeconds);
  expect(h.retryAfter).toBe(String(h.reset));
}

test('one counter per client address: IPv4 as it is, IPv6 by its /64, an IPv4-mapped IPv6 as the IPv4', () => {
  expect(clientAddressKey('203.0.113.10')).toBe('203.0.113.10');
  const office = ['2001:db8:12:34::1', '2001:DB8:12:34:ffff:1:2:3', '2001:0db8:0012:0034:0:0:0:9'].map(
    clientAddressKey,
  );
  expect(new Set(office).size).toBe(1);
  expect(clientAddressKey('2001:db8:12:35::1')).not.toBe(office[0]);
  expect(clientAddressKey('::ffff:203.0.113.10')).toBe('203.0.113.10');
});

test('limits come from the environment: generous defaults, each configurable, 0 turns one off', () => {
  expect(loadConfig({}).rateLimit).toEqual({
    windowSeconds: 60,
    perUser: 1200,
    perIp: 12000,
    redisPrefix: 'cbo:rate-limit:',
  });
  expect(loadConfig({}).redisUrl).toBe('');
  const set = loadConfig({
    RATE_LIMIT_WINDOW_SECONDS: '10',
    RATE_LIMIT_PER_USER: '0',
    RATE_LIMIT_PER_IP: '7',
    RATE_LIMIT_REDIS_PREFIX: 'x:',
    REDIS_URL: REDIS_URL,
  });
  expect(set.rateLimit).toEqual({ windowSeconds: 10, perUser: 0, perIp: 7, redisPrefix: 'x:' });
  expect(set.redisUrl).toBe(REDIS_URL);
});

describe.each([
  ['memory', ''],
  ['Redis', REDIS_URL],
])(`request limits, %s store (${TEST_DB})`, (_store, redisUrl) => {
  const WINDOW = 60;

  describe('per user', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        config: {
          redisUrl,
          rateLimit: limits({
            windowSeconds: WINDOW,
            perUser: 3,
            perIp: 1000,
            redisPrefix: `${REDIS_PREFIX}user-${_store}:`,
          }),
        },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    test('N requests pass with RateLimit-* headers counting down, the next is 429 with Retry-After; another user on the same IP has a budget of their own', async () => {
      const admin = await t.login(TEST_USERS.administrator);
      const manager = await t.login(TEST_USERS.manager);
      const get = (headers: Record<string, string>, url = '/profile') =>
        t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers, remoteAddress: IP_A });

      const remaining: unknown[] = [];
      for (const url of ['/profile', '/organizations?per_page=2', '/products?per_page=1']) {
        const res = await get(admin.headers, url);
        expect(res.statusCode).toBe(200);
        expect(rateHeaders(res).limit).toBe('3');
        expect(rateHeaders(res).reset).toBeLessThanOrEqual(WINDOW);
        remaining.push(rateHeaders(res).remaining);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await get(admin.headers);
      expectRateLimited(refused, 3, WINDOW);
      // Any route, any method: the budget is the user's.
      expectRateLimited(
        await t.app.inject({
          method: 'POST',
          url: `${t.api}/organizations/add`,
          headers: admin.headers,
          remoteAddress: IP_B,
          payload: { name: 'X' },
        }),
        3,
        WINDOW,
      );

      // Same IP, another user: untouched budget.
      const other = await get(manager.headers);
      expect(other.statusCode).toBe(200);
      expect(rateHeaders(other).remaining).toBe('2');
    });

    test('a new session of the same user shares the budget (the key is the user, not the token)', async () => {
      const again = await t.login(TEST_USERS.administrator);
      expect((await t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: again.headers })).statusCode).toBe(
        429,
      );
    });
  });

  describe('per IP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        config: {
          redisUrl,
          rateLimit: limits({
            windowSeconds: WINDOW,
            perUser: 1000,
            perIp: 4,
            redisPrefix: `${REDIS_PREFIX}ip-${_store}:`,
          }),
        },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    test('every request from one IP counts (anonymous, bad token, unknown path, signed in); other IPs are not affected', async () => {
      const viewer = await t.login(TEST_USERS.viewer); // from 127.0.0.1
      const statuses: number[] = [];
      statuses.push(
        (await t.app.inject({ method: 'GET', url: `${t.api}/misc/settings`, remoteAddress: IP_A })).statusCode,
      );
      statuses.push(
        (
          await t.app.inject({
            method: 'GET',
            url: `${t.api}/profile`,
            headers: { authorization: 'Bearer nope' },
            remoteAddress: IP_A,
          })
        ).statusCode,
      );
      statuses.push(
        (await t.app.inject({ method: 'GET', url: `${t.api}/no-such-path`, remoteAddress: IP_A })).statusCode,
      );
      statuses.push(
        (await t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: viewer.headers, remoteAddress: IP_A }))
          .statusCode,
      );
      expect(statuses).toEqual([200, 401, 404, 200]);

      for (const req of [
        { method: 'GET' as const, url: `${t.api}/profile`, headers: viewer.headers },
        { method: 'GET' as const, url: `${t.api}/misc/settings` },
        { method: 'POST' as const, url: `${t.api}/jwt/token`, payload: { username: TEST_USERS.viewer, password: 'x' } },
      ])
        expectRateLimited(await t.app.inject({ ...req, remoteAddress: IP_A }), 4, WINDOW);

      const elsewhere = await t.app.inject({
        method: 'GET',
        url: `${t.api}/profile`,
        headers: viewer.headers,
        remoteAddress: IP_B,
      });
      expect(elsewhere.statusCode).toBe(200);
      // Paths outside the API are not limited.
      expect((await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: IP_A })).statusCode).toBe(200);
    });
  });

  test('the window ends: the budget is back after windowSeconds', async () => {
    const t = await buildTestApp({
      seed: 'none',
      config: {
        redisUrl,
        rateLimit: limits({ windowSeconds: 1, perIp: 2, redisPrefix: `${REDIS_PREFIX}window-${_store}:` }),
      },
    });
    try {
      const get = () => t.app.inject({ method: 'GET', url: `${t.api}/misc/settings`, remoteAddress: IP_A });
      expect([(await get()).statusCode, (await get()).statusCode, (await get()).statusCode]).toEqual([200, 200, 429]);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await get()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe(`two app instances with one REDIS_URL share the limits (${TEST_DB})`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        redisUrl: REDIS_URL,
        rateLimit: limits({ perUser: 4, perIp: 6, redisPrefix: `${REDIS_PREFIX}shared:` }),
      },
    });
    second = await buildApp({ config: t.config, db: t.db });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  test('per user: requests alternate between the instances and the fifth, on either, is refused', async () => {
    const admin = await t.login(TEST_USERS.administrator); // 127.0.0.1: 1 of the IP budget of 6
    const statuses: number[] = [];
    for (const app of [t.app, second, t.app, second, second, t.app])
      statuses.push(
        (await app.inject({ method: 'GET', url: `${t.api}/profile`, headers: admin.headers, remoteAddress: IP_B }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  test('per IP: the sixth request from one IP over both instances is refused', async () => {
    const statuses: number[] = [];
    for (const app of [second, t.app, second, t.app, second, t.app, second])
      statuses.push(
        (await app.inject({ method: 'GET', url: `${t.api}/misc/settings`, remoteAddress: IP_A })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe(`Redis trouble (${TEST_DB})`, () => {
  test('a REDIS_URL that cannot be reached fails the start with a clear error', async () => {
    let error: unknown;
    try {
      await (await buildTestApp({ seed: 'none', config: { redisUrl: 'redis://127.0.0.1:1' } })).close();
    } catch (err) {
      error = err;
    }
    expect(String(error)).toMatch(/^Error: Cannot connect to REDIS_URL: /);
  });

  test('Redis lost while running: requests are let through at once, not refused, and the outage logged once', async () => {
    // A TCP relay in front of Redis, so the test can cut the connection.
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(6379, new URL(REDIS_URL).hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const lines: string[] = [];
    const t = await buildTestApp({
      seed: 'none',
      logStream: { write: (line) => void lines.push(line) },
      config: {
        redisUrl: `redis://127.0.0.1:${port}`,
        rateLimit: limits({ perIp: 1, redisPrefix: `${REDIS_PREFIX}lost:` }),
      },
    });
    try {
      const get = () => t.app.inject({ method: 'GET', url: `${t.api}/misc/settings`, remoteAddress: IP_A });
      expect([(await get()).statusCode, (await get()).statusCode]).toEqual([200, 429]);
      await new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
      // The outage is one log line, not one (with its stack) per call.
      for (let i = 0; i < 40; i++) expect((await get()).statusCode).toBe(200);
      const errors = lines.filter((l) => JSON.parse(l).level >= 50);
      expect(errors.map((l) => JSON.parse(l).msg)).toEqual([
        'Redis unreachable: API request limits are not counted until it is back',
      ]);
    } finally {
      await t.close();
    }
  });
});

afterAll(async () => {
  // Leave nothing of this run in Redis.
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${REDIS_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});
