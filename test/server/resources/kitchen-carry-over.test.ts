import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, callError, list } from './fixtures';

/**
 * The board's carry_over: open orders due on earlier days stay on the board, whatever their day, until
 * someone moves them on; closed ones and later days do not come.
 */
describe(`kitchen board carry_over (${TEST_DB})`, () => {
  let t: TestDb;
  // Today is 27/11/2026 in Beirut (UTC+2): [26/11 22:00 Z, 27/11 22:00 Z).
  const TODAY = '2026-11-27T00:00:00+02:00,2026-11-28T00:00:00+02:00';
  const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

  beforeAll(async () => {
    t = await createTestDb();
    const order = async (name: string, date: string, status: string) => {
      const o = await add(t.db, 'Order', { name, date });
      await t.db.updateTable('orders').set({ status }).where('id', '=', o.id).execute();
    };
    await order('Last week, still pending', '2026-11-20T07:00:00.000Z', 'pending');
    await order('Yesterday 09:00, processing', '2026-11-26T07:00:00.000Z', 'processing');
    await order('Yesterday, delivered', '2026-11-26T08:00:00.000Z', 'delivered');
    await order('Yesterday, cancelled', '2026-11-26T09:00:00.000Z', 'cancelled');
    await order('Today 10:00', '2026-11-27T08:00:00.000Z', 'pending');
    await order('Tomorrow 10:00', '2026-11-28T08:00:00.000Z', 'pending');
  });
  afterAll(async () => {
    await t.destroy();
  });

  const board = (query: Record<string, unknown>) =>
    list(t.db, 'listKitchenOrders', { order_by: 'fire_at,date', order: 'ASC,ASC', per_page: 20, ...query });

  it('without it, Today is today only', async () => {
    const today = await board({ status_in: 'pending,processing', date_between: TODAY });
    expect(names(today.results)).toEqual(['Today 10:00']);
  });

  it('brings the open orders of every earlier day, first, and nothing closed or later', async () => {
    const today = await board({ status_in: 'pending,processing', date_between: TODAY, carry_over: 'true' });
    expect(names(today.results)).toEqual(['Last week, still pending', 'Yesterday 09:00, processing', 'Today 10:00']);
    expect(today.meta.total_count).toBe(3);
    // The open statuses are its default; the same range given as dates works the same way.
    const byDates = await board({ date_between: '2026-11-27,2026-11-27', carry_over: true });
    expect(names(byDates.results)).toEqual(['Last week, still pending', 'Yesterday 09:00, processing', 'Today 10:00']);
    // false is the plain list.
    expect(names((await board({ date_between: TODAY, carry_over: 'false' })).results)).toEqual(['Today 10:00']);
  });

  it('refuses closed statuses and a missing range with a 400 naming carry_over', async () => {
    const closed = await callError(t.db, 'listKitchenOrders', {
      query: { status_in: 'ready_for_pickup,delivered', date_between: TODAY, carry_over: 'true' },
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.message).toBe('carry_over=true brings open orders only: status_in may hold pending, processing.');
    expect(closed.errors).toHaveProperty('carry_over');
    const noRange = await callError(t.db, 'listKitchenOrders', { query: { carry_over: 'true' } });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.errors).toHaveProperty('carry_over');
  });
});
