import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { RESOURCES, changeBody, seedOneOfEach, TABLE_OF } from './records';

/* No lost updates: every record carries __version; a stale If-Match or __version is a 409 with `current`. */

let t: TestApp;
let admin: TestSession;
let other: TestSession;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
  other = await t.login(TEST_USERS.manager);
  ids = await seedOneOfEach(t, admin.headers);
});
afterAll(async () => {
  await t.close();
});

const update = (resource: string, id: number, body: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `${t.api}/${resource}/update/${id}`, headers, payload: body });
const version = async (resource: string, id: number) =>
  Number(
    (
      await t.db
        .selectFrom(TABLE_OF[resource] as 'users')
        .select('__version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).__version,
  );
const rowOf = async (resource: string, id: number) =>
  (await t.db
    .selectFrom(TABLE_OF[resource] as 'users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as unknown as Record<string, unknown>;

describe(`stale versions are refused with the current record (${TEST_DB})`, () => {
  const managerCan = RESOURCES.filter((r) => r !== 'users');

  test.each(RESOURCES)('%s: If-Match header', async (resource) => {
    const id = ids[resource];
    const v = await version(resource, id);
    const first = await update(resource, id, changeBody(resource, 1), { ...admin.headers, 'if-match': `"${v}"` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.__version).toBe(v + 1);
    const stored = await rowOf(resource, id);

    const stale = await update(resource, id, changeBody(resource, 2), {
      ...(managerCan.includes(resource) ? other : admin).headers,
      'if-match': `"${v}"`,
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.code).toBe('conflict');
    expect(body.current).toMatchObject({ id, __version: v + 1, ...changeBody(resource, 1) });
    expect(await rowOf(resource, id)).toEqual(stored);
  });

  test.each(RESOURCES)('%s: __version in the body', async (resource) => {
    const id = ids[resource];
    const v = await version(resource, id);
    expect((await update(resource, id, { ...changeBody(resource, 3), __version: v }, admin.headers)).statusCode).toBe(
      200,
    );
    const stored = await rowOf(resource, id);
    const stale = await update(resource, id, { ...changeBody(resource, 4), __version: v }, admin.headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id, __version: v + 1, ...changeBody(resource, 3) });
    expect(await rowOf(resource, id)).toEqual(stored);
  });

  test('entity-tag forms: W/"n" and n work, * means any version; junk and a disagreeing body are a 400', async () => {
    const id = ids.categories;
    let v = await version('categories', id);
    expect(
      (await update('categories', id, { name: 'Weak tag' }, { ...admin.headers, 'if-match': `W/"${v}"` })).statusCode,
    ).toBe(200);
    v++;
    expect(
      (await update('categories', id, { name: 'Bare tag' }, { ...admin.headers, 'if-match': String(v) })).statusCode,
    ).toBe(200);
    expect((await update('categories', id, { name: 'Any' }, { ...admin.headers, 'if-match': '*' })).statusCode).toBe(
      200,
    );
    expect((await update('categories', id, { name: 'Junk' }, { ...admin.headers, 'if-match': 'abc' })).statusCode).toBe(
      400,
    );
    const now = await version('categories', id);
    const both = await update(
      'categories',
      id,
      { name: 'Both', __version: now },
      { ...admin.headers, 'if-match': `"${now - 1}"` },
    );
    expect(both.statusCode).toBe(400);
    expect(await version('categories', id)).toBe(now);
  });

  test('a stale record in a bulk update fails the whole call; nothing of it is written', async () => {
    const a = ids.organizations;
    const b = (
      await t.app.inject({
        method: 'POST',
        url: `${t.api}/organizations/add`,
        headers: admin.headers,
        payload: { name: 'Second org' },
      })
    ).json().data.id;
    const va = await version('organizations', a);
    const vb = await version('organizations', b);
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.api}/organizations/bulk/update`,
      headers: admin.headers,
      payload: {
        records: [
          { id: b, name: 'B changed', __version: vb },
          { id: a, name: 'A changed', __version: va - 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().current).toMatchObject({ id: a, __version: va });
    expect((await rowOf('organizations', b)).name).toBe('Second org');
    expect(await version('organizations', b)).toBe(vb);
  });
});

describe(`concurrent edits (${TEST_DB})`, () => {
  test('many writers with the same If-Match at once: exactly one wins, the others get 409', async () => {
    const id = ids.products;
    const v = await version('products', id);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        update('products', id, { name: `Racer ${i}` }, { ...admin.headers, 'if-match': `"${v}"` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.name;
    expect((await rowOf('products', id)).name).toBe(winner);
    expect(await version('products', id)).toBe(v + 1);
  });

  test('two people editing different fields of one record at once: both changes survive', async () => {
    const id = ids.employees;
    const v = await version('employees', id);
    const [a, b] = await Promise.all([
      update('employees', id, { phone_number: '+961 3 111 111' }, admin.headers),
      update('employees', id, { address: 'Hamra Street, Beirut' }, other.headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const row = await rowOf('employees', id);
    expect(row.phone_number).toBe('+961 3 111 111');
    expect(row.address).toBe('Hamra Street, Beirut');
    expect(Number(row.__version)).toBe(v + 2);
  });

  test('derived values stay right under concurrent edits: quantity and discount of one order item at once', async () => {
    const id = ids['order-items'];
    await update('order-items', id, { unit_price: 10, quantity: 1, discount: 0 }, admin.headers);
    const [a, b] = await Promise.all([
      update('order-items', id, { quantity: 3 }, admin.headers),
      update('order-items', id, { discount: 50 }, other.headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const item = await rowOf('order-items', id);
    expect([Number(item.quantity), Number(item.discount), Number(item.subtotal), Number(item.total)]).toEqual([
      3, 50, 3000, 1500,
    ]);
    const order = await rowOf('orders', Number(item.order_id));
    expect(Number(order.subtotal)).toBe(1500);
  });

  test('an update that changes nothing keeps the version (no spurious conflicts)', async () => {
    const id = ids.menus;
    const row = await rowOf('menus', id);
    const res = await update(
      'menus',
      id,
      { name: row.name as string },
      { ...admin.headers, 'if-match': `"${row.__version}"` },
    );
    expect(res.statusCode).toBe(200);
    expect(await version('menus', id)).toBe(Number(row.__version));
  });
});

describe(`a delete based on a stale version is refused (${TEST_DB})`, () => {
  const remove = (resource: string, id: number, ifMatch?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `${t.api}/${resource}/delete/${id}`,
      headers: { ...admin.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    });

  test.each([
    ['categories', { name: 'Deleted stale' }, { name: 'Renamed meanwhile' }],
    ['organizations', { name: 'Deleted stale org' }, { name: 'Org renamed meanwhile' }],
  ])(
    '%s: If-Match of an older version → 409 with the current record, nothing deleted',
    async (resource, body, change) => {
      const made = await t.app.inject({
        method: 'POST',
        url: `${t.api}/${resource}/add`,
        headers: admin.headers,
        payload: body,
      });
      const { id, __version: v } = made.json().data as { id: number; __version: number };
      expect((await update(resource, id, change, other.headers)).statusCode).toBe(200);

      const stale = await remove(resource, id, `"${v}"`);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'conflict', current: { id, __version: v + 1, ...change } });
      expect(await rowOf(resource, id)).toMatchObject({ id, ...change });

      expect((await remove(resource, id, `"${v + 1}"`)).statusCode).toBe(200);
      expect(
        await t.db
          .selectFrom(TABLE_OF[resource] as 'users')
          .select('id')
          .where('id', '=', id)
          .execute(),
      ).toEqual([]);
    },
  );
});
