import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from '../../../server/src/db/connect';
import { migrateToLatest } from '../../../server/src/db/migrate';
import type { Database } from '../../../server/src/db/schema';

/** Which database the server suite runs on: TEST_DB=sqlite (default) or TEST_DB=postgres. */
export const TEST_DB: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** The PostgreSQL server used when TEST_DB=postgres; each test database is created on it and dropped after. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb {
  db: Kysely<Database>;
  databaseUrl: string;
  destroy(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file (call in beforeAll, destroy in afterAll); TEST_DB's kind by
 * default. `migrate: false` leaves it without a table (a new database, as restore and transfer find one).
 */
export async function createTestDb(
  kind: 'sqlite' | 'postgres' = TEST_DB,
  options: { migrate?: boolean } = {},
): Promise<TestDb> {
  const migrate = options.migrate ?? true;
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (kind === 'postgres') {
    const name = `cbo_test_${suffix}`;
    await adminQuery(`CREATE DATABASE "${name}"`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const db = createDb(databaseUrl);
    try {
      if (migrate) await migrateToLatest(db);
    } catch (err) {
      await db.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      throw err;
    }
    return {
      db,
      databaseUrl,
      async destroy() {
        await db.destroy();
        await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-test-'));
  const databaseUrl = `sqlite:${path.join(dir, `test_${suffix}.sqlite`)}`;
  const db = createDb(databaseUrl);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    databaseUrl,
    async destroy() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
