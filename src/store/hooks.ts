import { useDispatch, useSelector, useStore } from 'react-redux';

/**
 * The store's types, filled in by the app that builds the store (src/app/store.ts augments this interface),
 * so that every layer can use the typed hooks without importing the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StoreTypes {}

type Registered<K extends string, Fallback> = StoreTypes extends Record<K, infer T> ? T : Fallback;
export type RootState = Registered<'state', unknown>;
export type AppDispatch = Registered<'dispatch', never>;
export type AppStore = Registered<'store', never>;

/** The only way components touch the store (raw useSelector/useDispatch are banned by lint). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
