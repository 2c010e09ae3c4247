import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: the answers to requests sent with an `Idempotency-Key` (see server/src/http/idempotency.ts for
 * the rules). One row per (user, key): the primary key is what makes two racing requests, in any number of
 * processes, apply once (the first insert claims the key, the other finds it). `request_hash` is a sha-256
 * (hex) of the method, path, query and body; `status_code` and `response_body` are null while the first
 * request is being processed, then hold its answer (a JSON text). `created_at` is when the key was claimed
 * (ISO-8601 UTC text), indexed for purging keys past their keep period. No foreign key: a key is forgotten
 * after 24 h anyway.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
