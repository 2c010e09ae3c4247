import type { Counters } from './change-feed';

/**
 * An event's id is the change counters of the tables the stream's user may see, `table:value` pairs by
 * table name (`orders:12,order_items:40`). The counters live in the database, so any server process (or
 * the same one after a restart) can tell a reconnecting browser exactly which of its resources changed
 * since the `Last-Event-ID` it sends: no per-process buffer to lose or overflow.
 */
export function eventId(counters: Counters, tables: readonly string[]): string {
  return tables
    .filter((t) => counters.has(t))
    .map((t) => `${t}:${counters.get(t)}`)
    .join(',');
}

const PAIR = /^([a-z_]{1,64}):(\d{1,16})$/;
const MAX_ID_LENGTH = 4096;

/** The counters an event id names, or null when it is not one. */
export function parseEventId(id: string): Map<string, number> | null {
  if (!id || id.length > MAX_ID_LENGTH) return null;
  const counters = new Map<string, number>();
  for (const pair of id.split(',')) {
    const match = PAIR.exec(pair);
    if (!match) return null;
    counters.set(match[1], Number(match[2]));
  }
  return counters;
}

/**
 * The tables among `tables` whose counter differs between `since` and `now`; null when `since` cannot be
 * compared (a table missing from it, or a counter ahead of the database's: another database, or restored).
 */
export function tablesChangedSince(since: Counters, now: Counters, tables: readonly string[]): Set<string> | null {
  const changed = new Set<string>();
  for (const table of tables) {
    const before = since.get(table);
    const after = now.get(table);
    if (after === undefined) continue;
    if (before === undefined || before > after) return null;
    if (before !== after) changed.add(table);
  }
  return changed;
}
