import type { Kysely } from 'kysely';
import { createDb } from '../../../server/src/db/connect';
import type { Database } from '../../../server/src/db/schema';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';
import { queriesOf as queriesOn } from '../helpers/queries';

/*
 * Every request is answered as of the moment it arrived, whoever wrote last. A session revoked, a token denied,
 * a role changed or a row written by another process (here: another connection to the same database, as a
 * second server process or a maintenance script has) counts for the very next request, even one that
 * repeats the caller's previous request exactly. On SQLite the session check is kept while the database is
 * unchanged (auth/session-check-memo.ts): these are the writes that must end it.
 */

let t: TestApp;
/** Another process's view of the same database. */
let other: Kysely<Database>;

const get = (url: string, session: TestSession, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${t.api}${url}`,
    headers: { ...session.headers, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const ORDERS = '/orders?per_page=5&page=1';
const INVOICES = '/invoices?per_page=5&page=1';
const BOARD = '/kitchen-orders?per_page=20&page=1&status_in=pending,processing';

const queriesOf = (during: () => Promise<unknown>) => queriesOn(t.db, during);

beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  other = createDb(t.config.databaseUrl);
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

describe(`writes by another process count for the next request (${TEST_DB})`, () => {
  test('a session revoked elsewhere is refused at once', async () => {
    const viewer = await t.login(TEST_USERS.viewer);
    expect((await get(ORDERS, viewer)).statusCode).toBe(200);
    expect((await get(ORDERS, viewer)).statusCode).toBe(200);
    await other
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where(
        'user_id',
        '=',
        (await t.db.selectFrom('users').select('id').where('email', '=', TEST_USERS.viewer).executeTakeFirstOrThrow())
          .id,
      )
      .execute();
    const res = await get(ORDERS, viewer);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_token' });
  });

  test('a token denied elsewhere is refused at once; the same user’s other session is not', async () => {
    const [kitchen, sameUser] = await Promise.all([
      t.login(TEST_USERS.kitchen_staff),
      t.login(TEST_USERS.kitchen_staff),
    ]);
    expect((await get(BOARD, kitchen)).statusCode).toBe(200);
    expect((await get(BOARD, kitchen)).statusCode).toBe(200);
    const { jti } = JSON.parse(Buffer.from(kitchen.token.split('.')[1], 'base64url').toString()) as { jti: string };
    await other.insertInto('revoked_tokens').values({ jti, expires_at: '2999-01-01T00:00:00.000Z' }).execute();
    expect((await get(BOARD, kitchen)).statusCode).toBe(401);
    expect((await get(BOARD, sameUser)).statusCode).toBe(200);
  });

  test('a role changed elsewhere applies at once, both ways', async () => {
    const manager = await t.login(TEST_USERS.manager);
    expect((await get(INVOICES, manager)).statusCode).toBe(200);
    expect((await get(INVOICES, manager)).statusCode).toBe(200);
    await other.updateTable('users').set({ role: 'viewer' }).where('email', '=', TEST_USERS.manager).execute();
    expect((await get(INVOICES, manager)).statusCode).toBe(403);
    await other.updateTable('users').set({ role: 'manager' }).where('email', '=', TEST_USERS.manager).execute();
    expect((await get(INVOICES, manager)).statusCode).toBe(200);
  });

  test('an order written elsewhere changes the board’s ETag for the very next poll', async () => {
    const admin = await t.login(TEST_USERS.administrator);
    const first = await get(BOARD, admin);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(BOARD, admin, etag)).statusCode).toBe(304);
    const order = await t.db.selectFrom('orders').select(['id', 'note']).orderBy('id').executeTakeFirstOrThrow();
    await other
      .updateTable('orders')
      .set({ note: `${order.note ?? ''} (elsewhere)` })
      .where('id', '=', order.id)
      .execute();
    const after = await get(BOARD, admin, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe(`what a repeated request's session check costs (${TEST_DB})`, () => {
  const readsSession = (q: string) => /auth_sessions/.test(q);
  const readsVersionOnly = (q: string) => /data_version/.test(q) && !readsSession(q);

  test('SQLite reads only the version while nothing changed, and checks in full after any write; PostgreSQL always checks', async () => {
    const admin = await t.login(TEST_USERS.administrator);
    await get(ORDERS, admin);
    const unchanged = await queriesOf(() => get(ORDERS, admin));
    // A write by this process, to a table the check does not even read.
    await t.db.updateTable('orders').set({ note: 'written here' }).where('id', '=', 1).execute();
    const afterOwnWrite = await queriesOf(() => get(ORDERS, admin));
    await other.updateTable('orders').set({ note: 'written elsewhere' }).where('id', '=', 1).execute();
    const afterOtherWrite = await queriesOf(() => get(ORDERS, admin));
    if (TEST_DB === 'sqlite') {
      expect(unchanged).toHaveLength(1);
      expect(readsVersionOnly(unchanged[0])).toBe(true);
      // The version moved: the version read, then the full check (and the list's own queries).
      for (const queries of [afterOwnWrite, afterOtherWrite]) {
        expect(readsVersionOnly(queries[0])).toBe(true);
        expect(readsSession(queries[1])).toBe(true);
      }
    } else {
      for (const queries of [unchanged, afterOwnWrite, afterOtherWrite]) expect(readsSession(queries[0])).toBe(true);
    }
  });
});
