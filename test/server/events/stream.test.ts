import type { AddressInfo } from 'node:net';
import { buildTestApp, testConfig, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';
import { openSse, resourcesOf, type SseStream } from '../helpers/sse';

/** How often open streams' sessions are checked here (the server's default is 3 s). */
const SESSION_CHECK_MS = 200;
let t: TestApp;
let base: string;
let admin: TestSession;
let kitchen: TestSession;
const open: SseStream[] = [];

beforeAll(async () => {
  // No safety poll: every event below comes from a write this process answered.
  t = await buildTestApp({
    config: { events: { ...testConfig().events, heartbeatSeconds: 25, sessionCheckMs: SESSION_CHECK_MS, pollMs: 0 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${t.api}`;
  admin = await t.login(TEST_USERS.administrator);
  kitchen = await t.login(TEST_USERS.kitchen_staff);
});

afterEach(() => open.splice(0).forEach((s) => s.close()));
afterAll(() => t.close());

async function stream(session: TestSession, extra: Record<string, string> = {}): Promise<SseStream> {
  const s = await openSse(`${base}/events`, { ...session.headers, ...extra });
  open.push(s);
  return s;
}

const post = (session: TestSession, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${t.api}${path}`, headers: session.headers, payload });

const isChange = (e: { event: string }) => e.event === 'change';

describe(`GET /events (${TEST_DB})`, () => {
  test('refuses a missing or bad token with 401, and a caller that does not accept text/event-stream with 406', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `${t.api}/events`,
      headers: { accept: 'text/event-stream' },
    });
    expect(missing.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${t.api}/events`,
      headers: { accept: 'text/event-stream', authorization: 'Bearer not.a.token' },
    });
    expect(bad.statusCode).toBe(401);
    const json = await t.app.inject({ method: 'GET', url: `${t.api}/events`, headers: admin.headers });
    expect(json.statusCode).toBe(406);
    expect(json.json().code).toBe('not_acceptable');
  });

  test('streams a ready event naming what the user may read, then a change after each write', async () => {
    const s = await stream(admin);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toBe('no-store');
    // The stream writes its own head: the fixed security headers are in it all the same.
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(s.headers['x-frame-options']).toBe('DENY');
    expect(s.headers['cross-origin-opener-policy']).toBe('same-origin');
    const ready = await s.next();
    expect(ready.event).toBe('ready');
    expect(resourcesOf(ready)).toEqual(expect.arrayContaining(['orders', 'users', 'kitchen-orders', 'production']));

    expect((await post(admin, '/orders/add', { name: 'Streamed lunch' })).statusCode).toBe(200);
    const change = await s.next(isChange);
    expect(resourcesOf(change)).toEqual(expect.arrayContaining(['orders', 'kitchen-orders', 'production']));
    expect(change.id).not.toBe(ready.id);
  });

  test('never names a resource the user may not read: the kitchen hears of orders, never of users', async () => {
    const k = await stream(kitchen);
    const a = await stream(admin);
    const kitchenReady = await k.next();
    expect(resourcesOf(kitchenReady)).toEqual(expect.arrayContaining(['kitchen-orders', 'order-items', 'orders']));
    expect(resourcesOf(kitchenReady)).not.toContain('users');
    expect(kitchenReady.id).not.toMatch(/\busers:/);
    await a.next();

    const user = {
      first_name: 'Nadia',
      last_name: 'Aoun',
      email: 'nadia.events@demo.test',
      plaintext_password: 'password-123',
    };
    expect((await post(admin, '/users/add', user)).statusCode).toBe(200);
    expect(resourcesOf(await a.next(isChange))).toContain('users');

    expect((await post(admin, '/orders/add', { name: 'Kitchen sees this' })).statusCode).toBe(200);
    expect(resourcesOf(await k.next(isChange))).toContain('kitchen-orders');
    for (const e of k.events) {
      expect(resourcesOf(e)).not.toContain('users');
      expect(e.id).not.toMatch(/\busers:/);
    }
  });

  test('resumes from Last-Event-ID: what changed while away, nothing when nothing did, reset on a foreign id', async () => {
    const first = await stream(admin);
    const ready = await first.next();
    first.close();

    const unchanged = await stream(admin, { 'last-event-id': ready.id! });
    expect((await unchanged.next()).event).toBe('ready');
    unchanged.close();

    expect((await post(admin, '/orders/add', { name: 'Made while away' })).statusCode).toBe(200);
    const resumed = await stream(admin, { 'last-event-id': ready.id! });
    const missed = await resumed.next();
    expect(missed.event).toBe('change');
    expect(resourcesOf(missed)).toContain('orders');
    expect(resourcesOf(missed)).not.toContain('users');

    const foreign = await stream(admin, { 'last-event-id': 'orders:99999999' });
    expect((await foreign.next()).event).toBe('reset');
    const garbage = await stream(admin, { 'last-event-id': 'not an id' });
    expect((await garbage.next()).event).toBe('reset');
  });

  test("an open stream ends within one session check of its sign-out; the other sessions' streams go on", async () => {
    const leaving = await t.login(TEST_USERS.viewer);
    const staying = await t.login(TEST_USERS.viewer);
    const gone = await stream(leaving);
    const kept = await stream(staying);
    await gone.next();
    await kept.next();
    const signedOut = Date.now();
    const revoke = await t.app.inject({ method: 'DELETE', url: `${t.api}/jwt/revoke`, headers: leaving.headers });
    expect(revoke.statusCode).toBe(200);
    await gone.ended;
    // Ended by the next check (the heartbeat, which used to check, is 25 s here).
    expect(Date.now() - signedOut).toBeLessThan(10_000);
    expect((await post(admin, '/orders/add', { name: 'After a sign-out' })).statusCode).toBe(200);
    expect(resourcesOf(await kept.next(isChange))).toContain('orders');
  });

  test("one user's streams are capped: one more ends their oldest, other users' streams untouched", async () => {
    const cap = testConfig().events.maxStreamsPerUser;
    const session = await t.login(TEST_USERS.manager);
    const others = await stream(kitchen);
    await others.next();
    const mine: SseStream[] = [];
    for (let i = 0; i < cap; i++) {
      mine.push(await stream(session));
      await mine[i].next();
    }
    const extra = await stream(session);
    expect((await extra.next()).event).toBe('ready');
    await mine[0].ended;
    expect((await post(admin, '/orders/add', { name: 'Past the cap' })).statusCode).toBe(200);
    for (const s of [...mine.slice(1), extra, others]) expect(resourcesOf(await s.next(isChange))).toContain('orders');
  });

  test('a revoked session can no longer open a stream', async () => {
    const session = await t.login(TEST_USERS.viewer);
    const revoke = await t.app.inject({ method: 'DELETE', url: `${t.api}/jwt/revoke`, headers: session.headers });
    expect(revoke.statusCode).toBe(200);
    const s = await stream(session);
    expect(s.status).toBe(401);
  });
});

test('closing the server ends its open streams', async () => {
  const other = await buildTestApp();
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}${other.api}/events`;
  const s = await openSse(url, (await other.login(TEST_USERS.manager)).headers);
  await s.next();
  await other.close();
  await s.ended;
  expect(s.events[0].event).toBe('ready');
});
