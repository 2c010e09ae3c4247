import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: product variations carry their names in the menu's other languages too, as JSON text
 * (`{"ar":{"name":"…"},"fr":{"name":"…"}}`); null when there are none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_variations').addColumn('translations', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_variations').dropColumn('translations').execute();
}
