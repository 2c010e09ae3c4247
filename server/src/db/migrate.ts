import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations';

/** The migrator of `db`, whatever its table types (migrations see the schema as it was when they were written). */
export function createMigrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies every pending migration; throws (with the failing migration's name) when one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}`, { cause: error });
  }
  return results;
}

/** The names of every migration this version of the app has, in the order they apply. */
export function knownMigrationNames(): string[] {
  return Object.keys(migrations).sort();
}

/** Applies the pending migrations up to and including `name` (a backup's schema, before its rows are loaded). */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<MigrationResult[]> {
  const { error, results = [] } = await createMigrator(db).migrateTo(name);
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migrating to "${name}" failed: ${reason}`, { cause: error });
  }
  return results;
}
