import { loadMany, loadRelated } from './repository';
import { columnOf, toApiValue } from './values';
import type { ApiRecord, Db, RelationRef, ResourceDef, Row } from './types';

/**
 * Related rows already read, by relation table and id: lets a long read in batches (an export) read each
 * organization, outlet or employee once instead of once per batch. Bounded per table.
 */
export type RelatedCache = Map<string, Map<number, Row>>;
const RELATED_CACHE_LIMIT = 20_000;

async function relatedRows(db: Db, ref: RelationRef, ids: unknown[], cache?: RelatedCache): Promise<Map<number, Row>> {
  if (!cache) return loadRelated(db, ref, ids as number[]);
  const key = `${ref.table}\n${ref.columns.join(',')}`;
  let known = cache.get(key);
  if (!known || known.size > RELATED_CACHE_LIMIT) cache.set(key, (known = new Map()));
  const missing = [...new Set(ids.filter((id) => id !== null && id !== undefined).map(Number))].filter(
    (id) => !known!.has(id),
  );
  if (missing.length) for (const [id, row] of await loadRelated(db, ref, missing)) known.set(id, row);
  return known;
}

/** How records are made: `decorate: false` leaves out what the resource's `decorate` hook adds (an export writes
 * its fields only); `nowMs` is the server's clock the hook reads (the process's when not given). */
export interface SerializeOptions {
  decorate?: boolean;
  nowMs?: number;
}

/** Stored rows → API records: relations embedded as objects, money in USD, write-only fields left out. */
export async function toApiRecords(
  db: Db,
  def: ResourceDef,
  rows: Row[],
  cache?: RelatedCache,
  options: SerializeOptions = {},
): Promise<ApiRecord[]> {
  if (!rows.length) return [];
  const related = new Map<string, Map<number, Row>>();
  const many = new Map<string, Map<number, Row[]>>();
  // The related records are read side by side (one round trip's wait on PostgreSQL, not one per relation).
  await Promise.all(
    Object.entries(def.fields).map(async ([name, field]) => {
      if (field.type === 'relation' && field.relation)
        related.set(
          name,
          await relatedRows(
            db,
            field.relation,
            rows.map((r) => r[columnOf(name, field)]),
            cache,
          ),
        );
      if (field.type === 'many-relation' && field.many)
        many.set(
          name,
          await loadMany(
            db,
            field.many,
            rows.map((r) => Number(r.id)),
          ),
        );
    }),
  );
  const records = rows.map((row) => {
    const record: ApiRecord = { id: Number(row.id) };
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.type === 'password') continue;
      if (field.type === 'relation') {
        const id = row[columnOf(name, field)];
        const target = id === null || id === undefined ? undefined : related.get(name)?.get(Number(id));
        record[name] = target ? field.relation!.toApi(target) : null;
      } else if (field.type === 'many-relation') {
        record[name] = (many.get(name)?.get(Number(row.id)) ?? []).map((r) => field.many!.toApi(r));
      } else {
        record[name] = toApiValue(field, row[columnOf(name, field)], row);
      }
    }
    record.__version = Number(row.__version);
    record.__date_created = row.__date_created;
    return record;
  });
  if (options.decorate !== false) await def.hooks?.decorate?.(db, rows, records, options.nowMs ?? Date.now());
  return records;
}

export async function toApiRecord(db: Db, def: ResourceDef, row: Row, nowMs?: number): Promise<ApiRecord> {
  return (await toApiRecords(db, def, [row], undefined, { nowMs }))[0];
}
