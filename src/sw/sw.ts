/// <reference lib="webworker" />
/**
 * The app's service worker, built by workbox-webpack-plugin's InjectManifest (webpack.config.js) into
 * `dist/sw.js`, with the build's file list in place of `self.__WB_MANIFEST`. docs/offline.md tells the whole
 * story. In short:
 * - every file of the build (the page, scripts, catalogues, fonts) is precached at install, so a reload or a
 *   new tab opens the app without a network, on any screen;
 * - a page request goes to the network first (an online reload always gets the newest build) and falls back
 *   to the precached page;
 * - `/config.json` is network first too, with the last copy kept for an offline boot;
 * - nothing else is intercepted: API answers (they carry credentials) and uploads are never cached here.
 * A new build's worker installs and waits; the page asks it to take over at a safe moment (src/sw/updateFlow).
 */
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  APP_SHELL_URL,
  isAppNavigation,
  isRuntimeConfig,
  NETWORK_ONLY_PATHNAMES,
  NETWORK_TIMEOUT_SECONDS,
  RUNTIME_CONFIG_CACHE,
  RUNTIME_CONFIG_URL,
  SKIP_WAITING_MESSAGE,
} from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** The Static Routing API (Chromium 123+), not in TypeScript's lib yet. */
interface RouterRule {
  condition: { urlPattern: unknown };
  source: 'network';
}
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
declare const URLPattern: (new (init: { pathname: string }) => unknown) | undefined;

// Pages first: registered before the precache's own route, so `/` and `/index.html` are never answered
// from the precache while the network answers (the precache would keep serving the old build).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, self.location.origin),
  new NetworkOnly({
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new PrecacheFallbackPlugin({ fallbackURL: APP_SHELL_URL })],
  }),
);

registerRoute(
  ({ url }) => isRuntimeConfig(url, self.location.origin),
  new NetworkFirst({ cacheName: RUNTIME_CONFIG_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

// Hashed file names: a file already cached under its name is never downloaded again by a later build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', (event) => {
  const withRoutes = event as InstallEventWithRoutes;
  if (withRoutes.addRoutes && typeof URLPattern !== 'undefined') {
    const rules = NETWORK_ONLY_PATHNAMES.map((pathname): RouterRule => ({
      condition: { urlPattern: new URLPattern({ pathname }) },
      source: 'network',
    }));
    event.waitUntil(withRoutes.addRoutes(rules).catch(() => undefined));
  }
  // The page that registered this worker read /config.json before the worker existed: keep a copy now, so
  // the very next boot can be offline. (A failure leaves it to the next online boot.)
  event.waitUntil(
    caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add(RUNTIME_CONFIG_URL))
      .catch(() => undefined),
  );
});

// The first worker controls the open pages at once (nothing to replace); a later one only when the page
// sends SKIP_WAITING, and the page reloads when it takes over (src/sw/updateFlow).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});
