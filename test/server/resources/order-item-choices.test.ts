import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/** Order items with a variation and addons, through the whole app (routes, contract validation, serialisation). */
describe(`order item variation and addons (${TEST_DB})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const ids = {} as Record<
    'wrap' | 'hummus' | 'large' | 'largeElsewhere' | 'hummusLarge' | 'garlic' | 'pickles' | 'cheese' | 'order',
    number
  >;

  async function post(path: string, payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: `${t.api}${path}`, headers, payload });
  }
  async function created(path: string, payload: Record<string, unknown>) {
    const res = await post(path, payload);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }
  async function readItem(id: number) {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}/order-items?id[]=${id}`, headers });
    return res.json().data.results[0];
  }
  async function readOrder(id: number) {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}/orders?id[]=${id}`, headers });
    return res.json().data.results[0];
  }

  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.login(TEST_USERS.administrator)).headers;
    const downtown = (await created('/outlets/add', { name: 'Downtown' })).id;
    const harbour = (await created('/outlets/add', { name: 'Harbour' })).id;
    ids.garlic = (await created('/addons/add', { name: 'Garlic sauce', extra_charge: 0.1 })).id;
    ids.pickles = (await created('/addons/add', { name: 'Pickles', extra_charge: 0.2 })).id;
    ids.cheese = (await created('/addons/add', { name: 'Cheese', extra_charge: 1.05 })).id;
    ids.wrap = (
      await created('/products/add', { name: 'Falafel Wrap', price: 3.95, addons: [ids.garlic, ids.pickles] })
    ).id;
    ids.hummus = (await created('/products/add', { name: 'Hummus', price: 3.3, addons: [ids.cheese] })).id;
    ids.large = (
      await created('/product-variations/add', { name: 'Large', product: ids.wrap, outlet: downtown, price: 4.35 })
    ).id;
    ids.largeElsewhere = (
      await created('/product-variations/add', { name: 'Large', product: ids.wrap, outlet: harbour, price: 5.25 })
    ).id;
    ids.hummusLarge = (await created('/product-variations/add', { name: 'Large', product: ids.hummus, price: 4.4 })).id;
    ids.order = (await created('/orders/add', { name: 'Office lunch', outlet: downtown, discount: 1.1 })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('prices an item from its variation plus two addons, to the cent, with a discount', async () => {
    const item = await created('/order-items/add', {
      order: ids.order,
      product: ids.wrap,
      product_variation: ids.large,
      addons: [ids.garlic, ids.pickles],
      quantity: 2,
      discount: 15,
    });
    // (4.35 + 0.10 + 0.20) × 2 = 9.30; less 15 % = 7.905 → 7.91 (floats would give 9.299999999999999 and 7.90)
    expect(item).toMatchObject({
      unit_price: 4.35,
      subtotal: 9.3,
      total: 7.91,
      product_variation: { id: ids.large, name: 'Large', price: 4.35 },
      addons: [
        { id: ids.garlic, name: 'Garlic sauce', extra_charge: 0.1 },
        { id: ids.pickles, name: 'Pickles', extra_charge: 0.2 },
      ],
    });
    expect(await readOrder(ids.order)).toMatchObject({ subtotal: 7.91, total: 6.81 });
  });

  it('refuses a variation of another product, naming the field', async () => {
    const res = await post('/order-items/add', {
      order: ids.order,
      product: ids.wrap,
      product_variation: ids.hummusLarge,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { product_variation: `variation ${ids.hummusLarge} is a variation of another product` },
    });
    expect(res.json().message).toMatch(/^product_variation: /);
  });

  it("refuses a variation of another outlet than the order's", async () => {
    const res = await post('/order-items/add', {
      order: ids.order,
      product: ids.wrap,
      product_variation: ids.largeElsewhere,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      product_variation: `variation ${ids.largeElsewhere} belongs to another outlet than the order's`,
    });
    // An order without an outlet may take any variation of the product.
    const anywhere = (await created('/orders/add', { name: 'No outlet' })).id;
    const item = await created('/order-items/add', {
      order: anywhere,
      product: ids.wrap,
      product_variation: ids.largeElsewhere,
    });
    expect(item).toMatchObject({ unit_price: 5.25, total: 5.25 });
  });

  it('refuses addons not offered with the product, and unknown addon ids', async () => {
    const notOffered = await post('/order-items/add', { order: ids.order, product: ids.wrap, addons: [ids.cheese] });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors).toEqual({ addons: `addon ${ids.cheese} not offered with this product` });
    const unknown = await post('/order-items/add', { order: ids.order, product: ids.wrap, addons: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ addons: 'no addon with id 999999' });
  });

  it('keeps the addon name and charge as ordered when the addon changes later', async () => {
    const item = await created('/order-items/add', {
      order: ids.order,
      product: ids.wrap,
      addons: [ids.pickles],
      quantity: 2,
    });
    expect(item).toMatchObject({ unit_price: 3.95, subtotal: 8.3, total: 8.3 });
    await created(`/addons/update/${ids.pickles}`, { name: 'Pickled turnips', extra_charge: 0.95 });
    expect(await readItem(item.id)).toMatchObject({
      subtotal: 8.3,
      addons: [{ id: ids.pickles, name: 'Pickles', extra_charge: 0.2 }],
    });
    // Editing the item keeps the addon it already had at its ordered charge; a new addon charges today's price.
    const edited = await created(`/order-items/update/${item.id}`, {
      quantity: 1,
      addons: [ids.pickles, ids.garlic],
    });
    expect(edited).toMatchObject({
      subtotal: 4.25,
      addons: [
        { id: ids.pickles, name: 'Pickles', extra_charge: 0.2 },
        { id: ids.garlic, name: 'Garlic sauce', extra_charge: 0.1 },
      ],
    });
    const dropped = await created(`/order-items/update/${item.id}`, { addons: [] });
    expect(dropped).toMatchObject({ subtotal: 3.95, addons: [] });
  });

  it('a new variation brings its price; clearing it brings back the product price', async () => {
    const item = await created('/order-items/add', { order: ids.order, product: ids.wrap });
    expect(item).toMatchObject({ unit_price: 3.95, product_variation: null, addons: [] });
    const large = await created(`/order-items/update/${item.id}`, { product_variation: ids.large });
    expect(large).toMatchObject({ unit_price: 4.35, total: 4.35 });
    const plain = await created(`/order-items/update/${item.id}`, { product_variation: null });
    expect(plain).toMatchObject({ unit_price: 3.95, product_variation: null });
    // Another product with the old variation is refused; with its own it is fine.
    const wrong = await post(`/order-items/update/${item.id}`, {
      product: ids.hummus,
      product_variation: ids.large,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('product_variation');
  });

  it('the kitchen board reads items with their variation, addons and note', async () => {
    const order = (await created('/orders/add', { name: 'Board' })).id;
    await created('/order-items/add', {
      order,
      product: ids.wrap,
      product_variation: ids.large,
      addons: [ids.garlic],
      note: 'No onions',
    });
    const res = await t.app.inject({ method: 'GET', url: `${t.api}/kitchen-orders?id[]=${order}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results[0].items[0]).toMatchObject({
      note: 'No onions',
      product_variation: { id: ids.large, name: 'Large' },
      addons: [{ id: ids.garlic, name: 'Garlic sauce', extra_charge: 0.1 }],
    });
  });
});
