import { DateTime } from 'luxon';
import { parseCsv, toCsv } from '../../../server/src/resources/data/csv';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * Names in the menu's other languages: `translations` on products, categories and addons (create, update,
 * list, view, import, export), and beside every name of theirs another resource carries.
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

async function send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url: `${t.api}${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
}
async function ok(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await send(method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const SHAWARMA = {
  ar: { name: 'عروس شاورما دجاج', description: 'شاورما دجاج مع توم ومخلل بخبز مرقوق' },
  fr: { name: 'Wrap shawarma poulet', description: 'Shawarma de poulet, toum et cornichons, pain marqouq' },
};

describe(`translations of products, categories and addons (${TEST_DB})`, () => {
  let category: { id: number };
  let addon: { id: number };
  let product: { id: number; translations: unknown };

  beforeAll(async () => {
    category = await ok('POST', '/categories/add', {
      name: 'Wraps',
      translations: { ar: { name: 'سندويشات' }, fr: { name: 'Wraps' } },
    });
    addon = await ok('POST', '/addons/add', { name: 'Extra garlic', translations: { ar: { name: 'توم إضافي' } } });
    product = await ok('POST', '/products/add', {
      name: 'Chicken Shawarma Wrap',
      description: 'Chicken shawarma with toum and pickles',
      category: category.id,
      addons: [addon.id],
      translations: SHAWARMA,
    });
  });

  test('create answers them, list and view read them, a record without any has null', async () => {
    expect(product.translations).toEqual(SHAWARMA);
    const [viewed] = (await ok('GET', `/products?id[]=${product.id}`)).results;
    expect(viewed.translations).toEqual(SHAWARMA);
    expect(viewed.category.translations).toEqual({ ar: { name: 'سندويشات' }, fr: { name: 'Wraps' } });
    expect(viewed.addons[0].translations).toEqual({ ar: { name: 'توم إضافي' } });
    const listed = (await ok('GET', '/categories?per_page=100')).results;
    expect(listed.find((c: { id: number }) => c.id === category.id).translations.ar.name).toBe('سندويشات');
    const plain = await ok('POST', '/addons/add', { name: 'Pickles' });
    expect(plain.translations).toBeNull();
  });

  test('blank texts are none; an update merges the languages and texts sent; null clears them all', async () => {
    const c = await ok('POST', '/categories/add', {
      name: 'Salads',
      translations: { ar: { name: '  ' }, fr: { name: ' Salades ' } },
    });
    expect(c.translations).toEqual({ fr: { name: 'Salades' } });
    const p = await ok('POST', '/products/add', { name: 'Fattoush', translations: SHAWARMA });
    const merged = await ok('POST', `/products/update/${p.id}`, { translations: { fr: { name: 'Fattouche' } } });
    expect(merged.translations).toEqual({
      ar: SHAWARMA.ar,
      fr: { name: 'Fattouche', description: SHAWARMA.fr.description },
    });
    const dropped = await ok('POST', `/products/update/${p.id}`, {
      translations: { ar: { name: '', description: null } },
    });
    expect(dropped.translations).toEqual({ fr: { name: 'Fattouche', description: SHAWARMA.fr.description } });
    const cleared = await ok('POST', `/products/update/${p.id}`, { translations: null });
    expect(cleared.translations).toBeNull();
  });

  test('bulk add and bulk update carry them too, an update merged per record', async () => {
    const added = await ok('POST', '/addons/bulk/add', {
      records: [
        { name: 'Garlic dip', translations: { ar: { name: 'صلصة ثوم' }, fr: { name: 'Sauce à l’ail' } } },
        { name: 'Chili', translations: null },
      ],
    });
    expect(added.map((a: { translations: unknown }) => a.translations)).toEqual([
      { ar: { name: 'صلصة ثوم' }, fr: { name: 'Sauce à l’ail' } },
      null,
    ]);
    const updated = await ok('POST', '/addons/bulk/update', {
      records: [
        { id: added[0].id, translations: { fr: { name: 'Toum' } } },
        { id: added[1].id, translations: { ar: { name: 'حرّ' } } },
      ],
    });
    expect(updated.map((a: { translations: unknown }) => a.translations)).toEqual([
      { ar: { name: 'صلصة ثوم' }, fr: { name: 'Toum' } },
      { ar: { name: 'حرّ' } },
    ]);
  });

  test('another language, another text, a wrong type or too long a name is a 400 naming the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/products/add', { name: 'X', translations: { de: { name: 'Hähnchen' } } }, 'translations.de'],
      [
        '/categories/add',
        { name: 'X', translations: { ar: { name: 'س', description: 'و' } } },
        'translations.ar.description',
      ],
      ['/addons/add', { name: 'X', translations: { fr: { name: 5 } } }, 'translations.fr.name'],
      ['/addons/add', { name: 'X', translations: { fr: { name: 'x'.repeat(256) } } }, 'translations.fr.name'],
      ['/products/add', { name: 'X', translations: 'عروس' }, 'translations'],
    ];
    for (const [url, body, field] of cases) {
      const res = await send('POST', url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().code).toBe('validation_error');
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  test('a multipart form carries them as one JSON part', async () => {
    const boundary = '----cbo-translations';
    // As a browser's FormData sends it (a text part), and as OpenAPI's encoding says (application/json).
    const part = (name: string, value: string, json = false) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${json ? 'Content-Type: application/json\r\n' : ''}\r\n${value}\r\n`;
    const body = `${part('name', 'Falafel Wrap')}${part('translations', JSON.stringify({ ar: { name: 'عروس فلافل' } }))}--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/products/add`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.translations).toEqual({ ar: { name: 'عروس فلافل' } });
    const bad = await t.app.inject({
      method: 'POST',
      url: `${t.api}/products/add`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('name', 'Broken')}${part('translations', '{not json')}--${boundary}--\r\n`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ translations: 'must be a JSON object' });
    const typed = await t.app.inject({
      method: 'POST',
      url: `${t.api}/products/add`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('name', 'Falafel Plate')}${part('translations', JSON.stringify({ fr: { name: 'Assiette falafel' } }), true)}--${boundary}--\r\n`,
    });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data.translations).toEqual({ fr: { name: 'Assiette falafel' } });
    const typedBad = await t.app.inject({
      method: 'POST',
      url: `${t.api}/products/add`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('name', 'Broken')}${part('translations', '{not json', true)}--${boundary}--\r\n`,
    });
    expect(typedBad.statusCode).toBe(400);
    expect(typedBad.json().code).toBe('validation_error');
  });

  test('order items, kitchen orders, menu items, the production sheet and the top products carry them', async () => {
    const zone = (await ok('GET', '/misc/settings')).kitchen_time_zone as string;
    const due = DateTime.now().setZone(zone).set({ hour: 12, minute: 0 }).toUTC().toISO();
    const order = await ok('POST', '/orders/add', { name: 'Lunch', date: due, status: 'processing' });
    const item = await ok('POST', '/order-items/add', {
      order: order.id,
      product: product.id,
      quantity: 3,
      addons: [addon.id],
    });
    expect(item.product.translations).toEqual(SHAWARMA);
    expect(item.addons[0].translations).toEqual({ ar: { name: 'توم إضافي' } });

    const kitchen = (await ok('GET', `/kitchen-orders?id[]=${order.id}`)).results[0];
    expect(kitchen.items[0].product.translations.ar.name).toBe('عروس شاورما دجاج');
    expect(kitchen.items[0].addons[0].translations).toEqual({ ar: { name: 'توم إضافي' } });

    const menu = await ok('POST', '/menus/add', { name: 'Week menu' });
    const menuItem = await ok('POST', '/menu-items/add', {
      menu: menu.id,
      product: product.id,
      category: category.id,
      date: DateTime.now().toISODate(),
    });
    expect(menuItem.product.translations).toEqual(SHAWARMA);
    expect(menuItem.category.translations.ar.name).toBe('سندويشات');

    const day = DateTime.now().setZone(zone).toISODate();
    const sheet = await ok('GET', `/production?date_between=${day},${day}`);
    const row = sheet.results.find((r: { product: { id: number } }) => r.product.id === product.id);
    expect(row.product.translations).toEqual({ ar: { name: SHAWARMA.ar.name }, fr: { name: SHAWARMA.fr.name } });
    expect(row.combos[0].addons[0].translations).toEqual({ ar: { name: 'توم إضافي' } });

    const exported = await send('POST', '/export/production', { date_between: `${day},${day}` });
    expect(exported.statusCode).toBe(202);
    await drainJobs();
    const file = await t.app.inject({
      method: 'GET',
      url: `${t.api}/jobs/${exported.json().data.job_id}/file`,
      headers: admin.headers,
    });
    const lines = parseCsv(file.body.replace(/^\ufeff/, ''));
    expect(lines[0]).toEqual(['product', 'breakdown', 'item', 'quantity', 'product_ar', 'product_fr']);
    expect(lines.find((l) => l[0] === 'Chicken Shawarma Wrap')?.slice(4)).toEqual([SHAWARMA.ar.name, SHAWARMA.fr.name]);

    const tops = await ok('GET', '/stats/top-products');
    const top = tops.results.find((r: { product: { id: number } }) => r.product.id === product.id);
    expect(top.product.translations).toEqual(SHAWARMA);

    // The addon as ordered keeps its name; its translations follow the addon, and go with it.
    await send('DELETE', `/addons/delete/${addon.id}`);
    const [after] = (await ok('GET', `/order-items?id[]=${item.id}`)).results;
    expect(after.addons[0]).toMatchObject({ id: null, name: 'Extra garlic', translations: null });
  });

  test('export writes name_ar, name_fr, description_ar, description_fr; import reads them back, merged', async () => {
    const p = await ok('POST', '/products/add', { name: 'Manakish Zaatar', translations: SHAWARMA });
    const res = await send('POST', '/export/products', { id: p.id });
    expect(res.statusCode).toBe(202);
    await drainJobs();
    const job = await ok('GET', `/jobs/${res.json().data.job_id}`);
    expect(job.status).toBe('done');
    const file = await t.app.inject({ method: 'GET', url: `${t.api}/jobs/${job.id}/file`, headers: admin.headers });
    const rows = parseCsv(file.body.replace(/^\ufeff/, ''));
    const header = rows[0];
    const at = (column: string) => header.indexOf(column);
    expect(header.slice(-5)).toEqual(['name_ar', 'name_fr', 'description_ar', 'description_fr', '__date_created']);
    expect(header).not.toContain('translations');
    expect(rows[1][at('name_ar')]).toBe(SHAWARMA.ar.name);
    expect(rows[1][at('description_fr')]).toBe(SHAWARMA.fr.description);

    // Back in: a new Arabic name, French left empty (kept), and a new product with only a French name.
    const imported = [
      ['id', 'name', 'name_ar', 'name_fr', 'description_fr'],
      [String(p.id), 'Manakish Zaatar', 'منقوشة زعتر', '', ''],
      ['', 'Kibbeh', '', 'Kebbé', 'Boulettes de boulgour et viande'],
    ];
    const boundary = '----cbo-import';
    const upload = await t.app.inject({
      method: 'POST',
      url: `${t.api}/import/products`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${toCsv(imported)}\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(202);
    await drainJobs();
    expect((await ok('GET', `/jobs/${upload.json().data.job_id}`)).status).toBe('done');
    const [updated] = (await ok('GET', `/products?id[]=${p.id}`)).results;
    expect(updated.translations).toEqual({ ar: { ...SHAWARMA.ar, name: 'منقوشة زعتر' }, fr: SHAWARMA.fr });
    const [kibbeh] = (await ok('GET', '/products?name=Kibbeh')).results;
    expect(kibbeh.translations).toEqual({ fr: { name: 'Kebbé', description: 'Boulettes de boulgour et viande' } });
  });
});
