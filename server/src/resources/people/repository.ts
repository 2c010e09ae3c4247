import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** The SQL the people's rules need (users). */

/**
 * True when an administrator other than `userId` exists. Call it inside the transaction that takes an
 * administrator away: on PostgreSQL it first takes a transaction lock every such change takes, so two
 * administrators demoting each other at the same moment (in any processes) are checked one after the other,
 * the second seeing the first's change; SQLite runs one write transaction at a time already.
 */
export async function hasOtherAdministrator(db: Kysely<Database>, userId: number): Promise<boolean> {
  if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('cbo_administrators'))`.execute(db);
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'administrator')
    .where('id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  return other !== undefined;
}
