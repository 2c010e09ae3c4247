import type { ErrorObject } from 'ajv';
import type { Schemas } from './contract-types';
import { HttpError } from './operation';
import { validationError, type RequestPart } from './validation-errors';

/** The error envelope (contract: Error), plus the extra top-level fields it allows (e.g. `current` on a 409). */
export type ErrorBody = Schemas['Error'] & { [extra: string]: unknown };

export const INTERNAL_ERROR_BODY: ErrorBody = Object.freeze({
  message: 'Internal server error',
  code: 'internal_error',
});

const CODE_BY_STATUS: Record<number, string> = {
  400: 'validation_error',
  401: 'invalid_token',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  501: 'not_implemented',
};

/** Human texts for the framework's own errors (Fastify, @fastify/multipart), by their code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its Content-Type is application/json.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported Content-Type: send application/json (or multipart/form-data for uploads).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body size does not match its Content-Length.',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_FIELDS_LIMIT: 'Too many fields in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
  FST_PROTO_VIOLATION: 'A form field name is not allowed.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
  FST_ERR_BAD_URL: 'The request URL is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

interface FrameworkError {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: ErrorObject[];
  validationContext?: string;
}

/**
 * The status and envelope `{message, code, errors?}` for anything thrown while serving a request.
 * 5xx bodies never carry internal details (the caller logs the original error).
 */
export function errorResponse(error: unknown): { statusCode: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { ...(error.extra ?? {}), message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    if (error.statusCode >= 500 && error.statusCode !== 501 && error.statusCode !== 503)
      return { statusCode: error.statusCode, body: { ...INTERNAL_ERROR_BODY } };
    return { statusCode: error.statusCode, body };
  }
  const e = (error ?? {}) as FrameworkError;
  const fromDb = databaseErrorResponse(error);
  if (fromDb) return fromDb;
  if (Array.isArray(e.validation)) {
    const part = (
      e.validationContext === 'querystring' || e.validationContext === 'params' ? e.validationContext : 'body'
    ) as RequestPart;
    const v = validationError(e.validation, part);
    return { statusCode: 400, body: { message: v.message, code: v.code, errors: v.errors } };
  }
  const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
  if (status >= 500) return { statusCode: status === 503 ? 503 : 500, body: { ...INTERNAL_ERROR_BODY } };
  const message = (e.code && FRAMEWORK_MESSAGES[e.code]) || e.message || 'The request could not be processed.';
  return { statusCode: status, body: { message, code: CODE_BY_STATUS[status] ?? 'bad_request' } };
}

/**
 * A last line of defence for database errors that reach the error handler unmapped: bad input that
 * only the database noticed (PostgreSQL class 22 data exceptions, e.g. a number out of range; class 23
 * and SQLite constraint violations) is the client's fault, so a 4xx, never a 500. Anything else is null.
 */
function databaseErrorResponse(error: unknown): { statusCode: number; body: ErrorBody } | null {
  if (!error || typeof error !== 'object') return null;
  const code = String((error as { code?: unknown }).code ?? '');
  const fromPostgres = 'severity' in error && /^2[23][0-9A-Z]{3}$/.test(code);
  if (!fromPostgres && !code.startsWith('SQLITE_CONSTRAINT')) return null;
  if (code === '23505' || code === '23503' || /UNIQUE|PRIMARYKEY|FOREIGNKEY/.test(code))
    return { statusCode: 409, body: { message: 'The change conflicts with existing records.', code: 'conflict' } };
  return {
    statusCode: 400,
    body: {
      message: code === '22003' ? 'A number is out of range.' : 'A value is not valid for its field.',
      code: 'validation_error',
    },
  };
}
