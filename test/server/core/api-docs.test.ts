import YAML from 'yaml';
import { loadConfig } from '../../../server/src/config';
import { API_CSP, API_DOCS_CSP } from '../../../server/src/plugins/security-headers';
import { buildTestApp, type TestApp } from '../helpers/app';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the served contract and its reference page', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A slug other than the contract's default, so `servers` must come from the configuration.
    t = await buildTestApp({ seed: 'users', config: { appSlug: 'cedar', apiBase: '/cms/json-api/cedar/v1' } });
  });
  afterAll(() => t.close());

  test('GET /openapi.json is the contract as JSON with this server’s API base in servers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([
      { url: '/cms/json-api/cedar/v1', description: expect.stringContaining('/cms/json-api/cedar/v1/jwt/token') },
    ]);
    expect(doc.paths['/jwt/token'].post.operationId).toBe('login');
  });

  test('GET /openapi.yaml is the same document as YAML', async () => {
    const [yamlRes, jsonRes] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/openapi.yaml' }),
      t.app.inject({ method: 'GET', url: '/openapi.json' }),
    ]);
    expect(yamlRes.statusCode).toBe(200);
    expect(yamlRes.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(YAML.parse(yamlRes.body)).toEqual(jsonRes.json());
  });

  test('servers names the API base the routes really answer on (sign-in works there)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `${doc.servers[0].url}/jwt/token`,
      payload: { username: 'admin@demo.test', password: 'test-password-0123' },
    });
    expect(res.statusCode).toBe(200);
  });

  test('GET /api-docs is the reference page under its own CSP, its scripts from our origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(API_DOCS_CSP);
    expect(API_DOCS_CSP).toContain("script-src 'self'");
    expect(API_DOCS_CSP).not.toMatch(/unsafe-eval|https?:/);
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api-docs/swagger-ui-bundle.js', '/api-docs/init.js']);
    expect(res.body).not.toMatch(/<script>(?!<)/); // no inline script
    const styles = [...res.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    // Our accessible theme comes after Swagger UI's styles, so its colours win.
    expect(styles).toEqual(['/api-docs/swagger-ui.css', '/api-docs/reference-theme.css']);
    for (const src of [...scripts, ...styles]) {
      const asset = await t.app.inject({ method: 'GET', url: src });
      expect([src, asset.statusCode]).toEqual([src, 200]);
      expect(asset.headers['content-type']).toMatch(src.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    }
  });

  test('an unknown asset under /api-docs is a JSON 404, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/nope.js', headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('API_DOCS=off', () => {
  test('the configuration reads API_DOCS (on unless off/false/0/no)', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'on' }).apiDocs).toBe(true);
    for (const off of ['off', 'OFF', 'false', '0', 'no']) expect(loadConfig({ API_DOCS: off }).apiDocs).toBe(false);
  });

  test('the contract and the reference answer a JSON 404, never the SPA’s page', async () => {
    const t = await buildTestApp({ seed: 'none', config: { apiDocs: false } });
    try {
      for (const url of ['/openapi.json', '/openapi.yaml', '/api-docs', '/api-docs/', '/api-docs/init.js']) {
        const res = await t.app.inject({ method: 'GET', url, headers: HTML });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().code).toBe('not_found');
        expect(res.headers['content-security-policy']).toBe(API_CSP);
      }
    } finally {
      await t.close();
    }
  });
});
