import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type WithSlice,
} from '@reduxjs/toolkit';
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
import type { baseApi } from '../api/baseApi';
import { sessionReducer } from '../api/sessionSlice';
import { PREFERENCE_STORAGE_KEYS, preferencesReducer, productViewChosen } from '../features/settings/preferencesSlice';
import { settingsReducer } from '../features/settings/settingsSlice';
import { createLocalStorage } from './storage';

export const PERSIST_KEY = 'catering-back-office';

/** Reducers the signed-in app injects when it loads (see app/attachApi): RTK Query's cache. */
export type LazyLoadedSlices = WithSlice<typeof baseApi>;

/**
 * The session, settings and preferences from the start; RTK Query's api slice and middleware only once the
 * signed-in app loads (`rootReducer.inject`, `dynamicMiddleware.addMiddleware`), so the /login route does
 * not download RTK Query: the login page signs in with plain `fetch`.
 */
export const rootReducer = combineSlices({
  session: sessionReducer,
  settings: settingsReducer,
  preferences: preferencesReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added after the store is made: RTK Query's, once the signed-in app loads. */
export const dynamicMiddleware = createDynamicMiddleware();

/** Persist only the session, settings and UI preferences — never the API cache. */
export const persistConfig = {
  key: PERSIST_KEY,
  version: 1,
  storage: createLocalStorage(),
  whitelist: ['session', 'settings', 'preferences'],
};

export type RootReducerState = ReturnType<typeof rootReducer>;

/**
 * The state as typed for the app: with RTK Query's `api`, which is there whenever an RTK Query call or hook
 * runs (they run only once attachApi has injected it). Nothing on the /login route reads `api`.
 */
type AppState = RootReducerState & Required<LazyLoadedSlices>;

const persistedReducer = persistReducer<AppState>(persistConfig, rootReducer as unknown as Reducer<AppState>);

/**
 * A plain middleware (the listener middleware would cost the login route): the product view is also written
 * under its own storage key, `product-view` (the theme provider saves `colorMode`).
 */
const preferenceEffects: Middleware = () => (next) => (action) => {
  const result = next(action);
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
        .concat(preferenceEffects)
        .concat(dynamicMiddleware.middleware),
  });
  return store;
}

export function makePersistor(store: AppStore): Persistor {
  return persistStore(store);
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Gives the typed hooks of src/store/hooks this store's types (the app composes the store; no layer imports it). */
declare module '../store/hooks' {
  // Spelled through makeStore: inside this block RootState and friends would name the hooks module's own.
  interface StoreTypes {
    state: ReturnType<ReturnType<typeof makeStore>['getState']>;
    dispatch: ReturnType<typeof makeStore>['dispatch'];
    store: ReturnType<typeof makeStore>;
  }
}
