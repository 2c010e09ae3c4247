import { DEFAULT_OPENAPI_FILE, loadOperations } from '../../../server/src/http/openapi-operations';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

// Every list operation of the product contract, through the whole stack on the demo data: the
// engine's rows must pass the contract's response serialisers (nullable fields, embedded relations).
const lists = loadOperations(DEFAULT_OPENAPI_FILE).filter(
  (o) => o.method === 'GET' && o.operationId.startsWith('list'),
);

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await t.close();
});

/** Values for a list's required query parameters (the history names the resource it is of). */
const REQUIRED: Record<string, string> = { resource: 'orders' };

/**
 * A small page where the list is paged (reports and short lists take no paging), and its required
 * parameters.
 */
const pageQuery = (o: (typeof lists)[number]) => {
  const schema = o.querySchema as { properties?: Record<string, unknown>; required?: string[] } | null;
  const params = new URLSearchParams(schema?.properties?.per_page ? { per_page: '5' } : {});
  for (const name of schema?.required ?? []) params.set(name, REQUIRED[name]);
  return params.size ? `?${params}` : '';
};

test.each(lists.map((o) => [o.operationId, o.url, pageQuery(o)] as const))(
  '%s (GET %s) answers a list envelope',
  async (_id, url, query) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.api}${url}${query}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(Array.isArray(body.data.results)).toBe(true);
    expect(typeof body.data.meta.total_count).toBe('number');
    expect(res.body).not.toContain('password_hash');
  },
);

test('get one/many by repeated id[] keys (single and several)', async () => {
  const ids = (await t.db.selectFrom('orders').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
  const one = await t.app.inject({ method: 'GET', url: `${t.api}/orders?id[]=${ids[0]}`, headers: admin.headers });
  expect(one.statusCode).toBe(200);
  expect(one.json().data.results.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
  const many = await t.app.inject({
    method: 'GET',
    url: `${t.api}/orders?id[]=${ids[0]}&id[]=${ids[1]}`,
    headers: admin.headers,
  });
  expect(many.statusCode).toBe(200);
  expect(
    many
      .json()
      .data.results.map((o: { id: number }) => o.id)
      .sort(),
  ).toEqual(ids);
  const kitchen = await t.login(TEST_USERS.kitchen_staff);
  const viewOne = await t.app.inject({
    method: 'GET',
    url: `${t.api}/orders?id[]=${ids[0]}`,
    headers: kitchen.headers,
  });
  expect(viewOne.statusCode).toBe(200);
});

test('a user created with a multipart photo comes back without its password', async () => {
  const form = new FormData();
  form.append('first_name', 'Nadia');
  form.append('last_name', 'Aoun');
  form.append('email', 'nadia.aoun@demo.test');
  form.append('plaintext_password', 'password-123');
  form.append('role', 'viewer');
  form.append('photo', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), 'nadia.png');
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.api}/users/add`,
    headers: { ...admin.headers, 'content-type': encoded.headers.get('content-type') as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data).toMatchObject({ first_name: 'Nadia', email: 'nadia.aoun@demo.test', role: 'viewer' });
  expect(data).not.toHaveProperty('plaintext_password');
  expect(data).not.toHaveProperty('password_hash');
  expect(data.photo).toMatch(/^\/uploads\//);
  const photo = await t.app.inject({ method: 'GET', url: data.photo });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toBe('image/png');
  expect(photo.headers['x-content-type-options']).toBe('nosniff');
  const login = await t.app.inject({
    method: 'POST',
    url: `${t.api}/jwt/token`,
    payload: { username: 'nadia.aoun@demo.test', password: 'password-123' },
  });
  expect(login.statusCode).toBe(200);
});
