import { dialectOf } from '../../db/dialect';
import type { Db } from '../engine/types';

export interface TakenCategory {
  category: string;
  station: string;
}

/**
 * The categories among `categoryIds` that go to a station other than `stationId` (any station when it is
 * undefined: a station being created), with that station's name. On PostgreSQL the category rows are locked
 * until the transaction ends, so two stations written at once cannot both take the same category.
 */
export async function findCategoriesOfOtherStations(
  db: Db,
  categoryIds: number[],
  stationId?: number,
): Promise<TakenCategory[]> {
  if (!categoryIds.length) return [];
  let query = db
    .selectFrom('categories as c')
    .innerJoin('stations as s', 's.id', 'c.station_id')
    .select(['c.name as category', 's.name as station'])
    .where('c.id', 'in', categoryIds)
    .orderBy('c.id');
  if (stationId !== undefined) query = query.where('c.station_id', '!=', stationId);
  if (dialectOf(db) === 'postgres') query = query.forUpdate('c');
  return query.execute();
}

/** Takes the station's categories from it (before the station is deleted): their items go to every station. */
export async function releaseCategoriesOf(db: Db, stationId: number): Promise<void> {
  await db.updateTable('categories').set({ station_id: null }).where('station_id', '=', stationId).execute();
}
