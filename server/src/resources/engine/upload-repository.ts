import { IMAGE_COLUMNS } from '../../db/image-columns';
import type { Db } from './types';
import { dynamic } from './dynamic-db';

/** The upload URLs among `urls` that some record's image column still names. */
export async function referencedUploads(db: Db, urls: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (!urls.length) return found;
  for (const { table, column } of IMAGE_COLUMNS) {
    const rows = await dynamic(db).selectFrom(table).select(column).where(column, 'in', urls).execute();
    for (const row of rows) found.add(String((row as Record<string, unknown>)[column]));
  }
  return found;
}
