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

/**
 * The stations: Shawarma's category (Meats) goes to Grill, Tabbouleh's (Salads) to Cold, Pita's (Bread) and an
 * item without a product to no station, so to both. Each order's items: product, bump time (null: not bumped).
 */
type Product = 'Shawarma' | 'Tabbouleh' | 'Pita';
const ITEMS: Record<string, Array<[Product | null, string | null]>> = {
  // Grill 09:15 (15 after the accept, 35 before the delivery), Cold 09:10 (10, 40); due 10:00.
  H1: [
    ['Shawarma', `${DAY}T09:15:00.000Z`],
    ['Tabbouleh', `${DAY}T09:10:00.000Z`],
  ],
  // Grill: the Shawarma and the Pita, the later 10:00 (30, 25); Cold: the Pita alone, 09:40 (10, 45).
  H2: [
    ['Shawarma', `${DAY}T10:00:00.000Z`],
    ['Pita', `${DAY}T09:40:00.000Z`],
  ],
  // Grill 11:05 (65), after the 11:00 due time; the Tabbouleh never bumped (expo completed): not Cold's.
  H3: [
    ['Shawarma', `${DAY}T11:05:00.000Z`],
    ['Tabbouleh', null],
  ],
  // Recalled after the Grill bumped at 11:25 (25, 45 to the 12:10 delivery): the bump stands.
  H4: [['Shawarma', `${DAY}T11:25:00.000Z`]],
  // Tomorrow in Beirut, and cancelled: no station's.
  H6: [['Shawarma', `${DAY}T21:20:00.000Z`]],
  H8: [['Shawarma', `${DAY}T08:00:00.000Z`]],
  // Still being prepared: Cold is done at 13:20 (20), the Grill is not.
  H7: [
    ['Tabbouleh', `${DAY}T13:20:00.000Z`],
    ['Shawarma', null],
  ],
  // Grill 11:50 (50, 40), by its 12:00 due time; nothing for Cold.
  P3: [['Shawarma', `${DAY}T11:50:00.000Z`]],
  // No product, so every station's: 14:30 (30) for both.
  N1: [[null, `${DAY}T14:30:00.000Z`]],
};

const idOf = (row: { id: unknown }) => Number(row.id);

/** Grill (named in Arabic too) and Cold, and a product of each category of ITEMS. */
async function seedStations(t: TestApp) {
  const station = async (name: string, translations: string | null) =>
    idOf(await t.db.insertInto('stations').values({ name, translations }).returning('id').executeTakeFirstOrThrow());
  const stations = {
    Grill: await station('Grill', JSON.stringify({ ar: { name: 'المشاوي' } })),
    Cold: await station('Cold', null),
  };
  const products: Record<Product, number> = { Shawarma: 0, Tabbouleh: 0, Pita: 0 };
  for (const [product, category, stationId] of [
    ['Shawarma', 'Meats', stations.Grill],
    ['Tabbouleh', 'Salads', stations.Cold],
    ['Pita', 'Bread', null],
  ] as const) {
    const categoryId = idOf(
      await t.db
        .insertInto('categories')
        .values({ name: category, station_id: stationId })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    products[product] = idOf(
      await t.db
        .insertInto('products')
        .values({ name: product, price: 100, category_id: categoryId })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  }
  return { stations, products };
}

async function seed(t: TestApp) {
  const outlets: Record<string, number> = {};
  for (const [name, zone] of Object.entries(ZONES))
    outlets[name] = idOf(
      await t.db
        .insertInto('outlets')
        .values({ name, special_code: `OUT-${name}`, time_zone: zone })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  const { stations, products } = await seedStations(t);
  let number = 0;
  for (const [key, f] of Object.entries(FIXTURE)) {
    const order = idOf(
      await t.db
        .insertInto('orders')
        .values({
          order_number: ++number,
          name: `Order ${number}`,
          status: f.status,
          date: f.due,
          outlet_id: f.outlet ? outlets[f.outlet] : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    let from = 'pending';
    for (const [to, at] of f.changes) {
      await t.db
        .insertInto('order_status_changes')
        .values({ order_id: order, from_status: from, to_status: to, at })
        .execute();
      from = to;
    }
    for (const [product, prepared] of ITEMS[key] ?? [])
      await t.db
        .insertInto('order_items')
        .values({
          order_id: order,
          product_id: product ? products[product] : null,
          name: product ?? 'Special',
          quantity: 1,
          prepared_at: prepared,
        })
        .execute();
  }
  return { outlets, stations };
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
  let stations: Record<'Grill' | 'Cold', number>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    cook = await t.login(TEST_USERS.kitchen_staff);
    ({ outlets, stations } = await seed(t));
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

  // Grill: H1 H2 H3 H4 P3 N1. Accept → ready 15 30 65 25 50 30 → 15 25 30 30 50 65 (n 6: the 3rd, the 6th);
  // ready → delivered 35 25 45 40 → 25 35 40 45 (n 4: the 2nd, the 4th); by due all but H3, 5 of 6.
  const grill = () => ({
    station: { id: stations.Grill, name: 'Grill', translations: { ar: { name: 'المشاوي' } } },
    orders: 6,
    accept_to_ready: { orders: 6, median: 30, p90: 65 },
    ready_to_delivered: { orders: 4, median: 35, p90: 45 },
    ready_by_due_share: 5 / 6,
  });
  // Cold: H1 H2 H7 N1. 10 10 20 30 (n 4: the 2nd, the 4th); 40 45 (n 2: the 1st, the 2nd); all by due.
  const cold = () => ({
    station: { id: stations.Cold, name: 'Cold', translations: null },
    orders: 4,
    accept_to_ready: { orders: 4, median: 10, p90: 30 },
    ready_to_delivered: { orders: 2, median: 40, p90: 45 },
    ready_by_due_share: 1,
  });

  it('stats/day: overall, per outlet each on its own day, per station; by name', async () => {
    const res = await get(`stats/day?date=${DAY}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.timing).toEqual({
      overall,
      outlets: [hamra(), paris(), verdun()],
      stations: [cold(), grill()],
    });
  });

  it("stats/day the day before: only Paris's 23:30 order, which is the 25th in Beirut", async () => {
    const timing = (await get('stats/day?date=2026-11-24', admin)).json().data.timing;
    const p2 = {
      orders: 1,
      accept_to_ready: { orders: 1, median: 20, p90: 20 },
      ready_to_delivered: { orders: 1, median: 20, p90: 20 },
      ready_by_due_share: 1,
    };
    expect(timing).toEqual({ overall: p2, outlets: [{ outlet: ref(outlets, 'Paris'), ...p2 }], stations: [] });
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

  it("kitchen/timing: a station's board, at some outlets or every one", async () => {
    // Grill at Hamra: H1 H2 H3 H4. 15 25 30 65 (n 4: the 2nd, the 4th); 25 35 45 (n 3: the 2nd, the 3rd);
    // by due 3 of 4.
    const hamraGrill = await get(`kitchen/timing?date=${DAY}&outlet=${outlets.Hamra}&station=${stations.Grill}`, cook);
    expect(hamraGrill.statusCode).toBe(200);
    expect(hamraGrill.json().data).toEqual({
      outlet: ref(outlets, 'Hamra'),
      station: grill().station,
      orders: 4,
      accept_to_ready: { orders: 4, median: 25, p90: 65 },
      ready_to_delivered: { orders: 3, median: 35, p90: 45 },
      ready_by_due_share: 0.75,
    });
    expect((await get(`kitchen/timing?date=${DAY}&station=${stations.Cold}`, cook)).json().data).toEqual(cold());
    // Paris has nothing for Cold.
    expect(
      (await get(`kitchen/timing?date=${DAY}&outlet=${outlets.Paris}&station=${stations.Cold}`, cook)).json().data,
    ).toEqual({
      outlet: ref(outlets, 'Paris'),
      station: cold().station,
      orders: 0,
      accept_to_ready: null,
      ready_to_delivered: null,
      ready_by_due_share: null,
    });
  });

  it('refuses a bad date, outlet or station with a 400 naming it', async () => {
    for (const [query, field] of [
      ['date=2026-02-30', 'date'],
      ['outlet=0', 'outlet'],
      ['outlet=abc', 'outlet'],
      ['station=999999', 'station'],
      ['station=x', 'station'],
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
