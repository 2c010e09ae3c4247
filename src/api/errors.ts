import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const UNKNOWN_ERROR_TEXT = 'An unknown error has occurred!';

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Error text: the server's `data.message`, else the error's own message, else
 * 'An unknown error has occurred!'. Accepts RTK Query errors (`{status, data}`), serialized errors,
 * `Error`s, and axios-like `{response: {data: {message}}}` shapes.
 */
export function errorMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return nonEmpty(error) ? error : UNKNOWN_ERROR_TEXT;
  const e = error as {
    data?: unknown;
    message?: unknown;
    error?: unknown;
    response?: { data?: unknown };
  };
  const data = (e.data ?? e.response?.data) as { message?: unknown } | undefined;
  if (data && typeof data === 'object' && nonEmpty(data.message)) return data.message;
  if (nonEmpty(e.message)) return e.message;
  if (nonEmpty(e.error)) return e.error; // FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR text
  return UNKNOWN_ERROR_TEXT;
}

/** Data errors as `{message, statusCode}`; fallback 'Unknown Error' and 500. */
export interface HttpError {
  message: string;
  statusCode: number;
}

export function toHttpError(error: unknown): HttpError {
  const e = (error ?? {}) as Partial<FetchBaseQueryError> & Partial<SerializedError> & { data?: { message?: unknown } };
  const status = typeof e.status === 'number' ? e.status : 500;
  const message =
    (e.data && typeof e.data === 'object' && nonEmpty(e.data.message) && e.data.message) ||
    (nonEmpty(e.message) && e.message) ||
    'Unknown Error';
  return { message, statusCode: status };
}

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}
