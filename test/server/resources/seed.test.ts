import { sql } from 'kysely';
import { verifyPassword } from '../../../server/src/db/password';
import { DEMO_ADDONS, DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_USERS } from '../../../server/src/seed/data';
import { DEMO_CREDIT_LIMIT } from '../../../server/src/seed/demo-billing';
import { seedDemoData } from '../../../server/src/seed/demo';
import { placeStandingOrders } from '../../../server/src/resources/standing-orders/placing';
import { TEST_CONFIG } from './fixtures';
import { isUploadUrl } from '../../../server/src/resources/engine/upload-url';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';

describe(`demo seed (${TEST_DB})`, () => {
  let t: TestDb;
  const now = new Date('2026-11-18T09:00:00.000Z'); // a Wednesday, 11:00 in Beirut
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('seeds a full catalogue and one user per role, then does nothing on re-run', async () => {
    const first = await seedDemoData(t.db, { demoPassword: 'pw-for-tests', now });
    expect(first.seeded).toBe(true);
    const users = await t.db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ['admin@demo.test', 'administrator'],
      ['manager@demo.test', 'manager'],
      ['kitchen@demo.test', 'kitchen_staff'],
      ['viewer@demo.test', 'viewer'],
      ['kitchen-ar@demo.test', 'kitchen_staff'],
    ]);
    expect(users.map((u) => u.language)).toEqual([null, null, null, null, 'ar']);
    expect(await verifyPassword(users[4].password_hash, 'pw-for-tests')).toBe(true);
    expect(users[0].first_name).toBe('Rania');
    expect(await verifyPassword(users[0].password_hash, 'pw-for-tests')).toBe(true);
    expect(await verifyPassword(users[0].password_hash, 'wrong')).toBe(false);

    const n = async (table: 'organizations' | 'outlets' | 'products' | 'orders' | 'menu_items' | 'employees') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await n('organizations')).toBeGreaterThanOrEqual(3);
    expect(await n('products')).toBeGreaterThanOrEqual(38);
    expect(await n('employees')).toBeGreaterThanOrEqual(12);
    expect(await n('menu_items')).toBeGreaterThan(20);

    const second = await seedDemoData(t.db, { demoPassword: 'other', now });
    expect(second.seeded).toBe(false);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(DEMO_USERS.length);
    expect(await n('orders')).toBe(first.counts.orders);
  });

  it('names every product, category and addon in Arabic and French', async () => {
    const arabic = /[\u0600-\u06FF]/;
    const check = (
      rows: Array<{ name: string; translations: string | null }>,
      expected: number,
      description: boolean,
    ) => {
      expect(rows).toHaveLength(expected);
      for (const row of rows) {
        const t9n = JSON.parse(row.translations ?? 'null');
        expect({ name: row.name, ar: arabic.test(t9n?.ar?.name ?? '') }).toEqual({ name: row.name, ar: true });
        expect({ name: row.name, fr: typeof t9n?.fr?.name }).toEqual({ name: row.name, fr: 'string' });
        if (description)
          expect({ name: row.name, ar: arabic.test(t9n.ar.description ?? '') }).toEqual({ name: row.name, ar: true });
      }
    };
    check(await t.db.selectFrom('products').select(['name', 'translations']).execute(), DEMO_PRODUCTS.length, true);
    check(
      await t.db.selectFrom('categories').select(['name', 'translations']).execute(),
      DEMO_CATEGORIES.length,
      false,
    );
    check(await t.db.selectFrom('addons').select(['name', 'translations']).execute(), DEMO_ADDONS.length, false);
    check(await t.db.selectFrom('stations').select(['name', 'translations']).execute(), 4, false);
    const wrap = await t.db
      .selectFrom('products')
      .select('translations')
      .where('name', '=', 'Chicken Shawarma Wrap')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(wrap.translations!)).toMatchObject({
      ar: { name: 'عروس شاورما دجاج' },
      fr: { name: 'Wrap shawarma poulet' },
    });
  });

  it('routes the categories to the four kitchen stations, leaving one to every station', async () => {
    const rows = await t.db
      .selectFrom('categories as c')
      .leftJoin('stations as s', 's.id', 'c.station_id')
      .select(['c.name as category', 's.name as station'])
      .orderBy('c.order')
      .execute();
    expect(rows).toEqual([
      { category: 'Mezze', station: 'Cold & Mezze' },
      { category: 'Manakish', station: 'Bakery' },
      { category: 'Grills', station: 'Grill' },
      { category: 'Salads', station: 'Cold & Mezze' },
      { category: 'Sandwiches', station: 'Grill' },
      { category: 'Desserts', station: null },
      { category: 'Drinks', station: 'Drinks' },
    ]);
  });

  it("names every variation in Arabic and French: its product's name there, then its outlet", async () => {
    const rows = await t.db.selectFrom('product_variations').select(['name', 'translations']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const t9n = JSON.parse(row.translations ?? 'null');
      const outlet = String(row.name).split(' – ')[1];
      expect({ name: row.name, ar: /[\u0600-\u06FF]/.test(t9n?.ar?.name ?? '') }).toEqual({ name: row.name, ar: true });
      expect({ name: row.name, ar: t9n.ar.name.endsWith(` – ${outlet}`) }).toEqual({ name: row.name, ar: true });
      expect({ name: row.name, fr: t9n.fr.name.endsWith(` – ${outlet}`) }).toEqual({ name: row.name, fr: true });
    }
    const wrap = rows.find((r) => String(r.name).startsWith('Chicken Shawarma Wrap – '))!;
    expect(JSON.parse(wrap.translations!).ar.name).toMatch(/^عروس شاورما دجاج – /);
  });

  it('has orders in every status today and tomorrow, with totals matching their items', async () => {
    const orders = await t.db.selectFrom('orders').selectAll().execute();
    for (const day of ['2026-11-18', '2026-11-19']) {
      const statuses = new Set(orders.filter((o) => o.date!.startsWith(day)).map((o) => o.status));
      expect([...statuses].sort()).toEqual([
        'cancelled',
        'delivered',
        'on_the_way',
        'pending',
        'processing',
        'ready_for_pickup',
      ]);
    }
    const items = await t.db.selectFrom('order_items').selectAll().execute();
    const addons = await t.db.selectFrom('order_item_addons').selectAll().execute();
    // Some demo items carry a variation and addons; each addon's charge adds to the unit price.
    expect(items.some((i) => i.product_variation_id !== null)).toBe(true);
    expect(addons.length).toBeGreaterThan(0);
    for (const o of orders) {
      const mine = items.filter((i) => i.order_id === o.id);
      expect(mine.length).toBeGreaterThan(0);
      for (const i of mine) {
        const extras = addons.filter((a) => a.order_item_id === i.id).reduce((s, a) => s + a.extra_charge, 0);
        expect(i.subtotal).toBe((i.unit_price + extras) * i.quantity);
        expect(i.total).toBe(Math.round(i.subtotal * (1 - i.discount / 100)));
      }
      const sum = mine.reduce((s, i) => s + i.total, 0);
      expect(o.subtotal).toBe(sum);
      expect(o.total).toBe(Math.max(0, sum - o.discount));
      if (o.status === 'delivered') expect(o.completed_at).not.toBeNull();
      if (o.status === 'cancelled') expect(o.reject_reason).toBeTruthy();
    }
    const numbers = orders.map((o) => o.order_number).sort((a, b) => a - b);
    expect(numbers[0]).toBe(1);
    const counter = await t.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'order_number')
      .executeTakeFirstOrThrow();
    expect(counter.value).toBe(orders.length);
  });

  it('seeds one standing order, weekdays from four weeks on: it places nothing in the demo’s first weeks', async () => {
    const standing = await t.db.selectFrom('standing_orders').selectAll().execute();
    expect(standing.map((s) => [s.name, JSON.parse(s.weekdays), s.time, s.starts_on])).toEqual([
      ['Weekly team lunch', [1, 2, 3, 4, 5], '12:30', '2026-12-16'],
    ]);
    expect(JSON.parse(standing[0].items)).toHaveLength(2);
    const app = { db: t.db, config: { ...TEST_CONFIG, standingOrderHorizonDays: 7 }, clock: () => now.getTime() };
    expect(await placeStandingOrders(app, { horizonDays: 7 })).toEqual({ placed: 0, failed: 0 });
    // Four weeks on, its first week is placed: its products and outlet make valid orders.
    const later = { ...app, clock: () => now.getTime() + 28 * 86_400_000 };
    expect(await placeStandingOrders(later, { horizonDays: 7 })).toEqual({ placed: 5, failed: 0 });
  });

  it('bills one organization within a credit limit: two issued invoices of past months and a payment', async () => {
    const limited = await t.db
      .selectFrom('organizations')
      .select(['id', 'credit_limit'])
      .where('credit_limit', 'is not', null)
      .execute();
    expect(limited).toEqual([{ id: expect.any(Number), credit_limit: DEMO_CREDIT_LIMIT }]);
    const invoices = await t.db.selectFrom('invoices').selectAll().orderBy('id').execute();
    // Seeded on 18 November 2026: September's and October's lunches, issued on the first of the next month.
    expect(
      invoices.map((i) => [i.number, i.status, i.organization_id, i.period_from, i.issue_date, i.due_date]),
    ).toEqual([
      ['INV-2026-00001', 'issued', limited[0].id, '2026-09-01', '2026-10-01', '2026-10-31'],
      ['INV-2026-00002', 'issued', limited[0].id, '2026-10-01', '2026-11-01', '2026-12-01'],
    ]);
    const lines = await t.db.selectFrom('invoice_lines').selectAll().execute();
    const billed = await t.db.selectFrom('orders').selectAll().where('invoice_id', 'is not', null).execute();
    for (const invoice of invoices) {
      const mine = billed.filter((o) => o.invoice_id === invoice.id);
      expect(mine).toHaveLength(3);
      expect(mine.every((o) => o.status === 'delivered' && o.payment_method === 'on_account')).toBe(true);
      expect(mine.every((o) => o.date! >= invoice.period_from && o.date! <= `${invoice.period_to}T23:59`)).toBe(true);
      const amounts = lines.filter((l) => l.invoice_id === invoice.id).map((l) => l.amount);
      expect(amounts.reduce((sum, a) => sum + a, 0)).toBe(invoice.subtotal);
      expect(invoice.total).toBe(invoice.subtotal + invoice.vat);
      expect(invoice.vat).toBe(Math.round(invoice.subtotal * 0.11));
    }
    const payments = await t.db.selectFrom('payments').selectAll().execute();
    expect(payments.map((p) => [p.invoice_id, p.amount, p.date])).toEqual([
      [invoices[0].id, invoices[0].total, '2026-10-13'],
    ]);
    const counter = await t.db.selectFrom('billing_counters').selectAll().execute();
    expect(counter).toEqual([{ kind: 'INV', year: 2026, value: 2 }]);
  });

  it('seeds image fields only as upload URLs or null (what the API would accept)', async () => {
    const images = [
      ...(await t.db.selectFrom('organizations').select('logo as v').execute()),
      ...(await t.db.selectFrom('products').select('image as v').execute()),
      ...(await t.db.selectFrom('employees').select('photo as v').execute()),
      ...(await t.db.selectFrom('kitchen_staff').select('photo as v').execute()),
      ...(await t.db.selectFrom('users').select('photo as v').execute()),
    ].map((r) => r.v);
    expect(images.length).toBeGreaterThan(50);
    expect(images.filter((v) => v !== null && !isUploadUrl(v))).toEqual([]);
  });
});
