import { HttpError } from '../../http/operation';

/** 400 validation_error with a field → message map; the message names the first problem. */
export function validationError(errors: Record<string, string>, message?: string): HttpError {
  const [field, text] = Object.entries(errors)[0] ?? ['', 'Invalid request'];
  return new HttpError(400, 'validation_error', message ?? (field ? `${field}: ${text}` : text), errors);
}

export function badRequest(message: string, errors?: Record<string, string>): HttpError {
  return new HttpError(400, 'validation_error', message, errors);
}

export function notFound(what: string, id: unknown): HttpError {
  return new HttpError(404, 'not_found', `No ${what} with id ${String(id)}.`);
}

/**
 * Turns a database constraint error into an HttpError (409 for uniqueness, 400 for a missing related
 * record); returns null for anything else. Matches by code/message, not instanceof: better-sqlite3's
 * error class can come from another realm under jest.
 */
export function fromDatabaseError(err: unknown, uniqueMessage?: string): HttpError | null {
  if (!err || typeof err !== 'object') return null;
  const code = String((err as { code?: unknown }).code ?? '');
  const message = String((err as { message?: unknown }).message ?? '');
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return new HttpError(409, 'conflict', uniqueMessage ?? 'A record with the same unique values already exists.');
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /foreign key/i.test(message))
    return new HttpError(409, 'conflict', 'A related record does not exist, or this record is still referenced.');
  if (code === '23502' || code === 'SQLITE_CONSTRAINT_NOTNULL')
    return new HttpError(400, 'validation_error', 'A required value is missing.');
  if (code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK')
    return new HttpError(400, 'validation_error', 'A value breaks a rule of the database.');
  // PostgreSQL data exceptions (class 22): a number out of range (e.g. a total past 32 bits), bad text for a type.
  if (/^22[0-9A-Z]{3}$/.test(code))
    return new HttpError(
      400,
      'validation_error',
      code === '22003' ? 'A number is out of range.' : 'A value is not valid for its field.',
    );
  return null;
}

export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError || (!!err && typeof err === 'object' && (err as Error).name === 'HttpError');
}
