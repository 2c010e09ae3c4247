import { FORBIDDEN_MESSAGE } from '../../../server/src/access/required-capability';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

let t: TestApp;
const sessions: Record<string, TestSession> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const [role, email] of Object.entries(TEST_USERS)) sessions[role] = await t.login(email);
});
afterAll(async () => {
  await t.close();
});

function call(role: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `${t.api}${url}`, headers: sessions[role].headers, payload });
}

const newUser = {
  first_name: 'Nadia',
  last_name: 'Aoun',
  email: 'nadia@demo.test',
  plaintext_password: 'password-123',
};

test('the 403 carries the spec text', () => {
  expect(FORBIDDEN_MESSAGE).toBe('Missing Required AUthorization');
});

test('a viewer adding a user gets 403 forbidden with the spec message', async () => {
  const res = await call('viewer', 'POST', '/users/add', newUser);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message: 'Missing Required AUthorization', code: 'forbidden' });
});

test('the capability is checked before the body: an invalid body from a viewer is still 403', async () => {
  const res = await call('viewer', 'POST', '/users/add', { nonsense: true });
  expect(res.statusCode).toBe(403);
});

test('a manager may not list users, an administrator may', async () => {
  expect((await call('manager', 'GET', '/users')).statusCode).toBe(403);
  expect([401, 403]).not.toContain((await call('administrator', 'GET', '/users')).statusCode);
});

test('kitchen staff: the board yes, the orders list no, one order by id yes (orders::view)', async () => {
  expect([401, 403]).not.toContain((await call('kitchen_staff', 'GET', '/kitchen-orders')).statusCode);
  expect((await call('kitchen_staff', 'GET', '/orders')).statusCode).toBe(403);
  expect([401, 403]).not.toContain((await call('kitchen_staff', 'GET', '/orders?id[]=1')).statusCode);
  expect((await call('kitchen_staff', 'GET', '/products')).statusCode).toBe(403);
});

test('export/import resolve {resource} from the path', async () => {
  expect((await call('viewer', 'POST', '/export/product-variations', {})).statusCode).toBe(403);
  expect([401, 403]).not.toContain((await call('manager', 'POST', '/export/product-variations', {})).statusCode);
  expect((await call('manager', 'POST', '/export/users', {})).statusCode).toBe(403);
});

test('capabilities follow the current role in the database, not the token', async () => {
  const session = await t.login(TEST_USERS.manager);
  const listUsers = () => t.app.inject({ method: 'GET', url: `${t.api}/users`, headers: session.headers });
  const caps = async () =>
    (await t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: session.headers })).json().data
      .capabilities as string[];
  expect((await listUsers()).statusCode).toBe(403);
  expect(await caps()).not.toContain('users::list');
  await t.db.updateTable('users').set({ role: 'administrator' }).where('email', '=', TEST_USERS.manager).execute();
  try {
    expect([401, 403]).not.toContain((await listUsers()).statusCode);
    expect(await caps()).toContain('users::list');
  } finally {
    await t.db.updateTable('users').set({ role: 'manager' }).where('email', '=', TEST_USERS.manager).execute();
  }
  expect((await listUsers()).statusCode).toBe(403);
});

test('a user deleted after login is refused', async () => {
  const [{ id }] = await t.db
    .insertInto('users')
    .values({ first_name: 'Temp', last_name: 'User', email: 'temp@demo.test', password_hash: 'x', role: 'viewer' })
    .returning('id')
    .execute();
  await t.db
    .insertInto('auth_sessions')
    .values({
      id: 'temp-session',
      user_id: id,
      refresh_key_hash: 'h'.repeat(64),
      expires_at: '2999-01-01T00:00:00.000Z',
      refreshed_at: null,
      revoked_at: null,
    })
    .execute();
  const { signAccessToken } = await import('../../../server/src/auth/token-service');
  const { token } = signAccessToken(t.config, id, 'temp-session');
  const profile = () =>
    t.app.inject({ method: 'GET', url: `${t.api}/profile`, headers: { authorization: `Bearer ${token}` } });
  expect((await profile()).statusCode).toBe(200);
  await t.db.deleteFrom('users').where('id', '=', id).execute();
  expect((await profile()).statusCode).toBe(401);
});
