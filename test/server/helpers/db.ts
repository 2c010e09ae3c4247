import { createHash, randomBytes } from 'node:crypto';
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
    if (migrate) await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${await migratedPostgresTemplate()}"`);
    else await adminQuery(`CREATE DATABASE "${name}"`);
    const databaseUrl = postgresUrl(name);
    const db = createDb(databaseUrl);
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
  if (migrate) fs.copyFileSync(await migratedSqliteTemplate(), databaseUrl.slice('sqlite:'.length));
  const db = createDb(databaseUrl);
  return {
    db,
    databaseUrl,
    async destroy() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Test databases are copies of one migrated database per run (per content of the migrations): migrating
 * each test file's database anew cost a tenth of a second on SQLite and half a second on PostgreSQL. The
 * migrations are deterministic (no random or time-dependent rows), so a copy equals a fresh migration.
 */
const MIGRATIONS_KEY = (() => {
  const hash = createHash('sha256');
  const dbDir = path.resolve(__dirname, '../../../server/src/db');
  const files = fs.readdirSync(dbDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(path.join(dbDir, file)));
  return hash.digest('hex').slice(0, 16);
})();

/** A migrated SQLite file to copy, made once (renamed into place whole: parallel workers see none or all). */
async function migratedSqliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `cbo-test-template-${MIGRATIONS_KEY}.sqlite`);
  if (fs.existsSync(file)) return file;
  const partial = `${file}.${process.pid}.partial`;
  const db = createDb(`sqlite:${partial}`);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy(); // closing checkpoints the WAL: the file holds every migration
  }
  fs.renameSync(partial, file);
  for (const extra of ['-wal', '-shm']) fs.rmSync(`${partial}${extra}`, { force: true });
  return file;
}

/** A migrated PostgreSQL database to create test databases from, made once (renamed into place whole). */
async function migratedPostgresTemplate(): Promise<string> {
  const name = `cbo_template_${MIGRATIONS_KEY}`;
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE DATABASE "${building}"`);
    const db = createDb(postgresUrl(building));
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    try {
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch {
      // Another worker made it first: theirs serves.
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    }
    return name;
  } finally {
    await client.end();
  }
}
