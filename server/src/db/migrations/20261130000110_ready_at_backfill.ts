import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: the orders ready for pickup when `orders.ready_at` came (20261130000100_stations) get the time they
 * last went ready from their status changes, so expo's Recall list orders them and a recall finds its window.
 * (Orders past ready for pickup can no longer be recalled: they keep null.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update orders set ready_at = (
      select max(c.at) from order_status_changes c where c.order_id = orders.id and c.to_status = 'ready_for_pickup'
    ) where status = 'ready_for_pickup' and ready_at is null`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the column goes with 20261130000100_stations.
}
