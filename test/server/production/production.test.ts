import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { offsetSegments, productionPlan } from '../../../server/src/resources/production/query';
import { productionCounts } from '../../../server/src/resources/production/repository';

/**
 * The production sheet against an independent sum: a day of orders in Beirut (several outlets, hours,
 * variations and addons, some cancelled, some the day before or after), summed here with plain SQL and
 * luxon, must equal what GET /production answers.
 */
const ZONE = 'Asia/Beirut';

interface Seeded {
  day: string;
  outlets: number[];
  organizations: number[];
  products: number[];
}

async function seedDay(t: TestApp): Promise<Seeded> {
  const db = t.db;
  const day = DateTime.now().setZone(ZONE).toISODate()!;
  const org = async (name: string) =>
    Number((await db.insertInto('organizations').values({ name }).returning('id').executeTakeFirstOrThrow()).id);
  const organizations = [await org('Acme'), await org('Globex')];
  const outlet = async (name: string) =>
    Number(
      (
        await db
          .insertInto('outlets')
          .values({ name, special_code: `OUT-${name}`, time_zone: ZONE, organization_id: organizations[0] })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const outlets = [await outlet('Hamra'), await outlet('Achrafieh'), await outlet('Verdun')];
  const product = async (name: string) =>
    Number((await db.insertInto('products').values({ name, price: 500 }).returning('id').executeTakeFirstOrThrow()).id);
  const products = [await product('Manakish'), await product('Fattoush'), await product('Kibbeh')];
  const variation = async (name: string, productId: number) =>
    Number(
      (
        await db
          .insertInto('product_variations')
          .values({ name, product_id: productId, price: 700 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const variations = [await variation('Large', products[0]), await variation('Small', products[0])];
  const addon = async (name: string) =>
    Number((await db.insertInto('addons').values({ name }).returning('id').executeTakeFirstOrThrow()).id);
  const addons = [await addon('Cheese'), await addon('Zaatar'), await addon('Chili')];

  const statuses = ['pending', 'processing', 'cancelled', 'delivered', 'pending', 'processing'];
  let n = 0;
  // Beirut local times: yesterday evening, today's hours 07:00..22:45, tomorrow morning.
  const times = [
    DateTime.fromISO(`${day}T00:00`, { zone: ZONE }).minus({ minutes: 1 }),
    ...[7, 8, 11, 12, 12, 13, 18, 22].map((h, i) =>
      DateTime.fromISO(`${day}T${String(h).padStart(2, '0')}:${String((i * 15) % 60).padStart(2, '0')}`, {
        zone: ZONE,
      }),
    ),
    DateTime.fromISO(`${day}T00:00`, { zone: ZONE }).plus({ days: 1 }),
  ];
  for (const [i, at] of times.entries()) {
    for (let k = 0; k < 3; k++) {
      n++;
      const order = await db
        .insertInto('orders')
        .values({
          order_number: n,
          name: `Order ${n}`,
          outlet_id: (i + k) % 4 === 3 ? null : outlets[(i + k) % 3],
          organization_id: organizations[(i + k) % 2],
          status: statuses[(i + k) % statuses.length],
          date: at.toUTC().toISO()!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let j = 0; j < 1 + ((i + k) % 3); j++) {
        const productId = products[(i + j) % 3];
        const item = await db
          .insertInto('order_items')
          .values({
            order_id: Number(order.id),
            product_id: productId,
            name: 'item',
            quantity: 1 + ((i * 3 + k + j) % 4),
            product_variation_id: productId === products[0] ? [null, variations[0], variations[1]][(k + j) % 3] : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const chosen = [[], [addons[0]], [addons[1], addons[0]], [addons[2]]][(i + j + k) % 4];
        for (const a of chosen)
          await db
            .insertInto('order_item_addons')
            .values({ order_item_id: Number(item.id), addon_id: a, name: 'as ordered' })
            .execute();
      }
    }
  }
  return { day, outlets, organizations, products };
}

interface RawItem {
  product_id: number;
  variation_id: number | null;
  outlet_id: number | null;
  date: string;
  quantity: number;
  addons: string;
}

/** The items the sheet should count, read with plain SQL; the hour and grouping done here. */
async function expectedSheet(t: TestApp, start: string, end: string, statuses: string[], outletIds?: number[]) {
  const rows = (
    await sql<RawItem>`select oi.product_id, oi.product_variation_id as variation_id, o.outlet_id, o.date, oi.quantity,
        coalesce((select count(*) from order_item_addons a where a.order_item_id = oi.id), 0) as addons
      from orders o join order_items oi on oi.order_id = o.id
      where o.date >= ${start} and o.date < ${end} and o.status in (${sql.join(statuses)})`.execute(t.db)
  ).rows.filter((r) => !outletIds || outletIds.includes(Number(r.outlet_id)));
  const addonSets = new Map<number, string>();
  const ids = (
    await sql<{
      order_item_id: number;
      addon_id: number;
    }>`select order_item_id, addon_id from order_item_addons`.execute(t.db)
  ).rows;
  for (const r of ids) addonSets.set(Number(r.order_item_id), '');
  const totals = new Map<number, number>();
  const byOutlet = new Map<string, number>();
  const byHour = new Map<string, number>();
  for (const r of rows) {
    const p = Number(r.product_id);
    totals.set(p, (totals.get(p) ?? 0) + Number(r.quantity));
    const ok = `${p}|${r.outlet_id ?? 'none'}`;
    byOutlet.set(ok, (byOutlet.get(ok) ?? 0) + Number(r.quantity));
    const hour = DateTime.fromISO(r.date).setZone(ZONE).toFormat('HH:00');
    const hk = `${p}|${hour}`;
    byHour.set(hk, (byHour.get(hk) ?? 0) + Number(r.quantity));
  }
  return { totals, byOutlet, byHour };
}

/** The combos summed in SQL: per product, variation and sorted addon ids. */
async function expectedCombos(t: TestApp, start: string, end: string, statuses: string[]) {
  const items = (
    await sql<{ id: number; product_id: number; variation_id: number | null; quantity: number }>`
      select oi.id, oi.product_id, oi.product_variation_id as variation_id, oi.quantity
      from orders o join order_items oi on oi.order_id = o.id
      where o.date >= ${start} and o.date < ${end} and o.status in (${sql.join(statuses)})`.execute(t.db)
  ).rows;
  const addons = (
    await sql<{
      order_item_id: number;
      addon_id: number;
    }>`select order_item_id, addon_id from order_item_addons`.execute(t.db)
  ).rows;
  const combos = new Map<string, number>();
  for (const item of items) {
    const set = addons
      .filter((a) => Number(a.order_item_id) === Number(item.id))
      .map((a) => Number(a.addon_id))
      .sort((a, b) => a - b);
    const key = `${item.product_id}|${item.variation_id ?? 'none'}|${set.join('+')}`;
    combos.set(key, (combos.get(key) ?? 0) + Number(item.quantity));
  }
  return combos;
}

describe(`GET /production (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let seeded: Seeded;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    seeded = await seedDay(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, session: TestSession = admin) =>
    t.app.inject({ method: 'GET', url: `${t.api}/production${query}`, headers: session.headers });

  const dayBounds = (day: string) => {
    const start = DateTime.fromISO(day, { zone: ZONE });
    return { start: start.toUTC().toISO()!, end: start.plus({ days: 1 }).toUTC().toISO()! };
  };

  function sheetMaps(results: any[]) {
    const totals = new Map<number, number>();
    const byOutlet = new Map<string, number>();
    const byHour = new Map<string, number>();
    const combos = new Map<string, number>();
    for (const row of results) {
      totals.set(row.product.id, row.quantity);
      for (const o of row.outlets) byOutlet.set(`${row.product.id}|${o.outlet?.id ?? 'none'}`, o.quantity);
      for (const h of row.hours) byHour.set(`${row.product.id}|${h.hour}`, h.quantity);
      for (const c of row.combos) {
        const set = c.addons.map((a: { id: number }) => a.id).sort((a: number, b: number) => a - b);
        combos.set(`${row.product.id}|${c.variation?.id ?? 'none'}|${set.join('+')}`, c.quantity);
      }
      // Each breakdown adds up to the product's quantity.
      for (const parts of [row.combos, row.outlets, row.hours])
        expect(parts.reduce((s: number, p: { quantity: number }) => s + p.quantity, 0)).toBe(row.quantity);
    }
    return { totals, byOutlet, byHour, combos };
  }

  it('defaults to today in the kitchen zone and the open statuses, and equals the independent sum', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const { results, meta } = res.json().data;
    const { start, end } = dayBounds(seeded.day);
    expect(meta).toMatchObject({
      date_from: seeded.day,
      date_to: seeded.day,
      time_zone: ZONE,
      statuses: ['pending', 'processing'],
    });
    const expected = await expectedSheet(t, start, end, ['pending', 'processing']);
    const got = sheetMaps(results);
    expect(got.totals).toEqual(expected.totals);
    expect(got.byOutlet).toEqual(expected.byOutlet);
    expect(got.byHour).toEqual(expected.byHour);
    expect(got.combos).toEqual(await expectedCombos(t, start, end, ['pending', 'processing']));
    expect(meta.total_quantity).toBe([...expected.totals.values()].reduce((a, b) => a + b, 0));
    expect(meta.total_quantity).toBeGreaterThan(0);
    expect(results.map((r: any) => r.product.name)).toEqual(['Fattoush', 'Kibbeh', 'Manakish']);
  });

  it('filters by date range, statuses, outlet and organization', async () => {
    const { start, end } = dayBounds(seeded.day);
    const all = ['pending', 'processing', 'ready_for_pickup', 'on_the_way', 'delivered', 'cancelled'];
    const res = await get(`?date_between=${seeded.day},${seeded.day}&status_in=${all.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(sheetMaps(res.json().data.results).totals).toEqual((await expectedSheet(t, start, end, all)).totals);

    const cancelled = await get(`?date_between=${seeded.day},${seeded.day}&status_in=cancelled`);
    expect(sheetMaps(cancelled.json().data.results).totals).toEqual(
      (await expectedSheet(t, start, end, ['cancelled'])).totals,
    );

    const outlet = seeded.outlets[1];
    const byOutlet = await get(`?outlet=${outlet}`);
    const expected = await expectedSheet(t, start, end, ['pending', 'processing'], [outlet]);
    expect(sheetMaps(byOutlet.json().data.results).totals).toEqual(expected.totals);
    for (const row of byOutlet.json().data.results) expect(row.outlets.map((o: any) => o.outlet?.id)).toEqual([outlet]);

    const org = seeded.organizations[1];
    const byOrg = (await get(`?organization=${org}`)).json().data;
    const orgSum = await sql<{ q: number }>`select coalesce(sum(oi.quantity), 0) as q from orders o
      join order_items oi on oi.order_id = o.id where o.date >= ${start} and o.date < ${end}
      and o.status in ('pending', 'processing') and o.organization_id = ${org}`.execute(t.db);
    expect(byOrg.meta.total_quantity).toBe(Number(orgSum.rows[0].q));

    // Instants with offsets: one Beirut hour, 12:00 to 13:00.
    const noon = DateTime.fromISO(`${seeded.day}T12:00`, { zone: ZONE });
    const hour = await get(`?date_between=${encodeURIComponent(`${noon.toISO()},${noon.plus({ hours: 1 }).toISO()}`)}`);
    expect(hour.statusCode).toBe(200);
    for (const row of hour.json().data.results) expect(row.hours.map((h: any) => h.hour)).toEqual(['12:00']);
    const next = DateTime.fromISO(seeded.day).plus({ days: 1 }).toISODate()!;
    const tomorrow = (await get(`?date_between=${next},${next}`)).json().data;
    const tb = dayBounds(next);
    expect(tomorrow.meta.total_quantity).toBe(
      [...(await expectedSheet(t, tb.start, tb.end, ['pending', 'processing'])).totals.values()].reduce(
        (a, b) => a + b,
        0,
      ),
    );
  });

  it('answers a fresh sheet after any write to its orders, items or addons', async () => {
    const before = (await get('')).json().data;
    const item = await sql<{ id: number; product_id: number }>`select oi.id, oi.product_id from order_items oi
      join orders o on o.id = oi.order_id where o.status = 'pending' and o.date >= ${dayBounds(seeded.day).start}
      and o.date < ${dayBounds(seeded.day).end} order by oi.id limit 1`.execute(t.db);
    const { id, product_id } = item.rows[0];
    await t.db
      .updateTable('order_items')
      .set({ quantity: sql`quantity + 5` })
      .where('id', '=', Number(id))
      .execute();
    const after = (await get('')).json().data;
    expect(after.meta.total_quantity).toBe(before.meta.total_quantity + 5);
    const combos = (data: any) =>
      data.results.find((r: any) => r.product.id === Number(product_id)).combos.length as number;
    await t.db
      .insertInto('order_item_addons')
      .values({ order_item_id: Number(id), addon_id: null, name: 'Since deleted' })
      .execute();
    const withAddon = (await get('')).json().data;
    const row = withAddon.results.find((r: any) => r.product.id === Number(product_id));
    expect(row.combos.some((c: any) => c.addons.some((a: any) => a.id === null && a.name === 'Since deleted'))).toBe(
      true,
    );
    expect(combos(withAddon)).toBeGreaterThanOrEqual(combos(after));
    await t.db.deleteFrom('order_item_addons').where('name', '=', 'Since deleted').execute();
    await t.db
      .updateTable('order_items')
      .set({ quantity: sql`quantity - 5` })
      .where('id', '=', Number(id))
      .execute();
    expect((await get('')).json().data).toEqual(before);
  });

  it.each([
    ['date_between=2026-11-31,2026-12-01'],
    ['date_between=2026-11-24'],
    ['date_between=2026-11-25,2026-11-24'],
    ['date_between=2024-01-01,2026-01-01'],
    ['status_in=baking'],
    ['outlet=abc'],
    ['organization=0'],
    ['per_page=10'],
  ])('refuses a bad query (%s) with a 400', async (query) => {
    const res = await get(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('is allowed to every role that may list orders or kitchen orders, and refused without one', async () => {
    for (const role of ['manager', 'kitchen_staff', 'viewer'] as const) {
      const res = await get('', await t.login(TEST_USERS[role]));
      expect({ role, status: res.statusCode }).toEqual({ role, status: 200 });
    }
    // A role the server does not know holds no capability at all.
    const cook = await t.login(TEST_USERS.kitchen_staff);
    await t.db
      .updateTable('users')
      .set({ role: 'guest' as never })
      .where('email', '=', TEST_USERS.kitchen_staff)
      .execute();
    const refused = await get('', cook);
    await t.db
      .updateTable('users')
      .set({ role: 'kitchen_staff' })
      .where('email', '=', TEST_USERS.kitchen_staff)
      .execute();
    expect(refused.statusCode).toBe(403);
    const noToken = await t.app.inject({ method: 'GET', url: `${t.api}/production` });
    expect(noToken.statusCode).toBe(401);
  });

  it('exports through the mailed export job: 202 for who may export orders, 403 for the kitchen', async () => {
    const post = (session: TestSession, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `${t.api}/export/production`,
        headers: session.headers,
        payload: body as object,
      });
    const accepted = await post(admin, { status_in: 'pending' });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().data.message).toBe(
      'The export file is being generated; you will receive it by email when ready.',
    );
    await drainJobs();
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', accepted.json().data.job_id)
      .executeTakeFirstOrThrow();
    const sheet = (await get('?status_in=pending')).json().data.results as any[];
    const lines = sheet.reduce((n, r) => n + 1 + r.combos.length + r.outlets.length + r.hours.length, 0);
    expect({ status: job.status, result: JSON.parse(String(job.result)) }).toMatchObject({
      status: 'done',
      result: { rows: lines, filename: expect.stringMatching(/^production-.*\.csv$/) },
    });
    expect((await post(admin, { status_in: 'baking' })).statusCode).toBe(400);
    expect((await post(await t.login(TEST_USERS.kitchen_staff), {})).statusCode).toBe(403);
    const importRefused = await t.app.inject({
      method: 'POST',
      url: `${t.api}/import/production`,
      headers: admin.headers,
    });
    // Nobody imports a report.
    expect(importRefused.statusCode).toBe(403);
  });

  it('lists the orders holding a product (the click-through of a figure)', async () => {
    const product = seeded.products[2];
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.api}/orders?product=${product}&per_page=100`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const expected = await sql<{ n: number }>`select count(distinct order_id) as n from order_items
      where product_id = ${product}`.execute(t.db);
    expect(res.json().data.meta.total_count).toBe(Number(expected.rows[0].n));
    expect(
      (await t.app.inject({ method: 'GET', url: `${t.api}/orders?product=x`, headers: admin.headers })).statusCode,
    ).toBe(400);
  });
});

describe('due hours across a clock change', () => {
  it('splits the range where the zone changes its offset', () => {
    // London goes back from BST (+60) to GMT (0) at 01:00 UTC on 25 October 2026: a 25-hour day.
    const plan = productionPlan({ date_between: '2026-10-25,2026-10-25' }, 'Europe/London', Date.now());
    expect(plan.segments).toEqual([
      { from: '2026-10-24T23:00:00.000Z', offset: 60 },
      { from: '2026-10-25T01:00:00.000Z', offset: 0 },
    ]);
    expect([plan.start, plan.end]).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
    const summer = DateTime.fromISO('2026-07-01T00:00', { zone: 'Europe/London' });
    expect(offsetSegments(summer, summer.plus({ days: 1 }))).toHaveLength(1);
  });

  it(`counts each order in its local hour on both sides of the change (${TEST_DB})`, async () => {
    const t = await buildTestApp();
    try {
      const product = await t.db
        .insertInto('products')
        .values({ name: 'Scone', price: 300 })
        .returning('id')
        .executeTakeFirstOrThrow();
      // 00:30 UTC is 01:30 BST; 01:30 UTC is 01:30 GMT; 23:59 UTC is 23:59 GMT.
      for (const [n, date] of [
        '2026-10-25T00:30:00.000Z',
        '2026-10-25T01:30:00.000Z',
        '2026-10-25T23:59:00.000Z',
      ].entries()) {
        const order = await t.db
          .insertInto('orders')
          .values({ order_number: n + 1, name: `O${n}`, status: 'pending', date })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('order_items')
          .values({ order_id: Number(order.id), product_id: Number(product.id), name: 'Scone', quantity: n + 1 })
          .execute();
      }
      const plan = productionPlan({ date_between: '2026-10-25,2026-10-25' }, 'Europe/London', Date.now());
      const counts = await productionCounts(t.db, plan);
      expect(counts.map((c) => [c.hour, c.quantity]).sort()).toEqual([
        [1, 3],
        [23, 3],
      ]);
    } finally {
      await t.close();
    }
  });
});
