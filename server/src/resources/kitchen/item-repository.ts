import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** The SQL of bumping order items on the kitchen board. */
type Db = Kysely<Database>;

/** An order item as stored (locked until the transaction ends on PostgreSQL), or undefined. */
export async function findItemForUpdate(db: Db, id: number) {
  const query = db.selectFrom('order_items').selectAll().where('id', '=', id);
  return (dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Sets an item's `prepared_at` while it still has `expected`'s __version; the new row, or undefined. */
export async function setItemPrepared(db: Db, expected: { id: number; __version: number }, preparedAt: string | null) {
  return db
    .updateTable('order_items')
    .set({ prepared_at: preparedAt, __version: expected.__version + 1 })
    .where('id', '=', expected.id)
    .where('__version', '=', expected.__version)
    .returningAll()
    .executeTakeFirst();
}
