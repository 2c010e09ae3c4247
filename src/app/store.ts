import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { sessionReducer, signedOut } from '../api/sessionSlice';
import { PREFERENCE_STORAGE_KEYS, preferencesReducer, productViewChosen } from '../features/settings/preferencesSlice';
import { settingsReducer } from '../features/settings/settingsSlice';
import { createLocalStorage } from './storage';

export const PERSIST_KEY = 'catering-back-office';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
  settings: settingsReducer,
  preferences: preferencesReducer,
});

/** Persist only the session, settings and UI preferences — never the API cache. */
export const persistConfig = {
  key: PERSIST_KEY,
  version: 1,
  storage: createLocalStorage(),
  whitelist: ['session', 'settings', 'preferences'],
};

const persistedReducer = persistReducer(persistConfig, rootReducer);

export type RootReducerState = ReturnType<typeof rootReducer>;

/**
 * Side effects of two events (a plain middleware: the listener middleware would cost the login route):
 * signing out (logout or a failed refresh) drops every cached response of the previous user, and the
 * product view is also written under its own storage key, `product-view` (the theme provider saves
 * `colorMode`).
 */
const sessionEffects: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  // Next tick, so a request whose failed refresh signed the user out still settles with its own error.
  if (signedOut.match(action)) setTimeout(() => api.dispatch(baseApi.util.resetApiState()), 0);
  try {
    if (productViewChosen.match(action)) localStorage.setItem(PREFERENCE_STORAGE_KEYS.productView, action.payload);
  } catch {
    /* storage unavailable (private mode): the in-memory preference still applies */
  }
  return result;
};

export function makeStore(preloadedState?: Partial<RootReducerState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
        immutableCheck: { warnAfter: 128 },
      })
        .concat(sessionEffects)
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export function makePersistor(store: AppStore): Persistor {
  return persistStore(store);
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
