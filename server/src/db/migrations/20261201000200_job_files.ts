import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: the file an import job reads, as bytes (`blob` on SQLite, `bytea` on PostgreSQL), one row per job,
 * written with the job and read once by whichever process runs it. Kept out of `jobs.payload` (JSON text,
 * where the file was base64) so claiming a job, its heartbeats and its result never copy the file, and
 * handing a 5 MB upload to its job costs a byte copy, not text encoding (on SQLite, all of it on the event
 * loop).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_files')
    .addColumn('job_id', 'integer', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
    .addColumn('content', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_files').ifExists().execute();
}
