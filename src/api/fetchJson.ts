import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getRuntimeConfig } from '../lib/config';
import { REQUEST_TIMEOUT_MS, resolveUrl } from './urls';

export type JsonResult<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

interface JsonRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sent as `Authorization: Bearer`. */
  token?: string | null;
}

/**
 * One JSON call without RTK Query, for what runs before the signed-in app has loaded it (settings at boot,
 * signing in): the same URLs, headers, 60 s time-out and result as the app's baseQuery gives RTK Query
 * (`{data}`, or `{error}` shaped like fetchBaseQuery's, so `errorMessage` reads it the same way), without
 * its token refresh. A 2xx with an empty body is `{data: null}`.
 */
export async function fetchJson<T>(
  path: string,
  { method = 'GET', body, token }: JsonRequest = {},
): Promise<JsonResult<T>> {
  const headers = new Headers({ accept: 'application/json' });
  const { apiKey } = getRuntimeConfig();
  if (apiKey) headers.set('X-API-Key', apiKey);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('signal timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const timedOut = () => controller.signal.aborted;
  try {
    let response: Response;
    try {
      response = await fetch(resolveUrl(path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (e) {
      return { error: { status: timedOut() ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', error: String(e) } };
    }
    let text = '';
    let data: unknown;
    try {
      text = await response.text();
      data = text.length ? JSON.parse(text) : null;
    } catch (e) {
      if (timedOut()) return { error: { status: 'TIMEOUT_ERROR', error: String(controller.signal.reason) } };
      return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(e) } };
    }
    return response.ok ? { data: data as T } : { error: { status: response.status, data } };
  } finally {
    clearTimeout(timer);
  }
}
