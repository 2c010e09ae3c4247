import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { createDb } from '../../../server/src/db/connect';
import { routeHandler, type OperationHandler } from '../../../server/src/http/operation';
import { resourceHandlers } from '../../../server/src/resources/handlers';
import { buildTestApp, testConfig, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';
import { add } from './fixtures';

/**
 * Exactly-once kitchen taps: `POST /kitchen/update-order-status` with an `Idempotency-Key` applies once per
 * user and key; repeats answer the first answer (refusals included) with `Idempotent-Replayed: true`.
 */
let t: TestApp;
let cook: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await buildTestApp();
  cook = await t.login(TEST_USERS.kitchen_staff);
  admin = await t.login(TEST_USERS.administrator);
});
afterAll(async () => {
  await t.close();
});

type Body = { order_id: number; status: string; reject_reason?: string };

function tap(app: FastifyInstance, session: TestSession, body: Body, key?: string) {
  return app.inject({
    method: 'POST',
    url: `${t.api}/kitchen/update-order-status`,
    headers: { ...session.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

async function orderIn(status: string): Promise<number> {
  const o = await add(t.db, 'Order', { name: `Idempotency ${status}` });
  await t.db.updateTable('orders').set({ status }).where('id', '=', o.id).execute();
  return o.id;
}

/** The order's status and version, and how many status changes its two histories hold. */
async function stateOf(id: number) {
  const order = await t.db
    .selectFrom('orders')
    .select(['status', '__version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const changes = await t.db.selectFrom('order_status_changes').select('id').where('order_id', '=', id).execute();
  const history = await t.db
    .selectFrom('change_history')
    .select('id')
    .where('resource', '=', 'orders')
    .where('record_id', '=', id)
    .where('field', '=', 'status')
    .execute();
  return { status: order.status, version: order.__version, statusChanges: changes.length, history: history.length };
}

describe(`Idempotency-Key on kitchen taps (${TEST_DB})`, () => {
  test('the same key twice answers the same and changes the order once', async () => {
    const id = await orderIn('pending');
    const key = randomUUID();
    const first = await tap(t.app, cook, { order_id: id, status: 'processing' }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const counters = await t.db.selectFrom('change_counters').selectAll().orderBy('name').execute();

    const again = await tap(t.app, cook, { order_id: id, status: 'processing' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);
    expect(again.json().data).toMatchObject({ id, status: 'processing', __version: 2 });
    expect(await stateOf(id)).toEqual({ status: 'processing', version: 2, statusChanges: 1, history: 1 });
    // Nothing was written, so no change event either: the change counters did not move.
    expect(await t.db.selectFrom('change_counters').selectAll().orderBy('name').execute()).toEqual(counters);
  });

  test('the key is matched whatever the case of its letters', async () => {
    const id = await orderIn('pending');
    const key = randomUUID();
    expect((await tap(t.app, cook, { order_id: id, status: 'processing' }, key)).statusCode).toBe(200);
    const again = await tap(t.app, cook, { order_id: id, status: 'processing' }, key.toUpperCase());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await stateOf(id)).statusChanges).toBe(1);
  });

  test('a refusal is stored too: the replay stays refused even once the move would be allowed', async () => {
    const id = await orderIn('pending');
    const key = randomUUID();
    const body = { order_id: id, status: 'ready_for_pickup' };
    const refused = await tap(t.app, cook, body, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('invalid_transition');

    await t.db.updateTable('orders').set({ status: 'processing' }).where('id', '=', id).execute();
    const again = await tap(t.app, cook, body, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(refused.body);
    expect(await stateOf(id)).toMatchObject({ status: 'processing', statusChanges: 0 });
  });

  test('the same key with another body is a 422 idempotency_key_reused and changes nothing', async () => {
    const one = await orderIn('pending');
    const two = await orderIn('pending');
    const key = randomUUID();
    expect((await tap(t.app, cook, { order_id: one, status: 'processing' }, key)).statusCode).toBe(200);

    for (const body of [
      { order_id: two, status: 'processing' },
      { order_id: one, status: 'cancelled', reject_reason: 'Out of bread' },
    ]) {
      const reused = await tap(t.app, cook, body, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used for another request; make a new key for each action.',
      });
    }
    expect(await stateOf(one)).toMatchObject({ status: 'processing', statusChanges: 1 });
    expect(await stateOf(two)).toMatchObject({ status: 'pending', statusChanges: 0 });
  });

  test("another user's key is another key: the same key and body are processed afresh for them", async () => {
    const id = await orderIn('pending');
    const other = await orderIn('pending');
    const key = randomUUID();
    expect((await tap(t.app, cook, { order_id: id, status: 'processing' }, key)).statusCode).toBe(200);

    // Admin sends the cook's key with the cook's body: its own answer (the order has moved on), not the cook's.
    const same = await tap(t.app, admin, { order_id: id, status: 'processing' }, key);
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('invalid_transition');
    expect(same.headers['idempotent-replayed']).toBeUndefined();

    // With another body it is no reuse for the admin either: the key is theirs, stored with their first answer.
    const reused = await tap(t.app, admin, { order_id: other, status: 'processing' }, key);
    expect(reused.statusCode).toBe(422);
    const fresh = await tap(t.app, admin, { order_id: other, status: 'processing' }, randomUUID());
    expect(fresh.statusCode).toBe(200);

    // And the cook's own repeat still gets the cook's answer.
    const mine = await tap(t.app, cook, { order_id: id, status: 'processing' }, key);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['idempotent-replayed']).toBe('true');
    expect(await stateOf(id)).toMatchObject({ statusChanges: 1 });
  });

  test.each([
    'not-a-uuid',
    '',
    '0f8e6c1a-3b5d-4c2e-9a7f-1d2c3b4a5e6',
    '0f8e6c1a3b5d4c2e9a7f1d2c3b4a5e6f0',
    "' or 1=1 --",
  ])('a key that is not a UUID (%j) is a 400 naming the header, and nothing changes', async (key) => {
    const id = await orderIn('pending');
    const res = await tap(t.app, cook, { order_id: id, status: 'processing' }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', errors: { 'Idempotency-Key': 'must be a UUID' } });
    expect(await stateOf(id)).toMatchObject({ status: 'pending', statusChanges: 0 });
  });

  test('without the header the call works as before, once per call', async () => {
    const id = await orderIn('pending');
    const keys = await t.db.selectFrom('idempotency_keys').select('key').execute();
    expect((await tap(t.app, cook, { order_id: id, status: 'processing' })).statusCode).toBe(200);
    expect((await tap(t.app, cook, { order_id: id, status: 'processing' })).statusCode).toBe(409);
    expect(await t.db.selectFrom('idempotency_keys').select('key').execute()).toHaveLength(keys.length);
  });

  test('a key older than 24 hours is forgotten: the same key is a new request', async () => {
    const id = await orderIn('pending');
    const key = randomUUID();
    expect((await tap(t.app, cook, { order_id: id, status: 'processing' }, key)).statusCode).toBe(200);
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 60_000).toISOString();
    await t.db.updateTable('idempotency_keys').set({ created_at: dayAgo }).where('key', '=', key).execute();

    // Another body with the expired key is no reuse: it is processed and applied.
    const next = await tap(t.app, cook, { order_id: id, status: 'ready_for_pickup' }, key);
    expect(next.statusCode).toBe(200);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
    expect(await stateOf(id)).toMatchObject({ status: 'ready_for_pickup', statusChanges: 2 });
    const row = await t.db
      .selectFrom('idempotency_keys')
      .select(['created_at', 'status_code'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.created_at > dayAgo).toBe(true);
    expect(row.status_code).toBe(200);
  });

  test('two identical requests racing with one key apply once; the other gets the first answer', async () => {
    const id = await orderIn('pending');
    const key = randomUUID();
    const body = { order_id: id, status: 'cancelled', reject_reason: 'Client called off' };
    const answers = await Promise.all([tap(t.app, cook, body, key), tap(t.app, cook, body, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(answers[0].body).toBe(answers[1].body);
    expect(await stateOf(id)).toEqual({ status: 'cancelled', version: 2, statusChanges: 1, history: 1 });
  });

  test('two server processes on one database apply a key once', async () => {
    const secondDb = createDb(t.config.databaseUrl);
    const second = await buildApp({ config: testConfig({ databaseUrl: t.config.databaseUrl }), db: secondDb });
    try {
      await second.ready();
      const id = await orderIn('pending');
      const key = randomUUID();
      const body = { order_id: id, status: 'processing' };
      const answers = await Promise.all([
        tap(t.app, cook, body, key),
        tap(second, cook, body, key),
        tap(t.app, cook, body, key),
        tap(second, cook, body, key),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await stateOf(id)).toEqual({ status: 'processing', version: 2, statusChanges: 1, history: 1 });
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });
});

describe(`Idempotency-Key while the first request is still running, and after a 5xx (${TEST_DB})`, () => {
  let gated: TestApp;
  let gatedCook: TestSession;
  /** The real handler, held at a gate the test opens, or failing once with a 500 when told to. */
  let gate: { entered: () => void; open: Promise<void> } | null = null;
  let failNext = false;
  let handled = 0;
  const real = routeHandler(resourceHandlers(), 'updateKitchenOrderStatus')!;
  const heldHandler: OperationHandler = async (req, reply, ctx) => {
    handled += 1;
    if (gate) {
      gate.entered();
      await gate.open;
    }
    if (failNext) {
      failNext = false;
      throw new Error('database went away');
    }
    return real(req, reply, ctx);
  };

  beforeAll(async () => {
    gated = await buildTestApp({
      config: { idempotencyWaitMs: 0 },
      handlers: { updateKitchenOrderStatus: heldHandler },
    });
    gatedCook = await gated.login(TEST_USERS.kitchen_staff);
  });
  afterAll(async () => {
    await gated.close();
  });

  const gatedTap = (body: Body, key: string) => tap(gated.app, gatedCook, body, key);
  async function gatedOrder(): Promise<number> {
    const o = await add(gated.db, 'Order', { name: 'Held' });
    return o.id;
  }

  test('a repeat while the first is being processed is a 409 idempotency_key_in_progress; later it replays', async () => {
    const id = await gatedOrder();
    const key = randomUUID();
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let open!: () => void;
    gate = { entered, open: new Promise<void>((resolve) => (open = resolve)) };
    const first = gatedTap({ order_id: id, status: 'processing' }, key);
    await inHandler;
    gate = null;

    const busy = await gatedTap({ order_id: id, status: 'processing' }, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('idempotency_key_in_progress');

    open();
    expect((await first).statusCode).toBe(200);
    const later = await gatedTap({ order_id: id, status: 'processing' }, key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
  });

  test('a repeat that arrives while the first is being processed waits for its answer and replays it', async () => {
    // The same app on a database that opens the gate when a request reads the key back: the repeat found it.
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const watched = gated.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node).includes('"idempotency_keys"')) open();
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const waiting = await buildApp({
      config: { ...gated.config, idempotencyWaitMs: 60_000 },
      db: watched,
      handlers: { updateKitchenOrderStatus: heldHandler },
    });
    try {
      await waiting.ready();
      const id = await gatedOrder();
      const key = randomUUID();
      let entered!: () => void;
      const inHandler = new Promise<void>((resolve) => (entered = resolve));
      gate = { entered, open: opened };
      const first = tap(waiting, gatedCook, { order_id: id, status: 'processing' }, key);
      await inHandler;
      gate = null;
      const before = handled;
      const repeat = await tap(waiting, gatedCook, { order_id: id, status: 'processing' }, key);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.body).toBe((await first).body);
      expect(handled).toBe(before);
    } finally {
      await waiting.close();
    }
  });

  test('a 5xx is not stored: the retry with the same key is processed afresh', async () => {
    const id = await gatedOrder();
    const key = randomUUID();
    failNext = true;
    const failed = await gatedTap({ order_id: id, status: 'processing' }, key);
    expect(failed.statusCode).toBe(500);
    expect(await gated.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toEqual([]);

    const before = handled;
    const retry = await gatedTap({ order_id: id, status: 'processing' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(handled).toBe(before + 1);
    const status = await gated.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(status.status).toBe('processing');
  });

  test('a claim left unanswered for over a minute (its process stopped) is taken over', async () => {
    const id = await gatedOrder();
    const key = randomUUID();
    const user = await gated.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', TEST_USERS.kitchen_staff)
      .executeTakeFirstOrThrow();
    // A first attempt, then its row put back as a process that stopped mid-request leaves it: no answer.
    const ok = await gatedTap({ order_id: id, status: 'processing' }, key);
    expect(ok.statusCode).toBe(200);
    const stale = new Date(Date.now() - 2 * 60_000).toISOString();
    await gated.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response_body: null, created_at: stale })
      .where('user_id', '=', user.id)
      .where('key', '=', key)
      .execute();
    await gated.db.updateTable('orders').set({ status: 'pending' }).where('id', '=', id).execute();

    const retry = await gatedTap({ order_id: id, status: 'processing' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const row = await gated.db
      .selectFrom('idempotency_keys')
      .select('status_code')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.status_code).toBe(200);
  });
});
