import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';
import { callError } from './fixtures';

/** Products' allergens (EU 1169/2011) and dietary flags, through the HTTP routes (contract validation included). */
describe(`product allergens and dietary flags (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login(TEST_USERS.administrator);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `${t.api}${url}`, headers: admin.headers, payload: payload as object });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${t.api}${url}`, headers: admin.headers });
  const addProduct = async (body: Record<string, unknown>) => {
    const res = await post('/products/add', body);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('stores the codes, reads them back in the lists’ order, and changes them', async () => {
    const created = await addProduct({ name: 'Falafel Wrap', allergens: ['sesame', 'gluten'], dietary: ['vegan'] });
    expect(created).toMatchObject({ allergens: ['gluten', 'sesame'], dietary: ['vegan'] });
    const plain = await addProduct({ name: 'Plain Rice' });
    expect(plain).toMatchObject({ allergens: [], dietary: [] });

    const updated = await post(`/products/update/${created.id}`, { allergens: ['milk', 'sesame', 'gluten'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ allergens: ['gluten', 'milk', 'sesame'], dietary: ['vegan'] });
    const read = await get(`/products?id[]=${created.id}`);
    expect(read.json().data.results[0]).toMatchObject({ allergens: ['gluten', 'milk', 'sesame'], dietary: ['vegan'] });
  });

  it.each([
    ['an unknown allergen', { allergens: ['gluten', 'shellfish'] }, 'allergens'],
    ['a repeated allergen', { allergens: ['milk', 'milk'] }, 'allergens'],
    ['an unknown dietary flag', { dietary: ['keto'] }, 'dietary'],
    ['a code list that is not a list', { allergens: 'milk' }, 'allergens'],
  ])('refuses %s with a 400 naming the field', async (_what, body, field) => {
    const res = await post('/products/add', { name: 'Bad', ...body });
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json().errors ?? {});
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((name) => name === field || name.startsWith(`${field}.`))).toBe(true);
    expect(res.json().message).toContain(field);
  });

  it('refuses unknown codes in the engine too (imports skip the HTTP validation)', async () => {
    const e = await callError(t.db, 'addProduct', { body: { name: 'Imported', allergens: ['gluten', 'shellfish'] } });
    expect(e.statusCode).toBe(400);
    expect(e.errors?.allergens).toMatch(/must be one of gluten, .*molluscs \(not "shellfish"\)/);
  });

  it('filters the list by allergens_none (free from) and dietary_all (carries every flag)', async () => {
    const tag = `filter-${Date.now()}`;
    const made = {
      hummus: await addProduct({ name: `${tag} hummus`, allergens: ['sesame'], dietary: ['vegan', 'vegetarian'] }),
      labneh: await addProduct({ name: `${tag} labneh`, allergens: ['milk'], dietary: ['vegetarian'] }),
      baklava: await addProduct({ name: `${tag} baklava`, allergens: ['gluten', 'nuts', 'milk'] }),
      taouk: await addProduct({ name: `${tag} taouk`, dietary: ['halal'] }),
    };
    const names = async (query: string) => {
      const res = await get(`/products?name_like=${tag}&per_page=100&${query}`);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .data.results.map((p: { name: string }) => p.name.slice(tag.length + 1))
        .sort();
    };
    expect(await names('allergens_none=milk,nuts')).toEqual(['hummus', 'taouk']);
    expect(await names('allergens_none=sesame')).toEqual(['baklava', 'labneh', 'taouk']);
    expect(await names('dietary_all=vegetarian')).toEqual(['hummus', 'labneh']);
    expect(await names('dietary_all=vegetarian,vegan')).toEqual(['hummus']);
    expect(await names('dietary_all=vegetarian&allergens_none=sesame')).toEqual(['labneh']);
    expect(Object.keys(made)).toHaveLength(4);
  });

  it.each([
    ['allergens_none=milk,shellfish', 'allergens_none'],
    ['dietary_all=keto', 'dietary_all'],
    ['allergens_none=Milk', 'allergens_none'],
  ])('refuses the filter %s with a 400 naming it', async (query, name) => {
    const res = await get(`/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(name);
  });

  it('serves the two enumerations in the settings', async () => {
    const settings = (await get('/misc/settings')).json().data;
    expect(settings.product_allergens).toHaveLength(14);
    expect(settings.product_allergens[0]).toEqual({ value: 'gluten', label: 'Gluten' });
    expect(settings.product_allergens).toContainEqual({ value: 'nuts', label: 'Tree nuts' });
    expect(settings.product_allergens).toContainEqual({ value: 'soybeans', label: 'Soy' });
    expect(settings.product_dietary.map((o: { value: string }) => o.value)).toEqual([
      'vegetarian',
      'vegan',
      'halal',
      'spicy',
    ]);
  });

  it('embeds the product’s allergens and dietary flags in menu items, order items and kitchen orders', async () => {
    const product = await addProduct({ name: 'Fattet Hummus', allergens: ['sesame', 'milk'], dietary: ['vegetarian'] });
    const embedded = { id: product.id, allergens: ['milk', 'sesame'], dietary: ['vegetarian'] };

    const menu = (await post('/menus/add', { name: 'Monday lunch' })).json().data;
    const menuItem = await post('/menu-items/add', { menu: menu.id, product: product.id, date: '2026-11-30' });
    expect(menuItem.statusCode).toBe(200);
    expect(menuItem.json().data.product).toMatchObject(embedded);

    const order = (await post('/orders/add', { name: 'Board lunch' })).json().data;
    const item = await post('/order-items/add', { order: order.id, product: product.id });
    expect(item.statusCode).toBe(200);
    expect(item.json().data.product).toMatchObject(embedded);

    const board = await get(`/kitchen-orders?id[]=${order.id}`);
    expect(board.statusCode).toBe(200);
    expect(board.json().data.results[0].items[0].product).toMatchObject(embedded);
  });
});
