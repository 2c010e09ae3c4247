import { clear, createStore, del, get, set, update, type UseStore } from 'idb-keyval';

/**
 * Where the app keeps what must outlive a reload or a closed tab while the network is down (the board's
 * last answer, the taps not sent yet): IndexedDB in a browser, memory where there is none (tests, old
 * private windows). `update` reads and writes one key in one transaction, so two tabs never lose a write.
 */
export interface OfflineStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  update<T>(key: string, updater: (old: T | undefined) => T): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'catering-offline';
const STORE_NAME = 'kv';

export function indexedDbStorage(): OfflineStorage {
  let store: UseStore | null = null;
  const db = () => (store ??= createStore(DB_NAME, STORE_NAME));
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    update: (key, updater) => update(key, updater, db()),
    del: (key) => del(key, db()),
    clear: () => clear(db()),
  };
}

/** Kept in memory only: what a test injects, and the fallback where IndexedDB is missing. */
export function memoryStorage(): OfflineStorage {
  const values = new Map<string, unknown>();
  // Stored values are copies, as IndexedDB's structured clone makes them.
  const copy = <T>(value: T): T =>
    value === undefined
      ? value
      : typeof structuredClone === 'function'
        ? structuredClone(value)
        : (JSON.parse(JSON.stringify(value)) as T);
  return {
    get: async <T>(key: string) => copy(values.get(key) as T | undefined),
    set: async (key, value) => void values.set(key, copy(value)),
    update: async <T>(key: string, updater: (old: T | undefined) => T) =>
      void values.set(key, copy(updater(copy(values.get(key) as T | undefined)))),
    del: async (key) => void values.delete(key),
    clear: async () => values.clear(),
  };
}

let current: OfflineStorage | null = null;

/** The app's offline storage (IndexedDB when the browser has it). */
export function offlineStorage(): OfflineStorage {
  current ??= typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage();
  return current;
}

/**
 * Opens the storage ahead of its first read: a screen that paints from what it kept (the board reloaded
 * offline) calls this as its code loads, so the database is open by the time the screen asks for its snapshot.
 */
export function warmOfflineStorage(): void {
  offlineStorage()
    .get('warm-up')
    .catch(() => undefined);
}

/** Tests: put another storage behind every offline store (a fresh memory one by default). */
export function setOfflineStorage(storage: OfflineStorage = memoryStorage()): OfflineStorage {
  current = storage;
  return storage;
}
