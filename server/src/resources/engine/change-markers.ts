import { readChangeCounters } from './change-counters-repository';
import type { FastifyReply } from 'fastify';
import { varyOnEncoding } from '../../http/compression';
import type { Db, ResourceDef } from './types';

/**
 * Change markers: `change_counters` holds one counter per table, bumped by database triggers on every
 * insert, update and delete of that table (migration 20261121000400_scale_indexes), whatever process or
 * code path writes. Reading the counters of the tables a result depends on *before* reading the result
 * gives a marker that is sure to change whenever the result may have: a cached result stored under a
 * marker is exact for as long as the marker reads the same.
 */

/** Every change counter's value by table, as read before the request's other reads (`req.changeCounters`). */
export type CounterSnapshot = ReadonlyMap<string, number>;

/** The marker of `names` (sorted, distinct) from counters read already, or null when one is not counted. */
function markerFrom(names: readonly string[], counters: CounterSnapshot): string | null {
  let marker = '';
  for (const name of names) {
    const value = counters.get(name);
    if (value === undefined) return null;
    marker += `${marker ? ';' : ''}${name}=${value}`;
  }
  return marker || null;
}

/**
 * The marker of `tables` ("orders=12;order_items=40"), or null when one of them is not counted. Made of
 * `snapshot` when given (counters the request already read, with its session: no query), else read now.
 */
export async function readMarker(
  db: Db,
  tables: readonly string[],
  snapshot?: CounterSnapshot | null,
): Promise<string | null> {
  if (snapshot) return markerOfSnapshot(tables, snapshot);
  const names = [...new Set(tables)].sort();
  if (!names.length) return null;
  let rows: Array<{ name: string; value: unknown }>;
  try {
    rows = await readChangeCounters(db, names);
  } catch {
    return null;
  }
  return markerFrom(names, new Map(rows.map((r) => [r.name, Number(r.value)])));
}

/**
 * Markers made from one snapshot, by the tables asked for as given. A snapshot is shared by every request
 * while no counter moves (auth/session-check-batch.ts `countersOf`), so a list asked again while nothing
 * changed finds its marker made already.
 */
const markersBySnapshot = new WeakMap<CounterSnapshot, Map<string, string | null>>();

function markerOfSnapshot(tables: readonly string[], snapshot: CounterSnapshot): string | null {
  let markers = markersBySnapshot.get(snapshot);
  if (!markers) markersBySnapshot.set(snapshot, (markers = new Map()));
  const key = tables.join();
  let marker = markers.get(key);
  if (marker === undefined) {
    marker = markerFrom([...new Set(tables)].sort(), snapshot);
    if (markers.size < 1000) markers.set(key, marker);
  }
  return marker;
}

/** Every table the records of a resource show: its own, its relations' and the declared `changeTables`. */
export function shownTables(def: ResourceDef): readonly string[] {
  let tables = shownTablesOf.get(def);
  if (!tables) shownTablesOf.set(def, (tables = tablesShownBy(def)));
  return tables;
}
const shownTablesOf = new WeakMap<ResourceDef, readonly string[]>();

function tablesShownBy(def: ResourceDef): string[] {
  const tables = new Set<string>([def.table]);
  for (const field of Object.values(def.fields)) {
    if (field.type === 'relation' && field.relation) tables.add(field.relation.table);
    if (field.type === 'many-relation' && field.many) {
      tables.add(field.many.table);
      tables.add(field.many.through);
    }
  }
  for (const t of def.changeTables ?? []) tables.add(t);
  return [...tables];
}

/** True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for If-None-Match) or is `*`. */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .some((t) => t.trim() === '*' || opaque(t) === wanted);
}

/**
 * A bodiless 304. It carries the caching headers its 200 would (RFC 9110 §15.4.5): the caller has set ETag
 * and Cache-Control; the 200 is compressed by the client's Accept-Encoding, so a cache must vary on it. No
 * Content-Type: a 304 has no body to describe, and a client that sees a JSON type tries to parse one.
 */
export function sendNotModified(reply: FastifyReply) {
  varyOnEncoding(reply);
  return reply.code(304).send();
}
