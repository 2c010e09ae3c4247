import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { inFlight, refreshOnce, sessionOf, shouldRefreshProactively } from '../baseQuery';

/**
 * A thunk answering the access token for a call made outside RTK Query (the change event stream): refreshed
 * first when due, or when the server just refused `refused`, sharing the one in-flight refresh; null once
 * signed out. A thunk, so its `dispatch` is the one RTK Query's calls share the refresh mutex by.
 */
export function accessTokenThunk(refused?: string) {
  return async (dispatch: BaseQueryApi['dispatch'], getState: () => unknown): Promise<string | null> => {
    const api: BaseQueryApi = {
      dispatch,
      getState,
      signal: new AbortController().signal,
      abort: () => {},
      extra: undefined,
      endpoint: 'streamEvents',
      type: 'query',
    };
    const waiting = inFlight.get(dispatch);
    if (waiting) await waiting;
    const session = sessionOf(api);
    if (!session.access_token) return null;
    if (shouldRefreshProactively(session) || (refused && session.access_token === refused)) {
      const outcome = await refreshOnce(api);
      if (!outcome.ok) return null;
    }
    return sessionOf(api).access_token ?? null;
  };
}
