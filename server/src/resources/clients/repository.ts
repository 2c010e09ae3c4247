import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL the clients' rules need (outlets). */

export async function findOutletName(db: Kysely<Database>, id: number): Promise<string | undefined> {
  return (await db.selectFrom('outlets').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

export async function isSpecialCodeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('outlets').select('id').where('special_code', '=', code).executeTakeFirst()) !== undefined
  );
}
