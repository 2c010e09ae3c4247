import { sql } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Db, ManyRelation, RelationRef, Row } from './types';
import { dynamic } from './dynamic-db';

/** All SQL of the generic resources. Every function takes the db or the transaction first. */

// The SQL of lists (filters, sort, page, counts, search) lives in list-sql.ts.
export { fieldExpr, listRows } from './list-sql';

export async function findRows(db: Db, table: string, ids: number[]): Promise<Row[]> {
  if (!ids.length) return [];
  return dynamic(db).selectFrom(table).selectAll().where('id', 'in', ids).execute();
}

export async function findRow(db: Db, table: string, id: number): Promise<Row | undefined> {
  return dynamic(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ids among `ids` that exist in `table`. */
export async function existingIds(db: Db, table: string, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await dynamic(db)
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r: Row) => Number(r.id)));
}

export async function insertRow(db: Db, table: string, row: Row): Promise<Row> {
  return dynamic(db).insertInto(table).values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Updates the given columns and bumps `__version`; returns the new row. With `expectedVersion` the
 * write happens only while the row still has that version (compare-and-set): returns undefined when
 * another writer got there first.
 */
export async function updateRow(
  db: Db,
  table: string,
  id: number,
  changes: Row,
  expectedVersion?: number,
): Promise<Row | undefined> {
  let query = dynamic(db)
    .updateTable(table)
    .set({ ...changes, __version: sql`__version + 1` })
    .where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('__version', '=', expectedVersion);
  return query.returningAll().executeTakeFirst();
}

/**
 * The row about to be changed, locked until the transaction ends on PostgreSQL (`for update`), so
 * derived values (totals) are computed from what is really stored; SQLite serialises writers anyway.
 */
export async function findRowForUpdate(db: Db, table: string, id: number): Promise<Row | undefined> {
  const query = dynamic(db).selectFrom(table).selectAll().where('id', '=', id);
  return (dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function deleteRow(db: Db, table: string, id: number): Promise<void> {
  await dynamic(db).deleteFrom(table).where('id', '=', id).execute();
}

/** Related rows by id, for embedding. */
export async function loadRelated(db: Db, ref: RelationRef, ids: number[]): Promise<Map<number, Row>> {
  const unique = [...new Set(ids.filter((id) => id !== null && id !== undefined).map(Number))];
  if (!unique.length) return new Map();
  const rows = await dynamic(db).selectFrom(ref.table).select(ref.columns).where('id', 'in', unique).execute();
  return new Map(rows.map((r: Row) => [Number(r.id), r]));
}

/** For each owner id, the related rows of a many-to-many relation, in the related table's id order. */
export async function loadMany(db: Db, many: ManyRelation, ownerIds: number[]): Promise<Map<number, Row[]>> {
  const result = new Map<number, Row[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return result;
  const live = many.live ?? [];
  const rows = many.owned
    ? await dynamic(db)
        .selectFrom(many.table)
        .select([`${many.localKey} as __owner`, ...many.columns])
        .where(many.localKey, 'in', ownerIds)
        .orderBy('id')
        .execute()
    : many.snapshot
      ? await dynamic(db)
          .selectFrom(many.through)
          .$if(live.length > 0, (q) => q.leftJoin(many.table, `${many.table}.id`, `${many.through}.${many.foreignKey}`))
          .select([
            `${many.through}.${many.localKey} as __owner`,
            `${many.through}.${many.foreignKey} as id`,
            ...many.snapshot.map((c) => `${many.through}.${c} as ${c}`),
            ...live.map((c) => `${many.table}.${c} as ${c}`),
          ])
          .where(`${many.through}.${many.localKey}`, 'in', ownerIds)
          .orderBy(`${many.through}.id`)
          .execute()
      : await dynamic(db)
          .selectFrom(many.through)
          .innerJoin(many.table, `${many.table}.id`, `${many.through}.${many.foreignKey}`)
          .select([`${many.through}.${many.localKey} as __owner`, ...many.columns.map((c) => `${many.table}.${c}`)])
          .where(`${many.through}.${many.localKey}`, 'in', ownerIds)
          .orderBy(`${many.table}.id`)
          .execute();
  for (const r of rows as Row[]) result.get(Number(r.__owner))?.push(r);
  return result;
}

/** Replaces the links of one owner in a many-to-many relation (`fresh`: a new owner, nothing to remove). */
export async function replaceMany(
  db: Db,
  many: ManyRelation,
  ownerId: number,
  ids: number[],
  options: { fresh?: boolean } = {},
): Promise<void> {
  if (many.owned) return replaceOwned(db, many, ownerId, ids, options);
  if (many.snapshot) return replaceSnapshots(db, many, many.snapshot, ownerId, ids, options);
  if (!options.fresh) await dynamic(db).deleteFrom(many.through).where(many.localKey, '=', ownerId).execute();
  if (ids.length)
    await dynamic(db)
      .insertInto(many.through)
      .values(ids.map((id) => ({ [many.localKey]: ownerId, [many.foreignKey]: id })))
      .execute();
}

/** Links with copied columns: kept links keep their copy, dropped ones go, new ones copy the related row now. */
async function replaceSnapshots(
  db: Db,
  many: ManyRelation,
  snapshot: string[],
  ownerId: number,
  ids: number[],
  options: { fresh?: boolean },
): Promise<void> {
  const wanted = [...new Set(ids)];
  let kept = new Set<number>();
  if (!options.fresh) {
    let drop = dynamic(db).deleteFrom(many.through).where(many.localKey, '=', ownerId);
    if (wanted.length)
      drop = drop.where((eb) => eb.or([eb(many.foreignKey, 'is', null), eb(many.foreignKey, 'not in', wanted)]));
    await drop.execute();
    const rows = await dynamic(db)
      .selectFrom(many.through)
      .select(many.foreignKey)
      .where(many.localKey, '=', ownerId)
      .execute();
    kept = new Set(rows.map((r: Row) => Number(r[many.foreignKey])));
  }
  const added = wanted.filter((id) => !kept.has(id));
  if (!added.length) return;
  const related = await loadRelated(db, { ...many, columns: ['id', ...snapshot] }, added);
  await dynamic(db)
    .insertInto(many.through)
    .values(
      added.map((id) => ({
        [many.localKey]: ownerId,
        [many.foreignKey]: id,
        ...Object.fromEntries(snapshot.map((c) => [c, related.get(id)?.[c]])),
      })),
    )
    .execute();
}

/** An owned relation: the listed rows get the owner, the ones it had and no longer lists get none. */
async function replaceOwned(
  db: Db,
  many: ManyRelation,
  ownerId: number,
  ids: number[],
  options: { fresh?: boolean },
): Promise<void> {
  if (!options.fresh) {
    let release = dynamic(db)
      .updateTable(many.table)
      .set({ [many.localKey]: null })
      .where(many.localKey, '=', ownerId);
    if (ids.length) release = release.where('id', 'not in', ids);
    await release.execute();
  }
  if (ids.length)
    await dynamic(db)
      .updateTable(many.table)
      .set({ [many.localKey]: ownerId })
      .where('id', 'in', ids)
      .where((eb) => eb.or([eb(many.localKey, 'is', null), eb(many.localKey, '!=', ownerId)]))
      .execute();
}
