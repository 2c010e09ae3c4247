import jwt from 'jsonwebtoken';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { isKeptPrepared } from '../../../server/src/db/prepared-statements';
import { TEST_DB } from '../helpers/db';
import { queriesOf as queriesOn } from '../helpers/queries';

/*
 * Each request cheaper: a list asks the database once for the caller's session (live, not revoked, its
 * role) and the change counters together, so a list answered from its kept copy, and a 304, cost one query;
 * a list read afresh costs that one and the list's own. On SQLite, while the database is unchanged since the
 * caller's last check, that one query reads only the database's version (perf/sqlite-session-checks.test.ts).
 * The ETag and 304s stay exact, and a revoked session is refused however cached the list is.
 */

let t: TestApp;
let admin: TestSession;
const queriesOf = (during: () => Promise<unknown>) => queriesOn(t.db, during);
const list = (url: string, session: TestSession, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${t.api}${url}`,
    headers: { ...session.headers, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const readsCounters = (q: string) => /change_counters/.test(q);
const readsSession = (q: string) => /auth_sessions/.test(q);
/** SQLite: whether the database changed since the caller's last session check, and nothing else. */
const readsVersionOnly = (q: string) => /data_version/.test(q) && !readsSession(q);
/** The session check: with the counters; on SQLite, the version alone when nothing changed since the last. */
const checksSession = (q: string) =>
  (readsSession(q) && readsCounters(q)) || (TEST_DB === 'sqlite' && readsVersionOnly(q));

beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await t.close();
});

describe(`database round trips of a list request (${TEST_DB})`, () => {
  test('a list answered from its kept copy: one query, the session and the change counters together', async () => {
    const url = '/orders?per_page=20&page=1&order_by=date&order=DESC';
    expect((await list(url, admin)).statusCode).toBe(200);
    const queries = await queriesOf(async () => expect((await list(url, admin)).statusCode).toBe(200));
    expect(queries).toHaveLength(1);
    // Nothing was written since the same caller's last request: on SQLite, only the version is read.
    if (TEST_DB === 'sqlite') expect(readsVersionOnly(queries[0])).toBe(true);
    else {
      expect(readsSession(queries[0]) && readsCounters(queries[0])).toBe(true);
      // Parsed once per connection (perf/prepared-statements.test.ts).
      expect(isKeptPrepared(queries[0])).toBe(true);
    }
  });

  test('a list read afresh: the session and counters in one query first, then only the list’s own queries', async () => {
    const queries = await queriesOf(async () =>
      expect((await list('/orders?per_page=7&page=2&status_in=pending', admin)).statusCode).toBe(200),
    );
    expect(checksSession(queries[0])).toBe(true);
    expect(queries.slice(1).filter(readsCounters)).toEqual([]);
    expect(queries.slice(1).filter(readsSession)).toEqual([]);
    expect(queries.length).toBeGreaterThan(1);
  });

  test('a poll answered 304 from its ETag: one query; a write changes the ETag', async () => {
    const board = '/kitchen-orders?per_page=20&page=1&status_in=pending,processing';
    const first = await list(board, admin);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    let again: Awaited<ReturnType<typeof list>> | undefined;
    const queries = await queriesOf(async () => (again = await list(board, admin, etag)));
    expect(again!.statusCode).toBe(304);
    expect(queries).toHaveLength(1);

    const order = await t.db.selectFrom('orders').select(['id', 'note']).orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .updateTable('orders')
      .set({ note: `${order.note ?? ''} changed` })
      .where('id', '=', order.id)
      .execute();
    const changed = await list(board, admin, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  test('requests of several callers at once: each is answered as itself, and on PostgreSQL they share session checks', async () => {
    const [manager, viewer, gone] = await Promise.all([
      t.login(TEST_USERS.manager),
      t.login(TEST_USERS.viewer),
      t.login(TEST_USERS.viewer),
    ]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${t.api}/jwt/revoke`, headers: gone.headers })).statusCode,
    ).toBe(200);
    const callers = [
      { session: admin, url: '/invoices?per_page=5&page=1', status: 200 },
      { session: viewer, url: '/invoices?per_page=5&page=1', status: 403 },
      { session: manager, url: '/orders?per_page=5&page=1', status: 200 },
      { session: gone, url: '/orders?per_page=5&page=1', status: 401 },
      { session: viewer, url: '/orders?per_page=5&page=1', status: 200 },
    ];
    const rounds = 4;
    const asked = Array.from({ length: rounds }, () => callers).flat();
    let statuses: number[] = [];
    const queries = await queriesOf(async () => {
      statuses = (await Promise.all(asked.map(({ session, url }) => list(url, session)))).map((r) => r.statusCode);
    });
    expect(statuses).toEqual(asked.map((c) => c.status));
    // PostgreSQL sends the checks asked meanwhile together. SQLite answers in the process, each request on its
    // own: in full, or by the version alone when the database is as it was at the same caller's last check.
    if (TEST_DB === 'postgres') expect(queries.filter(readsSession).length).toBeLessThan(asked.length / 2);
    else {
      expect(queries.filter(readsSession).length).toBeLessThanOrEqual(asked.length);
      expect(queries.filter(checksSession).length).toBeGreaterThanOrEqual(asked.length);
    }
  });

  test('tokens signed with our key but naming no possible session are refused alone, failing no one else', async () => {
    const claims = jwt.decode(admin.token) as Record<string, unknown>;
    const forged = [
      { ...claims, sub: '99999999999' },
      { ...claims, sid: `${String(claims.sid)}\u0000` },
      { ...claims, jti: '\u0000' },
    ].map((c) => jwt.sign(c, t.config.jwtSecret, { algorithm: 'HS256' }));
    const url = '/orders?per_page=5&page=1';
    const answers = await Promise.all([
      list(url, admin),
      ...forged.map((token) => list(url, { ...admin, headers: { authorization: `Bearer ${token}` } })),
      list(url, admin),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 401, 401, 200]);
  });

  test('a revoked session is refused, even for a list kept and unchanged', async () => {
    const viewer = await t.login(TEST_USERS.viewer);
    const url = '/orders?per_page=20&page=1';
    expect((await list(url, viewer)).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `${t.api}/jwt/revoke`, headers: viewer.headers });
    expect(revoked.statusCode).toBe(200);
    const res = await list(url, viewer);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalid_token' });
  });
});
