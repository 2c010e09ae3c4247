import { unsafeTextReason } from '../../http/text-input';
import { servedImageUrl } from './upload-url';
import { fromCents, toCents } from '../money';
import type { FieldDef, Row } from './types';

/** Thrown by the converters; the service collects these into a 400 with `errors`. */
export class FieldError extends Error {}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidDate(text: string): boolean {
  if (!DATE_RE.test(text)) return false;
  const d = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** ISO-8601 date-time (any offset) → UTC `YYYY-MM-DDTHH:mm:ss.sssZ`, or null when not parseable. */
export function normalizeDateTime(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function columnOf(name: string, field: FieldDef): string {
  return field.column ?? (field.type === 'relation' ? `${name}_id` : name);
}

function toNumber(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new FieldError('must be a number');
  return n;
}

export function toId(value: unknown): number {
  const n = toNumber(value);
  // Ids are 32-bit integer columns on PostgreSQL: a larger number can name no record.
  if (!Number.isInteger(n) || n < 1 || n > 2147483647) throw new FieldError('must be a positive integer id');
  return n;
}

/** A yes/no value → the stored 1 or 0: true/false, and in an import's cells also yes/no and 1/0. */
function toFlag(value: unknown): 1 | 0 {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (word === 'true' || word === 'yes' || word === '1' || word === 1) return 1;
  if (word === 'false' || word === 'no' || word === '0' || word === 0) return 0;
  throw new FieldError('must be true or false');
}

const emptyMeansNull = new Set(['email', 'date', 'datetime', 'time', 'text', 'file', 'relation']);

/**
 * One written value (API representation) → the database value. Throws FieldError with a short text.
 * Relations are returned as ids (existence is checked by the service); passwords are returned as given
 * (hashed by the service before the transaction); many-relations as an id array.
 */
export function toDbValue(field: FieldDef, value: unknown): unknown {
  if (value === null || (value === '' && emptyMeansNull.has(field.type) && field.nullable)) {
    if (field.nullable) return null;
    throw new FieldError(field.required ? 'is required' : 'may not be null');
  }
  // NUL and unpaired surrogates cannot be stored as sent, whichever way the text came (a request, an import row).
  const unsafe = typeof value === 'string' ? unsafeTextReason(value) : null;
  if (unsafe) throw new FieldError(unsafe);
  switch (field.type) {
    case 'text':
    case 'file': {
      if (typeof value !== 'string') throw new FieldError('must be text');
      if (field.required && value.trim() === '') throw new FieldError('is required');
      if (field.minLength && value.length < field.minLength)
        throw new FieldError(`must be at least ${field.minLength} characters`);
      return field.lowercase ? value.toLowerCase() : value;
    }
    case 'email': {
      if (typeof value !== 'string') throw new FieldError('must be text');
      const email = value.trim();
      if (email === '' && field.required) throw new FieldError('is required');
      if (!EMAIL_RE.test(email)) throw new FieldError('must be a valid email');
      return field.lowercase ? email.toLowerCase() : email;
    }
    case 'password': {
      if (typeof value !== 'string') throw new FieldError('must be text');
      const min = field.minLength ?? 8;
      if (value.length < min) throw new FieldError(`must be at least ${min} characters`);
      return value;
    }
    case 'int': {
      const n = toNumber(value);
      if (!Number.isInteger(n)) throw new FieldError('must be a whole number');
      return n;
    }
    case 'number':
      return toNumber(value);
    case 'boolean':
      return toFlag(value);
    case 'money': {
      const n = toNumber(value);
      if (n < 0) throw new FieldError('must not be negative');
      return toCents(n);
    }
    case 'enum': {
      if (typeof value !== 'string' || !field.values?.includes(value))
        throw new FieldError(`must be one of ${field.values?.join(', ')}`);
      return value;
    }
    case 'date': {
      if (typeof value !== 'string' || !isValidDate(value)) throw new FieldError('must be a date YYYY-MM-DD');
      return value;
    }
    case 'datetime': {
      const iso = typeof value === 'string' ? normalizeDateTime(value) : null;
      if (!iso) throw new FieldError('must be an ISO-8601 date-time');
      return iso;
    }
    case 'time': {
      if (typeof value !== 'string' || !TIME_RE.test(value)) throw new FieldError('must be a time HH:mm');
      return value;
    }
    case 'json':
      return JSON.stringify(value);
    case 'relation':
      return toId(value);
    case 'many-relation': {
      if (!Array.isArray(value)) throw new FieldError('must be a list of ids');
      return [...new Set(value.map(toId))];
    }
    case 'computed':
      throw new FieldError('is computed by the server');
  }
}

/** One stored value → its API representation (relations and many-relations are embedded elsewhere). */
export function toApiValue(field: FieldDef, value: unknown, row: Row): unknown {
  if (field.type === 'computed') return field.compute ? field.compute(row) : null;
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'money':
      return fromCents(Number(value));
    case 'int':
    case 'number':
      return Number(value);
    case 'boolean':
      return Number(value) === 1 || value === true;
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    case 'file':
      return servedImageUrl(value);
    default:
      return value;
  }
}
