import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { getRuntimeConfig } from '../lib/config';
import { currentOutage, reportReachable, reportUnreachable } from '../lib/network';
import { AUTH_PATHS, REQUEST_TIMEOUT_MS, resolveUrl } from './urls';
import { errorMessage } from './errors';
import { serializeParams } from './params';
import {
  initialSessionState,
  nowInSeconds,
  signedOut,
  tokensReceived,
  type SessionState,
  type SessionTokens,
} from './sessionSlice';

export { AUTH_PATHS, REQUEST_TIMEOUT_MS, resolveUrl };

/** Refresh when at most 10% of the token lifetime is left. */
export const REFRESH_THRESHOLD = 0.1;
export const MISSING_REFRESH_CREDENTIALS = 'Missing token refresh credentials!';

type ExtraOptions = { token?: string | null } | undefined;
type Result = Awaited<ReturnType<BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>>>;

export const sessionOf = (api: Pick<BaseQueryApi, 'getState'>): SessionState =>
  (api.getState() as { session?: SessionState }).session ?? initialSessionState;

const pathOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).split('?')[0];
/** Login and refresh are public: no Bearer, no reauth (a 401 there means bad credentials). */
/** No HTTP status at all means the server is out of reach; any status means it answered. */
function reportAnswer(status: unknown, sentIn: number) {
  if (status === 'FETCH_ERROR') reportUnreachable();
  else if (typeof status === 'number' || status === undefined) reportReachable(sentIn);
}

const isPublicAuthCall = (path: string) => path === AUTH_PATHS.login || path === AUTH_PATHS.refresh;
const isRevoke = (path: string) => path === AUTH_PATHS.revoke;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: serializeParams,
  prepareHeaders(headers, { extraOptions }) {
    const { apiKey } = getRuntimeConfig();
    if (apiKey) headers.set('X-API-Key', apiKey);
    const token = (extraOptions as ExtraOptions)?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

async function send(
  args: string | FetchArgs,
  api: BaseQueryApi,
  extraOptions: object | undefined,
  token: string | null,
) {
  const fetchArgs: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const sentIn = currentOutage();
  const result = await rawBaseQuery({ ...fetchArgs, url: resolveUrl(fetchArgs.url) }, api, { ...extraOptions, token });
  reportAnswer(result.error?.status, sentIn);
  return result;
}

/** True when the stored token has at most 10% of its lifetime left (never for an unknown lifetime). */
export function shouldRefreshProactively(session: SessionState, now = nowInSeconds()): boolean {
  const lifetime = session.token_lifetime ?? 0;
  if (!session.access_token || lifetime <= 0) return false;
  const left = lifetime - (now - (session.token_iat_timestamp ?? 0));
  return left <= lifetime * REFRESH_THRESHOLD;
}

type RefreshOutcome = { ok: true } | { ok: false; error: FetchBaseQueryError };

/** One refresh in flight per store, however many requests need it (the documented mutex pattern). */
export const inFlight = new WeakMap<object, Promise<RefreshOutcome>>();

export function refreshOnce(api: BaseQueryApi): Promise<RefreshOutcome> {
  const key = api.dispatch;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = refreshTokens(api).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

function failRefresh(api: BaseQueryApi, message: string, status: number | undefined): RefreshOutcome {
  api.dispatch(signedOut());
  return { ok: false, error: { status: status ?? 401, data: { message, code: 'refresh_failed' } } };
}

async function refreshTokens(api: BaseQueryApi): Promise<RefreshOutcome> {
  const { refresh_token, user_login, token_signature } = sessionOf(api);
  if (!refresh_token || !user_login || !token_signature) return failRefresh(api, MISSING_REFRESH_CREDENTIALS, 401);
  // Detached from the triggering request's signal: its unmount must not abort everyone's refresh.
  const detached: BaseQueryApi = { ...api, signal: new AbortController().signal };
  const result = await send(
    { url: AUTH_PATHS.refresh, method: 'POST', body: { refresh_key: refresh_token, user_login, token_signature } },
    detached,
    undefined,
    null,
  );
  const tokens = (result.data as { data?: SessionTokens } | undefined)?.data;
  if (tokens?.token) {
    api.dispatch(tokensReceived(tokens));
    return { ok: true };
  }
  // No answer at all (offline): the session is not refused, only out of reach. It stays signed in, so an
  // app opened offline keeps working from what it has, and the refresh is tried again by the next call.
  if (result.error?.status === 'FETCH_ERROR' || result.error?.status === 'TIMEOUT_ERROR')
    return { ok: false, error: result.error };
  const status = result.error && typeof result.error.status === 'number' ? result.error.status : 401;
  return failRefresh(api, errorMessage(result.error), status);
}

/**
 * The app's baseQuery: runtime base URLs, `X-API-Key` and Bearer on
 * every call, 60 s time-out, proactive refresh at ≤10% lifetime left, one refresh for any number of
 * parallel 401s, one retry after it, and sign-out when refreshing fails.
 */
export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions): Promise<Result> => {
  const path = pathOf(args);
  if (isPublicAuthCall(path)) return send(args, api, extraOptions, null);

  const waiting = inFlight.get(api.dispatch);
  if (waiting) await waiting;
  if (shouldRefreshProactively(sessionOf(api))) {
    const outcome = await refreshOnce(api);
    if (!outcome.ok) return { error: outcome.error };
  }

  const sentWith = sessionOf(api).access_token ?? null;
  let result = await send(args, api, extraOptions, sentWith);
  if (result.error?.status !== 401 || !sentWith || isRevoke(path)) return result;

  // Someone else already refreshed while this call was in flight: just retry with the new token.
  const current = sessionOf(api).access_token;
  if (!current || current === sentWith) {
    const outcome = await refreshOnce(api);
    if (!outcome.ok) return { error: outcome.error, meta: result.meta };
  }
  result = await send(args, api, extraOptions, sessionOf(api).access_token ?? null);
  return result;
};
