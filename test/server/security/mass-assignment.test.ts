import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { createBody, changeBody, RESOURCES, seedOneOfEach, TABLE_OF } from './records';

/*
 * Mass assignment (OWASP API3:2023): fields the server owns are never taken from a body, on any write
 * path (create, bulk create, update, bulk update, multipart update). A request carrying one is refused
 * (400) and writes nothing; were one ever accepted, the stored value must still be the server's.
 */

let t: TestApp;
let admin: TestSession;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
  ids = await seedOneOfEach(t, admin.headers);
});
afterAll(async () => {
  await t.close();
});

const ATTACK: Record<string, unknown> = {
  id: 424242,
  __date_created: '2000-01-01T00:00:00.000Z',
  special_code: 'OUT-HACKED',
  order_number: 99999,
  subtotal: 0.01,
  total: 0.01,
  completed_at: '2000-01-01T00:00:00.000Z',
  ready_at: '2000-01-01T00:00:00.000Z',
  prepared_at: '2000-01-01T00:00:00.000Z',
  full_name: 'Mallory Hacker',
  standing_order_id: 1,
  next_dates: ['2000-01-01T00:00:00.000Z'],
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$forged$forged',
};

/** Server-owned fields per resource (beyond id and __date_created, which every resource has). */
const OWNED: Record<string, string[]> = {
  organizations: [],
  outlets: ['special_code'],
  employees: ['full_name', 'password_hash'],
  products: [],
  'product-variations': [],
  categories: [],
  addons: [],
  menus: [],
  'menu-items': [],
  orders: ['order_number', 'subtotal', 'total', 'completed_at', 'ready_at', 'full_name', 'standing_order_id'],
  'order-items': ['subtotal', 'total', 'prepared_at'],
  'kitchen-staff': ['full_name', 'password_hash'],
  users: ['full_name', 'password_hash'],
  stations: [],
  'standing-orders': ['next_dates'],
};

const cases = RESOURCES.flatMap((resource) =>
  ['id', '__date_created', ...OWNED[resource]].map((field) => [resource, field] as const),
);

async function rowOf(resource: string, id: number): Promise<Record<string, unknown> | undefined> {
  return (await t.db
    .selectFrom(TABLE_OF[resource] as 'users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
}
async function countOf(resource: string): Promise<number> {
  const row = await t.db
    .selectFrom(TABLE_OF[resource] as 'users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Refused with a 4xx, or (if accepted) the attacker's value did not land. */
function expectNotTaken(status: number, stored: Record<string, unknown> | undefined, field: string) {
  if (status >= 400) {
    expect(status).toBe(400);
    return;
  }
  const column = field === 'full_name' ? null : field;
  if (column && stored) expect(stored[column]).not.toEqual(ATTACK[field]);
}

describe(`mass assignment on every resource (${TEST_DB})`, () => {
  test.each(cases)('%s: %s on update, bulk update, create and bulk create', async (resource, field) => {
    const id = ids[resource];
    const before = await rowOf(resource, id);
    const countBefore = await countOf(resource);
    let n = 0;

    const update = await t.app.inject({
      method: 'POST',
      url: `${t.api}/${resource}/update/${id}`,
      headers: admin.headers,
      payload: { ...changeBody(resource, ++n), [field]: ATTACK[field] },
    });
    expect(update.statusCode).toBeLessThan(500);
    const afterUpdate = await rowOf(resource, id);
    if (update.statusCode >= 400) expect(afterUpdate).toEqual(before);
    expectNotTaken(update.statusCode, afterUpdate, field);

    const bulk = await t.app.inject({
      method: 'POST',
      url: `${t.api}/${resource}/bulk/update`,
      headers: admin.headers,
      payload: { records: [{ id, ...changeBody(resource, ++n), [field]: ATTACK[field] }] },
    });
    expect(bulk.statusCode).toBeLessThan(500);
    const afterBulk = await rowOf(resource, id);
    if (bulk.statusCode >= 400) expect(afterBulk).toEqual(afterUpdate);
    // In a bulk update `id` selects the record: a forged one names a record that does not exist (404).
    if (field !== 'id') expectNotTaken(bulk.statusCode, afterBulk, field);

    const add = await t.app.inject({
      method: 'POST',
      url: `${t.api}/${resource}/add`,
      headers: admin.headers,
      payload: { ...createBody(resource, ids, 100 + n), [field]: ATTACK[field] },
    });
    expect(add.statusCode).toBeLessThan(500);
    if (add.statusCode >= 400) expect(await countOf(resource)).toBe(countBefore);
    else expectNotTaken(add.statusCode, await rowOf(resource, add.json().data.id), field);

    const bulkAdd = await t.app.inject({
      method: 'POST',
      url: `${t.api}/${resource}/bulk/add`,
      headers: admin.headers,
      payload: {
        records: [
          createBody(resource, ids, 200 + n),
          { ...createBody(resource, ids, 300 + n), [field]: ATTACK[field] },
        ],
      },
    });
    expect(bulkAdd.statusCode).toBeLessThan(500);
    if (bulkAdd.statusCode >= 400) expect(await countOf(resource)).toBe(countBefore);

    // Nothing the attacker sent is anywhere in the table.
    if (field === 'id') expect(await rowOf(resource, ATTACK.id as number)).toBeUndefined();
    // With the contract's strict write schemas every one of these is refused outright.
    expect([update.statusCode, bulk.statusCode, add.statusCode, bulkAdd.statusCode]).toEqual([
      400,
      field === 'id' ? 404 : 400,
      400,
      400,
    ]);
  });

  test.each(['organizations', 'employees', 'kitchen-staff', 'users', 'products'])(
    '%s: server-owned fields in a multipart update are refused',
    async (resource) => {
      const id = ids[resource];
      const before = await rowOf(resource, id);
      for (const field of ['id', '__date_created', 'password_hash', 'full_name']) {
        const form = new FormData();
        form.append(Object.keys(changeBody(resource, 1))[0], 'Changed by form');
        form.append(field, String(ATTACK[field]));
        const req = new Request('http://x/', { method: 'POST', body: form });
        const res = await t.app.inject({
          method: 'POST',
          url: `${t.api}/${resource}/update/${id}`,
          headers: { ...admin.headers, 'content-type': req.headers.get('content-type')! },
          payload: Buffer.from(await req.arrayBuffer()),
        });
        expect([field, res.statusCode]).toEqual([field, 400]);
      }
      expect(await rowOf(resource, id)).toEqual(before);
    },
  );

  test("derived values stay the server's: order totals follow the items, whatever the client claims", async () => {
    const order = await rowOf('orders', ids.orders);
    const items = await t.db.selectFrom('order_items').select('total').where('order_id', '=', ids.orders).execute();
    expect(Number(order!.subtotal)).toBe(items.reduce((sum, i) => sum + Number(i.total), 0));
    expect(order!.order_number).not.toBe(ATTACK.order_number);
    const outlet = await rowOf('outlets', ids.outlets);
    expect(String(outlet!.special_code)).toMatch(/^OUT-[A-Z0-9]{4,6}$/);
  });
});
