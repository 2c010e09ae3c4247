import { loadConfig } from '../../../server/src/config';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, testConfig, type TestApp } from '../helpers/app';
import { parseScrape } from '../helpers/prometheus';

/*
 * `/metrics` in the Prometheus text format (README, "Observe it"): off unless METRICS=on or METRICS_TOKEN is set;
 * with a token, only a scrape that sends it as a Bearer token is answered. A scrape, read by a Prometheus
 * text-format parser, counts requests by route pattern (never the raw URL) and status, and reports event streams,
 * jobs, the database's connections and request-limit refusals.
 */

const metricsConfig = (metrics: { enabled: boolean; token: string }) => ({ metrics });

describe(`/metrics (${TEST_DB})`, () => {
  test('off by default: 404', async () => {
    expect(testConfig().metrics).toEqual({ enabled: false, token: '' });
    const t = await buildTestApp({ seed: 'none' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await t.close();
    }
  });

  describe('METRICS=on', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        config: {
          ...metricsConfig({ enabled: true, token: '' }),
          rateLimit: { ...testConfig().rateLimit, perUser: 4 },
        },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    const scrape = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      return { text: res.body, scrape: parseScrape(res.body) };
    };

    test('counts requests by route pattern and status, with their latency', async () => {
      const session = await t.login(TEST_USERS.administrator);
      for (let i = 0; i < 2; i++)
        expect(
          (await t.app.inject({ method: 'GET', url: `${t.api}/orders?per_page=5`, headers: session.headers }))
            .statusCode,
        ).toBe(200);
      const missing = await t.app.inject({ method: 'GET', url: `${t.api}/jobs/987654`, headers: session.headers });
      expect(missing.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/no-such-page-4242' })).statusCode).toBe(404);

      const { text, scrape: s } = await scrape();
      const orders = { method: 'GET', route: `${t.api}/orders`, status: '200' };
      expect(s.value('http_requests_total', orders)).toBe(2);
      expect(s.family('http_request_duration_seconds').type).toBe('HISTOGRAM');
      // (The parser keeps a histogram's buckets but not its labels: its count line is read as text.)
      expect(text).toContain(
        `http_request_duration_seconds_count{method="GET",route="${t.api}/orders",status="200"} 2`,
      );
      expect(s.value('http_requests_total', { route: `${t.api}/jobs/:id`, status: '404' })).toBe(1);
      expect(s.value('http_requests_total', { route: `${t.api}/jwt/token`, method: 'POST', status: '200' })).toBe(1);
      expect(s.value('http_requests_total', { route: '(unmatched)', status: '404' })).toBe(1);
      // Never a raw URL: no id, no query, no unknown path becomes a label value.
      expect(text).not.toContain('987654');
      expect(text).not.toContain('per_page');
      expect(text).not.toContain('no-such-page');
    });

    test('reports event streams, jobs, database connections and Node itself', async () => {
      const { scrape: s } = await scrape();
      expect(s.value('cbo_event_streams_open')).toBe(0);
      for (const status of ['queued', 'running', 'failed']) expect(s.value('cbo_jobs', { status })).toBe(0);
      expect(s.value('cbo_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(
        TEST_DB === 'postgres' ? 0 : 1,
      );
      if (TEST_DB === 'postgres') {
        // (The scrape's own count of the jobs may be waiting for a connection as the pool is read.)
        const total = s.value('cbo_db_pool_connections', { state: 'total' })!;
        expect(s.value('cbo_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
        expect(s.value('cbo_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
        expect(s.value('cbo_db_pool_max')).toBe(10);
        expect(total).toBeLessThanOrEqual(10);
      } else expect(s.value('cbo_db_pool_max')).toBe(1);
      expect(s.value('process_resident_memory_bytes')).toBeGreaterThan(0);
    });

    test('counts the jobs by status as they are queued and fail', async () => {
      await t.db
        .insertInto('jobs')
        .values(
          (['queued', 'queued', 'failed'] as const).map((status) => ({
            kind: 'export',
            resource: 'orders',
            status,
            payload: '{}',
            user_id: null,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })),
        )
        .execute();
      const { scrape: s } = await scrape();
      expect(s.value('cbo_jobs', { status: 'queued' })).toBe(2);
      expect(s.value('cbo_jobs', { status: 'failed' })).toBe(1);
      expect(s.value('cbo_jobs', { status: 'running' })).toBe(0);
    });

    test('counts requests refused by the per-user limit', async () => {
      const before = (await scrape()).scrape.value('cbo_rate_limit_rejections_total', { scope: 'user' });
      expect(before).toBe(0);
      const session = await t.login(TEST_USERS.viewer);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: session.headers })).statusCode,
        );
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      const { scrape: s } = await scrape();
      expect(s.value('cbo_rate_limit_rejections_total', { scope: 'user' })).toBe(2);
      expect(s.value('cbo_rate_limit_rejections_total', { scope: 'ip' })).toBe(0);
      expect(s.value('http_requests_total', { route: `${t.api}/profile`, status: '429' })).toBe(2);
    });
  });

  describe('METRICS_TOKEN', () => {
    let t: TestApp;
    const TOKEN = 'scrape-token-0123456789abcdef';
    beforeAll(async () => {
      t = await buildTestApp({ seed: 'none', config: metricsConfig({ enabled: true, token: TOKEN }) });
    });
    afterAll(async () => {
      await t.close();
    });

    test('a scrape without the token, or with another, is 401; with it, 200', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(res.body).not.toContain('http_requests_total');
      }
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(parseScrape(res.body).value('http_requests_total', { route: '/metrics', status: '401' })).toBe(5);
    });

    test('METRICS_TOKEN alone turns metrics on', () => {
      expect(loadConfig({ METRICS_TOKEN: 'x' }).metrics).toEqual({ enabled: true, token: 'x' });
      expect(loadConfig({ METRICS: 'on' }).metrics).toEqual({ enabled: true, token: '' });
      expect(loadConfig({ METRICS: 'off' }).metrics).toEqual({ enabled: false, token: '' });
    });
  });
});
