import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: the refresh keys a session has already rotated away from (sha-256, never the key), so that
 * the reuse of an old key can be told from a wrong one: reused after the grace window, it revokes the
 * whole session (see server/src/auth/auth-service.ts). Rows go with their session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_refresh_history')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('auth_sessions.id').onDelete('cascade'))
    .addColumn('rotated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_refresh_history_session_id_idx')
    .on('auth_refresh_history')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_refresh_history').execute();
}
