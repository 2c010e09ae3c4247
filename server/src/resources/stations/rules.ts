import { HttpError } from '../../http/operation';
import type { Db } from '../engine/types';
import { findCategoriesOfOtherStations } from './repository';

/**
 * A category goes to at most one station: a station listing a category that another station has is refused
 * with a 409 `category_has_station`, and nothing is written (the category must be taken off there first).
 */
export async function refuseTakenCategories(trx: Db, categories: unknown, stationId?: number): Promise<void> {
  if (!Array.isArray(categories) || !categories.length) return;
  const ids = categories.map(Number);
  const taken = await findCategoriesOfOtherStations(trx, ids, stationId);
  if (!taken.length) return;
  const sentences = taken.map((t) => `${t.category} goes to the ${t.station} station already`);
  throw new HttpError(
    409,
    'category_has_station',
    `${sentences.join('; ')}; take ${taken.length > 1 ? 'them' : 'it'} off there first.`,
  );
}
