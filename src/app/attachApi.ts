import { createAction, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import '../api/enhance';
import { authApi } from '../api/generated/auth';
import { settingsApi } from '../api/generated/settings';
import { takeHandedOff } from '../api/handoff';
import { signedOut } from '../api/sessionSlice';
import { dynamicMiddleware, rootReducer, type AppStore } from './store';

/** Dispatched once per store when RTK Query joins it: the reducers run and `state.api` exists from then on. */
export const apiAttached = createAction('app/apiAttached');

/**
 * Signing out (logout or a failed refresh) drops every cached response of the previous user, on the next
 * tick, so a request whose failed refresh signed the user out still settles with its own error.
 */
const resetApiOnSignOut: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action)) setTimeout(() => api.dispatch(baseApi.util.resetApiState()), 0);
  return result;
};

const attached = new WeakSet<AppStore>();

/**
 * Puts RTK Query into the store (its reducer, its middleware, refetch on focus and reconnect) the first time,
 * then hands its cache what was fetched without it since (settings at boot, the profile at sign-in), so the
 * screens do not fetch it again. Run before the first RTK Query hook renders; safe to run again.
 */
export function attachApi(store: AppStore): void {
  if (!attached.has(store)) {
    attached.add(store);
    rootReducer.inject(baseApi);
    dynamicMiddleware.addMiddleware(baseApi.middleware, resetApiOnSignOut);
    setupListeners(store.dispatch);
    store.dispatch(apiAttached());
  }
  const { getSettings, getProfile } = takeHandedOff(store);
  if (getSettings) store.dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, getSettings));
  if (getProfile) store.dispatch(authApi.util.upsertQueryData('getProfile', undefined, getProfile));
}
