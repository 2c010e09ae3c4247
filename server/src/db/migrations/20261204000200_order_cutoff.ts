import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: order cut-off and lead time (issue 32).
 * - `outlets.order_cutoff`: HH:mm in the outlet's zone, null for none; orders for a day close at that time on
 *   the day before. `outlets.lead_time_minutes`: how long before it is due an order must be placed, null for none.
 * - `orders.late_change`: JSON `{changes, at}` when the order was created or changed after its cut-off (what
 *   changed: `created`, `items`, `date`, `outlet`), null otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outlets').addColumn('order_cutoff', 'text').execute();
  await db.schema.alterTable('outlets').addColumn('lead_time_minutes', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('late_change', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('late_change').execute();
  await db.schema.alterTable('outlets').dropColumn('lead_time_minutes').execute();
  await db.schema.alterTable('outlets').dropColumn('order_cutoff').execute();
}
