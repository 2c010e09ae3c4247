import type { Kysely } from 'kysely';
import { createDb } from '../../../server/src/db/connect';
import type { Database } from '../../../server/src/db/schema';
import type { AppContext } from '../../../server/src/http/operation';
import { drainJobs, scheduleStandingOrders } from '../../../server/src/resources/data/runner';
import { placeStandingOrders } from '../../../server/src/resources/standing-orders/placing';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list, TEST_CONFIG, truncateAll } from './fixtures';

/**
 * Standing orders (issue 32) place their orders themselves, `standing_order_horizon_days` (7) ahead, with a fixed
 * clock: one per matching day, none on the outlet's holidays, never twice (two runs, two processes), never one
 * staff deleted or cancelled, and their changes reach only their pending orders still to come.
 */
describe(`standing orders (${TEST_DB})`, () => {
  let t: TestDb;
  let otherDb: Kysely<Database>;
  let outlet: number, product: number, organization: number;
  /** Sunday 6 December 2026, 08:00 in Beirut (UTC+2). */
  let now = Date.parse('2026-12-06T06:00:00Z');
  const clock = () => now;
  const config = { ...TEST_CONFIG, standingOrderHorizonDays: 7 };
  const one = (): AppContext => ({ db: t.db, config, clock });
  const two = (): AppContext => ({ db: otherDb, config, clock });

  beforeAll(async () => {
    t = await createTestDb();
    otherDb = createDb(t.databaseUrl);
  });
  afterAll(async () => {
    await drainJobs();
    await otherDb.destroy();
    await t.destroy();
  });
  beforeEach(async () => {
    await drainJobs();
    await truncateAll(t.db);
    now = Date.parse('2026-12-06T06:00:00Z');
    organization = (await add(t.db, 'Organization', { name: 'Acme' })).id;
    outlet = (await add(t.db, 'Outlet', { name: 'Verdun', organization, time_zone: 'Asia/Beirut', holidays: [] })).id;
    const category = (await add(t.db, 'Category', { name: 'Wraps' })).id;
    product = (await add(t.db, 'Product', { name: 'Falafel Wrap', price: 5, category })).id;
  });

  const save = async (body: Record<string, unknown>) => {
    const { data } = await call(t.db, 'addStandingOrder', {
      body: {
        name: 'Acme lunch',
        organization,
        outlet,
        weekdays: [1, 2, 3, 4, 5],
        time: '12:30',
        starts_on: '2026-12-01',
        items: [{ product, quantity: 2, note: 'no onions' }],
        ...body,
      },
      clock,
    });
    await drainJobs();
    return data;
  };
  const update = async (id: number, body: Record<string, unknown>) => {
    const { data } = await call(t.db, 'updateStandingOrder', { params: { id }, body, clock });
    await drainJobs();
    return data;
  };
  const ordersOf = async (id: number) =>
    (await list(t.db, 'listOrders', { standing_order: String(id), order_by: 'date', order: 'ASC', per_page: 100 }))
      .results;
  const itemsOf = (orderId: number) =>
    t.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

  it('a Mon–Fri standing order places exactly 5 orders a week, at its time in the outlet’s zone, priced today', async () => {
    const standing = await save({});
    expect(standing.next_dates).toHaveLength(5);
    const orders = await ordersOf(standing.id);
    // 12:30 in Beirut (UTC+2 in December), Monday 7 to Friday 11.
    expect(orders.map((o) => o.date)).toEqual(
      [7, 8, 9, 10, 11].map((d) => `2026-12-${String(d).padStart(2, '0')}T10:30:00.000Z`),
    );
    expect(orders[0]).toMatchObject({
      name: 'Acme lunch',
      status: 'pending',
      total: 10,
      standing_order: { id: standing.id, name: 'Acme lunch' },
      outlet: { id: outlet },
      organization: { id: organization },
    });
    expect(await itemsOf(orders[0].id)).toMatchObject([{ product_id: product, quantity: 2, note: 'no onions' }]);

    // A week later, at the new price; last week's orders keep theirs.
    await call(t.db, 'updateProduct', { params: { id: product }, body: { price: 6 } });
    now = Date.parse('2026-12-13T06:00:00Z');
    await placeStandingOrders(one(), { horizonDays: 7 });
    const both = await ordersOf(standing.id);
    expect(both).toHaveLength(10);
    expect(both.map((o) => o.total)).toEqual([10, 10, 10, 10, 10, 12, 12, 12, 12, 12]);
  });

  it('places none on the outlet’s holidays', async () => {
    await call(t.db, 'updateOutlet', { params: { id: outlet }, body: { holidays: [3] } });
    const standing = await save({});
    const days = (await ordersOf(standing.id)).map((o) => o.date.slice(0, 10));
    expect(days).toEqual(['2026-12-07', '2026-12-08', '2026-12-10', '2026-12-11']);
  });

  it('never places a day twice: run again, or by two processes at once', async () => {
    const standing = await save({});
    await placeStandingOrders(one(), { horizonDays: 7 });
    const runs = [
      () => placeStandingOrders(one(), { horizonDays: 7 }),
      () => placeStandingOrders(two(), { horizonDays: 7 }),
    ];
    // Two processes at once on PostgreSQL; SQLite's driver is synchronous, so two connections of one process
    // would wait on each other's lock: there they run one after the other.
    if (TEST_DB === 'postgres') await Promise.all(runs.map((run) => run()));
    else for (const run of runs) await run();
    // The daily job, queued by both processes at once, runs once.
    const day = new Date(now);
    await Promise.all([scheduleStandingOrders(one(), day), scheduleStandingOrders(two(), day)]);
    await drainJobs();
    expect(await ordersOf(standing.id)).toHaveLength(5);
    const daily = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('once_key', '=', 'standing-orders:2026-12-06')
      .execute();
    expect(daily.map((j) => j.status)).toEqual(['done']);
    const placed = await t.db.selectFrom('standing_order_days').select('day').orderBy('day').execute();
    expect(placed.map((d) => d.day)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']);
  });

  it('never brings back an order staff deleted or cancelled', async () => {
    const standing = await save({});
    const [monday, tuesday] = await ordersOf(standing.id);
    await call(t.db, 'deleteOrder', { params: { id: monday.id } });
    await call(t.db, 'updateOrder', { params: { id: tuesday.id }, body: { status: 'cancelled' } });
    await placeStandingOrders(one(), { horizonDays: 7 });
    await placeStandingOrders(two(), { horizonDays: 7 });
    const orders = await ordersOf(standing.id);
    expect(orders.map((o) => [o.date.slice(0, 10), o.status])).toEqual([
      ['2026-12-08', 'cancelled'],
      ['2026-12-09', 'pending'],
      ['2026-12-10', 'pending'],
      ['2026-12-11', 'pending'],
    ]);
  });

  it('a change reaches only its pending orders still to come; pausing cancels them', async () => {
    const standing = await save({});
    const before = await ordersOf(standing.id);
    // Wednesday's order is accepted by the kitchen; it is now Tuesday 14:00 in Beirut (Tuesday's order is past).
    await call(t.db, 'updateOrder', { params: { id: before[2].id }, body: { status: 'processing' } });
    now = Date.parse('2026-12-08T12:00:00Z');
    await update(standing.id, { time: '13:00', items: [{ product, quantity: 3 }] });
    const after = await ordersOf(standing.id);
    expect(after.map((o) => [o.date, o.status, o.total])).toEqual([
      ['2026-12-07T10:30:00.000Z', 'pending', 10],
      ['2026-12-08T10:30:00.000Z', 'pending', 10],
      ['2026-12-09T10:30:00.000Z', 'processing', 10],
      ['2026-12-10T11:00:00.000Z', 'pending', 15],
      ['2026-12-11T11:00:00.000Z', 'pending', 15],
      // Tuesday's horizon reaches next Monday.
      ['2026-12-14T11:00:00.000Z', 'pending', 15],
    ]);
    expect((await itemsOf(after[3].id)).map((i) => i.quantity)).toEqual([3]);

    const paused = await update(standing.id, { paused: true });
    expect(paused.next_dates).toEqual([]);
    expect((await ordersOf(standing.id)).map((o) => o.status)).toEqual([
      'pending',
      'pending',
      'processing',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    // Resumed, it places the days its pause cancelled again.
    await update(standing.id, { paused: false });
    const resumed = (await ordersOf(standing.id)).filter((o) => o.status === 'pending' && o.date > '2026-12-09');
    expect(resumed.map((o) => o.date)).toEqual([
      '2026-12-10T11:00:00.000Z',
      '2026-12-11T11:00:00.000Z',
      '2026-12-14T11:00:00.000Z',
    ]);
  });

  it('a change leaves the orders of days already closed at the outlet’s cut-off as they are', async () => {
    await t.db.updateTable('outlets').set({ order_cutoff: '16:00' }).where('id', '=', outlet).execute();
    const standing = await save({});
    // Tuesday 17:00 in Beirut: Wednesday closed at 16:00; Thursday and Friday are still open.
    now = Date.parse('2026-12-08T15:00:00Z');
    await update(standing.id, { items: [{ product, quantity: 3 }] });
    const after = await ordersOf(standing.id);
    expect(after.filter((o) => o.date > '2026-12-09').map((o) => [o.date.slice(0, 10), o.total])).toEqual([
      ['2026-12-09', 10],
      ['2026-12-10', 15],
      ['2026-12-11', 15],
      ['2026-12-14', 15],
    ]);
    expect((await itemsOf(after.find((o) => o.date.startsWith('2026-12-09'))!.id)).map((i) => i.quantity)).toEqual([2]);
  });

  it('deleting a standing order cancels its pending orders to come and keeps the rest', async () => {
    const standing = await save({});
    now = Date.parse('2026-12-09T12:00:00Z');
    await call(t.db, 'deleteStandingOrder', { params: { id: standing.id }, clock });
    const statuses = await t.db.selectFrom('orders').select(['status', 'standing_order_id']).orderBy('date').execute();
    expect(statuses).toEqual([
      ...Array(3).fill({ status: 'pending', standing_order_id: null }),
      ...Array(2).fill({ status: 'cancelled', standing_order_id: null }),
    ]);
  });

  it.each([
    ['March', '2027-03-25T06:00:00Z', ['25', '26', '27'], ['28', '29', '30', '31'], '2027-03'],
    ['October', '2027-10-28T06:00:00Z', ['28', '29', '30'], ['31'], '2027-10'],
  ])(
    'one order a day at 12:00 in Beirut across the %s daylight-saving change',
    async (_m, start, firstDays, laterDays, month) => {
      now = Date.parse(start);
      const standing = await save({ weekdays: [0, 1, 2, 3, 4, 5, 6], time: '12:00', starts_on: '2027-01-01' });
      const dates = (await ordersOf(standing.id)).map((o) => o.date).filter((d) => d.startsWith(month));
      const summer = month.endsWith('03');
      expect(dates).toEqual([
        ...firstDays.map((d) => `${month}-${d}T${summer ? '10' : '09'}:00:00.000Z`),
        ...laterDays.map((d) => `${month}-${d}T${summer ? '09' : '10'}:00:00.000Z`),
      ]);
      expect(await ordersOf(standing.id)).toHaveLength(7);
    },
  );

  it('refuses items that do not exist and an end before the start, saving nothing', async () => {
    const bad = await callError(t.db, 'addStandingOrder', {
      body: {
        name: 'x',
        outlet,
        weekdays: [1],
        time: '12:00',
        starts_on: '2026-12-01',
        items: [{ product: 999999, quantity: 1 }],
      },
    });
    expect([bad.statusCode, bad.errors]).toEqual([400, { items: 'item 1: no product with id 999999' }]);
    const ends = await callError(t.db, 'addStandingOrder', {
      body: {
        name: 'x',
        outlet,
        weekdays: [1],
        time: '12:00',
        starts_on: '2026-12-10',
        ends_on: '2026-12-09',
        items: [{ product, quantity: 1 }],
      },
    });
    expect(ends.statusCode).toBe(400);
    expect((await list(t.db, 'listStandingOrders')).meta.total_count).toBe(0);
  });
});
