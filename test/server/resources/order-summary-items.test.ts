import { parseCsv } from '../../../server/src/resources/data/csv';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * `summary_items`: while an order's summary is the one the server derived from its items, those items with
 * their product's translated names, so a client can show that summary in its user's language; null once staff
 * wrote their own summary.
 */
let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await t.close();
});

async function ok(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `${t.api}${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const FATTOUSH = { ar: { name: 'فتّوش' }, fr: { name: 'Fattouche' } };

describe(`an order's summary items (${TEST_DB})`, () => {
  let order: { id: number };

  beforeAll(async () => {
    const fattoush = await ok('POST', '/products/add', {
      name: 'Fattoush',
      translations: { ...FATTOUSH, ar: { ...FATTOUSH.ar, description: 'سلطة' } },
    });
    const hummus = await ok('POST', '/products/add', { name: 'Hummus' });
    order = await ok('POST', '/orders/add', { name: 'Board lunch' });
    await ok('POST', '/order-items/add', { order: order.id, product: fattoush.id, quantity: 3 });
    await ok('POST', '/order-items/add', { order: order.id, product: hummus.id, quantity: 2 });
    // Renamed on the order: it reads as written, in every language.
    await ok('POST', '/order-items/add', { order: order.id, product: fattoush.id, name: 'Fattoush, no bread' });
  });

  test('while the summary is derived: the items in order, translated names beside the product-named ones', async () => {
    const [listed] = (await ok('GET', `/orders?id[]=${order.id}`)).results;
    expect(listed.summary).toBe('3 × Fattoush, 2 × Hummus, 1 × Fattoush, no bread');
    expect(listed.summary_items).toEqual([
      { quantity: 3, name: 'Fattoush', translations: FATTOUSH },
      { quantity: 2, name: 'Hummus', translations: null },
      { quantity: 1, name: 'Fattoush, no bread', translations: null },
    ]);
    // On the first page of the list too (one query for the page's orders).
    const page = await ok('GET', '/orders?per_page=10&page=1');
    const same = page.results.find((o: { id: number }) => o.id === order.id);
    expect(same.summary_items).toEqual(listed.summary_items);
  });

  test('once staff write their own summary it is null, and stays null as the items change', async () => {
    const other = await ok('POST', '/orders/add', { name: 'Dinner' });
    const product = await ok('POST', '/products/add', { name: 'Kibbeh', translations: { ar: { name: 'كبّة' } } });
    await ok('POST', '/order-items/add', { order: other.id, product: product.id, quantity: 4 });
    expect((await ok('GET', `/orders?id[]=${other.id}`)).results[0].summary_items).toEqual([
      { quantity: 4, name: 'Kibbeh', translations: { ar: { name: 'كبّة' } } },
    ]);
    const written = await ok('POST', `/orders/update/${other.id}`, { summary: 'Four kibbeh for the board' });
    expect(written.summary_items).toBeNull();
    await ok('POST', '/order-items/add', { order: other.id, product: product.id, quantity: 1 });
    const [after] = (await ok('GET', `/orders?id[]=${other.id}`)).results;
    expect({ summary: after.summary, items: after.summary_items }).toEqual({
      summary: 'Four kibbeh for the board',
      items: null,
    });
  });

  test('an order without items has none; the orders export has no such column', async () => {
    const empty = await ok('POST', '/orders/add', { name: 'Empty' });
    expect(empty.summary_items).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/export/orders`,
      headers: admin.headers,
      payload: { id: order.id },
    });
    expect(res.statusCode).toBe(202);
    await drainJobs();
    const file = await t.app.inject({
      method: 'GET',
      url: `${t.api}/jobs/${res.json().data.job_id}/file`,
      headers: admin.headers,
    });
    const rows = parseCsv(file.body.replace(/^\ufeff/, ''));
    expect(rows[0]).toContain('summary');
    expect(rows[0]).not.toContain('summary_items');
  });
});
