import { Migrator, sql, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { dialectOf } from './dialect';
import { migrations } from './migrations';

/**
 * A migration that starts with the work of the ones before it settled. PostgreSQL applies the pending migrations
 * in one transaction, where the change counters' triggers (the only deferrable constraints, initially deferred)
 * wait for the commit; it refuses to ALTER a table with such events pending ("pending trigger events"), as an
 * upgrade whose earlier migration updated rows of that table would meet. Firing them first avoids that.
 */
function settledFirst(migration: Migration): Migration {
  return {
    ...migration,
    async up(db) {
      if (dialectOf(db) === 'postgres') {
        await sql`set constraints all immediate`.execute(db);
        await sql`set constraints all deferred`.execute(db);
      }
      await migration.up(db);
    },
  };
}

const settledMigrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(migrations).map(([name, migration]) => [name, settledFirst(migration)]),
);

/** The migrator of `db`, whatever its table types (migrations see the schema as it was when they were written). */
export function createMigrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => settledMigrations } });
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
