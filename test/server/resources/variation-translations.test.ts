import { DateTime } from 'luxon';
import { parseCsv, toCsv } from '../../../server/src/resources/data/csv';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * Product variations carry their names in Arabic and French (`translations`, as products do): create, update,
 * list, import, export, and beside every variation name another resource shows (order items, the kitchen
 * board, the production sheet).
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

async function send(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ method, url: `${t.api}${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
}
async function ok(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await send(method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const LARGE = { ar: { name: 'كبير' }, fr: { name: 'Grand' } };

describe(`translations of product variations (${TEST_DB})`, () => {
  let product: { id: number };
  let variation: { id: number; translations: unknown };

  beforeAll(async () => {
    product = await ok('POST', '/products/add', {
      name: 'Shish Taouk',
      price: 9,
      translations: { ar: { name: 'شيش طاووق' } },
    });
    variation = await ok('POST', '/product-variations/add', {
      product: product.id,
      name: 'Large',
      translations: LARGE,
    });
  });

  test('create answers them, list and view read them, a variation without any has null', async () => {
    expect(variation.translations).toEqual(LARGE);
    const [viewed] = (await ok('GET', `/product-variations?id[]=${variation.id}`)).results;
    expect(viewed.translations).toEqual(LARGE);
    const plain = await ok('POST', '/product-variations/add', { product: product.id, name: 'Small' });
    expect(plain.translations).toBeNull();
  });

  test('a variation named after its product and outlet is so named in each language its product has', async () => {
    const outlet = await ok('POST', '/outlets/add', { name: 'Verdun Pantry' });
    const named = await ok('POST', '/product-variations/add', { product: product.id, outlet: outlet.id });
    expect(named.name).toBe('Shish Taouk – Verdun Pantry');
    expect(named.translations).toEqual({ ar: { name: 'شيش طاووق – Verdun Pantry' } });
    // A name sent in a language wins; one it has none in stays none.
    const french = await ok('POST', '/product-variations/add', {
      product: product.id,
      outlet: outlet.id,
      translations: { fr: { name: 'Taouk – Verdun' } },
    });
    expect(french.translations).toEqual({ ar: { name: 'شيش طاووق – Verdun Pantry' }, fr: { name: 'Taouk – Verdun' } });
    // A variation given its own name keeps only the translations sent.
    expect(variation.translations).toEqual(LARGE);
  });

  test('blank texts are none; an update merges the languages sent; null clears them all', async () => {
    const v = await ok('POST', '/product-variations/add', {
      product: product.id,
      name: 'Family size',
      translations: { ar: { name: '  ' }, fr: { name: ' Format familial ' } },
    });
    expect(v.translations).toEqual({ fr: { name: 'Format familial' } });
    const merged = await ok('POST', `/product-variations/update/${v.id}`, {
      translations: { ar: { name: 'حجم عائلي' } },
    });
    expect(merged.translations).toEqual({ ar: { name: 'حجم عائلي' }, fr: { name: 'Format familial' } });
    const bulk = await ok('POST', '/product-variations/bulk/update', {
      records: [{ id: v.id, translations: { fr: { name: null } } }],
    });
    expect(bulk[0].translations).toEqual({ ar: { name: 'حجم عائلي' } });
    const cleared = await ok('POST', `/product-variations/update/${v.id}`, { translations: null });
    expect(cleared.translations).toBeNull();
  });

  test('another language, a description or too long a name is a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ de: { name: 'Groß' } }, 'translations.de'],
      [{ ar: { name: 'كبير', description: 'و' } }, 'translations.ar.description'],
      [{ fr: { name: 'x'.repeat(256) } }, 'translations.fr.name'],
    ];
    for (const [translations, field] of cases) {
      const res = await send('POST', '/product-variations/add', { product: product.id, translations });
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  test('order items, the kitchen board and the production sheet carry them beside the variation name', async () => {
    const zone = (await ok('GET', '/misc/settings')).kitchen_time_zone as string;
    const due = DateTime.now().setZone(zone).set({ hour: 12, minute: 0 }).toUTC().toISO();
    const order = await ok('POST', '/orders/add', { name: 'Lunch', date: due, status: 'processing' });
    const item = await ok('POST', '/order-items/add', {
      order: order.id,
      product: product.id,
      product_variation: variation.id,
      quantity: 2,
    });
    expect(item.product_variation).toMatchObject({ id: variation.id, name: 'Large', translations: LARGE });

    const kitchen = (await ok('GET', `/kitchen-orders?id[]=${order.id}`)).results[0];
    expect(kitchen.items[0].product_variation.translations).toEqual(LARGE);

    const day = DateTime.now().setZone(zone).toISODate();
    const sheet = await ok('GET', `/production?date_between=${day},${day}`);
    const row = sheet.results.find((r: { product: { id: number } }) => r.product.id === product.id);
    expect(row.combos[0].variation).toEqual({ id: variation.id, name: 'Large', translations: LARGE });

    // A new name in another language shows at once (the board's ETag and the sheet's cache follow it).
    await ok('POST', `/product-variations/update/${variation.id}`, { translations: { ar: { name: 'حجم كبير' } } });
    const again = (await ok('GET', `/kitchen-orders?id[]=${order.id}`)).results[0];
    expect(again.items[0].product_variation.translations.ar.name).toBe('حجم كبير');
    const sheetAgain = await ok('GET', `/production?date_between=${day},${day}`);
    const rowAgain = sheetAgain.results.find((r: { product: { id: number } }) => r.product.id === product.id);
    expect(rowAgain.combos[0].variation.translations.ar.name).toBe('حجم كبير');
    await ok('POST', `/product-variations/update/${variation.id}`, { translations: LARGE });
  });

  test('export writes name_ar and name_fr; import reads them back, merged', async () => {
    const v = await ok('POST', '/product-variations/add', { product: product.id, name: 'Half', translations: LARGE });
    const res = await send('POST', '/export/product-variations', { id: v.id });
    expect(res.statusCode).toBe(202);
    await drainJobs();
    const job = await ok('GET', `/jobs/${res.json().data.job_id}`);
    expect(job.status).toBe('done');
    const file = await t.app.inject({ method: 'GET', url: `${t.api}/jobs/${job.id}/file`, headers: admin.headers });
    const rows = parseCsv(file.body.replace(/^\ufeff/, ''));
    const header = rows[0];
    expect(header.slice(-3)).toEqual(['name_ar', 'name_fr', '__date_created']);
    expect(header).not.toContain('translations');
    expect(rows[1][header.indexOf('name_ar')]).toBe('كبير');
    expect(rows[1][header.indexOf('name_fr')]).toBe('Grand');

    const imported = [
      ['id', 'name', 'product', 'name_ar', 'name_fr'],
      [String(v.id), 'Half', String(product.id), 'نصف', ''],
      ['', 'Quarter', String(product.id), '', 'Quart'],
    ];
    const boundary = '----cbo-import';
    const upload = await t.app.inject({
      method: 'POST',
      url: `${t.api}/import/product-variations`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.csv"\r\nContent-Type: text/csv\r\n\r\n${toCsv(imported)}\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(202);
    await drainJobs();
    const done = await ok('GET', `/jobs/${upload.json().data.job_id}`);
    expect({ status: done.status, result: done.status === 'done' ? null : done }).toEqual({
      status: 'done',
      result: null,
    });
    const [updated] = (await ok('GET', `/product-variations?id[]=${v.id}`)).results;
    expect(updated.translations).toEqual({ ar: { name: 'نصف' }, fr: { name: 'Grand' } });
    const [quarter] = (await ok('GET', '/product-variations?name=Quarter')).results;
    expect(quarter.translations).toEqual({ fr: { name: 'Quart' } });
  });
});
