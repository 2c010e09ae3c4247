import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createBackup } from '../../../server/src/ops/backup';
import { restoreBackup } from '../../../server/src/ops/restore';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { tempDir } from './helpers';

/**
 * A backup taken while orders are being written holds each write whole or not at all: every order it holds
 * has all its items and its counter, as one transaction wrote them, although the writes go on during the
 * backup. (Read table by table without one snapshot, the orders would be read before items written later,
 * which would then point to orders the backup lacks.)
 */
const ITEMS_PER_ORDER = 3;
let source: TestDb;
let target: TestDb;
let work: string;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestDb(), createTestDb(TEST_DB, { migrate: false })]);
  work = tempDir('backup-consistency');
}, 60_000);

afterAll(async () => {
  await Promise.all([source.destroy(), target.destroy()]);
  fs.rmSync(work, { recursive: true, force: true });
});

/** One order, its items and the order-number counter, in one transaction. */
async function writeOrder(n: number): Promise<void> {
  await source.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({ order_number: n, name: `Write ${n}`, status: 'pending', total: ITEMS_PER_ORDER * 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        Array.from({ length: ITEMS_PER_ORDER }, (_, i) => ({
          order_id: order.id,
          name: `Item ${i}`,
          unit_price: 100,
          total: 100,
        })),
      )
      .execute();
    await trx.updateTable('counters').set({ value: n }).where('name', '=', 'order_number').execute();
  });
}

test('a backup taken during writes restores whole transactions only', async () => {
  // Some history first (one transaction), so the copy takes a while.
  await source.db.transaction().execute(async (trx) => {
    const orders = await trx
      .insertInto('orders')
      .values(
        Array.from({ length: 300 }, (_, i) => ({ order_number: i + 1, name: `Write ${i + 1}`, status: 'pending' })),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('order_items')
      .values(
        orders.flatMap((o) =>
          Array.from({ length: ITEMS_PER_ORDER }, (_, i) => ({ order_id: o.id, name: `Item ${i}` })),
        ),
      )
      .execute();
    await trx.updateTable('counters').set({ value: 300 }).where('name', '=', 'order_number').execute();
  });

  let written = 300;
  let writing = true;
  // A turn of the event loop between writes, as between requests (SQLite's calls never yield by themselves).
  const writer = (async () => {
    while (writing) {
      await writeOrder(++written);
      await nextTurn();
    }
  })();
  const atStart = written;
  await createBackup({
    databaseUrl: source.databaseUrl,
    uploadDir: path.join(work, 'none'),
    file: path.join(work, 'during.tar.gz'),
  });
  const atEnd = written;
  writing = false;
  await writer;
  expect(atEnd).toBeGreaterThan(atStart); // writes went on during the backup

  await restoreBackup({
    file: path.join(work, 'during.tar.gz'),
    databaseUrl: target.databaseUrl,
    uploadDir: path.join(work, 'uploads'),
  });

  const orders = await target.db.selectFrom('orders').select(['id', 'order_number']).orderBy('order_number').execute();
  const items = await target.db
    .selectFrom('order_items')
    .select('order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy('order_id')
    .execute();
  const counter = await target.db
    .selectFrom('counters')
    .select('value')
    .where('name', '=', 'order_number')
    .executeTakeFirstOrThrow();
  // The orders held are 1..k with no gap, k written before the backup ended, each with all its items.
  expect(orders.length).toBeGreaterThanOrEqual(300);
  expect(orders.length).toBeLessThanOrEqual(atEnd);
  expect(orders.map((o) => Number(o.order_number))).toEqual(Array.from({ length: orders.length }, (_, i) => i + 1));
  expect(items).toHaveLength(orders.length);
  expect(items.every((i) => Number(i.n) === ITEMS_PER_ORDER)).toBe(true);
  expect(Number(counter.value)).toBe(orders.length);
});
