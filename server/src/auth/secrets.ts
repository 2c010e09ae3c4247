import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh high-entropy secret (256 bits, base64url), e.g. a refresh key. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** sha-256 hex digest: how refresh keys are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** HMAC-SHA256 (base64url) of `value` under `key`. */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/** Compares two strings in time independent of where they differ (and of their lengths' content). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
