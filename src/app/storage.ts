import type { Storage } from 'redux-persist';

/** redux-persist storage over `window.localStorage` (falls back to memory where storage is unavailable). */
export function createLocalStorage(): Storage {
  const memory = new Map<string, string>();
  const local = (): globalThis.Storage | null => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  };
  return {
    getItem: async (key: string) => {
      const ls = local();
      return ls ? ls.getItem(key) : (memory.get(key) ?? null);
    },
    setItem: async (key: string, value: string) => {
      const ls = local();
      if (ls) ls.setItem(key, value);
      else memory.set(key, value);
    },
    removeItem: async (key: string) => {
      const ls = local();
      if (ls) ls.removeItem(key);
      else memory.delete(key);
    },
  };
}
