/**
 * A new `Idempotency-Key`: a random UUID (version 4). `crypto.randomUUID` exists only on secure pages
 * (https, localhost); a kitchen tablet that opens the app over plain http on the local network still has
 * `crypto.getRandomValues`, so the key is made from that there.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request header that carries it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
