import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: `jobs.once_key`, for a job that must run once per key whatever the number of processes (the daily
 * backup: `backup:2026-12-01`). Unique: every process may try to queue the day's job, the first insert wins
 * and the others insert nothing. Null (every other job) is never a duplicate.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('once_key', 'text').execute();
  await db.schema.createIndex('jobs_once_key_idx').on('jobs').column('once_key').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_once_key_idx').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('once_key').execute();
}
