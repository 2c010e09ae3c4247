import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

describe(`generateMenuItems (${TEST_DB})`, () => {
  let t: TestDb;
  let menu: { id: number };
  let hummus: { id: number };
  let jallab: { id: number };
  let mezze: { id: number };
  beforeAll(async () => {
    t = await createTestDb();
    mezze = await add(t.db, 'Category', { name: 'Mezze' });
    hummus = await add(t.db, 'Product', { name: 'Hummus', price: 4.5, category: mezze.id, status: 'publish' });
    jallab = await add(t.db, 'Product', { name: 'Jallab', price: 3.5, status: 'publish' });
    menu = await add(t.db, 'Menu', { name: 'Week 47' });
  });
  afterAll(async () => {
    await t.destroy();
  });
  const generate = (body: Record<string, unknown>) => call(t.db, 'generateMenuItems', { body });

  it('creates one item per date per product, copying name and category', async () => {
    const body = await generate({
      menu_id: menu.id,
      product_ids: [hummus.id, jallab.id],
      start_date: '2026-11-16',
      end_date: '2026-11-20',
    });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      name: 'Hummus',
      date: '2026-11-16',
      category: { id: mezze.id, name: 'Mezze' },
      menu: { id: menu.id, name: 'Week 47' },
      product: { id: hummus.id },
    });
    expect(body.data[1]).toMatchObject({ name: 'Jallab', date: '2026-11-16', category: null });
    expect(body.data.at(-1)).toMatchObject({ date: '2026-11-20' });
  });

  it('is idempotent: re-running (or overlapping) adds no duplicates', async () => {
    await generate({
      menu_id: menu.id,
      product_ids: [hummus.id, jallab.id],
      start_date: '2026-11-16',
      end_date: '2026-11-20',
    });
    const overlap = await generate({
      menu_id: menu.id,
      product_ids: [hummus.id],
      start_date: '2026-11-19',
      end_date: '2026-11-22',
    });
    expect(overlap.data.map((i: { date: string }) => i.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    const all = await list(t.db, 'listMenuItems', { menu: menu.id, per_page: 100 });
    expect(all.meta.total_count).toBe(12);
    const keys = all.results.map((i: { product: { id: number }; date: string }) => `${i.product.id}/${i.date}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a single day works, across a month end too', async () => {
    const other = await add(t.db, 'Menu', { name: 'Other' });
    expect(
      (
        await generate({
          menu_id: other.id,
          product_ids: [jallab.id],
          start_date: '2026-11-30',
          end_date: '2026-11-30',
        })
      ).data,
    ).toHaveLength(1);
    const span = await generate({
      menu_id: other.id,
      product_ids: [jallab.id],
      start_date: '2026-11-29',
      end_date: '2026-12-02',
    });
    expect(span.data.map((i: { date: string }) => i.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('refuses bad input without writing', async () => {
    const before = (await list(t.db, 'listMenuItems', {})).meta.total_count;
    expect(
      (
        await callError(t.db, 'generateMenuItems', {
          body: { menu_id: 99999, product_ids: [hummus.id], start_date: '2026-11-16', end_date: '2026-11-16' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callError(t.db, 'generateMenuItems', {
          body: { menu_id: menu.id, product_ids: [hummus.id, 99999], start_date: '2026-12-01', end_date: '2026-12-02' },
        })
      ).errors,
    ).toEqual({ product_ids: 'no product with id 99999' });
    expect(
      (
        await callError(t.db, 'generateMenuItems', {
          body: { menu_id: menu.id, product_ids: [hummus.id], start_date: '2026-12-02', end_date: '2026-12-01' },
        })
      ).errors,
    ).toEqual({ end_date: 'is before start_date' });
    expect(
      (
        await callError(t.db, 'generateMenuItems', {
          body: { menu_id: menu.id, product_ids: [], start_date: '2026-12-01', end_date: '2026-12-01' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await callError(t.db, 'generateMenuItems', {
          body: { menu_id: menu.id, product_ids: [hummus.id], start_date: '2026-02-30', end_date: '2026-03-01' },
        })
      ).errors,
    ).toHaveProperty('start_date');
    expect(
      (
        await callError(t.db, 'generateMenuItems', {
          body: { menu_id: menu.id, product_ids: [hummus.id], start_date: '2026-01-01', end_date: '2027-06-01' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await list(t.db, 'listMenuItems', {})).meta.total_count).toBe(before);
  });
});

describe(`generateMenuItems and outlet holidays (${TEST_DB})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('skips the days the outlet is closed and reports how many', async () => {
    // Closed on Sunday (0) and Friday (5).
    const outlet = await add(t.db, 'Outlet', { name: 'Harbour', holidays: [5, 0] });
    const menu = await add(t.db, 'Menu', { name: 'Harbour week', outlet: outlet.id });
    const products = [];
    for (const name of ['Fattoush', 'Kibbeh', 'Tabbouleh', 'Falafel', 'Shawarma', 'Knafeh'])
      products.push(await add(t.db, 'Product', { name, price: 5, status: 'publish' }));
    const body = await call(t.db, 'generateMenuItems', {
      body: {
        menu_id: menu.id,
        product_ids: products.map((p) => p.id),
        start_date: '2026-11-23', // a Monday
        end_date: '2026-11-29', // the Sunday after
      },
    });
    expect(body.meta).toEqual({ holidays_skipped: 2, skipped_dates: ['2026-11-27', '2026-11-29'] });
    expect(body.data).toHaveLength(30);
    const stored = await list(t.db, 'listMenuItems', { menu: menu.id, per_page: 100 });
    expect(stored.meta.total_count).toBe(30);
    expect([...new Set(stored.results.map((i: { date: string }) => i.date))].sort()).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-28',
    ]);
  });

  it('skips nothing for a menu without an outlet, or an outlet open every day', async () => {
    const open = await add(t.db, 'Outlet', { name: 'Always open' });
    const product = await add(t.db, 'Product', { name: 'Labneh', price: 3, status: 'publish' });
    for (const outlet of [null, open.id]) {
      const menu = await add(t.db, 'Menu', { name: `Menu ${outlet}`, outlet });
      const body = await call(t.db, 'generateMenuItems', {
        body: { menu_id: menu.id, product_ids: [product.id], start_date: '2026-11-23', end_date: '2026-11-29' },
      });
      expect(body.meta).toEqual({ holidays_skipped: 0, skipped_dates: [] });
      expect(body.data).toHaveLength(7);
    }
  });
});
