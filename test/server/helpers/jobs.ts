import type { Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/schema';

/** An import file's CSV of `rows` names, `${prefix}1` to `${prefix}N`, under its header row `name`. */
export function namesCsv(prefix: string, rows: number): string {
  return ['name', ...Array.from({ length: rows }, (_, i) => `${prefix}${i + 1}`)].join('\r\n');
}

/**
 * A categories import queued as the import endpoint queues one (the file's text in the payload), for the
 * user with `email`, without a request: for tests that start a job runner (or a server process) on it.
 */
export async function queueImportJob(
  db: Kysely<Database>,
  job: { email: string; filename: string; csv: string },
): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('email', '=', job.email).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('jobs')
    .values({
      kind: 'import',
      resource: 'categories',
      status: 'queued',
      user_id: user.id,
      payload: JSON.stringify({ filename: job.filename, csv: job.csv, email: job.email, user_id: user.id }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
