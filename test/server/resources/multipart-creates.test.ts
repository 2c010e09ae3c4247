import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

/*
 * Employee, kitchen staff, organization, product and user creates come from the back-office as
 * multipart/form-data whether or not a file is attached (every value a text part, lists as `name[index]`,
 * an empty date of birth as ''); API clients may send the same records as JSON. Both are accepted.
 */

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await t.close();
});

async function postForm(resource: string, fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `${t.api}/${resource}/add`,
    headers: { ...admin.headers, 'content-type': encoded.headers.get('content-type') as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const postJson = (resource: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${t.api}/${resource}/add`, headers: admin.headers, payload: body });

const firstId = async (table: 'organizations' | 'addons' | 'categories') =>
  (await t.db.selectFrom(table).select('id').orderBy('id').limit(2).execute()).map((r) => r.id);

describe('creates with a file field, without a file', () => {
  test('a user: multipart with an empty date of birth, and JSON', async () => {
    const form = await postForm('users', [
      ['first_name', 'Maya'],
      ['last_name', 'Saad'],
      ['email', 'maya.saad@demo.test'],
      ['plaintext_password', 'long-enough-1'],
      ['date_of_birth', ''],
      ['role', 'manager'],
    ]);
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({
      full_name: 'Maya Saad',
      role: 'manager',
      date_of_birth: null,
      photo: null,
    });

    const dated = await postForm('users', [
      ['first_name', 'Rami'],
      ['last_name', 'Saad'],
      ['email', 'rami.saad@demo.test'],
      ['plaintext_password', 'long-enough-1'],
      ['date_of_birth', '1990-04-15'],
    ]);
    expect(dated.statusCode).toBe(200);
    expect(dated.json().data.date_of_birth).toBe('1990-04-15');

    const json = await postJson('users', {
      first_name: 'Lina',
      last_name: 'Saad',
      email: 'lina.saad@demo.test',
      plaintext_password: 'long-enough-1',
      date_of_birth: '',
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject({ full_name: 'Lina Saad', date_of_birth: null });
  });

  test('a product: multipart with numbers as text and addons as addons[index], and JSON', async () => {
    const [category] = await firstId('categories');
    const addons = await firstId('addons');
    const form = await postForm('products', [
      ['name', 'Multipart mezze'],
      ['price', '12.5'],
      ['status', 'publish'],
      ['category', String(category)],
      ['addons[0]', String(addons[0])],
      ['addons[1]', String(addons[1])],
    ]);
    expect(form.statusCode).toBe(200);
    const made = form.json().data;
    expect(made).toMatchObject({ name: 'Multipart mezze', price: 12.5, status: 'publish', image: null });
    expect(made.category.id).toBe(category);
    expect(made.addons.map((a: { id: number }) => a.id).sort()).toEqual([...addons].sort());

    const json = await postJson('products', { name: 'JSON mezze', price: 9, addons: [addons[0]] });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject({ name: 'JSON mezze', price: 9 });
  });

  test('an organization, an employee and a kitchen staff member, multipart', async () => {
    const organization = await postForm('organizations', [
      ['name', 'Multipart Catering SAL'],
      ['email', 'hello@multipart.test'],
    ]);
    expect(organization.statusCode).toBe(200);
    expect(organization.json().data).toMatchObject({ name: 'Multipart Catering SAL', logo: null });

    const employee = await postForm('employees', [
      ['first_name', 'Karim'],
      ['last_name', 'Haddad'],
      ['email', 'karim.haddad@multipart.test'],
      ['date_of_birth', ''],
      ['organization', String(organization.json().data.id)],
    ]);
    expect(employee.statusCode).toBe(200);
    expect(employee.json().data).toMatchObject({ full_name: 'Karim Haddad', photo: null });
    expect(employee.json().data.organization.id).toBe(organization.json().data.id);

    const staff = await postForm('kitchen-staff', [
      ['first_name', 'Hiba'],
      ['last_name', 'Khalil'],
      ['email', 'hiba.khalil@multipart.test'],
      ['date_of_birth', '1988-11-02'],
    ]);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toMatchObject({ full_name: 'Hiba Khalil', date_of_birth: '1988-11-02' });
  });

  test('a multipart create that breaks the schema is a 400 naming the field, and nothing is stored', async () => {
    const before = await t.db
      .selectFrom('products')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await postForm('products', [
      ['name', 'Priced in words'],
      ['price', 'twelve'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect(res.json().errors).toHaveProperty('price');
    const after = await t.db
      .selectFrom('products')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
