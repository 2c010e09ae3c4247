import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import configureMockStore from 'redux-mock-store';
import { persistStore } from 'redux-persist';
import { serializeParams } from '../../src/api/params';
import {
  baseQueryWithReauth,
  MISSING_REFRESH_CREDENTIALS,
  REQUEST_TIMEOUT_MS,
  shouldRefreshProactively,
} from '../../src/api/baseQuery';
import { clientsApi } from '../../src/api/generated/clients';
import { authApi } from '../../src/api/generated/auth';
import { PERSIST_KEY } from '../../src/app/store';
import { API, freshStore, json, mockFetch, signedInSession, tokens, useTestConfig } from './helpers';

const now = () => Math.floor(Date.now() / 1000);
const list = (results: unknown[] = []) => json(200, { data: { results, meta: { total_count: results.length } } });

beforeEach(() => {
  useTestConfig();
  localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('headers and URLs', () => {
  it('sends Bearer and X-API-Key to the runtime API base', async () => {
    useTestConfig({ apiKey: 'k-123' });
    const store = freshStore({ session: signedInSession() });
    const { calls } = mockFetch(() => list());
    await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({ perPage: 10 }));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${API}/organizations?per_page=10`);
    expect(calls[0].headers.get('authorization')).toBe('Bearer old-token');
    expect(calls[0].headers.get('x-api-key')).toBe('k-123');
  });

  it('sends no X-API-Key when none is configured, and no Bearer when signed out', async () => {
    const store = freshStore();
    const { calls } = mockFetch(() => list());
    await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}));
    expect(calls[0].headers.has('x-api-key')).toBe(false);
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it('sends auth calls to the (separately configurable) auth base, without a Bearer', async () => {
    useTestConfig({ authUrl: 'http://auth.example/jwt' });
    const store = freshStore({ session: signedInSession() });
    const { calls } = mockFetch(() => json(200, { data: tokens('t') }));
    await store.dispatch(authApi.endpoints.login.initiate({ loginRequest: { username: 'a@b.co', password: 'x' } }));
    expect(calls[0].url).toBe('http://auth.example/jwt/token');
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it('sends ids as repeated id[] keys and comma-joins filter arrays (exact query string)', async () => {
    const store = freshStore({ session: signedInSession() });
    const { calls } = mockFetch(() => list());
    await store.dispatch(
      clientsApi.endpoints.listOrganizations.initiate({ id: [3, 7], perPage: 2, search: 'cedar table' }),
    );
    expect(new URL(calls[0].url).search).toBe('?per_page=2&search=cedar%20table&id[]=3&id[]=7');
  });
});

describe('paramsSerializer', () => {
  it('repeats id[] (flat, codegen nested, or plain id arrays) and comma-joins every other array', () => {
    expect(serializeParams({ 'id[]': [1, 2], status_in: ['pending', 'processing'], page: 1 })).toBe(
      'id[]=1&id[]=2&status_in=pending,processing&page=1',
    );
    expect(serializeParams({ id: { '': [4, 5] } })).toBe('id[]=4&id[]=5');
    expect(serializeParams({ id: [6] })).toBe('id[]=6');
    expect(serializeParams({ category_in: [1, 2, 3], date_between: '2026-01-01,2026-01-07' })).toBe(
      'category_in=1,2,3&date_between=2026-01-01%2C2026-01-07',
    );
  });

  it('drops empty values and sends dates as ISO', () => {
    expect(serializeParams({ a: undefined, b: null, c: '', d: [], e: 0, f: false })).toBe('e=0&f=false');
    expect(serializeParams({ date: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe(
      'date=2026-01-02T03%3A04%3A05.000Z',
    );
  });
});

describe('proactive refresh (≤10% of the lifetime left)', () => {
  it('refreshes before the call when 10% or less is left, then sends the new token', async () => {
    const store = freshStore({ session: signedInSession({ token_lifetime: 1000, token_iat_timestamp: now() - 905 }) });
    const { calls, pathOf } = mockFetch((r) =>
      pathOf(r) === '/jwt/refresh' ? json(200, { data: tokens('new-token') }) : list(),
    );
    await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}));
    expect(calls.map(pathOf)).toEqual(['/jwt/refresh', '/organizations']);
    expect(await calls[0].clone().json()).toEqual({
      refresh_key: 'refresh-old',
      user_login: 'admin@demo.test',
      token_signature: 'sig-old',
    });
    expect(calls[1].headers.get('authorization')).toBe('Bearer new-token');
    expect(store.getState().session.access_token).toBe('new-token');
    expect(store.getState().session.token_lifetime).toBe(3600);
  });

  it('does not refresh with more than 10% left', async () => {
    const store = freshStore({ session: signedInSession({ token_lifetime: 1000, token_iat_timestamp: now() - 880 }) });
    const { calls, pathOf } = mockFetch(() => list());
    await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}));
    expect(calls.map(pathOf)).toEqual(['/organizations']);
  });

  it('stays signed in when the refresh gets no answer (offline), and tries again on the next call', async () => {
    const session = signedInSession({ token_lifetime: 1000, token_iat_timestamp: now() - 905 });
    const store = freshStore({ session });
    let online = false;
    const { calls, pathOf } = mockFetch((r) => {
      if (!online) throw new TypeError('Failed to fetch');
      return pathOf(r) === '/jwt/refresh' ? json(200, { data: tokens('new-token') }) : list();
    });
    const offline = await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}));
    expect(offline.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.getState().session).toEqual(session);

    online = true;
    const back = await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}, { forceRefetch: true }));
    expect(back.isSuccess).toBe(true);
    expect(calls.map(pathOf)).toEqual(['/jwt/refresh', '/jwt/refresh', '/organizations']);
    expect(store.getState().session.access_token).toBe('new-token');
  });

  it('puts the threshold at exactly 10%', () => {
    const base = signedInSession({ token_lifetime: 1000, token_iat_timestamp: 5000 });
    expect(shouldRefreshProactively(base, 5899)).toBe(false); // 101 s left
    expect(shouldRefreshProactively(base, 5900)).toBe(true); // 100 s left = 10%
    expect(shouldRefreshProactively({ ...base, token_lifetime: 0 }, 999999)).toBe(false); // unknown lifetime
  });
});

describe('401 handling', () => {
  it('makes exactly one refresh call for 10 parallel 401s and retries each call once', async () => {
    const store = freshStore({ session: signedInSession() });
    let refreshes = 0;
    // The refresh answers only once all ten calls have had their 401: every one of them meets it in flight.
    let expired = 0;
    let allExpired!: () => void;
    const tenExpired = new Promise<void>((resolve) => (allExpired = resolve));
    const { calls, pathOf } = mockFetch(async (r) => {
      if (pathOf(r) === '/jwt/refresh') {
        refreshes += 1;
        await tenExpired;
        return json(200, { data: tokens('new-token') });
      }
      if (r.headers.get('authorization') === 'Bearer new-token') return list([{ id: 1 }]);
      if (++expired === 10) allExpired();
      return json(401, { message: 'Token expired', code: 'token_expired' });
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.dispatch(clientsApi.endpoints.listOrganizations.initiate({ page: i + 1 })),
      ),
    );
    expect(refreshes).toBe(1);
    expect(results.every((r) => r.isSuccess)).toBe(true);
    expect(calls.filter((r) => pathOf(r) === '/organizations')).toHaveLength(20);
    expect(store.getState().session.access_token).toBe('new-token');
  });

  it('retries only once: a second 401 after a successful refresh is returned as is', async () => {
    const store = freshStore({ session: signedInSession() });
    const { calls, pathOf } = mockFetch((r) =>
      pathOf(r) === '/jwt/refresh'
        ? json(200, { data: tokens('new-token') })
        : json(401, { message: 'Nope', code: 'invalid_token' }),
    );
    const result = await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}));
    expect(calls.map(pathOf)).toEqual(['/organizations', '/jwt/refresh', '/organizations']);
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Nope' } });
  });

  it('signs out and clears every stored credential when the refresh fails', async () => {
    const store = freshStore({ session: signedInSession() });
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else {
        const stop = persistor.subscribe(() => {
          if (persistor.getState().bootstrapped) {
            stop();
            resolve();
          }
        });
      }
    });
    await persistor.flush();
    expect(localStorage.getItem(`persist:${PERSIST_KEY}`)).toContain('access_token');

    const { calls, pathOf } = mockFetch((r) =>
      pathOf(r) === '/jwt/refresh'
        ? json(401, { message: 'Refresh token revoked', code: 'invalid_token' })
        : json(401, { message: 'Token expired', code: 'token_expired' }),
    );
    const result = await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}));
    expect(calls.map(pathOf)).toEqual(['/organizations', '/jwt/refresh']);
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Refresh token revoked' } });
    expect(store.getState().session).toEqual({});

    await persistor.flush();
    const stored = localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '';
    for (const key of ['access_token', 'refresh_token', 'token_signature', 'user_login', 'user_caps']) {
      expect(stored).not.toContain(key);
    }
    persistor.pause();
  });

  it("fails with 'Missing token refresh credentials!' and signs out when they are missing", async () => {
    const store = freshStore({ session: signedInSession({ refresh_token: undefined }) });
    const { calls, pathOf } = mockFetch(() => json(401, { message: 'Token expired', code: 'token_expired' }));
    const result = await store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}));
    expect(calls.map(pathOf)).toEqual(['/organizations']);
    expect(result.error).toMatchObject({ status: 401, data: { message: MISSING_REFRESH_CREDENTIALS } });
    expect(store.getState().session).toEqual({});
  });

  it('does not try to refresh after a failed login (401 there means bad credentials)', async () => {
    const store = freshStore();
    const { calls, pathOf } = mockFetch(() =>
      json(401, { message: 'Invalid email or password', code: 'invalid_credentials' }),
    );
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ loginRequest: { username: 'a@b.co', password: 'x' } }),
    );
    expect('error' in result && result.error).toMatchObject({ status: 401 });
    expect(calls.map(pathOf)).toEqual(['/jwt/token']);
  });
});

describe('time-out', () => {
  const mockStore = configureMockStore<{ session: ReturnType<typeof signedInSession> }>();

  function apiFor(store: ReturnType<typeof mockStore>): BaseQueryApi {
    return {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: store.dispatch as BaseQueryApi['dispatch'],
      getState: store.getState,
      extra: undefined,
      endpoint: 'listOrganizations',
      type: 'query',
    };
  }

  it('aborts a call after 60 s with TIMEOUT_ERROR, not before', async () => {
    jest.useFakeTimers();
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    const store = mockStore({ session: signedInSession() });
    mockFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    let settled = false;
    const pending = Promise.resolve(baseQueryWithReauth({ url: '/organizations' }, apiFor(store), {})).then((r) => {
      settled = true;
      return r;
    });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(store.getActions()).toEqual([]); // a time-out is not a reason to sign out
  });
});
