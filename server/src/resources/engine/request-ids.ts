/** The record id and the `If-Match` version a request names, checked (a 400 otherwise). */
import { badRequest } from './errors';

/** Largest id (the integer columns are 32-bit on PostgreSQL). */
const MAX_ID = 2147483647;
/** A record id from the path or a body: a positive 32-bit integer, else a 400 naming `label`. */
export function idOf(value: unknown, label = 'id'): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID)
    throw badRequest(`Invalid ${label} "${String(value)}": must be a positive integer.`, {
      [label]: 'must be a positive integer',
    });
  return n;
}

/**
 * The version an `If-Match` header names: `"3"`, `W/"3"` or `3`; `*` (any version) and an absent header
 * give undefined. Anything else is a 400.
 */
export function ifMatchVersion(header: unknown): number | undefined {
  if (header === undefined || header === null) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : String(header)).trim();
  if (text === '' || text === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(text);
  const version = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(version) || version < 1 || version > MAX_ID)
    throw badRequest('If-Match must be the record\'s __version as an entity tag, e.g. If-Match: "3".', {
      'If-Match': 'must be "<__version>"',
    });
  return version;
}
