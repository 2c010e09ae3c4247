import { getRuntimeConfig } from '../lib/config';

/** Request time-out 60 s, for RTK Query's calls and the plain ones alike. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Paths relative to the API base; `/jwt/...` goes to the (separately configurable) auth base. */
export const AUTH_PATHS = { login: '/jwt/token', refresh: '/jwt/refresh', revoke: '/jwt/revoke' } as const;

/** Absolute URL for a contract path, using the runtime config's bases. Absolute URLs pass through. */
export function resolveUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const { apiUrl, authUrl } = getRuntimeConfig();
  const path = url.startsWith('/') ? url : `/${url}`;
  const full =
    path === '/jwt' || path.startsWith('/jwt/') || path.startsWith('/jwt?') ? authUrl + path.slice(4) : apiUrl + path;
  const origin = typeof window !== 'undefined' && window.location ? window.location.href : undefined;
  return origin ? new URL(full, origin).toString() : full;
}
