import { constantTimeEqual, hmac } from '../../auth/secrets';

/**
 * Signed upload URLs. An `<img>` cannot send a Bearer token, so the API hands out each image as its upload
 * path plus an expiry and an HMAC of both: `/uploads/employees/<uuid>.jpg?exp=1767229200&sig=<43 chars>`.
 * The upload route serves a file only under a valid, unexpired signature; whoever may see a record's image
 * is decided when the URL is signed (access/image-urls.ts).
 *
 * The expiry is rounded to a window so that the same record yields the same URL for a while: a URL signed
 * at any moment of window `n` (hour-long, aligned to the clock, so every process agrees) is valid until the
 * end of window `n + 1`. A URL therefore lives between one and two windows, the browser keeps an image for
 * as long as its URL is valid, and a list's answer, its ETag and its 304 change at most once per window.
 */

/** Length of one signing window, seconds. */
export const UPLOAD_URL_WINDOW_SECONDS = 3600;

/** Longest a signed URL stays valid, seconds: two windows. */
export const UPLOAD_URL_MAX_LIFETIME_SECONDS = 2 * UPLOAD_URL_WINDOW_SECONDS;

/** `?exp=<unix seconds>&sig=<HMAC-SHA256, base64url>`: the only query a signed upload URL carries. */
export const SIGNED_QUERY_PATTERN = '\\?exp=[0-9]{1,12}&sig=[A-Za-z0-9_-]{43}';

/** Separates the purpose of this key from the access tokens' use of the same secret. */
const KEY_PURPOSE = 'upload-url-signature v1';

/** The signing key, derived from the server's JWT secret (the same in every process). */
export function uploadSigningKey(secret: string): string {
  return hmac(secret, KEY_PURPOSE);
}

/** The expiry (unix seconds) of URLs signed at `nowMs`: the end of the window after the current one. */
export function signedUrlExpiry(nowMs: number): number {
  const window = Math.floor(nowMs / 1000 / UPLOAD_URL_WINDOW_SECONDS);
  return (window + 2) * UPLOAD_URL_WINDOW_SECONDS;
}

function signature(key: string, uploadPath: string, exp: number): string {
  return hmac(key, `${uploadPath}\n${exp}`);
}

/** `uploadPath` (a bare upload URL) signed until `exp`. */
export function signUploadPath(key: string, uploadPath: string, exp: number): string {
  return `${uploadPath}?exp=${exp}&sig=${signature(key, uploadPath, exp)}`;
}

/**
 * Whether a request for `uploadPath` carries a valid signature that has not expired at `nowMs`. An expiry
 * further away than a URL can live is refused too (the server never signs one).
 */
export function isValidSignature(
  key: string,
  uploadPath: string,
  query: { exp?: unknown; sig?: unknown },
  nowMs: number,
): boolean {
  const { exp, sig } = query;
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^[0-9]{1,12}$/.test(exp)) return false;
  const expires = Number(exp);
  const now = nowMs / 1000;
  if (expires <= now || expires - now > UPLOAD_URL_MAX_LIFETIME_SECONDS) return false;
  return constantTimeEqual(sig, signature(key, uploadPath, expires));
}

/** Seconds until `exp` at `nowMs` (at least 0): how long a browser may keep the file. */
export function secondsLeft(exp: number, nowMs: number): number {
  return Math.max(0, Math.floor(exp - nowMs / 1000));
}
