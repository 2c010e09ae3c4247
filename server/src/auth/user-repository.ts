import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL that reads users for signing in, the profile and background jobs. */
type Db = Kysely<Database>;

/** The user signing in with `email` (already lowercased), with the password hash to verify. */
export async function findUserForLogin(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

/** What the profile shows of a user. */
export async function findProfileUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'middle_name', 'last_name', 'email', 'photo', 'role', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets a user's own language (null: not chosen); their row version goes up like any other change. */
export async function updateUserLanguage(db: Db, id: number, language: string | null): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ language, __version: eb('__version', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A user's identity and role (e.g. for a job running on their behalf). */
export async function findUserRole(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'first_name', 'middle_name', 'last_name', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
}
