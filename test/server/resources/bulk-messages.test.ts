import { TEST_DB } from '../helpers/db';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';

/*
 * The spec's bulk refusals, word for word: a bulk call with no records is a 400 'No Action/Rows Selected!'
 * and `{resource}/bulk/{anything else}` a 400 'Invalid Bulk Action!'; access is checked first.
 */
let t: TestApp;
let admin: TestSession;
let viewer: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login(TEST_USERS.administrator);
  viewer = await t.login(TEST_USERS.viewer);
});
afterAll(async () => {
  await t.close();
});

type Method = 'POST' | 'DELETE' | 'GET';
const send = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${t.api}${url}`,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
const answer = (res: { statusCode: number; body: string }) => [res.statusCode, JSON.parse(res.body)];

describe(`bulk refusals (${TEST_DB})`, () => {
  test.each<[Method, string, unknown]>([
    ['DELETE', '/addons/bulk/delete', { records: [] }],
    ['DELETE', '/addons/bulk/delete', {}],
    ['DELETE', '/orders/bulk/delete', undefined],
    ['POST', '/products/bulk/add', { records: [] }],
    ['POST', '/product-variations/bulk/update', { records: [] }],
    ['POST', '/menu-items/bulk/update', { records: 'none' }],
  ])("%s %s with %j → 400 'No Action/Rows Selected!'", async (method, url, payload) => {
    expect(answer(await send(method, url, admin.headers, payload))).toEqual([
      400,
      {
        message: 'No Action/Rows Selected!',
        code: 'validation_error',
        errors: { records: 'must be a non-empty list' },
      },
    ]);
  });

  it('checks access before the records: no token is a 401, a viewer a 403', async () => {
    expect((await send('DELETE', '/addons/bulk/delete', {}, { records: [] })).statusCode).toBe(401);
    expect((await send('DELETE', '/addons/bulk/delete', viewer.headers, { records: [] })).statusCode).toBe(403);
  });

  test.each<[Method, string]>([
    ['POST', '/addons/bulk/publish'],
    ['DELETE', '/orders/bulk/archive'],
    ['POST', '/product-variations/bulk/ADD'],
    ['DELETE', '/users/bulk/add'],
    ['POST', '/menu-items/bulk/delete'],
  ])("%s %s → 400 'Invalid Bulk Action!'", async (method, url) => {
    expect(answer(await send(method, url, admin.headers, { records: [1] }))).toEqual([
      400,
      { message: 'Invalid Bulk Action!', code: 'invalid_bulk_action' },
    ]);
  });

  it('an unknown action is refused without a token (401) and to a viewer (403), and changes nothing', async () => {
    expect((await send('POST', '/addons/bulk/publish', {}, { records: [1] })).statusCode).toBe(401);
    expect(answer(await send('POST', '/addons/bulk/publish', viewer.headers, { records: [1] }))[0]).toBe(403);
  });

  it('leaves other paths alone: the real actions work, an unknown resource is a 404', async () => {
    const added = await send('POST', '/addons/bulk/add', admin.headers, { records: [{ name: 'Toum' }] });
    expect(added.statusCode).toBe(200);
    const id = JSON.parse(added.body).data[0].id;
    expect((await send('DELETE', '/addons/bulk/delete', admin.headers, { records: [id] })).statusCode).toBe(200);
    expect((await send('POST', '/nothing/bulk/publish', admin.headers, { records: [1] })).statusCode).toBe(404);
    expect((await send('GET', '/addons/bulk/publish', admin.headers)).statusCode).toBe(404);
  });
});
