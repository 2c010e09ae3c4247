import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { currentLanguage, i18n } from '../i18n/i18n';

export const UNKNOWN_ERROR_TEXT = 'An unknown error has occurred!';

/** A string with something besides spaces. */
export const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

type Translate = (key: string | string[], options?: Record<string, unknown>) => string;
const translate: Translate = (key, options) => (i18n.t as Translate)(key, options);

/** True when the catalogue is loaded and shows a language other than English (the server's own). */
export function translating(): boolean {
  return i18n.isInitialized && currentLanguage() !== 'en';
}

/**
 * The catalogue's text for a key (or the first of several that it has), when it has one: the catalogue may
 * not be loaded yet (boot screens), and the signed-in app's words load only with the app.
 */
export function catalogueText(key: string | string[], options?: Record<string, unknown>): string | undefined {
  return i18n.isInitialized && i18n.exists(key) ? translate(key, options) : undefined;
}

/** The error `code` the server answered (`{message, code}`), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { data?: unknown; response?: { data?: unknown } };
  const data = (e.data ?? e.response?.data) as { code?: unknown } | undefined;
  return data && typeof data === 'object' && nonEmpty(data.code) ? data.code : undefined;
}

type DetailFormats = Record<string, (value: string | number) => string>;
const detailFormats = new Map<string, DetailFormats>();

/**
 * How some details of an error code read in its text (an amount as money): registered by the feature whose
 * screens meet the code, so the sign-in page's code does not carry them.
 */
export function formatErrorDetails(code: string, formats: DetailFormats): void {
  detailFormats.set(code, formats);
}

/**
 * The plain values an error body carries besides its message and code (`closed_at_local`, `time_zone`, …):
 * the placeholders of its code's text, as its feature formats them (formatErrorDetails).
 */
function errorDetails(error: unknown, code: string): Record<string, string | number> {
  const e = error as { data?: unknown; response?: { data?: unknown } } | null;
  const data = e?.data ?? e?.response?.data;
  if (!data || typeof data !== 'object') return {};
  const formats = detailFormats.get(code) ?? {};
  return Object.fromEntries(
    Object.entries(data)
      .filter(
        (entry): entry is [string, string | number] =>
          !['message', 'code'].includes(entry[0]) && ['string', 'number'].includes(typeof entry[1]),
      )
      .map(([name, value]) => [name, formats[name]?.(value) || value]),
  );
}

/**
 * The server's error in the user's language, by its `code`: `common:errors.codes.<code>` for the errors a
 * visitor can meet before signing in, `words:errors.codes.<code>` for the signed-in app's; a request that
 * never reached the server by `common:errors.network`. English keeps the server's own words, which are
 * English and say more (the field, the value); undefined when there is nothing to translate.
 */
export function translatedError(error: unknown): string | undefined {
  if (!translating()) return undefined;
  const code = errorCode(error);
  if (code)
    return catalogueText([`common:errors.codes.${code}`, `words:errors.codes.${code}`], errorDetails(error, code));
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return catalogueText('common:errors.network');
  return undefined;
}

/** 'An unknown error has occurred!' in the user's language (English before the catalogue loads). */
export function unknownErrorText(): string {
  return catalogueText('common:errors.unknown') ?? UNKNOWN_ERROR_TEXT;
}

/**
 * Error text: in Arabic or French the code's text (translatedError); else the server's `data.message`, else
 * the error's own message, else 'An unknown error has occurred!'. Accepts RTK Query errors (`{status, data}`), serialized errors,
 * `Error`s, and axios-like `{response: {data: {message}}}` shapes.
 */
export function errorMessage(error: unknown): string {
  const translated = translatedError(error);
  if (translated) return translated;
  if (!error || typeof error !== 'object') return nonEmpty(error) ? error : unknownErrorText();
  const e = error as {
    data?: unknown;
    message?: unknown;
    error?: unknown;
    response?: { data?: unknown };
  };
  const data = (e.data ?? e.response?.data) as { message?: unknown } | undefined;
  if (data && typeof data === 'object' && nonEmpty(data.message)) return data.message;
  if (nonEmpty(e.message)) return e.message;
  if (nonEmpty(e.error) && !translating()) return e.error; // FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR text
  return unknownErrorText();
}

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}
