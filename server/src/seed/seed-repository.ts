import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of seeding: bulk inserts in chunks. */
type Db = Kysely<Database>;

/** Rows per insert statement. */
const CHUNK = 100;

export async function hasAnyUser(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Tables with an `id` primary key. */
type EntityTable = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/** Inserts rows in chunks; returns their new ids in order. */
export async function insertReturningIds<T extends EntityTable>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot narrow `values` for a table that is a type parameter; each call site is checked by the signature.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const inserted = await (db.insertInto(table) as any)
      .values(rows.slice(i, i + CHUNK))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r: { id: number }) => Number(r.id)));
  }
  return ids;
}

export async function insertProductAddons(db: Db, links: Insertable<Database['product_addons']>[]): Promise<void> {
  for (let i = 0; i < links.length; i += CHUNK)
    await db
      .insertInto('product_addons')
      .values(links.slice(i, i + CHUNK))
      .execute();
}

/** Sets each order's `ready_at`. */
export async function setOrderReadyTimes(db: Db, times: { id: number; ready_at: string }[]): Promise<void> {
  for (const t of times) await db.updateTable('orders').set({ ready_at: t.ready_at }).where('id', '=', t.id).execute();
}
