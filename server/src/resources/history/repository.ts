import type { Insertable } from 'kysely';
import type { ChangeHistoryTable } from '../../db/schema';
import type { Db } from '../engine/types';

/** The SQL of the change history. */

export type HistoryEntry = Insertable<ChangeHistoryTable>;

/** Inserts history rows in one statement (inside the transaction of the change they record). */
export async function insertHistory(db: Db, entries: HistoryEntry[]): Promise<void> {
  if (entries.length) await db.insertInto('change_history').values(entries).execute();
}
