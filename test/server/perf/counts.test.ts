import { sql, type Kysely } from 'kysely';
import { createDb } from '../../../server/src/db/connect';
import type { Database } from '../../../server/src/db/schema';
import { orders } from '../../../server/src/resources/definitions/orders';
import { parseListQuery } from '../../../server/src/resources/engine/list-query';
import { countRows, listRows, matchingIds } from '../../../server/src/resources/engine/list-sql';
import { dialectOf } from '../../../server/src/db/dialect';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { insertOrders } from './fixtures';

/**
 * Lists at scale: pages found by ids (reverse reading past the middle) and exact counts cached under the
 * tables' change counters must give exactly what the plain queries give, after any write, from any handle.
 */
describe(`list pages and exact counts (${TEST_DB})`, () => {
  let t: TestDb;
  let db: Kysely<any>;
  const plan = (query: Record<string, unknown>) => parseListQuery(orders, query);
  /** The count as a plain SQL count over the same filter (no cache, no index tricks). */
  const plainCount = async (query: Record<string, unknown>) =>
    countRows(db, orders, plan(query).conditions, { dialect: dialectOf(db) }, { cache: false });

  beforeAll(async () => {
    t = await createTestDb();
    db = t.db as unknown as Kysely<any>;
    await insertOrders(t.db, 331);
  });
  afterAll(async () => {
    await t.destroy();
  });

  const QUERIES: Array<Record<string, unknown>> = [
    {},
    { status_in: 'pending,processing' },
    { status_in: 'pending,processing,delivered', date_between: '2026-10-10,2026-11-05' },
    { date_between: '2026-10-20,2026-10-20' },
    { status: 'cancelled', total_gte: 200 },
    { search: 'lunch' },
    { search: 'café' },
    { name_like: 'TEAM' },
    { date_ne: '2026-10-12' },
  ];

  it.each(QUERIES)('counts %j exactly', async (query) => {
    const ids = await matchingIds(db, orders, plan(query));
    const { total } = await listRows(db, orders, plan(query));
    expect(total).toBe(ids.length);
    expect(await plainCount(query)).toBe(ids.length);
  });

  const SORTS: Array<Record<string, unknown>> = [
    {},
    { order_by: 'date', order: 'DESC' },
    { order_by: 'date', order: 'ASC' },
    { order_by: 'name', order: 'ASC' },
    { order_by: 'status,date', order: 'ASC,DESC' },
    { order_by: 'total,__date_created', order: 'DESC,ASC' },
    { order_by: 'full_name', order: 'DESC' },
  ];

  it.each(SORTS)('pages %j: every page, read from either end, adds up to the whole sorted list', async (sort) => {
    for (const filter of [{}, { status_in: 'pending,delivered,cancelled' }]) {
      const query = { ...sort, ...filter };
      const all = await matchingIds(db, orders, parseListQuery(orders, query, { unpaged: true }));
      const perPage = 7;
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / perPage) + 1; page++) {
        const { rows, total } = await listRows(db, orders, plan({ ...query, per_page: perPage, page }));
        expect(total).toBe(all.length);
        seen.push(...rows.map((r) => Number(r.id)));
      }
      expect(seen).toEqual(all);
    }
  });

  it('a page past the end is empty and still counts every match', async () => {
    const { rows, total } = await listRows(db, orders, plan({ per_page: 10, page: 1000 }));
    expect(rows).toEqual([]);
    expect(total).toBe(331);
  });

  it('a cached count follows every insert, update and delete, through the engine or not', async () => {
    const query = { status_in: 'pending' };
    const count = async () => (await listRows(db, orders, plan(query))).total;
    const before = await count();
    expect(await count()).toBe(before);

    const [id] = await insertOrders(t.db, 1, 99);
    await t.db.updateTable('orders').set({ status: 'pending' }).where('id', '=', id).execute();
    expect(await count()).toBe(before + 1);

    await t.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', id).execute();
    expect(await count()).toBe(before);

    await t.db.updateTable('orders').set({ status: 'pending' }).where('id', '=', id).execute();
    expect(await count()).toBe(before + 1);
    await t.db.deleteFrom('orders').where('id', '=', id).execute();
    expect(await count()).toBe(before);
    expect(await plainCount(query)).toBe(before);
  });

  it('a cached page follows every write that moves, adds or removes its rows', async () => {
    const query = {
      order_by: 'date',
      order: 'DESC',
      status_in: 'pending,processing',
      date_gte: '2026-01-01',
      per_page: 5,
      page: 1,
    };
    const page = async () => (await listRows(db, orders, plan(query))).rows.map((r) => Number(r.id));
    const expected = async () =>
      (await matchingIds(db, orders, parseListQuery(orders, query, { unpaged: true }))).slice(0, 5);
    expect(await page()).toEqual(await expected());
    expect(await page()).toEqual(await expected());
    const outsider = await t.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'delivered')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('orders')
      .set({ status: 'pending', date: '2027-01-01T00:00:00.000Z' })
      .where('id', '=', outsider.id)
      .execute();
    expect((await page())[0]).toBe(outsider.id);
    expect(await page()).toEqual(await expected());
    await t.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', outsider.id).execute();
    expect(await page()).not.toContain(outsider.id);
    expect(await page()).toEqual(await expected());
    const [first] = await page();
    await t.db.deleteFrom('orders').where('id', '=', first).execute();
    expect(await page()).not.toContain(first);
    expect(await page()).toEqual(await expected());
  });

  it('sees writes made through another connection (another server process)', async () => {
    const other = createDb(t.databaseUrl);
    try {
      const query = { status_in: 'on_the_way' };
      const count = async () => (await listRows(db, orders, plan(query))).total;
      const before = await count();
      const victim = await other
        .selectFrom('orders')
        .select('id')
        .where('status', '<>', 'on_the_way')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await other.updateTable('orders').set({ status: 'on_the_way' }).where('id', '=', victim.id).execute();
      expect(await count()).toBe(before + 1);
      await other.updateTable('orders').set({ status: 'pending' }).where('id', '=', victim.id).execute();
      expect(await count()).toBe(before);
    } finally {
      await other.destroy();
    }
  });

  it('a count inside a transaction sees its own writes and is never cached; a rollback leaves nothing behind', async () => {
    const query = { status_in: 'ready_for_pickup' };
    const before = (await listRows(db, orders, plan(query))).total;
    await expect(
      (db as Kysely<Database>).transaction().execute(async (trx) => {
        await trx.updateTable('orders').set({ status: 'ready_for_pickup' }).where('status', '=', 'cancelled').execute();
        const inside = (await listRows(trx, orders, plan(query))).total;
        expect(inside).toBeGreaterThan(before);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await listRows(db, orders, plan(query))).total).toBe(before);
    expect(await plainCount(query)).toBe(before);
  });

  it('bumps each counted table once per write and leaves the others alone', async () => {
    const counters = async () =>
      Object.fromEntries(
        (await db.selectFrom('change_counters').select(['name', 'value']).execute()).map((r: any) => [
          r.name,
          Number(r.value),
        ]),
      );
    const before = await counters();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ note: 'a' })
        .where('id', 'in', sql`(select id from orders order by id limit 3)`)
        .execute();
      await trx
        .updateTable('orders')
        .set({ note: 'b' })
        .where('id', 'in', sql`(select id from orders order by id limit 3)`)
        .execute();
    });
    const after = await counters();
    expect(after.orders).toBeGreaterThan(before.orders);
    for (const name of Object.keys(before)) if (name !== 'orders') expect(after[name]).toBe(before[name]);
  });
});

describe(`the scale migration (${TEST_DB})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('creates the covering and search indexes the list queries use', async () => {
    const db = t.db as Kysely<Database>;
    if (TEST_DB === 'postgres') {
      const r = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'orders'`.execute(
        db,
      );
      const names = r.rows.map((x) => x.indexname);
      expect(names).toEqual(
        expect.arrayContaining([
          'orders_status_date_cover_idx',
          'orders_created_id_idx',
          'orders_date_id_idx',
          'orders_search_trgm_idx',
        ]),
      );
    } else {
      const r = await sql<{
        name: string;
      }>`select name from sqlite_master where tbl_name in ('orders', 'orders_search')`.execute(db);
      const names = r.rows.map((x) => x.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'orders_status_date_cover_idx',
          'orders_search',
          'orders_search_insert',
          'orders_changes_update',
        ]),
      );
    }
  });
});
