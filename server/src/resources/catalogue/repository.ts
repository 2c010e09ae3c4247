import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL the catalogue's rules need (products). */

/**
 * A product's facts that menu items, order items and variations copy: name, price (cents), category, and its
 * names in other languages (JSON text).
 */
export async function findProduct(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'category_id', 'translations'])
    .where('id', '=', id)
    .executeTakeFirst();
}
