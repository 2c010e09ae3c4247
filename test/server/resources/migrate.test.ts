import { sql } from 'kysely';
import { createMigrator } from '../../../server/src/db/migrate';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';

describe(`migrations (${TEST_DB})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('creates every table with defaults for __date_created and __version', async () => {
    const org = await t.db
      .insertInto('organizations')
      .values({ name: 'Acme' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(org.id).toEqual(expect.any(Number));
    expect(org.__version).toBe(1);
    expect(org.__date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const counter = await t.db.selectFrom('counters').selectAll().where('name', '=', 'order_number').executeTakeFirst();
    expect(counter?.value).toBe(0);
  });

  it('is a no-op when already at latest', async () => {
    const { error, results } = await createMigrator(t.db).migrateToLatest();
    expect(error).toBeUndefined();
    expect(results).toEqual([]);
  });

  // better-sqlite3 registers its error class once per process, so in a reused jest worker the error comes
  // from another realm and is not `instanceof Error`: match the message instead of using toThrow.
  it('enforces foreign keys and unique constraints', async () => {
    await expect(
      t.db.insertInto('outlets').values({ name: 'X', special_code: 'OUT-0001', organization_id: 99999 }).execute(),
    ).rejects.toHaveProperty('message', expect.stringMatching(/foreign key/i));
    await t.db.insertInto('outlets').values({ name: 'X', special_code: 'OUT-0002' }).execute();
    await expect(
      t.db.insertInto('outlets').values({ name: 'Y', special_code: 'OUT-0002' }).execute(),
    ).rejects.toHaveProperty('message', expect.stringMatching(/unique|duplicate/i));
    const n = await t.db
      .selectFrom('outlets')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });
});
