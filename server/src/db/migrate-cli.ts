import { loadConfig } from '../config';
import { createDb } from './connect';
import { migrateToLatest } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    const results = await migrateToLatest(db);
    if (results.length === 0) console.log('Database is up to date.');
    for (const r of results) console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
