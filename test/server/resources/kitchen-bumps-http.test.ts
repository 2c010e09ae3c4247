import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';
import { openSse, resourcesOf } from '../helpers/sse';

/**
 * The board's new taps over HTTP (issue 28): `kitchen/update-item-status` and `kitchen/update-order-urgency`
 * apply an Idempotency-Key once (repeats replay the first answer), need `kitchen_orders::edit`, and a bump
 * reaches open boards as a change of `kitchen-orders` on the event stream.
 */
describe(`kitchen taps over HTTP (${TEST_DB})`, () => {
  let t: TestApp;
  let cook: TestSession;
  let viewer: TestSession;
  let orderId: number;
  let itemId: number;

  const tap = (session: TestSession, path: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${t.api}/kitchen/${path}`,
      headers: { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp({ config: { events: { heartbeatSeconds: 25, pollMs: 0 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cook = await t.login(TEST_USERS.kitchen_staff);
    viewer = await t.login(TEST_USERS.viewer);
    const admin = await t.login(TEST_USERS.administrator);
    const add = async (resource: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url: `${t.api}/${resource}/add`, headers: admin.headers, payload })).json()
        .data;
    const product = await add('products', { name: 'Kebab', price: 10 });
    orderId = (await add('orders', { name: 'HTTP bumps', status: 'processing' })).id;
    itemId = (await add('order-items', { order: orderId, product: product.id })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('applies an item bump once per Idempotency-Key; a repeat replays the first answer', async () => {
    const key = randomUUID();
    const first = await tap(cook, 'update-item-status', { order_item_id: itemId, prepared: true }, key);
    expect(first.statusCode).toBe(200);
    const preparedAt = first.json().data.items[0].prepared_at;
    expect(Date.parse(preparedAt)).not.toBeNaN();
    const again = await tap(cook, 'update-item-status', { order_item_id: itemId, prepared: true }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await tap(cook, 'update-item-status', { order_item_id: itemId, prepared: false }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const history = await t.db
      .selectFrom('change_history')
      .select('id')
      .where('resource', '=', 'order-items')
      .where('record_id', '=', itemId)
      .where('field', '=', 'prepared_at')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('applies an urgency tap once per Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await tap(cook, 'update-order-urgency', { order_id: orderId, urgent: true }, key);
    expect(first.json().data).toMatchObject({ id: orderId, urgent: true });
    const again = await tap(cook, 'update-order-urgency', { order_id: orderId, urgent: true }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('needs kitchen_orders::edit: a viewer gets 403 and nothing changes', async () => {
    const bump = await tap(viewer, 'update-item-status', { order_item_id: itemId, prepared: false });
    expect(bump.statusCode).toBe(403);
    const urgency = await tap(viewer, 'update-order-urgency', { order_id: orderId, urgent: false });
    expect(urgency.statusCode).toBe(403);
    const order = await t.db.selectFrom('orders').select('urgent').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.urgent).toBe(1);
  });

  it('refuses a body that is not the contract (400 naming the field)', async () => {
    const res = await tap(cook, 'update-item-status', { order_item_id: itemId, prepared: 'yes' });
    expect(res.statusCode).toBe(400);
  });

  it('pushes a bump to open boards as a change of kitchen-orders', async () => {
    const port = (t.app.server.address() as AddressInfo).port;
    const stream = await openSse(`http://127.0.0.1:${port}${t.api}/events`, cook.headers);
    try {
      expect((await stream.next()).event).toBe('ready');
      await tap(cook, 'update-item-status', { order_item_id: itemId, prepared: false });
      const change = await stream.next((e) => e.event === 'change');
      expect(resourcesOf(change)).toContain('kitchen-orders');
    } finally {
      stream.close();
    }
  });
});
