import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL the people's rules need (users). */

/** True when an administrator other than `userId` exists. */
export async function hasOtherAdministrator(db: Kysely<Database>, userId: number): Promise<boolean> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'administrator')
    .where('id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  return other !== undefined;
}
