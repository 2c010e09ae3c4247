import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/src/config';
import { redactUrl } from '../../../server/src/http/request-logging';
import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';

/* Secrets never reach the log: a token sent in the address is refused, and its request line is logged redacted. */

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

describe('redactUrl', () => {
  test('replaces the values of secret parameters, keeps the rest as sent', () => {
    expect(redactUrl('/v1/orders?access_token=eyJ.abc.def&page=2')).toBe('/v1/orders?access_token=[redacted]&page=2');
    expect(redactUrl('/x?Token=a&refresh_key=b&api_key=c&signature=d&q=token')).toBe(
      '/x?Token=[redacted]&refresh_key=[redacted]&api_key=[redacted]&signature=[redacted]&q=token',
    );
    // An encoded name is still the name; a bare name has no value to hide.
    expect(redactUrl('/x?access%5Ftoken=abc&password')).toBe('/x?access%5Ftoken=[redacted]&password');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

describe(`the request log (${TEST_DB})`, () => {
  test('a token in the address is refused and never written to the log; nor are credentials headers', async () => {
    const session = await t.login(TEST_USERS.administrator);
    const token = session.headers.authorization.slice('Bearer '.length);
    lines.length = 0;
    const inAddress = await t.app.inject({ method: 'GET', url: `${t.api}/orders?access_token=${token}&per_page=1` });
    expect(inAddress.statusCode).toBe(401);
    const withHeader = await t.app.inject({
      method: 'GET',
      url: `${t.api}/orders?per_page=1`,
      headers: session.headers,
    });
    expect(withHeader.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('access_token=[redacted]&per_page=1');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
  });
});

describe(`one line per request (${TEST_DB})`, () => {
  test('each request is one JSON line when answered: method, URL, route, status, time', async () => {
    const session = await t.login(TEST_USERS.administrator);
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `${t.api}/orders?per_page=2`, headers: session.headers });
    expect(res.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: `${t.api}/jobs/424242`, headers: session.headers });
    expect(refused.statusCode).toBe(404);
    const logged = lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: `${t.api}/orders?per_page=2`, route: `${t.api}/orders` },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(logged[1]).toMatchObject({ res: { statusCode: 404 }, refusal: { code: 'not_found' } });
  });
});

describe(`readable logs (LOG_FORMAT=pretty, ${TEST_DB})`, () => {
  test('pretty by default in development only; LOG_FORMAT chooses', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  test('a token in the address is redacted in readable lines too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-pretty-log-'));
    const file = path.join(dir, 'server.log');
    const pretty = await buildTestApp({ config: { logFormat: 'pretty' }, logFile: file });
    try {
      const session = await pretty.login(TEST_USERS.administrator);
      const token = session.headers.authorization.slice('Bearer '.length);
      const res = await pretty.app.inject({
        method: 'GET',
        url: `${pretty.api}/orders?access_token=${token}&per_page=1`,
      });
      expect(res.statusCode).toBe(401);
      // pino-pretty writes from its worker thread: wait until the refused request's line is in the file (the
      // directory is watched before the first look, so no write goes unseen).
      const read = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
      await new Promise<void>((resolve, reject) => {
        const watcher = fs.watch(path.dirname(file));
        const timer = setTimeout(() => {
          watcher.close();
          reject(new Error(`no redacted request line in the pretty log:\n${read()}`));
        }, 10_000);
        const check = () => {
          if (!read().includes('access_token=[redacted]&per_page=1')) return;
          clearTimeout(timer);
          watcher.close();
          resolve();
        };
        watcher.on('change', check);
        check();
      });
      const log = read();
      expect(log).toMatch(/INFO.*request completed/);
      expect(log).not.toMatch(/^\{/m); // readable lines, not JSON
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]);
    } finally {
      await pretty.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
