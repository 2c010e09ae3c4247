import { loadConfig } from '../config';
import { createDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from './demo';

/** `npm run seed`: migrates, then seeds the demo data unless the database already has users. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const result = await seedDemoData(db, { demoPassword: config.demoPassword, vatRate: config.vatRate });
    if (!result.seeded) console.log('Database already has users; demo data not seeded.');
    else
      console.log(
        `Seeded demo data: ${Object.entries(result.counts)
          .map(([t, n]) => `${n} ${t}`)
          .join(', ')}.`,
      );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
