import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { catalogueText, nonEmpty, translatedError, translating } from './errors';

/** Data errors as `{message, statusCode}`; fallback 'Unknown Error' and 500. */
export interface HttpError {
  message: string;
  statusCode: number;
}

export function toHttpError(error: unknown): HttpError {
  const e = (error ?? {}) as Partial<FetchBaseQueryError> & Partial<SerializedError> & { data?: { message?: unknown } };
  const status = typeof e.status === 'number' ? e.status : 500;
  const message =
    translatedError(error) ||
    (e.data && typeof e.data === 'object' && nonEmpty(e.data.message) && e.data.message) ||
    (nonEmpty(e.message) && !translating() && e.message) ||
    (catalogueText('common:errors.unknownShort') ?? 'Unknown Error');
  return { message, statusCode: status };
}
