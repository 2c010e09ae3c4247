import { DateTime } from 'luxon';
import { ORDER_STATUSES } from '../../../server/src/settings/enumerations';
import { demoOrderTimes } from '../../../server/src/seed/order-times';

/**
 * The demo's orders are timed from the moment it is seeded: at any hour, today's open orders are still
 * ahead and on today, delivered ones were on time, and nothing happened after now.
 */
describe('demo order times', () => {
  const ZONE = 'Asia/Beirut';
  const plans = [0, 1].flatMap((dayOffset) =>
    ORDER_STATUSES.flatMap((status) => [0, 1].map((k) => ({ dayOffset, status, k }))),
  );

  it.each(['00:02', '00:40', '07:30', '11:00', '18:15', '23:10', '23:58'])('seeded at %s in Beirut', (clock) => {
    const now = DateTime.fromISO(`2026-11-27T${clock}:00`, { zone: ZONE });
    const today = now.toISODate();
    plans.forEach((plan, n) => {
      const t = demoOrderTimes(now, plan, n);
      const what = `${plan.status} #${plan.k} of day +${plan.dayOffset}`;
      expect([what, t.date.setZone(ZONE).toISODate()]).toEqual([what, now.plus({ days: plan.dayOffset }).toISODate()]);
      expect([what, t.created <= now]).toEqual([what, true]);
      for (const at of t.changes(3)) expect([what, at >= t.created && at <= now]).toEqual([what, true]);
      if (plan.dayOffset !== 0) return;
      expect(t.date.setZone(ZONE).toISODate()).toBe(today);
      // Not overdue: still to be made.
      if (plan.status === 'pending' || plan.status === 'processing')
        expect([what, t.date >= now]).toEqual([what, true]);
      if (plan.status === 'delivered') {
        expect([what, t.completedAt! <= t.date && t.completedAt! <= now]).toEqual([what, true]);
      } else expect(t.completedAt).toBeNull();
    });
  });

  it('a day with room shows open orders hours ahead and delivered ones earlier in the day', () => {
    const now = DateTime.fromISO('2026-11-27T11:00:00', { zone: ZONE });
    const due = (status: string, k: number) =>
      demoOrderTimes(now, { dayOffset: 0, status, k }, 0).date.diff(now, 'minutes').minutes;
    expect([due('pending', 0), due('pending', 1), due('processing', 0)]).toEqual([150, 240, 50]);
    expect([due('delivered', 0), due('delivered', 1)]).toEqual([-90, -180]);
    // The newest order came in two minutes ago.
    expect(demoOrderTimes(now, { dayOffset: 0, status: 'pending', k: 0 }, 0).created.toISO()).toBe(
      now.minus({ minutes: 2 }).toISO(),
    );
  });
});
