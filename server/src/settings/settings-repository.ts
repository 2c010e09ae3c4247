import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How many outlets use each time zone (outlets without one left out). */
export async function outletTimeZoneCounts(db: Kysely<Database>): Promise<Array<{ zone: string; n: number }>> {
  const rows = await db
    .selectFrom('outlets')
    .select(['time_zone', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('time_zone')
    .execute();
  return rows
    .filter((r): r is { time_zone: string; n: number } => !!r.time_zone)
    .map((r) => ({ zone: r.time_zone, n: Number(r.n) }));
}
