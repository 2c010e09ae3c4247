import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createDb } from '../../../server/src/db/connect';
import type { Database } from '../../../server/src/db/schema';
import type { AppContext } from '../../../server/src/http/operation';
import { unpackArchive } from '../../../server/src/ops/archive';
import { listJobResults } from '../../../server/src/resources/data/jobs-repository';
import { drainJobs, scheduleDailyBackup } from '../../../server/src/resources/data/runner';
import { seedDemoData } from '../../../server/src/seed/demo';
import { testConfig } from '../helpers/app';
import { createTestDb, type TestDb } from '../helpers/db';
import { tempDir, writeUploads } from './helpers';

/**
 * With BACKUP_DIR set, every server process tries to queue the day's backup on every job poll; it is written
 * once a day whatever the number of processes, and BACKUP_DIR keeps the newest BACKUP_KEEP daily archives.
 * Two processes are two connections of their own to one database (as two servers have).
 */
let shared: TestDb;
let otherDb: Kysely<Database>;
let work: string;
let one: AppContext;
let two: AppContext;

const day = (d: number) => new Date(Date.UTC(2026, 11, d, 0, 0, 30));

beforeAll(async () => {
  shared = await createTestDb();
  await seedDemoData(shared.db, { demoPassword: 'daily-backup-0123' });
  otherDb = createDb(shared.databaseUrl);
  work = tempDir('daily-backup');
  writeUploads(path.join(work, 'uploads'));
  const config = testConfig({
    databaseUrl: shared.databaseUrl,
    uploadDir: path.join(work, 'uploads'),
    backupDir: path.join(work, 'backups'),
    backupKeep: 2,
  });
  one = { db: shared.db, config };
  two = { db: otherDb, config };
}, 60_000);

afterAll(async () => {
  await drainJobs();
  await otherDb.destroy();
  await shared.destroy();
  fs.rmSync(work, { recursive: true, force: true });
});

const archives = () => fs.readdirSync(path.join(work, 'backups')).sort();
const backupJobs = () => shared.db.selectFrom('jobs').selectAll().where('kind', '=', 'backup').orderBy('id').execute();

test('two processes polling at once write the day’s backup once', async () => {
  await Promise.all([scheduleDailyBackup(one, day(1)), scheduleDailyBackup(two, day(1))]);
  await drainJobs();
  // Later polls the same day find it done.
  await Promise.all([scheduleDailyBackup(two, day(1)), scheduleDailyBackup(one, day(1))]);
  await drainJobs();

  expect(archives()).toEqual(['catering-daily-2026-12-01.tar.gz']);
  const jobs = await backupJobs();
  expect(jobs.map((j) => [j.status, j.once_key, Number(j.attempts)])).toEqual([['done', 'backup:2026-12-01', 1]]);

  // A whole backup: the database's tables and the uploads.
  const staging = tempDir('daily-unpack');
  const manifest = await unpackArchive(path.join(work, 'backups', archives()[0]), staging);
  fs.rmSync(staging, { recursive: true, force: true });
  expect(manifest.tables.find((t) => t.name === 'orders')?.rows).toBeGreaterThan(0);
  expect(manifest.uploads.files).toBe(3);
});

test('keeps the newest BACKUP_KEEP daily archives, never one made by hand, and clears what a crash left', async () => {
  const backups = path.join(work, 'backups');
  fs.writeFileSync(path.join(backups, 'catering-2026-11-30T10-00-00Z.tar.gz'), 'made by hand');
  // A backup whose process died two days ago left its staging folder and its unfinished archive.
  fs.mkdirSync(path.join(backups, '.backup-crashed', 'database'), { recursive: true });
  fs.writeFileSync(path.join(backups, 'catering-2026-11-29T10-00-00Z.tar.gz.partial'), 'cut short');
  const twoDaysAgo = new Date(Date.now() - 48 * 3600 * 1000);
  for (const name of ['.backup-crashed', 'catering-2026-11-29T10-00-00Z.tar.gz.partial'])
    fs.utimesSync(path.join(backups, name), twoDaysAgo, twoDaysAgo);
  for (const d of [2, 3, 4]) {
    await Promise.all([scheduleDailyBackup(one, day(d)), scheduleDailyBackup(two, day(d))]);
    await drainJobs();
  }
  expect(archives()).toEqual([
    'catering-2026-11-30T10-00-00Z.tar.gz',
    'catering-daily-2026-12-03.tar.gz',
    'catering-daily-2026-12-04.tar.gz',
  ]);
  expect((await backupJobs()).map((j) => j.once_key)).toEqual([1, 2, 3, 4].map((d) => `backup:2026-12-0${d}`));
});

test('backup jobs belong to nobody: the Jobs list leaves them out', async () => {
  const { rows, total } = await listJobResults(shared.db, null, { limit: 50, offset: 0 });
  expect(rows.filter((r) => r.kind === 'backup')).toEqual([]);
  expect(total).toBe(rows.length);
  expect((await backupJobs()).length).toBe(4);
});

test('nothing is queued while BACKUP_DIR is unset', async () => {
  const off = { db: shared.db, config: { ...one.config, backupDir: '' } };
  await scheduleDailyBackup(off, day(9));
  await drainJobs();
  expect((await backupJobs()).length).toBe(4);
});
