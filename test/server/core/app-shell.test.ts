import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { API_CSP, SERVICE_WORKER_CSP, SPA_CSP } from '../../../server/src/plugins/security-headers';
import { buildTestApp, type TestApp } from '../helpers/app';
import { clientRouteUrls } from '../helpers/client-routes';
import { TEST_DB } from '../helpers/db';

/** What Chromium sends when it navigates to a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const INDEX_HTML = '<!doctype html><title>Catering</title><noscript>This back-office needs JavaScript.</noscript>';
const SERVICE_WORKER = "self.addEventListener('fetch', () => undefined);";

/**
 * Every URL that serves the app's page: `/index.html`, every client route (with parameters filled in),
 * each also with a query string and a trailing slash, and a route the app does not know (its 404 page).
 */
function pageUrls(): string[] {
  const urls = ['/index.html', '/index.html?v=2', '/no-such-page/deeper'];
  for (const route of clientRouteUrls()) {
    urls.push(route, `${route}?page=2&per_page=20&to=%2Forders`);
    if (route !== '/') urls.push(`${route}/`);
  }
  return urls;
}

/** What is wrong with `res` as the app's page (empty when nothing is). */
function appShellProblems(res: LightMyRequestResponse, request: string, status: number): string[] {
  const problems: string[] = [];
  if (res.statusCode !== status) problems.push(`${request}: status ${res.statusCode}, not ${status}`);
  const csp = res.headers['content-security-policy'];
  if (csp !== SPA_CSP) problems.push(`${request}: CSP ${csp === API_CSP ? "the API's deny-all" : csp}`);
  const cacheControl = res.headers['cache-control'];
  if (cacheControl !== 'no-cache') problems.push(`${request}: Cache-Control ${cacheControl}`);
  return problems;
}

/**
 * A browser revalidates a cached page (If-None-Match / If-Modified-Since) and merges the 304's headers
 * into its copy: the 304 must carry the app's CSP (else its scripts are blocked and the page is blank)
 * and its no-cache, exactly as the 200 did, on every route the app has.
 */
describe(`the app's page on every client route, 200 and 304 (${TEST_DB})`, () => {
  let dir: string;
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT, ...headers } });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-shell-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(dir, 'assets', 'main.3f9a1c2b7d.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'assets', 'main.3f9a1c2b7d.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    fs.writeFileSync(path.join(dir, 'sw.js'), SERVICE_WORKER);
    t = await buildTestApp({ seed: 'none', config: { clientDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the walk covers the route table: every screen, with parameters filled in', () => {
    const routes = clientRouteUrls();
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/privacy-policy',
        '/kitchen-orders',
        '/orders/items/3',
        '/orders/3/items/create',
        '/menus/3/menu-items/7',
        '/users/create',
        '/organizations/3',
      ]),
    );
    expect(routes.every((r) => r.startsWith('/') && !r.includes(':'))).toBe(true);
    expect(pageUrls().length).toBeGreaterThan(3 * routes.length);
  });

  test('200, then 304 to If-None-Match and to If-Modified-Since, all with the app CSP and no-cache', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const url of pageUrls()) {
      const page = await get(url);
      problems.push(...appShellProblems(page, `GET ${url}`, 200));
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toBe(INDEX_HTML);
      const etag = page.headers.etag as string;
      const lastModified = page.headers['last-modified'] as string;
      expect(etag).toBeTruthy();
      expect(lastModified).toBeTruthy();

      const byEtag = await get(url, { 'if-none-match': etag });
      problems.push(...appShellProblems(byEtag, `GET ${url} If-None-Match`, 304));
      expect(byEtag.body).toBe('');
      const byDate = await get(url, { 'if-modified-since': lastModified });
      problems.push(...appShellProblems(byDate, `GET ${url} If-Modified-Since`, 304));
      expect(byDate.body).toBe('');
      requests += 3;
    }
    expect(problems).toEqual([]);
    expect(requests).toBe(3 * pageUrls().length);
  });

  test('a HEAD of the page carries the same headers', async () => {
    for (const url of ['/', '/index.html', '/orders/items/3']) {
      const res = await t.app.inject({ method: 'HEAD', url, headers: { accept: BROWSER_ACCEPT } });
      expect(appShellProblems(res, `HEAD ${url}`, 200)).toEqual([]);
    }
  });

  test('assets and JSON keep the deny-all CSP, also on a 304', async () => {
    const asset = await get('/assets/main.3f9a1c2b7d.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).toBe(API_CSP);
    const again = await get('/assets/main.3f9a1c2b7d.js', {
      accept: '*/*',
      'if-none-match': asset.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(API_CSP);
    expect((await get('/config.json', { accept: '*/*' })).headers['content-security-policy']).toBe(API_CSP);
  });

  test('the service worker is asked for again on every load, as JavaScript, under a CSP that lets it fetch', async () => {
    const worker = await get('/sw.js', { accept: '*/*', 'service-worker': 'script' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe(SERVICE_WORKER);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toBe(SERVICE_WORKER_CSP);
    expect(SERVICE_WORKER_CSP).toContain("connect-src 'self'");
    const again = await get('/sw.js', { accept: '*/*', 'if-none-match': worker.headers.etag as string });
    expect(again.statusCode).toBe(304);
    for (const header of ['cache-control', 'content-type', 'content-security-policy', 'etag'])
      expect([header, again.headers[header]]).toEqual([header, worker.headers[header]]);
    // Hashed files stay cached for a year: a new build's files have new names.
    const asset = await get('/assets/main.3f9a1c2b7d.js', { accept: '*/*' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('source maps are never served, even when the folder holds one, and a missing file is no page', async () => {
    for (const url of [
      '/assets/main.3f9a1c2b7d.js.map',
      '/assets/main.3f9a1c2b7d.js.map?x=1',
      '/assets/other.js.map',
      '/assets/missing.js',
    ]) {
      const res = await get(url, { accept: '*/*' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json().code).toBe('not_found');
      expect(res.body).not.toContain('sources');
    }
  });
});
