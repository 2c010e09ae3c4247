import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, callError, list } from './fixtures';

describe(`list semantics (${TEST_DB})`, () => {
  let t: TestDb;
  const ids: Record<string, number> = {};
  const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

  beforeAll(async () => {
    t = await createTestDb();
    const db = t.db;
    ids.mezze = (await add(db, 'Category', { name: 'Mezze', order: 1 })).id;
    ids.grills = (await add(db, 'Category', { name: 'Grills', order: 2 })).id;
    ids.drinks = (await add(db, 'Category', { name: 'Drinks', order: 3, status: 'draft' })).id;
    ids.toum = (await add(db, 'Addon', { name: 'Toum', extra_charge: 0.5, type: 'sauce' })).id;
    ids.fries = (await add(db, 'Addon', { name: 'Fries', extra_charge: 2, type: 'side' })).id;
    const products: Array<[string, number, string, string, number[], string | null]> = [
      ['Hummus', 4.5, 'publish', 'mezze', [], 'Chickpeas and tahini'],
      ['hummus with lahm', 7.25, 'publish', 'mezze', [ids.toum], null],
      ['Kafta Platter', 12, 'publish', 'grills', [ids.toum, ids.fries], 'Grilled 100% beef'],
      ['Shish Taouk', 11.5, 'draft', 'grills', [ids.fries], 'Chicken_skewers'],
      ['Jallab', 3.5, 'publish', 'drinks', [], null],
      ['Ayran', 2, 'draft', 'drinks', [], 'Yoghurt drink'],
    ];
    for (const [name, price, status, cat, addons, description] of products) {
      ids[name] = (await add(db, 'Product', { name, price, status, category: ids[cat], addons, description })).id;
    }
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('counts every match in total_count while returning one page', async () => {
    const page1 = await list(t.db, 'listProducts', { per_page: 4, page: 1, order_by: 'name', order: 'ASC' });
    expect(page1.meta.total_count).toBe(6);
    expect(names(page1.results)).toEqual(['Ayran', 'Hummus', 'hummus with lahm', 'Jallab']);
    const page2 = await list(t.db, 'listProducts', { per_page: 4, page: 2, order_by: 'name', order: 'ASC' });
    expect(names(page2.results)).toEqual(['Kafta Platter', 'Shish Taouk']);
    const beyond = await list(t.db, 'listProducts', { per_page: 4, page: 9 });
    expect(beyond.results).toEqual([]);
    expect(beyond.meta.total_count).toBe(6);
    const one = await list(t.db, 'listProducts', { per_page: 1, status: 'draft' });
    expect(one.results).toHaveLength(1);
    expect(one.meta.total_count).toBe(2);
  });

  it('sorts by several columns, case-insensitively for text', async () => {
    const r = await list(t.db, 'listProducts', { order_by: 'status,price', order: 'DESC,DESC' });
    expect(names(r.results)).toEqual(['Kafta Platter', 'hummus with lahm', 'Hummus', 'Jallab', 'Shish Taouk', 'Ayran']);
    const byName = await list(t.db, 'listProducts', { order_by: 'name', order: 'DESC' });
    expect(names(byName.results)).toEqual([
      'Shish Taouk',
      'Kafta Platter',
      'Jallab',
      'hummus with lahm',
      'Hummus',
      'Ayran',
    ]);
  });

  it('filters eq, ne, gte, lte and like', async () => {
    expect(names((await list(t.db, 'listProducts', { name: 'Jallab' })).results)).toEqual(['Jallab']);
    expect((await list(t.db, 'listProducts', { name_ne: 'Jallab' })).meta.total_count).toBe(5);
    const mid = await list(t.db, 'listProducts', { price_gte: 3.5, price_lte: '11.5', order_by: 'price' });
    expect(names(mid.results)).toEqual(['Jallab', 'Hummus', 'hummus with lahm', 'Shish Taouk']);
    expect(names((await list(t.db, 'listProducts', { name_like: 'HUMM', order_by: 'id' })).results)).toEqual([
      'Hummus',
      'hummus with lahm',
    ]);
    expect((await list(t.db, 'listProducts', { price: 12 })).results[0].name).toBe('Kafta Platter');
  });

  it('treats comma lists as any-of, and _ne lists as none-of', async () => {
    expect((await list(t.db, 'listProducts', { category: `${ids.mezze},${ids.drinks}` })).meta.total_count).toBe(4);
    expect(
      names(
        (await list(t.db, 'listProducts', { category_ne: `${ids.mezze},${ids.drinks}`, order_by: 'name' })).results,
      ),
    ).toEqual(['Kafta Platter', 'Shish Taouk']);
  });

  it('supports status_in, category_in and the addons many-relation filter', async () => {
    expect((await list(t.db, 'listProducts', { status_in: 'draft' })).meta.total_count).toBe(2);
    expect((await list(t.db, 'listProducts', { status_in: 'draft,publish' })).meta.total_count).toBe(6);
    expect(
      names((await list(t.db, 'listProducts', { category_in: String(ids.grills), order_by: 'name' })).results),
    ).toEqual(['Kafta Platter', 'Shish Taouk']);
    expect(names((await list(t.db, 'listProducts', { addons: String(ids.toum), order_by: 'name' })).results)).toEqual([
      'hummus with lahm',
      'Kafta Platter',
    ]);
    expect(
      names((await list(t.db, 'listProducts', { addons: `${ids.toum},${ids.fries}`, order_by: 'name' })).results),
    ).toEqual(['hummus with lahm', 'Kafta Platter', 'Shish Taouk']);
    expect((await list(t.db, 'listProducts', { addons_ne: String(ids.fries) })).meta.total_count).toBe(4);
    expect((await list(t.db, 'listCategories', { status_in: 'publish' })).meta.total_count).toBe(2);
  });

  it('searches name-like fields case-insensitively, with % and _ taken literally', async () => {
    expect(names((await list(t.db, 'listProducts', { search: 'hUmMuS', order_by: 'id' })).results)).toEqual([
      'Hummus',
      'hummus with lahm',
    ]);
    expect(names((await list(t.db, 'listProducts', { search: 'yoghurt' })).results)).toEqual(['Ayran']);
    expect(names((await list(t.db, 'listProducts', { search: '100%' })).results)).toEqual(['Kafta Platter']);
    expect(names((await list(t.db, 'listProducts', { search: 'n_s' })).results)).toEqual(['Shish Taouk']);
    expect((await list(t.db, 'listProducts', { search: '%' })).results.map((r) => r.name)).toEqual(['Kafta Platter']);
    expect((await list(t.db, 'listProducts', { search: 'nothing like this' })).meta.total_count).toBe(0);
  });

  it('gets one or many by id[] and embeds relations', async () => {
    const many = await list(t.db, 'listProducts', {
      'id[]': [String(ids.Hummus), String(ids['Kafta Platter'])],
      order_by: 'id',
    });
    expect(names(many.results)).toEqual(['Hummus', 'Kafta Platter']);
    const kafta = many.results[1];
    // Embedded relations carry their names in the menu's other languages (none given here).
    expect(kafta.category).toEqual({ id: ids.grills, name: 'Grills', translations: null });
    expect(kafta.addons).toEqual([
      { id: ids.toum, name: 'Toum', type: 'sauce', translations: null },
      { id: ids.fries, name: 'Fries', type: 'side', translations: null },
    ]);
    expect(kafta.price).toBe(12);
    const one = await list(t.db, 'listProducts', { 'id[]': ids.Jallab });
    expect(one.results.map((r) => r.id)).toEqual([ids.Jallab]);
    expect((await list(t.db, 'listProducts', { 'id[]': '999999' })).results).toEqual([]);
  });

  it('refuses unknown filters, operators and sort columns with a 400 naming them', async () => {
    const e = await callError(t.db, 'listProducts', { query: { flavour: 'garlic' } });
    expect(e.statusCode).toBe(400);
    expect(e.message).toContain('"flavour"');
    expect((await callError(t.db, 'listProducts', { query: { price_like: '4' } })).message).toContain('"price_like"');
    expect((await callError(t.db, 'listProducts', { query: { order_by: 'password_hash' } })).message).toContain(
      '"password_hash"',
    );
    expect((await callError(t.db, 'listKitchenOrders', { query: { email: 'x@y.z' } })).message).toContain('"email"');
  });

  describe('dates', () => {
    beforeAll(async () => {
      const dates = [
        '2026-11-20T21:59:59.999Z',
        '2026-11-21T00:00:00.000Z',
        '2026-11-21T12:30:00.000Z',
        '2026-11-22T23:59:59.999Z',
        '2026-11-23T00:00:00.000Z',
      ];
      for (const [i, date] of dates.entries())
        await add(t.db, 'Order', { name: `Order ${i}`, date, status: i % 2 ? 'pending' : 'processing' });
      await add(t.db, 'Order', { name: 'Undated' });
      const menu = await add(t.db, 'Menu', { name: 'Week' });
      ids.menu = menu.id;
      for (const date of ['2026-11-15', '2026-11-16', '2026-11-20', '2026-11-21'])
        await add(t.db, 'MenuItem', { menu: menu.id, product: ids.Hummus, date });
      const other = await add(t.db, 'Menu', { name: 'Other' });
      await add(t.db, 'MenuItem', { menu: other.id, product: ids.Jallab, date: '2026-11-16' });
    });

    it('date_between on order date-times covers whole days, both ends included', async () => {
      const r = await list(t.db, 'listOrders', { date_between: '2026-11-21,2026-11-22', order_by: 'date' });
      expect(names(r.results)).toEqual(['Order 1', 'Order 2', 'Order 3']);
      expect((await list(t.db, 'listOrders', { date_between: '2026-11-21,2026-11-21' })).meta.total_count).toBe(2);
    });

    it('date filters on a date-time: a date means that day, a date-time that instant', async () => {
      expect(names((await list(t.db, 'listOrders', { date: '2026-11-21', order_by: 'date' })).results)).toEqual([
        'Order 1',
        'Order 2',
      ]);
      expect((await list(t.db, 'listOrders', { date_ne: '2026-11-21' })).meta.total_count).toBe(4);
      expect((await list(t.db, 'listOrders', { date_gte: '2026-11-22' })).meta.total_count).toBe(2);
      expect((await list(t.db, 'listOrders', { date_lte: '2026-11-21' })).meta.total_count).toBe(3);
      expect(names((await list(t.db, 'listOrders', { date: '2026-11-21T14:30:00+02:00' })).results)).toEqual([
        'Order 2',
      ]);
    });

    it('sorts nulls last ascending and first descending on both databases', async () => {
      expect(
        names((await list(t.db, 'listOrders', { order_by: 'date', order: 'ASC', per_page: 100 })).results).at(-1),
      ).toBe('Undated');
      expect(
        names((await list(t.db, 'listOrders', { order_by: 'date', order: 'DESC', per_page: 100 })).results)[0],
      ).toBe('Undated');
    });

    it('combines status_in with date_between and counts', async () => {
      const r = await list(t.db, 'listOrders', { status_in: 'pending', date_between: '2026-11-20,2026-11-23' });
      expect(r.meta.total_count).toBe(2);
      expect(r.results.every((o) => o.status === 'pending')).toBe(true);
    });

    it('menu items: menu, date_between on dates (inclusive) and category_in', async () => {
      const r = await list(t.db, 'listMenuItems', { menu: ids.menu, date_between: '2026-11-16,2026-11-20' });
      expect(r.results.map((i) => i.date)).toEqual(['2026-11-16', '2026-11-20']);
      expect(r.results[0]).toMatchObject({
        name: 'Hummus',
        product: { id: ids.Hummus, name: 'Hummus', price: 4.5 },
        category: { id: ids.mezze, name: 'Mezze' },
        menu: { id: ids.menu, name: 'Week' },
      });
      expect((await list(t.db, 'listMenuItems', { category_in: String(ids.drinks) })).meta.total_count).toBe(1);
      expect(
        (await list(t.db, 'listMenuItems', { date_gte: '2026-11-16', date_lte: '2026-11-20' })).meta.total_count,
      ).toBe(3);
    });
  });

  it('order items: parent_order filters by one or several orders', async () => {
    const a = await add(t.db, 'Order', { name: 'A' });
    const b = await add(t.db, 'Order', { name: 'B' });
    await add(t.db, 'OrderItem', { order: a.id, product: ids.Hummus, quantity: 2 });
    await add(t.db, 'OrderItem', { order: b.id, product: ids.Jallab });
    await add(t.db, 'OrderItem', { order: b.id, product: ids.Ayran, quantity: 3 });
    expect((await list(t.db, 'listOrderItems', { parent_order: String(a.id) })).meta.total_count).toBe(1);
    expect((await list(t.db, 'listOrderItems', { parent_order: `${a.id},${b.id}` })).meta.total_count).toBe(3);
    expect(names((await list(t.db, 'listOrderItems', { parent_order: b.id, quantity_gte: 2 })).results)).toEqual([
      'Ayran',
    ]);
  });

  it('filters and sorts people by full name', async () => {
    await add(t.db, 'Employee', { first_name: 'Rania', last_name: 'Haddad', email: 'rania@x.test' });
    await add(t.db, 'Employee', {
      first_name: 'Elie',
      middle_name: 'Georges',
      last_name: 'Nassar',
      email: 'elie@x.test',
    });
    await add(t.db, 'Employee', { first_name: 'Karim', last_name: 'Khoury', email: 'karim@x.test' });
    const r = await list(t.db, 'listEmployees', { order_by: 'full_name' });
    expect(r.results.map((e) => e.full_name)).toEqual(['Elie Georges Nassar', 'Karim Khoury', 'Rania Haddad']);
    expect((await list(t.db, 'listEmployees', { full_name: 'Elie Georges Nassar' })).meta.total_count).toBe(1);
    expect((await list(t.db, 'listEmployees', { full_name_like: 'ia hadd' })).meta.total_count).toBe(1);
    expect((await list(t.db, 'listEmployees', { search: 'georges' })).results[0].first_name).toBe('Elie');
  });
});
