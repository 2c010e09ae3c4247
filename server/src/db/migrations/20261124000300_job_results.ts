import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Frozen: what a finished import or export job tells its owner in the app. `filename` is the imported
 * file (or the exported one once written); the counts are rows created and updated by an import or
 * exported by an export; `error_lines` (JSON array of text) holds every problem of a failed job, one per
 * line of the file; `finished_at` is when it ended. The owner's jobs are listed newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('filename', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('created_count', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('updated_count', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('row_count', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('error_lines', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('finished_at', 'text').execute();
  await db.schema.createIndex('jobs_user_id_id_idx').on('jobs').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_user_id_id_idx').execute();
  for (const column of ['finished_at', 'error_lines', 'row_count', 'updated_count', 'created_count', 'filename'])
    await db.schema.alterTable('jobs').dropColumn(column).execute();
}
