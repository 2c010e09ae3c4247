import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { knownMigrationNames } from '../../../server/src/db/migrate';
import { createBackup } from '../../../server/src/ops/backup';
import { restoreBackup } from '../../../server/src/ops/restore';
import { OpsRefusal } from '../../../server/src/ops/target';
import { seedDemoData } from '../../../server/src/seed/demo';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { digestsOf, readTree, tempDir, writeUploads } from './helpers';

/**
 * A backup of the demo caterer (and its uploads) comes back, table for table and file for file, into an empty
 * database: one never migrated, and one migrated but empty. A database holding data is refused. Runs on
 * TEST_DB: SQLite archives hold the online backup API's copy, PostgreSQL ones the JSON-lines dump.
 */
let source: TestDb;
let work: string;
let uploads: Record<string, Buffer>;
let archive: string;
const extra: TestDb[] = [];

beforeAll(async () => {
  source = await createTestDb();
  await seedDemoData(source.db, { demoPassword: 'backup-test-0123' });
  work = tempDir('backup');
  uploads = writeUploads(path.join(work, 'uploads'));
  archive = path.join(work, 'archives', 'demo.tar.gz');
  await createBackup({ databaseUrl: source.databaseUrl, uploadDir: path.join(work, 'uploads'), file: archive });
}, 60_000);

afterAll(async () => {
  await Promise.all([source, ...extra].map((d) => d.destroy()));
  fs.rmSync(work, { recursive: true, force: true });
});

test('the archive is one file beside no leftovers, and names every table with its rows', async () => {
  expect(fs.readdirSync(path.dirname(archive))).toEqual(['demo.tar.gz']);
  const expected = await digestsOf(source.databaseUrl);
  expect(expected.orders.rows).toBeGreaterThan(0);
  expect(expected.users.rows).toBe(5);
});

test.each([
  ['never migrated', false],
  ['migrated and empty', true],
])(
  'restores into a database %s: same rows and checksums in every table, uploads back, ids continue',
  async (_label, migrate) => {
    const target = await createTestDb(TEST_DB, { migrate });
    extra.push(target);
    const uploadDir = path.join(work, `restored-uploads-${String(migrate)}`);

    const result = await restoreBackup({ file: archive, databaseUrl: target.databaseUrl, uploadDir });

    const before = await digestsOf(source.databaseUrl);
    const after = await digestsOf(target.databaseUrl);
    expect(after).toEqual(before);
    expect(result.comparison.every((c) => c.same)).toBe(true);
    expect(result.comparison.map((c) => c.table).sort()).toEqual(Object.keys(before).sort());
    expect(readTree(uploadDir)).toEqual(uploads);

    // Migrated to this version, and new rows take ids past the restored ones.
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(target.db);
    expect(applied.rows.map((r) => r.name)).toEqual(knownMigrationNames());
    const highest = await target.db
      .selectFrom('organizations')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const added = await target.db
      .insertInto('organizations')
      .values({ name: 'After the restore' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(added.id)).toBeGreaterThan(Number(highest.id));
  },
);

test('refuses a database that holds data, and leaves it as it was', async () => {
  const before = await digestsOf(source.databaseUrl);
  const attempt = restoreBackup({
    file: archive,
    databaseUrl: source.databaseUrl,
    uploadDir: path.join(work, 'refused'),
  });
  await expect(attempt).rejects.toThrow(OpsRefusal);
  await expect(attempt).rejects.toThrow(/is not empty \(addons: 10 rows, .*\)\. Restore only into an empty database/);
  expect(await digestsOf(source.databaseUrl)).toEqual(before);
  expect(fs.existsSync(path.join(work, 'refused'))).toBe(false);
});

test('refuses a file that is not a backup archive', async () => {
  const bogus = path.join(work, 'bogus.tar.gz');
  fs.writeFileSync(bogus, 'not an archive');
  const target = await createTestDb(TEST_DB, { migrate: false });
  extra.push(target);
  await expect(
    restoreBackup({ file: bogus, databaseUrl: target.databaseUrl, uploadDir: path.join(work, 'x') }),
  ).rejects.toThrow();
  expect(Object.values(await digestsOf(target.databaseUrl)).every((d) => d.rows === 0)).toBe(true);
});
