import { verifyPassword } from '../../../server/src/db/password';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

describe(`create, update, delete (${TEST_DB})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  const update = async (singular: string, id: number, body: Record<string, unknown>) =>
    (await call(t.db, `update${singular}`, { params: { id: String(id) }, body })).data;
  const remove = async (singular: string, id: number) =>
    (await call(t.db, `delete${singular}`, { params: { id } })).data;

  it('organizations: full round trip with every read field', async () => {
    const org = await add(t.db, 'Organization', {
      name: 'Banque du Levant',
      email: 'it@bdl.test',
      address: 'Riad El Solh',
    });
    expect(org).toEqual({
      id: expect.any(Number),
      name: 'Banque du Levant',
      logo: null,
      email: 'it@bdl.test',
      address: 'Riad El Solh',
      billing_email: null,
      tax_number: null,
      payment_terms_days: 30,
      credit_limit: null,
      po_required: false,
      __version: 1,
      __date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const changed = await update('Organization', org.id, { address: 'Verdun', email: '' });
    expect(changed).toMatchObject({ address: 'Verdun', email: null, name: 'Banque du Levant', __version: 2 });
    expect(await remove('Organization', org.id)).toMatchObject({ id: org.id, name: 'Banque du Levant' });
    expect((await list(t.db, 'listOrganizations', { 'id[]': org.id })).results).toEqual([]);
  });

  it('update writes only changed fields and keeps the version when nothing changed', async () => {
    const org = await add(t.db, 'Organization', { name: 'Same' });
    const again = await update('Organization', org.id, { name: 'Same' });
    expect(again.__version).toBe(1);
    const changed = await update('Organization', org.id, { name: 'Other', __version: 1 });
    expect(changed.__version).toBe(2);
  });

  it('a stale __version is a 409 carrying the current record', async () => {
    const org = await add(t.db, 'Organization', { name: 'Versioned' });
    await update('Organization', org.id, { name: 'V2' });
    const e = await callError(t.db, 'updateOrganization', {
      params: { id: org.id },
      body: { name: 'V3', __version: 1 },
    });
    expect(e.statusCode).toBe(409);
    expect(e.code).toBe('conflict');
    expect(e.extra).toMatchObject({ current: { id: org.id, name: 'V2', __version: 2 } });
  });

  it('required fields, unknown fields and bad values are a 400 naming the field', async () => {
    let e = await callError(t.db, 'addOrganization', { body: { email: 'x@y.test' } });
    expect(e).toMatchObject({ statusCode: 400, code: 'validation_error', errors: { name: 'is required' } });
    e = await callError(t.db, 'addOrganization', { body: { name: '   ' } });
    expect(e.errors).toEqual({ name: 'is required' });
    e = await callError(t.db, 'addOrganization', { body: { name: 'X', colour: 'red' } });
    expect(e.errors).toEqual({ colour: 'is not a field of this resource' });
    e = await callError(t.db, 'addOrganization', { body: { name: 'X', email: 'not-an-email' } });
    expect(e.errors).toEqual({ email: 'must be a valid email' });
    e = await callError(t.db, 'addProduct', { body: { name: 'X', price: -1 } });
    expect(e.errors).toEqual({ price: 'must not be negative' });
    e = await callError(t.db, 'addProduct', { body: { name: 'X', status: 'archived' } });
    expect(e.errors?.status).toMatch(/must be one of draft, publish/);
    e = await callError(t.db, 'addOutlet', {
      body: { name: 'X', opening_hours_from: '25:00', holidays: [1, 9], time_zone: 'Mars/Olympus' },
    });
    expect(Object.keys(e.errors ?? {}).sort()).toEqual(['holidays', 'opening_hours_from', 'time_zone']);
    e = await callError(t.db, 'updateOrganization', { params: { id: 1 }, body: { name: null } });
    expect(e.errors).toEqual({ name: 'is required' });
  });

  it('a missing record is a 404; a missing related record is a 400', async () => {
    expect(
      (await callError(t.db, 'updateOrganization', { params: { id: 99999 }, body: { name: 'X' } })).statusCode,
    ).toBe(404);
    expect((await callError(t.db, 'deleteOrganization', { params: { id: 99999 } })).code).toBe('not_found');
    const e = await callError(t.db, 'addOutlet', { body: { name: 'X', organization: 99999 } });
    expect(e).toMatchObject({ statusCode: 400, errors: { organization: 'no organization with id 99999' } });
    expect((await callError(t.db, 'addProduct', { body: { name: 'X', addons: [99998, 99999] } })).errors).toEqual({
      addons: 'no addon with id 99998, 99999',
    });
  });

  it('server-owned fields in a body are ignored', async () => {
    const org = await add(t.db, 'Organization', {
      name: 'Owned',
      id: 4242,
      __date_created: '2000-01-01T00:00:00.000Z',
    });
    expect(org.id).not.toBe(4242);
    expect(org.__date_created).not.toBe('2000-01-01T00:00:00.000Z');
    const outlet = await add(t.db, 'Outlet', { name: 'Kitchen', special_code: 'HACKED' });
    expect(outlet.special_code).toMatch(/^OUT-[A-Z0-9]{4}$/);
    const same = await update('Outlet', outlet.id, { special_code: 'HACKED', name: 'Kitchen 2' });
    expect(same.special_code).toBe(outlet.special_code);
    const order = await add(t.db, 'Order', {
      name: 'O',
      order_number: 7,
      subtotal: 99,
      total: 99,
      completed_at: '2026-01-01T00:00:00Z',
    });
    expect(order).toMatchObject({ subtotal: 0, total: 0, completed_at: null });
    expect(order.order_number).not.toBe(7);
    const emp = await add(t.db, 'Employee', { first_name: 'A', last_name: 'B', email: 'ab@x.test', full_name: 'Z Z' });
    expect(emp.full_name).toBe('A B');
  });

  it('outlets: generated special code, holidays and time zone defaults, embedded organization', async () => {
    const org = await add(t.db, 'Organization', { name: 'Cedar Byte' });
    const a = await add(t.db, 'Outlet', {
      name: 'BDD',
      organization: org.id,
      holidays: [6, 0],
      opening_hours_from: '08:00',
      opening_hours_to: '17:30',
    });
    const b = await add(t.db, 'Outlet', { name: 'Studio' });
    expect(a).toMatchObject({
      organization: { id: org.id, name: 'Cedar Byte', logo: null },
      holidays: [0, 6],
      time_zone: 'Asia/Beirut',
      opening_hours_to: '17:30',
    });
    expect(b).toMatchObject({ organization: null, holidays: [], time_zone: 'Asia/Beirut' });
    expect(a.special_code).not.toBe(b.special_code);
    expect((await update('Outlet', a.id, { holidays: [5], organization: null })).organization).toBeNull();
    expect((await list(t.db, 'listOutlets', { special_code: a.special_code })).results.map((o) => o.name)).toEqual([
      'BDD',
    ]);
  });

  it('employees and kitchen staff: password hashed and never returned, date_of_birth empty → null', async () => {
    const org = await add(t.db, 'Organization', { name: 'School' });
    const emp = await add(t.db, 'Employee', {
      first_name: 'Nadine',
      last_name: 'Azar',
      email: 'nadine@school.test',
      plaintext_password: 'secret-pass',
      date_of_birth: '1990-05-04',
      organization: org.id,
    });
    expect(emp).not.toHaveProperty('plaintext_password');
    expect(emp).not.toHaveProperty('password_hash');
    expect(emp).toMatchObject({
      full_name: 'Nadine Azar',
      date_of_birth: '1990-05-04',
      organization: { id: org.id, name: 'School' },
      outlet: null,
    });
    const row = await t.db
      .selectFrom('employees')
      .select('password_hash')
      .where('id', '=', emp.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'secret-pass')).toBe(true);
    expect((await update('Employee', emp.id, { date_of_birth: '' })).date_of_birth).toBeNull();
    expect(
      (
        await callError(t.db, 'addEmployee', {
          body: { first_name: 'A', last_name: 'B', email: 'a@b.test', plaintext_password: 'short' },
        })
      ).errors,
    ).toEqual({ plaintext_password: 'must be at least 8 characters' });
    expect(
      (
        await callError(t.db, 'addEmployee', {
          body: { first_name: 'A', last_name: 'B', email: 'a@b.test', date_of_birth: '1990-02-30' },
        })
      ).errors,
    ).toEqual({ date_of_birth: 'must be a date YYYY-MM-DD' });
    const staff = await add(t.db, 'KitchenStaff', {
      first_name: 'Antoine',
      last_name: 'Maalouf',
      email: 'antoine@k.test',
      plaintext_password: 'kitchen-pass',
    });
    expect(staff).not.toHaveProperty('organization');
    expect(staff.full_name).toBe('Antoine Maalouf');
    expect(await remove('KitchenStaff', staff.id)).toMatchObject({ id: staff.id });
  });

  it('users: email stored lowercase and unique (409), role defaults to viewer, password required', async () => {
    const u = await add(t.db, 'User', {
      first_name: 'Maya',
      last_name: 'Saadeh',
      email: 'Maya@Demo.TEST',
      plaintext_password: 'kitchen-2026',
    });
    expect(u).toMatchObject({ email: 'maya@demo.test', role: 'viewer', full_name: 'Maya Saadeh' });
    expect(u).not.toHaveProperty('password_hash');
    const dup = await callError(t.db, 'addUser', {
      body: { first_name: 'M', last_name: 'S', email: 'MAYA@demo.test', plaintext_password: 'another-pass' },
    });
    expect(dup).toMatchObject({ statusCode: 409, code: 'conflict', message: 'A user with this email already exists.' });
    expect(
      (await callError(t.db, 'addUser', { body: { first_name: 'M', last_name: 'S', email: 'm@s.test' } })).errors,
    ).toEqual({ plaintext_password: 'is required' });
    const changed = await update('User', u.id, { plaintext_password: 'changed-2026', role: 'kitchen_staff' });
    expect(changed.role).toBe('kitchen_staff');
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'changed-2026')).toBe(true);
    expect((await list(t.db, 'listUsers', { role: 'kitchen_staff' })).results.map((r) => r.email)).toEqual([
      'maya@demo.test',
    ]);
  });

  it('categories, addons, products: defaults, money in USD, addons replaced on update', async () => {
    const cat = await add(t.db, 'Category', { name: 'Salads' });
    expect(cat).toMatchObject({ order: 0, status: 'publish' });
    const toum = await add(t.db, 'Addon', { name: 'Toum', extra_charge: 0.5 });
    const fries = await add(t.db, 'Addon', { name: 'Fries', extra_charge: '2.10', type: 'side' });
    expect(toum).toMatchObject({ extra_charge: 0.5, type: 'extra' });
    expect(fries.extra_charge).toBe(2.1);
    const p = await add(t.db, 'Product', { name: 'Fattoush', price: 5.755, category: cat.id, addons: [toum.id] });
    expect(p).toMatchObject({
      price: 5.76,
      // New products are published, as new categories are.
      status: 'publish',
      stock_status: 'available',
      category: { id: cat.id, name: 'Salads' },
      addons: [{ id: toum.id, name: 'Toum', type: 'extra' }],
      image: null,
      description: null,
    });
    const p2 = await update('Product', p.id, { addons: [fries.id, toum.id] });
    expect(p2.addons.map((a: { id: number }) => a.id)).toEqual([toum.id, fries.id]);
    expect(p2.__version).toBe(2);
    expect((await update('Product', p.id, { addons: [] })).addons).toEqual([]);
    await remove('Category', cat.id);
    const after = (await list(t.db, 'listProducts', { 'id[]': p.id })).results[0];
    expect(after.category).toBeNull();
  });

  it('product variations: name and price default from the product and outlet', async () => {
    const p = await add(t.db, 'Product', { name: 'Kafta', price: 12 });
    const o = await add(t.db, 'Outlet', { name: 'Hamra' });
    const v = await add(t.db, 'ProductVariation', { product: p.id, outlet: o.id, stock_quantity: 4 });
    expect(v).toMatchObject({
      name: 'Kafta – Hamra',
      price: 12,
      stock_status: 'available',
      stock_quantity: 4,
      product: { id: p.id, name: 'Kafta', price: 12, image: null },
      outlet: { id: o.id, name: 'Hamra' },
    });
    const v2 = await add(t.db, 'ProductVariation', { product: p.id, price: 13.5, name: 'Large' });
    expect(v2).toMatchObject({ name: 'Large', price: 13.5 });
    expect((await callError(t.db, 'addProductVariation', { body: { stock_quantity: -1 } })).errors).toEqual({
      stock_quantity: 'must not be negative',
    });
    expect(
      (await update('ProductVariation', v.id, { stock_status: 'unavailable', stock_quantity: 0 })).stock_status,
    ).toBe('unavailable');
  });

  it('menus and menu items: name and category copied from the product, one product per menu and date', async () => {
    const cat = await add(t.db, 'Category', { name: 'Mezze' });
    const p = await add(t.db, 'Product', { name: 'Moutabbal', price: 4.75, category: cat.id });
    const o = await add(t.db, 'Outlet', { name: 'Canteen' });
    const menu = await add(t.db, 'Menu', { name: 'Week 47', outlet: o.id });
    expect(menu).toMatchObject({ outlet: { id: o.id, name: 'Canteen' } });
    const item = await add(t.db, 'MenuItem', { menu: menu.id, product: p.id, date: '2026-11-16' });
    expect(item).toMatchObject({
      name: 'Moutabbal',
      category: { id: cat.id, name: 'Mezze' },
      date: '2026-11-16',
      menu: { id: menu.id, name: 'Week 47' },
      product: { id: p.id, price: 4.75 },
    });
    const dup = await callError(t.db, 'addMenuItem', { body: { menu: menu.id, product: p.id, date: '2026-11-16' } });
    expect(dup).toMatchObject({ statusCode: 409, message: 'This product is already on the menu for that date.' });
    expect((await callError(t.db, 'addMenuItem', { body: { menu: menu.id, date: '2026-11-17' } })).errors).toEqual({
      product: 'is required',
    });
    expect((await update('MenuItem', item.id, { date: '2026-11-17' })).date).toBe('2026-11-17');
    await remove('Menu', menu.id);
    expect((await list(t.db, 'listMenuItems', { 'id[]': item.id })).results).toEqual([]);
  });

  it('orders: sequential order numbers, contact copied from the employee, enumerated defaults', async () => {
    const org = await add(t.db, 'Organization', { name: 'Hamra Medical' });
    const outlet = await add(t.db, 'Outlet', { name: 'Lounge', organization: org.id });
    const emp = await add(t.db, 'Employee', {
      first_name: 'Omar',
      last_name: 'Itani',
      email: 'omar@hm.test',
      phone_number: '+961 3 111 222',
      organization: org.id,
      outlet: outlet.id,
    });
    const a = await add(t.db, 'Order', {
      name: 'Night shift dinner',
      employee: emp.id,
      date: '2026-11-21T18:00:00+02:00',
    });
    const b = await add(t.db, 'Order', { name: 'Breakfast', first_name: 'Guest' });
    expect(b.order_number).toBe(a.order_number + 1);
    expect(a).toMatchObject({
      employee: { id: emp.id, full_name: 'Omar Itani' },
      first_name: 'Omar',
      last_name: 'Itani',
      full_name: 'Omar Itani',
      email: 'omar@hm.test',
      phone_number: '+961 3 111 222',
      organization: { id: org.id, name: 'Hamra Medical', logo: null },
      outlet: { id: outlet.id, name: 'Lounge' },
      status: 'pending',
      type: 'pick_up',
      payment_method: 'cash',
      date: '2026-11-21T16:00:00.000Z',
      discount: 0,
      subtotal: 0,
      total: 0,
      completed_at: null,
    });
    expect(b.full_name).toBe('Guest');
    const cancelled = await update('Order', b.id, { status: 'cancelled' });
    expect(cancelled.status).toBe('cancelled');
    expect((await update('Order', b.id, { status: 'pending' })).completed_at).toBeNull();
    const delivered = await update('Order', b.id, { status: 'delivered' });
    expect(delivered.completed_at).toEqual(expect.any(String));
    const changes = await t.db
      .selectFrom('order_status_changes')
      .selectAll()
      .where('order_id', '=', b.id)
      .orderBy('id')
      .execute();
    expect(changes.map((c) => [c.from_status, c.to_status, c.user_id])).toEqual([
      ['pending', 'cancelled', 1],
      ['cancelled', 'pending', 1],
      ['pending', 'delivered', 1],
    ]);
  });

  it('users: nobody deletes their own account, and one administrator always remains', async () => {
    await t.db.deleteFrom('users').execute();
    const a = await add(t.db, 'User', {
      first_name: 'Admin',
      last_name: 'A',
      email: 'a@admins.test',
      plaintext_password: 'password-a',
      role: 'administrator',
    });
    const b = await add(t.db, 'User', {
      first_name: 'Admin',
      last_name: 'B',
      email: 'b@admins.test',
      plaintext_password: 'password-b',
      role: 'administrator',
    });
    const asA = { id: a.id, email: a.email, role: 'administrator' as const, capabilities: [], jti: 'a' };
    expect(await callError(t.db, 'deleteUser', { params: { id: a.id }, user: asA })).toMatchObject({
      statusCode: 409,
      message: 'You cannot delete your own account.',
    });
    await call(t.db, 'updateUser', { params: { id: b.id }, body: { role: 'viewer' }, user: asA });
    expect(
      await callError(t.db, 'updateUser', { params: { id: a.id }, body: { role: 'manager' }, user: asA }),
    ).toMatchObject({ statusCode: 409, message: 'At least one administrator must remain.' });
    expect(await callError(t.db, 'deleteUser', { params: { id: a.id }, user: null })).toMatchObject({
      statusCode: 409,
      message: 'At least one administrator must remain.',
    });
    expect((await call(t.db, 'deleteUser', { params: { id: b.id }, user: asA })).data.id).toBe(b.id);
  });
});
