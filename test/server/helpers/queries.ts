import type { Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/schema';

/**
 * The SQL of every query the app runs on `db` while `during` runs: every query, a transaction's too, goes
 * through an executor of the database handle's class.
 */
export async function queriesOf(db: Kysely<Database>, during: () => Promise<unknown>): Promise<string[]> {
  const executorClass = Object.getPrototypeOf(db.getExecutor()) as ReturnType<typeof db.getExecutor>;
  const spy = jest.spyOn(executorClass, 'executeQuery');
  try {
    await during();
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}
