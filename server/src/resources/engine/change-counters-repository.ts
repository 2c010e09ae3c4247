import type { AnyDb } from './types';

/** The values of the `change_counters` rows named `names` (tables whose writes the triggers count). */
export async function readChangeCounters(db: AnyDb, names: string[]): Promise<Array<{ name: string; value: unknown }>> {
  return db.selectFrom('change_counters').select(['name', 'value']).where('name', 'in', names).execute();
}
