import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { seedScale } from '../../../scripts/seed-scale';
import { sqlitePath } from '../../../server/src/db/connect';
import { OpsRefusal } from '../../../server/src/ops/target';
import { transferDatabase, VerificationFailed } from '../../../server/src/ops/transfer';
import { seedDemoData } from '../../../server/src/seed/demo';
import { createTestDb, type TestDb } from '../helpers/db';
import { digestsOf } from './helpers';

/**
 * `db:transfer`: a SQLite database into an empty PostgreSQL one, every table checked by row count and
 * checksum on both sides. Opens both databases itself, so it runs once (in the SQLite run, see jest.config.js).
 */
const ROOT = path.resolve(__dirname, '../../..');
const opened: TestDb[] = [];
let demo: TestDb;

async function database(kind: 'sqlite' | 'postgres', migrate = kind === 'sqlite'): Promise<TestDb> {
  const db = await createTestDb(kind, { migrate });
  opened.push(db);
  return db;
}

beforeAll(async () => {
  demo = await database('sqlite');
  await seedDemoData(demo.db, { demoPassword: 'transfer-test-0123' });
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((d) => d.destroy()));
});

test('the demo caterer arrives whole: same rows and checksums, counts and ids ready for PostgreSQL', async () => {
  const source = demo;
  const target = await database('postgres');

  const { comparison } = await transferDatabase({ from: source.databaseUrl, to: target.databaseUrl });

  expect(comparison.every((c) => c.same)).toBe(true);
  const [before, after] = await Promise.all([digestsOf(source.databaseUrl), digestsOf(target.databaseUrl)]);
  expect(after).toEqual(before);
  expect(comparison.map((c) => c.table).sort()).toEqual(Object.keys(before).sort());
  // PostgreSQL's own bookkeeping follows the rows: counted orders, and ids that continue past the copied ones.
  const counted = await sql<{ n: number }>`select sum(delta) as n from row_count_deltas where name = 'orders'`.execute(
    target.db,
  );
  expect(Number(counted.rows[0].n)).toBe(before.orders.rows);
  const added = await target.db
    .insertInto('orders')
    .values({ order_number: 999_999, name: 'After the move' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const highest = await source.db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  expect(Number(added.id)).toBe(Number(highest.id) + 1);

  // Run again into the now-filled database: refused, nothing changed.
  await expect(transferDatabase({ from: source.databaseUrl, to: target.databaseUrl })).rejects.toThrow(OpsRefusal);
}, 90_000);

test('npm run db:transfer copies a generated business and prints "verified"', async () => {
  const source = await database('sqlite', false);
  await seedScale({
    databaseUrl: source.databaseUrl,
    orders: 1000,
    days: 14,
    log: () => {},
    demoPassword: 'transfer-test-0123',
  });
  const target = await database('postgres');

  const run = spawnSync(
    process.execPath,
    [
      '--require',
      'tsx/cjs',
      'server/src/ops/transfer-cli.ts',
      '--from',
      `sqlite:${sqlitePath(source.databaseUrl)}`,
      '--to',
      target.databaseUrl,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } },
  );

  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  // and the 24 demo orders, and the 6 of its invoices
  expect(run.stdout).toMatch(/^orders\s+1,030\s+1,030\s+[0-9a-f]{16}\s+ok$/m);
  expect(run.stdout).toMatch(/^order_items\s+([\d,]+)\s+\1\s+[0-9a-f]{16}\s+ok$/m);
  expect(run.stdout).toMatch(/^verified$/m);
  expect(await digestsOf(target.databaseUrl)).toEqual(await digestsOf(source.databaseUrl));
}, 90_000);

test('a copy that does not read back the same is rolled back and reported', async () => {
  const source = demo;
  await source.db.updateTable('order_items').set({ discount: 12.3456789 }).execute();
  // A target whose column keeps less precision than the source's doubles.
  const target = await database('postgres', true);
  await sql`alter table order_items alter column discount type real`.execute(target.db);

  const attempt = transferDatabase({ from: source.databaseUrl, to: target.databaseUrl });
  await expect(attempt).rejects.toThrow(VerificationFailed);
  const failure = (await attempt.catch((e: unknown) => e)) as VerificationFailed;
  expect(failure.comparison.filter((c) => !c.same).map((c) => c.table)).toEqual(['order_items']);
  const left = await digestsOf(target.databaseUrl);
  expect(
    Object.entries(left).filter(([table, d]) => d.rows > 0 && !['counters', 'change_counters'].includes(table)),
  ).toEqual([]);
}, 90_000);
