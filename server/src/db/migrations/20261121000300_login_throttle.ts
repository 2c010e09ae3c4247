import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: failed-login throttling (see server/src/auth/login-throttle.ts for the policy). Lives in the
 * database so that every server process sees the same counters.
 * - `login_throttle`: one failure counter per (scope, subject): scope `pair` (email + IP), `ip`, `account`.
 * - `login_successes`: the IPs each account signed in from successfully, and when last (the "usual IP"
 *   that a per-account lock does not apply to).
 * Timestamps are ISO-8601 UTC text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addPrimaryKeyConstraint('login_throttle_pk', ['scope', 'subject'])
    .execute();
  await db.schema
    .createIndex('login_throttle_last_failure_at_idx')
    .on('login_throttle')
    .column('last_failure_at')
    .execute();

  await db.schema
    .createTable('login_successes')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_successes_pk', ['email', 'ip'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_successes').execute();
  await db.schema.dropTable('login_throttle').execute();
}
