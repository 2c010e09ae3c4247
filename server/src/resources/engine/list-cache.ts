/** The cache of exact list results (counts, page ids), kept per change marker of the tables they read. */
import { readMarker, type CounterSnapshot } from './change-markers';
import type { Condition } from './list-query';
import type { Db, ResourceDef } from './types';

/**
 * Results that stay exact while the change marker of their tables reads the same (see change-markers.ts):
 * counts per filter, and the ids of pages. Per database handle, bounded, least recently used out first.
 */
class MarkedCache<V> {
  private readonly entries = new Map<string, { marker: string; value: V }>();
  constructor(private readonly size: number) {}
  get(key: string, marker: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.marker !== marker) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }
  set(key: string, marker: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { marker, value });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}

const caches = new WeakMap<object, { counts: MarkedCache<number>; pages: MarkedCache<number[]> }>();

export function cachesOf(db: Db) {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { counts: new MarkedCache(2000), pages: new MarkedCache(2000) }));
  return c;
}

/** The tables a list's conditions read: the resource's own, and those of its many-relation, child and query filters. */
export function countTables(def: ResourceDef, conditions: Condition[]): string[] {
  const tables = [def.table];
  for (const c of conditions) {
    if (c.kind === 'many') tables.push(def.fields[c.field].many!.through);
    if (c.kind === 'child') tables.push(def.childFilters![c.param].table);
    if (c.kind === 'custom') tables.push(...def.queryFilters![c.param].tables);
  }
  return tables;
}

/**
 * The marker under which results of this list may be cached, read before the results themselves (a write
 * committed in between makes the next read miss; it never keeps a stale result). Null inside a transaction
 * (it may see its own uncommitted writes) and for tables without a change counter.
 */
export async function cacheMarker(
  db: Db,
  def: ResourceDef,
  conditions: Condition[],
  counters?: CounterSnapshot | null,
): Promise<string | null> {
  if (db.isTransaction) return null;
  return readMarker(db, countTables(def, conditions), counters);
}
