import type { CompiledQuery } from 'kysely';
import type { Db } from './types';

/** Per database handle: the compiled read of each set of counters (a few fixed sets, one per list). */
const compiledReads = new WeakMap<object, Map<string, CompiledQuery<{ name: string; value: unknown }>>>();

/**
 * The values of the `change_counters` rows named `names` (tables whose writes the triggers count). Read
 * before most lists: the query is built and compiled once per set of names.
 */
export async function readChangeCounters(db: Db, names: string[]): Promise<Array<{ name: string; value: unknown }>> {
  let reads = compiledReads.get(db);
  if (!reads) compiledReads.set(db, (reads = new Map()));
  const key = names.join('\n');
  let compiled = reads.get(key);
  if (!compiled) {
    compiled = db.selectFrom('change_counters').select(['name', 'value']).where('name', 'in', names).compile();
    if (reads.size < 500) reads.set(key, compiled);
  }
  return (await db.executeQuery(compiled)).rows;
}

/** Every change counter's value, by table name (what the change feed compares between reads). */
export async function readAllChangeCounters(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('change_counters').select(['name', 'value']).execute();
  return new Map(rows.map((r) => [String(r.name), Number(r.value)]));
}
