import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The count of outlets per time zone, as a query (the benchmark's floor runs it alone). */
export function outletTimeZoneCountsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('outlets')
    .select(['time_zone', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('time_zone');
}

/** How many outlets use each time zone (outlets without one left out). */
export async function outletTimeZoneCounts(db: Kysely<Database>): Promise<Array<{ zone: string; n: number }>> {
  const rows = await outletTimeZoneCountsQuery(db).execute();
  return rows
    .filter((r): r is { time_zone: string; n: number } => !!r.time_zone)
    .map((r) => ({ zone: r.time_zone, n: Number(r.n) }));
}
