import { HttpError } from './operation';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text the server refuses wherever it arrives (query, JSON body, form field): a NUL character, which
 * PostgreSQL text cannot hold and SQLite's full-text queries end at, and an unpaired UTF-16 surrogate,
 * which has no UTF-8 form (it would be stored as replacement characters, not as sent).
 */
export function unsafeTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has an unpaired surrogate)';
  return null;
}

const MAX_DEPTH = 32;

/** The first string in `value` (objects and lists walked) that the server refuses, with its dotted path. */
export function findUnsafeText(value: unknown, path: string, depth = 0): { field: string; reason: string } | null {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason ? { field: path, reason } : null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findUnsafeText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 400 for refused text, naming the field the way schema errors do (`records.0.name`, `search`). */
export function unsafeTextError(part: 'query' | 'body', field: string, reason: string): HttpError {
  const label = part === 'query' ? 'Invalid query parameter' : 'Invalid request body';
  return new HttpError(400, 'validation_error', `${label}: ${field} ${reason}.`, { [field]: reason });
}

/** Throws the 400 when a query parameter (by name, whatever its values) or a body field holds refused text. */
export function refuseUnsafeText(query: unknown, body: unknown): void {
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      const found = findUnsafeText(value, name);
      if (found) throw unsafeTextError('query', name, found.reason);
    }
  }
  const found = findUnsafeText(body, '');
  if (found) throw unsafeTextError('body', found.field || 'body', found.reason);
}
