import { sql, type Kysely } from 'kysely';
import { createDb } from '../../../server/src/db/connect';
import { dialectOf } from '../../../server/src/db/dialect';
import { ROW_COUNT_DELTAS } from '../../../server/src/db/scale-schema';
import { orders } from '../../../server/src/resources/definitions/orders';
import { countQuery, countRows, listRows } from '../../../server/src/resources/engine/list-sql';
import { parseListQuery } from '../../../server/src/resources/engine/list-query';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { insertOrders } from './fixtures';

/**
 * The unfiltered `total_count` of a list: on PostgreSQL the sum of the trigger-kept deltas (not a scan of the
 * table), on SQLite a plain count. Either way it must equal `count(*)` after any write, from any connection,
 * and never show another transaction's uncommitted rows.
 */
describe(`whole-table counts (${TEST_DB})`, () => {
  let t: TestDb;
  let db: Kysely<any>;
  const ctx = () => ({ dialect: dialectOf(db) });
  const engineCount = () => countRows(db, orders, [], ctx(), { cache: false });
  const plainCount = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from orders`.execute(db)).rows[0].n);

  beforeAll(async () => {
    t = await createTestDb();
    db = t.db as unknown as Kysely<any>;
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('reads the kept count on PostgreSQL and counts the table on SQLite', () => {
    const text = countQuery(db, orders, [], ctx()).sql;
    if (TEST_DB === 'postgres') expect(text).toContain(ROW_COUNT_DELTAS);
    else expect(text).toMatch(/count\(\*\)/);
    // A filtered count is always a real count over the filter.
    expect(countQuery(db, orders, parseListQuery(orders, { status: 'pending' }).conditions, ctx()).sql).toMatch(
      /count\(\*\)/,
    );
  });

  it('follows bulk inserts, single inserts, deletes and cascades exactly', async () => {
    expect(await engineCount()).toBe(await plainCount());
    const ids = await insertOrders(db as any, 120);
    expect(await engineCount()).toBe(await plainCount());
    expect(await plainCount()).toBeGreaterThanOrEqual(120);
    // Many one-row statements (on PostgreSQL some of them fold the deltas).
    for (let i = 0; i < 80; i++) await insertOrders(db as any, 1, 100 + i);
    expect(await engineCount()).toBe(await plainCount());
    await db.deleteFrom('orders').where('id', 'in', ids.slice(0, 37)).execute();
    expect(await engineCount()).toBe(await plainCount());
    await db.updateTable('orders').set({ note: 'changed' }).where('id', 'in', ids.slice(40, 60)).execute();
    expect(await engineCount()).toBe(await plainCount());
    const { total } = await listRows(db, orders, parseListQuery(orders, {}));
    expect(total).toBe(await plainCount());
  });

  it('keeps the deltas few: folding leaves one row with the same sum', async () => {
    if (TEST_DB !== 'postgres') return;
    const before = await plainCount();
    await sql`select cbo_fold_row_counts('orders')`.execute(db);
    const rows = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(ROW_COUNT_DELTAS)} where name = 'orders'`.execute(db);
    expect(Number(rows.rows[0].n)).toBe(1);
    expect(await engineCount()).toBe(before);
  });

  it('never counts rows another transaction has not committed, and counts them once it has', async () => {
    const other = createDb(t.databaseUrl) as unknown as Kysely<any>;
    try {
      const before = await plainCount();
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let inserted!: () => void;
      const insertedP = new Promise<void>((r) => (inserted = r));
      const writer = other.transaction().execute(async (trx) => {
        await insertOrders(trx as any, 5, 999);
        inserted();
        await held;
      });
      await insertedP;
      if (TEST_DB === 'postgres') expect(await engineCount()).toBe(before); // SQLite: one writer, readers see the last commit too
      release();
      await writer;
      expect(await engineCount()).toBe(before + 5);
      expect(await engineCount()).toBe(await plainCount());
    } finally {
      await other.destroy();
    }
  });

  it('a rolled-back insert leaves the count alone; TRUNCATE resets it', async () => {
    const before = await plainCount();
    await expect(
      db.transaction().execute(async (trx) => {
        await insertOrders(trx as any, 3, 555);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await engineCount()).toBe(before);
    if (TEST_DB === 'postgres') {
      await sql`truncate orders cascade`.execute(db);
      expect(await engineCount()).toBe(0);
      await insertOrders(db as any, 4, 777);
      expect(await engineCount()).toBe(4);
    }
  });
});
