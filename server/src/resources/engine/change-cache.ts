import type { CounterSnapshot } from './change-markers';
import { readChangeCounters } from './change-counters-repository';
import type { Db } from './types';

/**
 * Answers computed from tables, kept per database until a write to one of those tables (counted by the
 * database's change counters, so a write by any process) makes them stale. Holds at most `size` answers,
 * dropping the oldest.
 */
export function changeCache<T>(tables: string[], size = 32) {
  const caches = new WeakMap<object, Map<string, T>>();
  /**
   * `compute` gets the answer's full key (its own key and the counters read), e.g. to make an ETag of it.
   * `snapshot`: the counters the request has read already, with its session (then no read of its own).
   */
  return async function kept(
    db: Db,
    key: unknown,
    compute: (fullKey: string) => Promise<T>,
    snapshot?: CounterSnapshot | null,
  ): Promise<T> {
    const counters =
      snapshot && tables.every((t) => snapshot.has(t))
        ? tables.map((name) => ({ name, value: snapshot.get(name) }))
        : await readChangeCounters(db, tables);
    const full = JSON.stringify([key, counters.map((c) => [c.name, String(c.value)]).sort()]);
    const cache = caches.get(db) ?? new Map<string, T>();
    caches.set(db, cache);
    const cached = cache.get(full);
    if (cached) return cached;
    const value = await compute(full);
    if (cache.size >= size) cache.delete(cache.keys().next().value!);
    cache.set(full, value);
    return value;
  };
}
