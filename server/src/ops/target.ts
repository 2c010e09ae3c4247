import { knownMigrationNames } from '../db/migrate';
import { FILLED_BY_MIGRATIONS } from './catalogue';
import type { SnapshotReader } from './readers';

/** A refusal with a message meant for the person running the command (printed as is, exit code 1). */
export class OpsRefusal extends Error {}

/**
 * The tables of a database that hold rows, leaving out those the migrations fill themselves: a database
 * that was never migrated, or only migrated, is empty.
 */
export async function tablesWithRows(reader: SnapshotReader): Promise<Array<{ table: string; rows: number }>> {
  const found: Array<{ table: string; rows: number }> = [];
  for (const table of reader.tables) {
    if (FILLED_BY_MIGRATIONS.has(table.name)) continue;
    const rows = await reader.count(table.name);
    if (rows > 0) found.push({ table: table.name, rows });
  }
  return found;
}

/** Refuses to write into a database that already holds data, naming what it holds. */
export async function requireEmpty(reader: SnapshotReader, where: string, action: string): Promise<void> {
  const found = await tablesWithRows(reader);
  if (!found.length) return;
  const listed = found
    .slice(0, 5)
    .map((f) => `${f.table}: ${f.rows.toLocaleString('en')} rows`)
    .join(', ');
  throw new OpsRefusal(
    `The database ${where} is not empty (${listed}${found.length > 5 ? ', …' : ''}). ` +
      `${action} only into an empty database: create a new one (or drop this one) and run the command again.`,
  );
}

/**
 * Checks that this version of the app knows every migration of the data to load (else the data comes from a
 * newer version), and that the target is not migrated past them (its tables would not match the data).
 */
export function checkMigrations(wanted: string[], applied: string[], what: string): void {
  const known = new Set(knownMigrationNames());
  const unknown = wanted.filter((m) => !known.has(m));
  if (unknown.length)
    throw new OpsRefusal(
      `${what} was made by a newer version of the app (migration ${unknown[0]}${unknown.length > 1 ? ` and ${unknown.length - 1} more` : ''} is unknown here): update the app first.`,
    );
  const ahead = applied.filter((m) => !wanted.includes(m));
  if (ahead.length)
    throw new OpsRefusal(
      `The target database is migrated past ${what} (${ahead[0]}): load it into a new, empty database.`,
    );
}

/** Replaces the user name and password of a database URL by `…`, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//…@');
}
