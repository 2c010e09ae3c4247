import { DateTime } from 'luxon';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * The kitchen's timing figures (stats/day `timing`, GET /kitchen/timing) against numbers worked out by hand
 * from a fixed fixture: outlets in Beirut (UTC+2 in November) and Paris (UTC+1), orders either side of each
 * outlet's midnight, a recalled order, an order accepted off the board, a late one. Every time below is UTC.
 */
const DAY = '2026-11-25';

type Change = [to: string, at: string];
interface Fixture {
  outlet: 'Hamra' | 'Verdun' | 'Paris' | null;
  status: string;
  due: string;
  /** The status history, oldest first (each change from the status before it, pending at first). */
  changes: Change[];
}

const accepted = (at: string): Change => ['processing', at];
const ready = (at: string): Change => ['ready_for_pickup', at];
const delivered = (at: string): Change => ['delivered', at];

/** Hamra and Verdun: the Beirut day of the 25th is 24th 22:00 to 25th 22:00 UTC; Paris: 24th 23:00 to 25th 23:00. */
const FIXTURE: Record<string, Fixture> = {
  // Accept → ready 20, ready → delivered 30, ready by due.
  H1: {
    outlet: 'Hamra',
    status: 'delivered',
    due: `${DAY}T10:00:00.000Z`,
    changes: [accepted(`${DAY}T09:00:00.000Z`), ready(`${DAY}T09:20:00.000Z`), delivered(`${DAY}T09:50:00.000Z`)],
  },
  // 35, 20, by due.
  H2: {
    outlet: 'Hamra',
    status: 'delivered',
    due: `${DAY}T10:30:00.000Z`,
    changes: [accepted(`${DAY}T09:30:00.000Z`), ready(`${DAY}T10:05:00.000Z`), delivered(`${DAY}T10:25:00.000Z`)],
  },
  // 72, not delivered, ready 12 minutes late.
  H3: {
    outlet: 'Hamra',
    status: 'ready_for_pickup',
    due: `${DAY}T11:00:00.000Z`,
    changes: [accepted(`${DAY}T10:00:00.000Z`), ready(`${DAY}T11:12:00.000Z`)],
  },
  // Recalled: ready 11:30, back to processing 11:35, ready again 11:50, on the way, delivered 12:10. From the
  // last ready: 50 and 20 (the first ready would give 30 and 40).
  H4: {
    outlet: 'Hamra',
    status: 'delivered',
    due: `${DAY}T12:00:00.000Z`,
    changes: [
      accepted(`${DAY}T11:00:00.000Z`),
      ready(`${DAY}T11:30:00.000Z`),
      ['processing', `${DAY}T11:35:00.000Z`],
      ready(`${DAY}T11:50:00.000Z`),
      ['on_the_way', `${DAY}T11:55:00.000Z`],
      delivered(`${DAY}T12:10:00.000Z`),
    ],
  },
  // 00:30 in Beirut on the 25th (still the 24th in UTC): today. 22.5 minutes, on the way.
  H5: {
    outlet: 'Hamra',
    status: 'on_the_way',
    due: '2026-11-24T22:30:00.000Z',
    changes: [
      accepted('2026-11-24T21:50:00.000Z'),
      ready('2026-11-24T22:12:30.000Z'),
      ['on_the_way', '2026-11-24T22:20:00.000Z'],
    ],
  },
  // 00:10 in Beirut on the 26th (the 25th in UTC): not today.
  H6: {
    outlet: 'Hamra',
    status: 'delivered',
    due: `${DAY}T22:10:00.000Z`,
    changes: [accepted(`${DAY}T21:00:00.000Z`), ready(`${DAY}T21:30:00.000Z`), delivered(`${DAY}T22:00:00.000Z`)],
  },
  // Being prepared, and cancelled: not timed.
  H7: {
    outlet: 'Hamra',
    status: 'processing',
    due: `${DAY}T14:00:00.000Z`,
    changes: [accepted(`${DAY}T13:00:00.000Z`)],
  },
  H8: {
    outlet: 'Hamra',
    status: 'cancelled',
    due: `${DAY}T14:00:00.000Z`,
    changes: [['cancelled', `${DAY}T08:00:00.000Z`]],
  },
  // Moved to ready in the office, never accepted on the board: counts for "ready by due", not accept → ready.
  H9: {
    outlet: 'Hamra',
    status: 'ready_for_pickup',
    due: `${DAY}T13:00:00.000Z`,
    changes: [ready(`${DAY}T12:40:00.000Z`)],
  },
  // 17 min 20 s → 17.3; 41 min 40 s → 41.7.
  V1: {
    outlet: 'Verdun',
    status: 'delivered',
    due: `${DAY}T08:00:00.000Z`,
    changes: [accepted(`${DAY}T07:00:00.000Z`), ready(`${DAY}T07:17:20.000Z`), delivered(`${DAY}T07:59:00.000Z`)],
  },
  // 23:30 in Paris on the 25th (00:30 the 26th in Beirut): Paris's today. 30, 40, by due.
  P1: {
    outlet: 'Paris',
    status: 'delivered',
    due: `${DAY}T22:30:00.000Z`,
    changes: [accepted(`${DAY}T21:30:00.000Z`), ready(`${DAY}T22:00:00.000Z`), delivered(`${DAY}T22:40:00.000Z`)],
  },
  // 23:30 in Paris on the 24th (00:30 the 25th in Beirut): Paris's day before. 20, 20, by due.
  P2: {
    outlet: 'Paris',
    status: 'delivered',
    due: '2026-11-24T22:30:00.000Z',
    changes: [
      accepted('2026-11-24T21:40:00.000Z'),
      ready('2026-11-24T22:00:00.000Z'),
      delivered('2026-11-24T22:20:00.000Z'),
    ],
  },
  // 66, 24, ready 6 minutes late.
  P3: {
    outlet: 'Paris',
    status: 'delivered',
    due: `${DAY}T12:00:00.000Z`,
    changes: [accepted(`${DAY}T11:00:00.000Z`), ready(`${DAY}T12:06:00.000Z`), delivered(`${DAY}T12:30:00.000Z`)],
  },
  // No outlet: the kitchen's day (Beirut, the zone most outlets use). 45, not delivered, by due.
  N1: {
    outlet: null,
    status: 'ready_for_pickup',
    due: `${DAY}T15:00:00.000Z`,
    changes: [accepted(`${DAY}T14:00:00.000Z`), ready(`${DAY}T14:45:00.000Z`)],
  },
  // 00:20 the 26th in Beirut: not today.
  N2: {
    outlet: null,
    status: 'ready_for_pickup',
    due: `${DAY}T22:20:00.000Z`,
    changes: [accepted(`${DAY}T21:00:00.000Z`), ready(`${DAY}T21:10:00.000Z`)],
  },
};

const ZONES = { Hamra: 'Asia/Beirut', Verdun: 'Asia/Beirut', Paris: 'Europe/Paris' } as const;

async function seed(t: TestApp): Promise<Record<string, number>> {
  const outlets: Record<string, number> = {};
  for (const [name, zone] of Object.entries(ZONES))
    outlets[name] = Number(
      (
        await t.db
          .insertInto('outlets')
          .values({ name, special_code: `OUT-${name}`, time_zone: zone })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  let number = 0;
  for (const f of Object.values(FIXTURE)) {
    const order = await t.db
      .insertInto('orders')
      .values({
        order_number: ++number,
        name: `Order ${number}`,
        status: f.status,
        date: f.due,
        outlet_id: f.outlet ? outlets[f.outlet] : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let from = 'pending';
    for (const [to, at] of f.changes) {
      await t.db
        .insertInto('order_status_changes')
        .values({ order_id: Number(order.id), from_status: from, to_status: to, at })
        .execute();
      from = to;
    }
  }
  return outlets;
}

const ref = (outlets: Record<string, number>, name: keyof typeof ZONES) => ({
  id: outlets[name],
  name,
  time_zone: ZONES[name],
});

describe(`kitchen timing figures (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let cook: TestSession;
  let outlets: Record<string, number>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    cook = await t.login(TEST_USERS.kitchen_staff);
    outlets = await seed(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, session: TestSession | null) =>
    t.app.inject({ method: 'GET', url: `${t.api}/${path}`, headers: session?.headers ?? {} });

  // Hamra: H1 H2 H3 H4 H5 H9. Accept → ready 20 22.5 35 50 72 (n 5: median the 3rd, p90 the 5th);
  // ready → delivered 20 20 30 (n 3: the 2nd and the 3rd); ready by due all but H3, 5 of 6.
  const hamra = () => ({
    outlet: ref(outlets, 'Hamra'),
    orders: 6,
    accept_to_ready: { orders: 5, median: 35, p90: 72 },
    ready_to_delivered: { orders: 3, median: 20, p90: 30 },
    ready_by_due_share: 5 / 6,
  });
  const verdun = () => ({
    outlet: ref(outlets, 'Verdun'),
    orders: 1,
    accept_to_ready: { orders: 1, median: 17.3, p90: 17.3 },
    ready_to_delivered: { orders: 1, median: 41.7, p90: 41.7 },
    ready_by_due_share: 1,
  });
  // Paris: P1 P3. 30 66 and 24 40 (n 2: the 1st and the 2nd); P3 late, 1 of 2.
  const paris = () => ({
    outlet: ref(outlets, 'Paris'),
    orders: 2,
    accept_to_ready: { orders: 2, median: 30, p90: 66 },
    ready_to_delivered: { orders: 2, median: 24, p90: 40 },
    ready_by_due_share: 0.5,
  });
  // Everything: those 9 plus N1. Accept → ready 17.3 20 22.5 30 35 45 50 66 72 (n 9: the 5th and the 9th);
  // ready → delivered 20 20 24 30 40 41.7 (n 6: the 3rd and the 6th); ready by due 8 of 10.
  const overall = {
    orders: 10,
    accept_to_ready: { orders: 9, median: 35, p90: 72 },
    ready_to_delivered: { orders: 6, median: 24, p90: 41.7 },
    ready_by_due_share: 0.8,
  };

  it('stats/day: overall and per outlet, each outlet on its own day, by outlet name', async () => {
    const res = await get(`stats/day?date=${DAY}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.timing).toEqual({ overall, outlets: [hamra(), paris(), verdun()] });
  });

  it("stats/day the day before: only Paris's 23:30 order, which is the 25th in Beirut", async () => {
    const timing = (await get('stats/day?date=2026-11-24', admin)).json().data.timing;
    const p2 = {
      orders: 1,
      accept_to_ready: { orders: 1, median: 20, p90: 20 },
      ready_to_delivered: { orders: 1, median: 20, p90: 20 },
      ready_by_due_share: 1,
    };
    expect(timing).toEqual({ overall: p2, outlets: [{ outlet: ref(outlets, 'Paris'), ...p2 }] });
  });

  it('kitchen/timing: one outlet named, several combined, none for everything', async () => {
    const one = await get(`kitchen/timing?date=${DAY}&outlet=${outlets.Hamra}`, cook);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(hamra());
    // Hamra and Paris: accept → ready 20 22.5 30 35 50 66 72 (the 4th, the 7th); ready → delivered
    // 20 20 24 30 40 (the 3rd, the 5th); by due 6 of 8.
    const two = await get(`kitchen/timing?date=${DAY}&outlet=${outlets.Paris},${outlets.Hamra}`, cook);
    expect(two.json().data).toEqual({
      orders: 8,
      accept_to_ready: { orders: 7, median: 35, p90: 72 },
      ready_to_delivered: { orders: 5, median: 24, p90: 40 },
      ready_by_due_share: 0.75,
    });
    expect((await get(`kitchen/timing?date=${DAY}`, cook)).json().data).toEqual(overall);
  });

  it('kitchen/timing: an outlet with nothing timed has no figures', async () => {
    const none = { orders: 0, accept_to_ready: null, ready_to_delivered: null, ready_by_due_share: null };
    expect((await get(`kitchen/timing?date=${DAY}&outlet=999999`, cook)).json().data).toEqual(none);
    expect((await get(`kitchen/timing?date=2026-11-20&outlet=${outlets.Verdun}`, cook)).json().data).toEqual({
      outlet: ref(outlets, 'Verdun'),
      ...none,
    });
  });

  it('kitchen/timing: an order moved on the board counts at once, from its recorded times', async () => {
    // Due at the end of today in Beirut, the kitchen's zone: today, and ready long before.
    const today = DateTime.now().setZone('Asia/Beirut');
    const due = today.endOf('day').toUTC().toISO()!;
    const before = (await get(`kitchen/timing?outlet=${outlets.Verdun}`, cook)).json().data;
    const order = await t.db
      .insertInto('orders')
      .values({ order_number: 900, name: 'Board', status: 'pending', date: due, outlet_id: outlets.Verdun })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const status of ['processing', 'ready_for_pickup', 'delivered']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.api}/kitchen/update-order-status`,
        headers: cook.headers,
        payload: { order_id: Number(order.id), status },
      });
      expect(res.statusCode).toBe(200);
    }
    const after = (await get(`kitchen/timing?outlet=${outlets.Verdun}`, cook)).json().data;
    expect(after.orders).toBe(before.orders + 1);
    expect(after.accept_to_ready.orders).toBe((before.accept_to_ready?.orders ?? 0) + 1);
    expect(after.ready_to_delivered.orders).toBe((before.ready_to_delivered?.orders ?? 0) + 1);
    expect(after.accept_to_ready.median).toBeGreaterThanOrEqual(0);
  });

  it('refuses a bad date or outlet with a 400 naming it', async () => {
    for (const [query, field] of [
      ['date=2026-02-30', 'date'],
      ['outlet=0', 'outlet'],
      ['outlet=abc', 'outlet'],
    ]) {
      const res = await get(`kitchen/timing?${query}`, cook);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(res.json().message).toMatch(field);
    }
  });

  it('is read by every role that may list the board; stats/day stays the office roles’', async () => {
    for (const role of ['administrator', 'manager', 'kitchen_staff', 'viewer'] as const) {
      const session = await t.login(TEST_USERS[role]);
      expect((await get(`kitchen/timing?date=${DAY}`, session)).statusCode).toBe(200);
    }
    expect((await get(`stats/day?date=${DAY}`, cook)).statusCode).toBe(403);
    expect((await get(`kitchen/timing?date=${DAY}`, null)).statusCode).toBe(401);
  });
});
