import zlib from 'node:zlib';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * GET /production answers with a weak ETag: the same sheet again is a bodiless 304 to a caller who sends
 * it back, any change to what the sheet counts or names gives a new ETag and the new sheet, and the kept
 * compressed body decodes to the same sheet.
 */
describe(`production sheet ETag (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let itemId: number;
  let productId: number;
  const day = new Date().toISOString().slice(0, 10);
  const sheetUrl = (d = day) => `/production?date_between=${d},${d}`;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
    const products = await t.db
      .insertInto('products')
      .values(Array.from({ length: 20 }, (_, i) => ({ name: `Product with a fairly long name ${i}`, price: 500 })))
      .returning('id')
      .execute();
    const order = await t.db
      .insertInto('orders')
      .values({ order_number: 1, name: 'Lunch', status: 'pending', date: `${day}T12:00:00.000Z` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await t.db
      .insertInto('order_items')
      .values(
        products.map((p) => ({ order_id: Number(order.id), product_id: Number(p.id), name: 'item', quantity: 2 })),
      )
      .returning('id')
      .execute();
    itemId = Number(items[0].id);
    productId = Number(products[0].id);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, session: TestSession | null = admin) =>
    t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: { ...(session?.headers ?? {}), ...headers } });
  const quantityOf = (res: { json: () => any }) =>
    res.json().data.results.find((r: { product: { id: number } }) => r.product.id === productId).quantity;

  it('answers 200 with an ETag and private revalidation, then 304 without a body', async () => {
    const first = await get(sheetUrl());
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(quantityOf(first)).toBe(2);
    const again = await get(sheetUrl(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The 304 carries the caching headers its 200 did.
    const caching = (headers: Record<string, unknown>) => ({ cc: headers['cache-control'], vary: headers.vary });
    expect(caching(again.headers)).toEqual(caching(first.headers));
    expect(first.headers.vary).toBe('Accept-Encoding');
  });

  it('has another ETag for another day, and a new one after a write to what it counts', async () => {
    const etag = (await get(sheetUrl())).headers.etag as string;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await get(sheetUrl(tomorrow), { 'if-none-match': etag })).statusCode).toBe(200);
    await t.db.updateTable('order_items').set({ quantity: 5 }).where('id', '=', itemId).execute();
    const changed = await get(sheetUrl(), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(quantityOf(changed)).toBe(5);
  });

  it('sends the kept sheet compressed as asked, the same sheet once decoded', async () => {
    const plain = await get(sheetUrl());
    for (const [accept, decode] of [
      ['gzip', zlib.gunzipSync],
      ['br', zlib.brotliDecompressSync],
    ] as const) {
      const res = await get(sheetUrl(), { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(accept);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('is refused without a token, whatever If-None-Match says', async () => {
    const etag = (await get(sheetUrl())).headers.etag as string;
    expect((await get(sheetUrl(), { 'if-none-match': etag }, null)).statusCode).toBe(401);
  });
});
