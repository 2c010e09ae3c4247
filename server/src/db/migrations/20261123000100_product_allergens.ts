import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: products carry their allergens (EU Regulation 1169/2011) and dietary flags, each a JSON array of
 * codes in a text column (like outlets' holidays): `["gluten","sesame"]`, `[]` when none. The list filters
 * match a code by its quoted text, which is exact because the server always writes canonical JSON.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('dietary', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('dietary').execute();
  await db.schema.alterTable('products').dropColumn('allergens').execute();
}
