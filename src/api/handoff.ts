import type { GetProfileApiResponse } from './generated/auth';
import type { GetSettingsApiResponse } from './generated/settings';

/** The responses fetched before RTK Query is in the store, by the endpoint that would have cached them. */
export interface HandedOff {
  getSettings?: GetSettingsApiResponse;
  getProfile?: GetProfileApiResponse;
}

const byStore = new WeakMap<object, HandedOff>();

/**
 * Keeps a response fetched without RTK Query (settings at boot, the profile at sign-in) for the store's api
 * cache, which takes it when the signed-in app attaches the api: the same data is then not fetched again.
 */
export function handOff<K extends keyof HandedOff>(store: object, endpoint: K, response: HandedOff[K]): void {
  byStore.set(store, { ...byStore.get(store), [endpoint]: response });
}

/** What was handed off for this store since the last call; each response is taken once. */
export function takeHandedOff(store: object): HandedOff {
  const taken = byStore.get(store) ?? {};
  byStore.delete(store);
  return taken;
}
