import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: preparation minutes. A category gives the default for its products; a product may set its own.
 * Both nullable (null: not set). The kitchen starts an order its longest preparation time before it is due.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('prep_minutes', 'integer').execute();
  await db.schema.alterTable('products').addColumn('prep_minutes', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('prep_minutes').execute();
  await db.schema.alterTable('categories').dropColumn('prep_minutes').execute();
}
