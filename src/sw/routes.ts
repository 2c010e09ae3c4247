/**
 * What the service worker (src/sw/sw.ts) answers, as plain functions the unit tests can call. Everything
 * else — the API (`/cms/...`), `/uploads/`, `/healthz`, the API reference — is never intercepted: those
 * requests go to the network exactly as without a worker, nothing of them is cached, and Playwright's
 * request routing still sees them.
 */

/** The precached page every app route is served from when the network fails. */
export const APP_SHELL_URL = '/index.html';
/** Read at boot (lib/config): kept network first, so the app boots offline with the last copy. */
export const RUNTIME_CONFIG_URL = '/config.json';
/** The cache that holds the last `/config.json` (the only runtime cache the worker keeps). */
export const RUNTIME_CONFIG_CACHE = 'cbo-runtime-config';
/**
 * A page or `/config.json` request that has not answered in this many seconds is served from the cache:
 * a router that restarts behind a Wi-Fi that stays up leaves requests hanging rather than failing.
 */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** The message the page sends the waiting worker when the user (or a safe moment) accepts an update. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * Paths the browser sends straight to the network without waking the worker at all (the Static Routing API,
 * Chromium 123+): the API, uploads and the health probe. Besides sparing each call a trip through the
 * worker, it keeps API calls from reaching the old worker while a new one takes over, which can leave the new
 * one waiting (sw/updateFlow). Elsewhere the worker's fetch handler simply lets these go to the network.
 */
export const NETWORK_ONLY_PATHNAMES = ['/cms/*', '/uploads/*', '/healthz'];

/** Server paths that are not the app's pages, whatever the request: never answered by the worker. */
const NOT_APP_PREFIXES = ['/cms/', '/uploads/', '/api-docs', '/healthz', RUNTIME_CONFIG_URL];

/** A file name in the last path segment other than an HTML page (`/openapi.yaml`): not an app route. */
function namesAFile(pathname: string): boolean {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last) && !/\.html$/i.test(last);
}

/**
 * A navigation the app's page answers (a client route, `/` or `/index.html`): served from the network,
 * or from the precached page when the network fails.
 */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  if (NOT_APP_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return false;
  return !namesAFile(path);
}

/** `GET /config.json` of this origin (any query string). */
export function isRuntimeConfig(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === RUNTIME_CONFIG_URL;
}
