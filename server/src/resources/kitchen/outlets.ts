import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findOutletNames } from './repository';

/**
 * The board's outlet filter choices: every outlet's id and name, by name. Served under the board's own
 * capability because the kitchen role may read the outlet of an order but not list outlets.
 */
export async function listKitchenOutlets(db: Kysely<Database>) {
  const results = await findOutletNames(db);
  return { results, meta: { total_count: results.length } };
}
