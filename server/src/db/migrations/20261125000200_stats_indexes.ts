import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: what the dashboard's statistics need at a million orders.
 *
 * 1. The on-time rate reads the delivered orders due in a range with their delivered time, from the index
 *    alone: (status, date, completed_at).
 * 2. The accepted and ready times of an order are its first changes to `processing` and to
 *    `ready_for_pickup` in order_status_changes: one seek each on (order_id, to_status, at).
 * The other figures (counts per status and hour, top products) use the production sheet's indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw('create index orders_on_time_idx on orders (status, date, completed_at)').execute(db);
  await sql
    .raw('create index order_status_changes_to_idx on order_status_changes (order_id, to_status, at)')
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop index if exists order_status_changes_to_idx').execute(db);
  await sql.raw('drop index if exists orders_on_time_idx').execute(db);
}
