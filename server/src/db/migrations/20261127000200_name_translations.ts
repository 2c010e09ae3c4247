import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: products, categories and addons carry their names (and a product its description) in the menu's
 * other languages, as JSON text (`{"ar":{"name":"…"},"fr":{"name":"…"}}`); null when there are none.
 */
const TABLES = ['products', 'categories', 'addons'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('translations', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('translations').execute();
}
