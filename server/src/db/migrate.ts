import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations';

/* eslint-disable @typescript-eslint/no-explicit-any */

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies every pending migration; throws (with the failing migration's name) when one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}`, { cause: error });
  }
  return results;
}
