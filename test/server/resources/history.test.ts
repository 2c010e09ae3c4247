import { drainJobs } from '../../../server/src/resources/data/runner';
import { importFile } from '../../../server/src/resources/data/import-job';
import { findJob } from '../../../server/src/resources/data/jobs-repository';
import { products } from '../../../server/src/resources/definitions/catalogue';
import { buildTestApp, TEST_PASSWORD, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { createMigrator } from '../../../server/src/db/migrate';
import { migrations } from '../../../server/src/db/migrations';
import { createTestDb, TEST_DB } from '../helpers/db';

/** The change history: written with every change, in its transaction, and read under each resource's `view`. */
describe(`change history (${TEST_DB})`, () => {
  let t: TestApp;
  const sessions: Record<string, TestSession> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const [role, email] of Object.entries(TEST_USERS)) sessions[role] = await t.login(email);
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(role: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
    return t.app.inject({
      method,
      url: `${t.api}${url}`,
      headers: sessions[role].headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  async function ok(role: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
    const res = await send(role, method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }
  const rows = (resource: string, recordId: number) =>
    t.db
      .selectFrom('change_history')
      .selectAll()
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .orderBy('id')
      .execute();
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('change_history')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records a create with who made it, one row per changed field of an update, and a delete', async () => {
    const category = await ok('administrator', 'POST', '/categories/add', { name: 'Mezze', order: 1 });
    const created = await rows('categories', category.id);
    expect(created).toEqual([
      expect.objectContaining({
        action: 'create',
        field: null,
        user_name: 'Rania Haddad',
        user_id: expect.any(Number),
      }),
    ]);

    await ok('manager', 'POST', `/categories/update/${category.id}`, {
      name: 'Cold mezze',
      order: 2,
      status: category.status,
    });
    const updated = (await rows('categories', category.id)).filter((r) => r.action === 'update');
    expect(updated.map((r) => [r.field, r.old_value, r.new_value])).toEqual([
      ['name', 'Mezze', 'Cold mezze'],
      ['order', '1', '2'],
    ]);
    for (const r of updated) expect(r.user_name).toMatch(/^Karim /);

    await ok('administrator', 'DELETE', `/categories/delete/${category.id}`);
    expect((await rows('categories', category.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
  });

  it('records relations as ids, money in USD and many-relation links', async () => {
    const addon = await ok('administrator', 'POST', '/addons/add', { name: 'Garlic', extra_charge: 0.5 });
    const product = await ok('administrator', 'POST', '/products/add', { name: 'Shawarma', price: 4 });
    await ok('administrator', 'POST', `/products/update/${product.id}`, { price: 4.75, addons: [addon.id] });
    const changes = (await rows('products', product.id)).filter((r) => r.action === 'update');
    expect(changes.map((r) => [r.field, r.old_value, r.new_value])).toEqual([
      ['price', '4', '4.75'],
      ['addons', '[]', `[${addon.id}]`],
    ]);
  });

  it('records bulk updates and bulk deletes, one set per record', async () => {
    const a = await ok('administrator', 'POST', '/organizations/add', { name: 'Bulk A' });
    const b = await ok('administrator', 'POST', '/organizations/add', { name: 'Bulk B' });
    await ok('administrator', 'POST', '/organizations/bulk/update', {
      records: [
        { id: a.id, name: 'Bulk A2' },
        { id: b.id, name: 'Bulk B2' },
      ],
    });
    await ok('administrator', 'DELETE', '/organizations/bulk/delete', { records: [a.id, b.id] });
    for (const [org, name] of [
      [a, 'Bulk A'],
      [b, 'Bulk B'],
    ] as const) {
      expect((await rows('organizations', org.id)).map((r) => [r.action, r.field, r.old_value, r.new_value])).toEqual([
        ['create', null, null, null],
        ['update', 'name', name, `${name}2`],
        ['delete', null, null, null],
      ]);
    }
  });

  it('records the rows an import creates and updates, as the importing user', async () => {
    const existing = await ok('administrator', 'POST', '/products/add', { name: 'Fattoush', price: 3 });
    const admin = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', TEST_USERS.administrator)
      .executeTakeFirstOrThrow();
    const user = {
      id: admin.id,
      email: admin.email,
      name: 'Rania Haddad',
      role: 'administrator' as const,
      capabilities: [],
      jti: 'job',
    };
    const csv = `id,name,price\n${existing.id},Fattoush,3.5\n,Tabbouleh,3\n`;
    await importFile(t.db, products, { format: 'csv', text: csv }, { user });
    expect((await rows('products', existing.id)).filter((r) => r.action === 'update')).toEqual([
      expect.objectContaining({ field: 'price', old_value: '3', new_value: '3.5', user_name: 'Rania Haddad' }),
    ]);
    const created = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Tabbouleh')
      .executeTakeFirstOrThrow();
    expect((await rows('products', created.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('records an order item write, and the order totals it changes', async () => {
    const order = await ok('administrator', 'POST', '/orders/add', { name: 'Items order' });
    const product = await ok('administrator', 'POST', '/products/add', { name: 'Hummus', price: 2 });
    const item = await ok('administrator', 'POST', '/order-items/add', {
      order: order.id,
      product: product.id,
      quantity: 3,
    });
    await ok('administrator', 'POST', `/order-items/update/${item.id}`, { quantity: 4 });
    expect((await rows('order-items', item.id)).map((r) => [r.action, r.field, r.old_value, r.new_value])).toEqual(
      expect.arrayContaining([
        ['create', null, null, null],
        ['update', 'quantity', '3', '4'],
      ]),
    );
    const totals = (await rows('orders', order.id))
      .filter((r) => r.field === 'total')
      .map((r) => [r.old_value, r.new_value]);
    expect(totals).toEqual([
      ['0', '6'],
      ['6', '8'],
    ]);
  });

  it('records menu generation', async () => {
    const menu = await ok('administrator', 'POST', '/menus/add', { name: 'Week menu' });
    const product = await ok('administrator', 'POST', '/products/add', { name: 'Kibbeh', price: 5 });
    const generated = await ok('administrator', 'POST', '/menu-items/generate', {
      menu_id: menu.id,
      product_ids: [product.id],
      start_date: '2026-12-01',
      end_date: '2026-12-02',
    });
    for (const item of generated) expect((await rows('menu-items', item.id)).map((r) => r.action)).toEqual(['create']);
    expect(generated).toHaveLength(2);
  });

  it('records kitchen transitions with the cook and a rejection reason, and shows them to the order reader', async () => {
    const order = await ok('administrator', 'POST', '/orders/add', { name: 'Board order' });
    await ok('kitchen_staff', 'POST', '/kitchen/update-order-status', { order_id: order.id, status: 'processing' });
    const other = await ok('administrator', 'POST', '/orders/add', { name: 'Rejected order' });
    await ok('kitchen_staff', 'POST', '/kitchen/update-order-status', {
      order_id: other.id,
      status: 'cancelled',
      reject_reason: 'Out of lamb',
    });
    const accepted = await ok('kitchen_staff', 'GET', `/history?resource=orders&record_id=${order.id}&field=status`);
    expect(accepted.meta.total_count).toBe(1);
    expect(accepted.results[0]).toMatchObject({
      resource: 'orders',
      record_id: order.id,
      action: 'update',
      field: 'status',
      old_value: 'pending',
      new_value: 'processing',
      reason: null,
      made_by: 'Maya Saadeh',
      user: { id: expect.any(Number), full_name: 'Maya Saadeh' },
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const rejected = await ok('viewer', 'GET', `/history?resource=orders&record_id=${other.id}&field=status`);
    expect(rejected.results[0]).toMatchObject({ old_value: 'pending', new_value: 'cancelled', reason: 'Out of lamb' });
  });

  it('shows a viewer any resource history, paginated, and keeps users history from the kitchen (403)', async () => {
    const page = await ok('viewer', 'GET', '/history?resource=products&per_page=2&page=1');
    expect(page.results).toHaveLength(2);
    expect(page.meta.total_count).toBeGreaterThan(2);
    expect((await ok('viewer', 'GET', '/history?resource=users')).meta.total_count).toBeGreaterThanOrEqual(0);
    const denied = await send('kitchen_staff', 'GET', '/history?resource=users');
    expect(denied.statusCode).toBe(403);
    expect((await send('kitchen_staff', 'GET', '/history?resource=products')).statusCode).toBe(403);
    expect((await send('viewer', 'GET', '/history?resource=orders&colour=red')).statusCode).toBe(400);
  });

  it('never stores a password, password hash or token', async () => {
    const first = 'first-Secret-pass-1';
    const second = 'second-Secret-pass-2';
    const user = await ok('administrator', 'POST', '/users/add', {
      first_name: 'Nour',
      last_name: 'Khalil',
      email: 'nour@history.test',
      plaintext_password: first,
      role: 'viewer',
    });
    await ok('administrator', 'POST', `/users/update/${user.id}`, { plaintext_password: second });
    const session = await t.login('nour@history.test', second);
    await ok('administrator', 'POST', '/kitchen-staff/add', {
      first_name: 'Sami',
      last_name: 'Aoun',
      email: 'sami@history.test',
      plaintext_password: first,
    });
    const passwordRow = (await rows('users', user.id)).find((r) => r.field === 'plaintext_password');
    expect(passwordRow).toMatchObject({ old_value: null, new_value: 'changed' });
    const hashes = (await t.db.selectFrom('users').select('password_hash').execute()).map((r) => r.password_hash);
    const secrets = [first, second, TEST_PASSWORD, session.token, session.refresh_key, ...hashes];
    const all = await t.db.selectFrom('change_history').selectAll().execute();
    expect(all.length).toBeGreaterThan(10);
    for (const row of all)
      for (const value of Object.values(row))
        for (const secret of secrets) expect(String(value ?? '')).not.toContain(secret);
    const listed = await ok('administrator', 'GET', `/history?resource=users&record_id=${user.id}&per_page=100`);
    expect(JSON.stringify(listed)).not.toContain(second);
  });

  it('leaves no history for a refused write (validation 400, version conflict 409, failed bulk)', async () => {
    const org = await ok('administrator', 'POST', '/organizations/add', { name: 'Unchanged' });
    const before = await count();
    expect(
      (await send('administrator', 'POST', '/outlets/add', { name: 'No org', organization: 999999 })).statusCode,
    ).toBe(400);
    expect(
      (await send('administrator', 'POST', `/organizations/update/${org.id}`, { name: 'Stale', __version: 9 }))
        .statusCode,
    ).toBe(409);
    const bulk = await send('administrator', 'POST', '/organizations/bulk/update', {
      records: [
        { id: org.id, name: 'First half' },
        { id: 999999, name: 'Missing' },
      ],
    });
    expect(bulk.statusCode).toBe(404);
    expect(await count()).toBe(before);
    expect((await rows('organizations', org.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('exports one resource history by mail, under that resource export capability', async () => {
    const accepted = await ok('manager', 'POST', '/export/history', { resource: 'organizations' });
    await drainJobs();
    const job = await findJob(t.db, accepted.job_id);
    expect(job).toMatchObject({ status: 'done', resource: 'history' });
    expect(JSON.parse(job!.result!).rows).toBeGreaterThan(3);
    expect((await send('manager', 'POST', '/export/history', { resource: 'users' })).statusCode).toBe(403);
    expect((await send('manager', 'POST', '/export/history', {})).statusCode).toBe(400);
    expect((await send('viewer', 'POST', '/export/history', { resource: 'orders' })).statusCode).toBe(403);
  });

  it('the migration copies the status changes recorded before it into the history', async () => {
    const other = await createTestDb();
    try {
      // Back to just before the history's migration (later ones may follow it).
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf('20261125000100_change_history') - 1];
      const { error } = await createMigrator(other.db).migrateTo(before);
      expect(error).toBeUndefined();
      const user = await other.db
        .insertInto('users')
        .values({
          first_name: 'Maya',
          last_name: 'Saadeh',
          email: 'm@x.test',
          password_hash: 'x',
          role: 'kitchen_staff',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const order = await other.db
        .insertInto('orders')
        .values({ name: 'Old order', order_number: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await other.db
        .insertInto('order_status_changes')
        .values([
          {
            order_id: order.id,
            from_status: 'pending',
            to_status: 'cancelled',
            reject_reason: 'Closed',
            user_id: user.id,
            at: '2026-11-20T08:00:00.000Z',
          },
          {
            order_id: order.id,
            from_status: 'cancelled',
            to_status: 'pending',
            user_id: null,
            at: '2026-11-20T09:00:00.000Z',
          },
        ])
        .execute();
      expect((await createMigrator(other.db).migrateToLatest()).error).toBeUndefined();
      const copied = await other.db.selectFrom('change_history').selectAll().orderBy('id').execute();
      expect(
        copied.map((r) => [
          r.resource,
          r.record_id,
          r.field,
          r.old_value,
          r.new_value,
          r.reason,
          r.user_id,
          r.user_name,
          r.__date_created,
        ]),
      ).toEqual([
        [
          'orders',
          order.id,
          'status',
          'pending',
          'cancelled',
          'Closed',
          user.id,
          'Maya Saadeh',
          '2026-11-20T08:00:00.000Z',
        ],
        ['orders', order.id, 'status', 'cancelled', 'pending', null, null, null, '2026-11-20T09:00:00.000Z'],
      ]);
    } finally {
      await other.destroy();
    }
  });
});
