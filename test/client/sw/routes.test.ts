import { isAppNavigation, isRuntimeConfig, NETWORK_ONLY_PATHNAMES } from '../../../src/sw/routes';

const ORIGIN = 'https://catering.example';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('what the service worker answers', () => {
  it('answers the pages of the app: every client route, with or without a query, and the page itself', () => {
    for (const path of [
      '/',
      '/index.html',
      '/login',
      '/kitchen-orders',
      '/orders/3/items/create',
      '/organizations?current=2&pageSize=10',
      '/users/',
    ])
      expect({ path, app: isAppNavigation(at(path), ORIGIN) }).toEqual({ path, app: true });
  });

  it('never answers the API, uploads, the health probe, the API reference, files or another origin', () => {
    for (const path of [
      '/cms/json-api/catering/v1/kitchen/orders',
      '/cms',
      '/uploads/2026/11/photo.webp',
      '/healthz',
      '/api-docs',
      '/api-docs/openapi.yaml',
      '/config.json',
      '/openapi.yaml',
      '/assets/main.3f9a1c2b7d.js',
    ])
      expect({ path, app: isAppNavigation(at(path), ORIGIN) }).toEqual({ path, app: false });
    expect(isAppNavigation(at('/orders', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });

  it('keeps /config.json of this origin only', () => {
    expect(isRuntimeConfig(at('/config.json'), ORIGIN)).toBe(true);
    expect(isRuntimeConfig(at('/config.json?v=2'), ORIGIN)).toBe(true);
    expect(isRuntimeConfig(at('/config.json', 'https://elsewhere.example'), ORIGIN)).toBe(false);
    expect(isRuntimeConfig(at('/cms/config.json'), ORIGIN)).toBe(false);
  });

  it('sends the API, uploads and the health probe straight to the network', () => {
    expect(NETWORK_ONLY_PATHNAMES).toEqual(['/cms/*', '/uploads/*', '/healthz']);
  });
});
