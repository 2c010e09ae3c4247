import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * The dashboard's statistics against independent sums: orders of one week in Beirut with known due,
 * delivered, accepted and ready times (several a few minutes either side of midnight, where the Beirut day
 * and the UTC day differ), read back here with plain SQL and counted with luxon, must equal what
 * GET /stats/day and GET /stats/top-products answer.
 */
const ZONE = 'Asia/Beirut';
/** A Wednesday: its week runs Monday 23 to Sunday 29 November; a week earlier is Wednesday 18. */
const DAY = '2026-11-25';
const STATUSES = ['pending', 'processing', 'ready_for_pickup', 'on_the_way', 'delivered', 'cancelled'];

const local = (text: string) => DateTime.fromISO(text, { zone: ZONE });
const utc = (at: DateTime) => at.toUTC().toISO()!;

interface Spec {
  due: DateTime;
  status: string;
  /** Minutes after the due time it was delivered (negative: early). */
  deliveredAfter?: number;
  /** Accepted and ready, minutes after (before, when negative) the due time. */
  accepted?: number;
  ready?: number;
  items: Array<[product: number, quantity: number]>;
}

/** The hand-picked orders around the day's and the week's edges, then a spread over the week and a week before. */
function specs(): Spec[] {
  const list: Spec[] = [
    // 00:05 in Beirut on the day is 22:05 UTC the day before: today.
    {
      due: local(`${DAY}T00:05`),
      status: 'delivered',
      deliveredAfter: -10,
      accepted: -60,
      ready: -25,
      items: [[0, 3]],
    },
    // 23:55 the evening before: this week, not today (the same UTC day as the one above).
    {
      due: local('2026-11-24T23:55'),
      status: 'delivered',
      deliveredAfter: 7,
      accepted: -40,
      ready: -12,
      items: [[1, 2]],
    },
    // 23:50 on the day: today; 00:10 the next day (still the day in UTC): not today.
    { due: local(`${DAY}T23:50`), status: 'delivered', deliveredAfter: 0, accepted: -30, ready: -5, items: [[0, 1]] },
    { due: local('2026-11-26T00:10'), status: 'pending', items: [[2, 4]] },
    // The week's first and last minutes, and either side of them.
    {
      due: local('2026-11-23T00:00'),
      status: 'delivered',
      deliveredAfter: 15,
      accepted: -20,
      ready: -3,
      items: [[3, 2]],
    },
    {
      due: local('2026-11-22T23:59'),
      status: 'delivered',
      deliveredAfter: -1,
      accepted: -50,
      ready: -2,
      items: [[3, 9]],
    },
    { due: local('2026-11-29T23:59'), status: 'ready_for_pickup', accepted: -45, ready: -9, items: [[4, 1]] },
    {
      due: local('2026-11-30T00:00'),
      status: 'delivered',
      deliveredAfter: -5,
      accepted: -35,
      ready: -6,
      items: [[4, 9]],
    },
    // Cancelled orders count per status, never as work.
    { due: local(`${DAY}T12:30`), status: 'cancelled', items: [[5, 20]] },
    // Accepted but not yet ready, and ready without an accepted time (moved by hand): no preparation time.
    { due: local(`${DAY}T13:15`), status: 'processing', accepted: -10, items: [[6, 1]] },
    { due: local(`${DAY}T14:45`), status: 'ready_for_pickup', ready: -10, items: [[6, 1]] },
  ];
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n;
  };
  const days = ['2026-11-18', '2026-11-23', '2026-11-24', DAY, DAY, DAY, '2026-11-27', '2026-11-29'];
  for (let i = 0; i < 48; i++) {
    const day = days[i % days.length];
    const due = local(`${day}T${String(6 + rand(17)).padStart(2, '0')}:${String(rand(4) * 15).padStart(2, '0')}`);
    const status = STATUSES[rand(STATUSES.length)];
    const reached = STATUSES.indexOf(status);
    const spec: Spec = { due, status, items: [] };
    if (status !== 'cancelled' && reached >= 1) spec.accepted = -(30 + rand(90));
    if (status !== 'cancelled' && reached >= 2) spec.ready = spec.accepted! + 5 + rand(40);
    if (status === 'delivered') spec.deliveredAfter = rand(60) - 30;
    for (let k = 0; k < 1 + rand(3); k++) spec.items.push([rand(14), 1 + rand(5)]);
    list.push(spec);
  }
  return list;
}

async function seed(t: TestApp): Promise<void> {
  const db = t.db;
  await db.insertInto('outlets').values({ name: 'Hamra', special_code: 'OUT-H', time_zone: ZONE }).execute();
  const products: number[] = [];
  for (let i = 0; i < 14; i++)
    products.push(
      Number(
        (
          await db
            .insertInto('products')
            .values({ name: `Product ${String(i).padStart(2, '0')}`, price: 100 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    );
  for (const [n, spec] of specs().entries()) {
    const at = (minutes: number | undefined) => (minutes === undefined ? null : utc(spec.due.plus({ minutes })));
    const order = await db
      .insertInto('orders')
      .values({
        order_number: n + 1,
        name: `Order ${n + 1}`,
        status: spec.status,
        date: utc(spec.due),
        completed_at: at(spec.deliveredAfter),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const changes: Array<[string, string, string | null]> = [
      ['pending', 'processing', at(spec.accepted)],
      ['processing', 'ready_for_pickup', at(spec.ready)],
      ['ready_for_pickup', 'delivered', at(spec.deliveredAfter)],
    ];
    for (const [from, to, when] of changes)
      if (when)
        await db
          .insertInto('order_status_changes')
          .values({ order_id: Number(order.id), from_status: from, to_status: to, at: when })
          .execute();
    for (const [product, quantity] of spec.items)
      await db
        .insertInto('order_items')
        .values({ order_id: Number(order.id), product_id: products[product], name: 'item', quantity })
        .execute();
  }
}

interface Row {
  id: number;
  status: string;
  date: string;
  completed_at: string | null;
}

/** The expected figures, from the stored rows: plain SQL reads, luxon for the Beirut days and hours. */
async function expected(t: TestApp, day: string) {
  const orders = (await sql<Row>`select id, status, date, completed_at from orders`.execute(t.db)).rows;
  const changes = (
    await sql<{ order_id: number; to_status: string; at: string }>`select order_id, to_status, at
      from order_status_changes`.execute(t.db)
  ).rows;
  const localDay = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(ZONE);
  const d = DateTime.fromISO(day, { zone: ZONE });
  const monday = d.minus({ days: d.weekday - 1 }).toISODate()!;
  const sunday = DateTime.fromISO(monday).plus({ days: 6 }).toISODate()!;
  const lastWeek = d.minus({ days: 7 }).toISODate()!;
  const isDay = (o: Row) => localDay(o.date).toISODate() === day;
  const isWeek = (o: Row) => localDay(o.date).toISODate()! >= monday && localDay(o.date).toISODate()! <= sunday;

  const onTime = (list: Row[]) => {
    const delivered = list.filter((o) => o.status === 'delivered');
    const onTimeCount = delivered.filter((o) => Date.parse(o.completed_at!) <= Date.parse(o.date)).length;
    return {
      delivered: delivered.length,
      on_time: onTimeCount,
      rate: delivered.length ? onTimeCount / delivered.length : null,
    };
  };
  const firstAt = (id: number, status: string) =>
    changes
      .filter((c) => Number(c.order_id) === Number(id) && c.to_status === status)
      .map((c) => Date.parse(c.at))
      .sort((a, b) => a - b)[0];
  const prep = (list: Row[]) => {
    const minutes = list
      .filter((o) => ['ready_for_pickup', 'on_the_way', 'delivered'].includes(o.status))
      .map((o) => [firstAt(o.id, 'processing'), firstAt(o.id, 'ready_for_pickup')])
      .filter(([a, r]) => a !== undefined && r !== undefined && r >= a)
      .map(([a, r]) => (r - a) / 60_000);
    return {
      orders: minutes.length,
      average_minutes: minutes.length ? minutes.reduce((s, m) => s + m, 0) / minutes.length : null,
    };
  };
  const hourly = (date: string) => {
    const counts = new Array<number>(24).fill(0);
    for (const o of orders)
      if (o.status !== 'cancelled' && localDay(o.date).toISODate() === date) counts[localDay(o.date).hour]++;
    return counts;
  };
  const today = orders.filter(isDay);
  const week = orders.filter(isWeek);
  const todayHours = hourly(day);
  const lastWeekHours = hourly(lastWeek);

  const items = (
    await sql<{ product_id: number; name: string; quantity: number; status: string; date: string }>`
      select oi.product_id, p.name, oi.quantity, o.status, o.date
      from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id`.execute(t.db)
  ).rows;
  const totals = new Map<number, { id: number; name: string; quantity: number }>();
  for (const it of items) {
    if (it.status === 'cancelled' || !isWeek(it as unknown as Row)) continue;
    const entry = totals.get(Number(it.product_id)) ?? { id: Number(it.product_id), name: it.name, quantity: 0 };
    entry.quantity += Number(it.quantity);
    totals.set(entry.id, entry);
  }
  const top = [...totals.values()]
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, 10)
    .map((p) => ({ product: { id: p.id, name: p.name, translations: null }, quantity: p.quantity }));

  return {
    day: {
      date: day,
      time_zone: ZONE,
      week_start: monday,
      week_end: sunday,
      last_week_date: lastWeek,
      total: today.length,
      by_status: STATUSES.map((status) => ({ status, count: today.filter((o) => o.status === status).length })),
      on_time: { today: onTime(today), week: onTime(week) },
      prep_minutes: { today: prep(today), week: prep(week) },
      hourly: todayHours.map((n, hour) => ({ hour, today: n, last_week: lastWeekHours[hour] })),
    },
    top: { results: top, meta: { total_count: top.length, week_start: monday, week_end: sunday, time_zone: ZONE } },
  };
}

/**
 * Rounds the averages, which the two engines compute in floating point. Leaves out `timing`, checked against
 * hand-worked figures in timing.test.ts.
 */
function rounded<T extends { prep_minutes: Record<string, { average_minutes: number | null }> }>(stats: T): T {
  const copy = structuredClone(stats);
  delete (copy as { timing?: unknown }).timing;
  for (const p of Object.values(copy.prep_minutes))
    p.average_minutes = p.average_minutes === null ? null : Math.round(p.average_minutes * 1000) / 1000;
  return copy;
}

describe(`GET /stats (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    await seed(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, session: TestSession | null = admin) =>
    t.app.inject({ method: 'GET', url: `${t.api}/stats/${path}`, headers: session?.headers ?? {} });

  it('equals the independent sums for the day, its week and the same weekday a week before', async () => {
    const want = await expected(t, DAY);
    const res = await get(`day?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    const got = res.json().data;
    expect(rounded(got)).toEqual(rounded(want.day));
    // The hand-picked edges, so the independent sum is itself checked: today holds 00:05 and 23:50, not
    // 23:55 the evening before nor 00:10 the next morning (both the same UTC day as one of them).
    expect(got.total).toBe(want.day.by_status.reduce((s, x) => s + x.count, 0));
    expect(got.on_time.today.delivered).toBeGreaterThanOrEqual(2);
    expect(got.prep_minutes.today.orders).toBeGreaterThanOrEqual(2);
    expect(got.hourly[0].today).toBeGreaterThanOrEqual(1);
    expect(got.hourly.reduce((s: number, h: { last_week: number }) => s + h.last_week, 0)).toBeGreaterThan(0);
  });

  it('counts the week Monday to Sunday, to the minute', async () => {
    // From the Monday: the same week, so the same weekly figures; the Sunday before belongs to the last week.
    const monday = (await get('day?date=2026-11-23')).json().data;
    const wednesday = (await get(`day?date=${DAY}`)).json().data;
    expect(monday.on_time.week).toEqual(wednesday.on_time.week);
    expect(monday.week_start).toBe('2026-11-23');
    const sunday = (await get('day?date=2026-11-22')).json().data;
    expect(sunday.week_start).toBe('2026-11-16');
    expect(rounded(sunday)).toEqual(rounded((await expected(t, '2026-11-22')).day));
  });

  it('lists the top 10 products of the week by quantity', async () => {
    const want = await expected(t, DAY);
    const res = await get(`top-products?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(want.top);
    expect(want.top.results).toHaveLength(10);
  });

  it('defaults to today in the kitchen zone', async () => {
    const today = DateTime.now().setZone(ZONE).toISODate();
    const got = (await get('day')).json().data;
    expect(got.date).toBe(today);
    expect(rounded(got)).toEqual(rounded((await expected(t, today!)).day));
    expect((await get('top-products')).json().data.meta.time_zone).toBe(ZONE);
  });

  it('refuses a date that is not a day', async () => {
    for (const bad of ['2026-13-01', '2026-02-30', 'today', '2026-11-25T10:00']) {
      const res = await get(`day?date=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/date/);
      expect((await get(`top-products?date=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
  });

  it('times the kitchen board: accepted and ready come from its status changes', async () => {
    const due = DateTime.now().setZone(ZONE).startOf('day').plus({ hours: 12 });
    const order = await t.db
      .insertInto('orders')
      .values({ order_number: 9001, name: 'Board', status: 'pending', date: utc(due) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (await get('day')).json().data.prep_minutes.today;
    const cook = await t.login(TEST_USERS.kitchen_staff);
    for (const status of ['processing', 'ready_for_pickup']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.api}/kitchen/update-order-status`,
        headers: cook.headers,
        payload: { order_id: Number(order.id), status },
      });
      expect(res.statusCode).toBe(200);
    }
    const after = (await get('day')).json().data.prep_minutes.today;
    expect(after.orders).toBe(before.orders + 1);
    const sum = (p: { orders: number; average_minutes: number | null }) => p.orders * (p.average_minutes ?? 0);
    // Accepted and ready a moment apart: the new order adds well under a minute.
    expect(sum(after) - sum(before)).toBeGreaterThanOrEqual(0);
    expect(sum(after) - sum(before)).toBeLessThan(1);
  });

  it('is allowed to the roles that may list orders: not the kitchen, nor without a token', async () => {
    for (const role of ['administrator', 'manager', 'viewer'] as const) {
      const session = await t.login(TEST_USERS[role]);
      expect((await get(`day?date=${DAY}`, session)).statusCode).toBe(200);
      expect((await get(`top-products?date=${DAY}`, session)).statusCode).toBe(200);
    }
    const cook = await t.login(TEST_USERS.kitchen_staff);
    for (const path of ['day', 'top-products']) {
      const refused = await get(path, cook);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
      expect((await get(path, null)).statusCode).toBe(401);
    }
  });
});
