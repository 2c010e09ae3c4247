import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/src/app';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../server/src/db/schema';
import { buildTestApp, TEST_USERS, testConfig, type TestApp } from '../helpers/app';

describe('GET /healthz (liveness) and GET /readyz (readiness)', () => {
  test('both 200 when the database answers', async () => {
    const t = await buildTestApp({ seed: 'none' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    } finally {
      await t.close();
    }
  });

  test('the database does not answer: /healthz still 200 (the process answers), /readyz 503 naming it', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 }),
      }),
    });
    const app = await buildApp({ config: testConfig(), db });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  test('draining (shutting down): /readyz 503 at once, /healthz still 200', async () => {
    const t = await buildTestApp({ seed: 'none' });
    try {
      t.app.readiness.startDraining();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining', checks: { database: 'ok' } });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('with REDIS_URL, /readyz checks Redis too', async () => {
    const t = await buildTestApp({
      seed: 'none',
      config: { redisUrl: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379' },
    });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    } finally {
      await t.close();
    }
  });
});

describe('GET /config.json', () => {
  test('serves the runtime settings of the configuration', async () => {
    const t = await buildTestApp({ seed: 'none', config: { appName: 'Cedar Table', apiKey: 'k-123' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/config.json' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        apiUrl: '/cms/json-api/catering/v1',
        authUrl: '/cms/json-api/catering/v1/jwt',
        apiKey: 'k-123',
        appName: 'Cedar Table',
        loginEmail: t.config.loginEmail,
        loginPassword: t.config.loginPassword,
        companyName: t.config.companyName,
        contactEmail: t.config.contactEmail,
      });
    } finally {
      await t.close();
    }
  });
});

describe('API key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { apiKey: 'the-static-key' } });
  });
  afterAll(async () => {
    await t.close();
  });

  test.each([
    ['missing', {}],
    ['wrong', { 'x-api-key': 'the-static-kez' }],
    ['a prefix', { 'x-api-key': 'the-static' }],
  ])('%s X-API-Key → 401 invalid_api_key on every API call', async (_case, headers) => {
    for (const [method, url] of [
      ['POST', '/jwt/token'],
      ['GET', '/profile'],
      ['GET', '/no-such-path'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `${t.api}${url}`,
        headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'A valid X-API-Key header is required.', code: 'invalid_api_key' });
    }
  });

  test('the right key lets calls through; non-API paths do not need it', async () => {
    const session = await t.login(TEST_USERS.viewer); // sends the key
    const res = await t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });
});

describe('the built SPA', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Catering</title>');
    fs.writeFileSync(path.join(dir, 'main.3f9a1c2b7d.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'favicon.ico'), 'ico');
    t = await buildTestApp({ seed: 'none', config: { clientDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('index.html at / and for client routes (history fallback), never cached', async () => {
    for (const url of ['/', '/orders/12', '/login?to=%2Fusers']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Catering</title>');
    }
  });

  test('hashed assets are cached immutably, others briefly', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('no HTML fallback for API paths, missing assets or non-GET requests', async () => {
    const api = await t.app.inject({ method: 'GET', url: `${t.api}/nothing`, headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/missing.js',
      headers: { accept: 'application/javascript' },
    });
    expect(missing.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/orders', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });
});
