import { DateTime } from 'luxon';
import { productionPlan } from '../../../server/src/resources/production/query';
import { countCarriedOver } from '../../../server/src/resources/production/repository';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add } from '../resources/fixtures';

/**
 * The production sheet says how many unfinished orders are carried over from earlier days: open orders due
 * before both the sheet's first day and today, in its outlets; they are not in its rows.
 */
describe(`production sheet: carried over (${TEST_DB})`, () => {
  const ZONE = 'Asia/Beirut';
  // 27/11/2026 10:00 in Beirut.
  const NOW = DateTime.fromISO('2026-11-27T10:00:00', { zone: ZONE }).toMillis();
  let t: TestDb;
  let hamra: number;
  beforeAll(async () => {
    t = await createTestDb();
    const org = await add(t.db, 'Organization', { name: 'Acme' });
    hamra = (await add(t.db, 'Outlet', { name: 'Hamra', organization: org.id, time_zone: ZONE })).id;
    const verdun = (await add(t.db, 'Outlet', { name: 'Verdun', organization: org.id, time_zone: ZONE })).id;
    const order = async (name: string, date: string, status: string, outlet = hamra) => {
      const o = await add(t.db, 'Order', { name, date, outlet });
      await t.db.updateTable('orders').set({ status }).where('id', '=', o.id).execute();
    };
    await order('Last week, pending', '2026-11-20T07:00:00.000Z', 'pending');
    await order('Yesterday 23:30, processing', '2026-11-26T21:30:00.000Z', 'processing');
    await order('Yesterday, Verdun, pending', '2026-11-26T08:00:00.000Z', 'pending', verdun);
    await order('Yesterday, delivered', '2026-11-26T08:00:00.000Z', 'delivered');
    await order('Today 00:30, pending', '2026-11-26T22:30:00.000Z', 'pending');
    await order('Tomorrow, pending', '2026-11-28T08:00:00.000Z', 'pending');
  });
  afterAll(async () => {
    await t.destroy();
  });

  const carried = (query: Record<string, unknown>) => countCarriedOver(t.db, productionPlan(query, ZONE, NOW));

  it('counts the open orders of earlier days on today’s sheet, by outlet and status', async () => {
    expect(await carried({})).toBe(3);
    expect(await carried({ outlet: String(hamra) })).toBe(2);
    expect(await carried({ status_in: 'pending' })).toBe(2);
    expect(await carried({ status_in: 'delivered,cancelled' })).toBe(0);
  });

  it('counts from today on a later sheet, from its first day on one that starts earlier, none on a past one', async () => {
    // Tomorrow's sheet: today's open orders are not carried over yet.
    expect(await carried({ date_between: '2026-11-28,2026-11-28' })).toBe(3);
    // Yesterday and today: last week's only.
    expect(await carried({ date_between: '2026-11-26,2026-11-27' })).toBe(1);
    expect(await carried({ date_between: '2026-11-20,2026-11-26' })).toBe(0);
  });
});
