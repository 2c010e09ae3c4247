import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * The kitchen board's fire time: an order's due date less the longest effective preparation time among
 * its items (the product's prep_minutes, else its category's, else 0), served as `fire_at` and sortable.
 * prep_minutes round-trips on products and categories through the contract (0..1440 or null).
 */
describe(`prep minutes and kitchen fire times (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let kitchen: TestSession;
  const MIN = 60_000;
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  async function post(path: string, payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url: `${t.api}${path}`, headers: admin.headers, payload });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }
  async function board(query: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.api}/kitchen-orders?${new URLSearchParams({ per_page: '100', ...query })}`,
      headers: kitchen.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.results as Array<{ id: number; name: string; date: string; fire_at: string | null }>;
  }
  async function fireAtOf(orderId: number) {
    return (await board()).find((o) => o.id === orderId)!.fire_at;
  }
  /** An order due at `due` with one line of each product. */
  async function order(name: string, due: string | null, productIds: number[]) {
    const o = await post('/orders/add', { name, date: due });
    for (const product of productIds) await post('/order-items/add', { order: o.id, product, quantity: 1 });
    return o.id as number;
  }

  let grills: { id: number };
  let salads: { id: number };
  let kebab: { id: number }; // category default 40
  let mixedGrill: { id: number }; // own 45
  let tabbouleh: { id: number }; // category default 15
  let quickSalad: { id: number }; // own 0 overrides the category's 15
  let water: { id: number }; // no category, no time

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    kitchen = await t.login(TEST_USERS.kitchen_staff);
    grills = await post('/categories/add', { name: 'Grills', prep_minutes: 40 });
    salads = await post('/categories/add', { name: 'Salads', prep_minutes: 15 });
    kebab = await post('/products/add', { name: 'Kebab', category: grills.id });
    mixedGrill = await post('/products/add', { name: 'Mixed Grill', category: grills.id, prep_minutes: 45 });
    tabbouleh = await post('/products/add', { name: 'Tabbouleh', category: salads.id });
    quickSalad = await post('/products/add', { name: 'Quick Salad', category: salads.id, prep_minutes: 0 });
    water = await post('/products/add', { name: 'Water' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('round-trips prep_minutes on products and categories, null included, and refuses out-of-range values', async () => {
    expect(grills).toMatchObject({ prep_minutes: 40 });
    expect(mixedGrill).toMatchObject({ prep_minutes: 45 });
    expect(kebab).toMatchObject({ prep_minutes: null });
    const cleared = await post(`/products/update/${mixedGrill.id}`, { prep_minutes: null });
    expect(cleared.prep_minutes).toBeNull();
    expect((await post(`/products/update/${mixedGrill.id}`, { prep_minutes: 45 })).prep_minutes).toBe(45);
    expect((await post(`/categories/update/${salads.id}`, { prep_minutes: 15 })).prep_minutes).toBe(15);
    for (const [path, value] of [
      [`/products/update/${kebab.id}`, 1441],
      [`/products/update/${kebab.id}`, -1],
      [`/categories/update/${grills.id}`, 2.5],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.api}${path}`,
        headers: admin.headers,
        payload: { prep_minutes: value },
      });
      expect(res.statusCode).toBe(400);
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: `${t.api}/categories?per_page=100`,
      headers: admin.headers,
    });
    expect(listed.json().data.results.find((c: { id: number }) => c.id === grills.id).prep_minutes).toBe(40);
  });

  it('an order due now with a 30-minute item is fired 30 minutes ago; one due in 15 minutes, 15 minutes ago', async () => {
    await post(`/categories/update/${salads.id}`, { prep_minutes: 30 });
    try {
      const dueNow = await order('due now', iso(now), [tabbouleh.id]);
      const dueSoon = await order('due in 15', iso(now + 15 * MIN), [tabbouleh.id]);
      expect(await fireAtOf(dueNow)).toBe(iso(now - 30 * MIN));
      expect(await fireAtOf(dueSoon)).toBe(iso(now - 15 * MIN));
    } finally {
      await post(`/categories/update/${salads.id}`, { prep_minutes: 15 });
    }
  });

  it("uses the category's time when the product has none, and the longest across items", async () => {
    const due = Date.parse('2026-12-01T12:00:00.000Z');
    const byCategory = await order('kebab only', iso(due), [kebab.id]);
    const longest = await order('grill and salads', iso(due), [tabbouleh.id, mixedGrill.id, kebab.id, quickSalad.id]);
    const overridden = await order('quick salad', iso(due), [quickSalad.id]);
    expect(await fireAtOf(byCategory)).toBe(iso(due - 40 * MIN));
    expect(await fireAtOf(longest)).toBe(iso(due - 45 * MIN));
    expect(await fireAtOf(overridden)).toBe(iso(due)); // the product's own 0 beats its category's 15
  });

  it('an order due tomorrow fires tomorrow; no items or no time means its due time; no due date, no fire time', async () => {
    const tomorrow = now + 24 * 60 * MIN;
    const dueTomorrow = await order('due tomorrow', iso(tomorrow), [mixedGrill.id]);
    const noItems = await order('no items', iso(tomorrow), []);
    const noTime = await order('water', iso(tomorrow), [water.id]);
    const undated = await order('undated', null, [mixedGrill.id]);
    expect(await fireAtOf(dueTomorrow)).toBe(iso(tomorrow - 45 * MIN));
    expect(await fireAtOf(noItems)).toBe(iso(tomorrow));
    expect(await fireAtOf(noTime)).toBe(iso(tomorrow));
    expect(await fireAtOf(undated)).toBeNull();
  });

  it('sorts the board by fire time: a later order with a long grill is started before an earlier quick one', async () => {
    const due = Date.parse('2026-12-05T12:00:00.000Z');
    const quick = await order('sort: quick at 12:10', iso(due + 10 * MIN), [quickSalad.id]); // fires 12:10
    const grill = await order('sort: grill at 12:30', iso(due + 30 * MIN), [mixedGrill.id]); // fires 11:45
    const salad = await order('sort: salad at 12:00', iso(due), [tabbouleh.id]); // fires 11:45, id breaks the tie
    const day = '2026-12-05T00:00:00.000Z,2026-12-06T00:00:00.000Z';
    const asc = await board({ date_between: day, order_by: 'fire_at,id', order: 'ASC,ASC' });
    expect(asc.map((o) => o.id)).toEqual([grill, salad, quick]);
    expect(asc.map((o) => o.fire_at)).toEqual([
      '2026-12-05T11:45:00.000Z',
      '2026-12-05T11:45:00.000Z',
      '2026-12-05T12:10:00.000Z',
    ]);
    const desc = await board({ date_between: day, order_by: 'fire_at,id', order: 'DESC,DESC' });
    expect(desc.map((o) => o.id)).toEqual([quick, salad, grill]);
  });
});
