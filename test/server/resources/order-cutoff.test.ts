import * as capabilities from '../../../server/src/access/capabilities';
import { buildTestApp, TEST_USERS, type TestApp, type TestSession } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/**
 * Issue 32: orders for a day close at the outlet's cut-off on the day before, in its zone (Asia/Beirut here,
 * whose clocks move at midnight on the last Sunday of March and of October); outlets closed days and hours and
 * lead times refuse orders too; managers and administrators may override with a reason, kept in history, and
 * an order written after its cut-off carries the kitchen's late change mark.
 */
describe(`order cut-off, outlet hours and lead time (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let manager: TestSession;
  let viewer: TestSession;
  let clock = Date.parse('2026-03-20T08:00:00Z');
  let outletId: number;
  let productId: number;

  const send = (session: TestSession, method: 'POST' | 'DELETE' | 'GET', path: string, payload?: object) =>
    t.app.inject({ method, url: `${t.api}${path}`, headers: session.headers, payload });
  const ok = async (session: TestSession, method: 'POST' | 'DELETE' | 'GET', path: string, payload?: object) => {
    const res = await send(session, method, path, payload);
    expect(res.json()).not.toHaveProperty('code');
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const refused = async (status: number, session: TestSession, path: string, payload: object) => {
    const res = await send(session, 'POST', path, payload);
    expect(res.statusCode).toBe(status);
    return res.json();
  };
  /** Moves the clock, signing in again (tokens expire by the same clock). */
  const at = async (iso: string) => {
    clock = Date.parse(iso);
    [admin, manager, viewer] = await Promise.all(
      [TEST_USERS.administrator, TEST_USERS.manager, TEST_USERS.viewer].map((u) => t.login(u)),
    );
  };
  const overrideHistory = async (orderId: number) =>
    (await ok(admin, 'GET', `/history?resource=orders&record_id=${orderId}&field=override_cutoff`)).results;

  beforeAll(async () => {
    t = await buildTestApp({ clock: () => clock });
    await at('2026-03-20T08:00:00Z');
    const outlet = await ok(admin, 'POST', '/outlets/add', {
      name: 'Cutoff Hamra',
      time_zone: 'Asia/Beirut',
      order_cutoff: '18:00',
      opening_hours_from: '08:00',
      opening_hours_to: '20:00',
      holidays: [6],
    });
    outletId = outlet.id;
    expect(outlet).toMatchObject({ order_cutoff: '18:00', lead_time_minutes: null });
    productId = (await ok(admin, 'POST', '/products/add', { name: 'Cutoff Wrap', price: 4 })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('closes Monday at 18:00 Beirut on Sunday 29 March, the day the clocks go forward (15:00 UTC)', async () => {
    const monday = '2026-03-30T09:00:00.000Z'; // 12:00 in Beirut (+03:00)
    await at('2026-03-29T14:59:00Z');
    const early = await ok(manager, 'POST', '/orders/add', { name: 'Before', outlet: outletId, date: monday });
    expect(early.late_change).toBeNull();

    await at('2026-03-29T15:00:00Z');
    const body = await refused(409, manager, '/orders/add', { name: 'After', outlet: outletId, date: monday });
    expect(body).toMatchObject({
      code: 'cut_off_passed',
      closed_at: '2026-03-29T15:00:00.000Z',
      time_zone: 'Asia/Beirut',
    });
    expect(body.message).toBe('Orders for this day closed on Sun 29 Mar 2026, 18:00 (Asia/Beirut).');
  });

  it('closes Monday at 18:00 Beirut on Sunday 25 October, the day the clocks go back (16:00 UTC)', async () => {
    const monday = '2026-10-26T10:00:00.000Z'; // 12:00 in Beirut (+02:00)
    await at('2026-10-25T15:59:00Z');
    await ok(manager, 'POST', '/orders/add', { name: 'Before back', outlet: outletId, date: monday });
    await at('2026-10-25T16:00:00Z');
    const body = await refused(409, manager, '/orders/add', { name: 'After back', outlet: outletId, date: monday });
    expect(body).toMatchObject({ code: 'cut_off_passed', closed_at: '2026-10-25T16:00:00.000Z' });
  });

  it('lets a manager override only with a reason, records it, and marks the order a late change', async () => {
    const tuesday = '2026-03-31T09:00:00.000Z';
    await at('2026-03-30T16:00:00Z'); // 19:00 in Beirut: Tuesday closed at 18:00
    const body = { name: 'Late lunch', outlet: outletId, date: tuesday, override_cutoff: true };
    const noReason = await refused(400, manager, '/orders/add', body);
    expect(noReason.errors).toEqual({ cutoff_reason: 'is required' });
    expect((await refused(400, manager, '/orders/add', { ...body, cutoff_reason: '  ' })).code).toBe(
      'validation_error',
    );
    expect((await refused(403, viewer, '/orders/add', { ...body, cutoff_reason: 'Asked' })).code).toBe('forbidden');

    const order = await ok(manager, 'POST', '/orders/add', { ...body, cutoff_reason: 'The client called at 18:30' });
    expect(order.late_change).toEqual({ changes: ['created'], at: '2026-03-30T16:00:00.000Z' });
    expect(order).not.toHaveProperty('override_cutoff');
    const [entry] = await overrideHistory(order.id);
    expect(entry).toMatchObject({ new_value: 'cut_off_passed', reason: 'The client called at 18:30' });
    const board = await ok(admin, 'GET', `/kitchen-orders?id[]=${order.id}`);
    expect(board.results[0].late_change).toEqual(order.late_change);
  });

  it("refuses changing an order's items, date or outlet after its cut-off, but not its note", async () => {
    const wednesday = '2026-04-01T09:00:00.000Z';
    await at('2026-03-30T10:00:00Z');
    const order = await ok(admin, 'POST', '/orders/add', { name: 'Wednesday', outlet: outletId, date: wednesday });
    const item = await ok(admin, 'POST', '/order-items/add', { order: order.id, product: productId, quantity: 2 });
    const other = await ok(admin, 'POST', '/outlets/add', { name: 'Cutoff Verdun', time_zone: 'Asia/Beirut' });

    await at('2026-03-31T15:00:00Z'); // 18:00 in Beirut on Tuesday
    const cases: Array<[string, object]> = [
      [`/orders/update/${order.id}`, { date: '2026-04-01T10:00:00.000Z' }],
      [`/orders/update/${order.id}`, { outlet: other.id }],
      ['/order-items/add', { order: order.id, product: productId }],
      [`/order-items/update/${item.id}`, { quantity: 3 }],
    ];
    for (const [path, payload] of cases)
      expect((await refused(409, manager, path, payload)).code).toBe('cut_off_passed');
    const deleted = await send(manager, 'DELETE', `/order-items/delete/${item.id}`);
    expect(deleted.statusCode).toBe(409);
    expect((await ok(manager, 'POST', `/orders/update/${order.id}`, { note: 'Ring twice' })).late_change).toBeNull();

    await ok(manager, 'POST', `/order-items/update/${item.id}`, {
      quantity: 3,
      override_cutoff: true,
      cutoff_reason: 'Two more guests',
    });
    const moved = await ok(manager, 'POST', `/orders/update/${order.id}`, {
      date: '2026-04-01T10:00:00.000Z',
      override_cutoff: true,
      cutoff_reason: 'Later delivery',
    });
    expect(moved.late_change).toEqual({ changes: ['items', 'date'], at: '2026-03-31T15:00:00.000Z' });
    expect((await overrideHistory(order.id)).map((e: { reason: string }) => e.reason).sort()).toEqual([
      'Later delivery',
      'Two more guests',
    ]);
    // The production sheet of that day marks the product's row (kitchen zone: Asia/Beirut by default).
    const sheet = await ok(admin, 'GET', '/production?date_between=2026-04-01,2026-04-01');
    const row = sheet.results.find((r: { product: { id: number } }) => r.product.id === productId);
    expect(row.late_change).toEqual({ changes: ['items', 'date'], at: '2026-03-31T15:00:00.000Z' });
  });

  it('deletes an item after the cut-off only with an override in the query, recorded and marked late', async () => {
    const thursday = '2026-04-02T09:00:00.000Z'; // 12:00 in Beirut; closes Wednesday 18:00 (15:00 UTC)
    await at('2026-03-31T10:00:00Z');
    const order = await ok(admin, 'POST', '/orders/add', { name: 'Thursday', outlet: outletId, date: thursday });
    const item = await ok(admin, 'POST', '/order-items/add', { order: order.id, product: productId, quantity: 2 });
    const kept = await ok(admin, 'POST', '/order-items/add', { order: order.id, product: productId });
    const remove = (session: TestSession, query = '') =>
      send(session, 'DELETE', `/order-items/delete/${item.id}${query}`);
    const itemStays = async () =>
      expect((await ok(admin, 'GET', `/order-items?id[]=${item.id}`)).results).toHaveLength(1);

    await at('2026-04-01T15:30:00Z');
    const late = await remove(manager);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'cut_off_passed', closed_at: '2026-04-01T15:00:00.000Z' });
    const noReason = await remove(manager, '?override_cutoff=true');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ cutoff_reason: 'is required' });
    expect((await remove(manager, '?override_cutoff=true&cutoff_reason=%20%20')).statusCode).toBe(400);
    // A role that may delete items but not override the cut-off (managers without order_cutoff::override).
    const roles = jest.spyOn(capabilities, 'capabilitiesForRole');
    roles.mockImplementation((role) =>
      capabilities.ROLE_CAPABILITIES[role as 'manager'].filter((c) => c !== capabilities.OVERRIDE_CUTOFF),
    );
    try {
      const forbidden = await remove(manager, '?override_cutoff=true&cutoff_reason=Guest%20cancelled');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('forbidden');
    } finally {
      roles.mockRestore();
    }
    await itemStays();
    expect(await overrideHistory(order.id)).toEqual([]);
    expect((await ok(admin, 'GET', `/orders?id[]=${order.id}`)).results[0].late_change).toBeNull();

    const deleted = await ok(
      manager,
      'DELETE',
      `/order-items/delete/${item.id}?override_cutoff=true&cutoff_reason=Guest%20cancelled`,
    );
    expect(deleted).toMatchObject({ id: item.id });
    expect((await ok(admin, 'GET', `/order-items?id[]=${item.id}`)).results).toEqual([]);
    const [after] = (await ok(admin, 'GET', `/orders?id[]=${order.id}`)).results;
    expect(after.late_change).toEqual({ changes: ['items'], at: '2026-04-01T15:30:00.000Z' });
    expect(after.total).toBe(kept.total);
    const [entry] = await overrideHistory(order.id);
    expect(entry).toMatchObject({ new_value: 'cut_off_passed', reason: 'Guest cancelled' });
  });

  /** Runs `check` as a manager who may delete and write items but not override the cut-off. */
  const withoutOverride = async (check: () => Promise<void>) => {
    const roles = jest.spyOn(capabilities, 'capabilitiesForRole');
    roles.mockImplementation((role) =>
      capabilities.ROLE_CAPABILITIES[role as 'manager'].filter((c) => c !== capabilities.OVERRIDE_CUTOFF),
    );
    try {
      await check();
    } finally {
      roles.mockRestore();
    }
  };
  const lateMark = async (orderId: number) =>
    (await ok(admin, 'GET', `/orders?id[]=${orderId}`)).results[0].late_change;

  it('bulk-deletes items after the cut-off only with the override in the query, once per order', async () => {
    const friday = '2026-04-03T09:00:00.000Z'; // 12:00 in Beirut; closes Thursday 18:00 (15:00 UTC)
    await at('2026-04-01T10:00:00Z');
    const [first, second] = [
      await ok(admin, 'POST', '/orders/add', { name: 'Friday A', outlet: outletId, date: friday }),
      await ok(admin, 'POST', '/orders/add', { name: 'Friday B', outlet: outletId, date: friday }),
    ];
    const add = (orderId: number) => ok(admin, 'POST', '/order-items/add', { order: orderId, product: productId });
    const [a1, a2, kept, b1] = [await add(first.id), await add(first.id), await add(first.id), await add(second.id)];
    const ids = [a1.id, a2.id, b1.id];
    const removeAll = (session: TestSession, query = '') =>
      send(session, 'DELETE', `/order-items/bulk/delete${query}`, { records: ids });
    const itemsLeft = async () =>
      (await ok(admin, 'GET', `/order-items?id[]=${ids.join('&id[]=')}`)).results.map((i: { id: number }) => i.id);

    await at('2026-04-02T15:30:00Z');
    const late = await removeAll(manager);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'cut_off_passed', closed_at: '2026-04-02T15:00:00.000Z' });
    expect(late.json().message).toMatch(/^records\[0\] \(id \d+\): Orders for this day closed on/);
    const noReason = await removeAll(manager, '?override_cutoff=true');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ cutoff_reason: 'is required' });
    expect((await removeAll(manager, '?override_cutoff=true&cutoff_reason=%20')).statusCode).toBe(400);
    const notBoolean = await removeAll(manager, '?override_cutoff=yes&cutoff_reason=Guests%20cancelled');
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors).toEqual({ override_cutoff: 'must be true or false' });
    await withoutOverride(async () => {
      const forbidden = await removeAll(manager, '?override_cutoff=true&cutoff_reason=Guests%20cancelled');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('forbidden');
    });
    expect((await itemsLeft()).sort()).toEqual([...ids].sort());
    for (const order of [first, second]) {
      expect(await overrideHistory(order.id)).toEqual([]);
      expect(await lateMark(order.id)).toBeNull();
    }

    const deleted = await ok(
      manager,
      'DELETE',
      '/order-items/bulk/delete?override_cutoff=true&cutoff_reason=Guests%20cancelled',
      { records: ids },
    );
    expect(deleted.map((i: { id: number }) => i.id)).toEqual(ids);
    expect(await itemsLeft()).toEqual([]);
    for (const order of [first, second]) {
      expect(await lateMark(order.id)).toEqual({ changes: ['items'], at: '2026-04-02T15:30:00.000Z' });
      const history = await overrideHistory(order.id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ new_value: 'cut_off_passed', reason: 'Guests cancelled' });
    }
    expect((await ok(admin, 'GET', `/orders?id[]=${first.id}`)).results[0].total).toBe(kept.total);
    expect((await ok(admin, 'GET', `/orders?id[]=${second.id}`)).results[0].total).toBe(0);
  });

  it('bulk-adds and bulk-updates items after the cut-off only with the override in each record', async () => {
    const sunday = '2026-04-05T09:00:00.000Z'; // 12:00 in Beirut; closes Saturday 18:00 (15:00 UTC)
    await at('2026-04-03T10:00:00Z');
    const order = await ok(admin, 'POST', '/orders/add', { name: 'Sunday', outlet: outletId, date: sunday });
    const item = await ok(admin, 'POST', '/order-items/add', { order: order.id, product: productId });
    const override = { override_cutoff: true, cutoff_reason: 'Two more guests' };
    const fresh = { order: order.id, product: productId };

    await at('2026-04-04T15:30:00Z');
    const post = (session: TestSession, path: string, records: object[]) => send(session, 'POST', path, { records });
    const refusedAdd = await post(manager, '/order-items/bulk/add', [{ ...fresh, ...override }, fresh]);
    expect(refusedAdd.statusCode).toBe(409);
    expect(refusedAdd.json()).toMatchObject({ code: 'cut_off_passed' });
    expect(refusedAdd.json().message).toMatch(/^records\[1\]: /);
    const noReason = await post(manager, '/order-items/bulk/add', [{ ...fresh, override_cutoff: true }]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ 'records[0].cutoff_reason': 'is required' });
    const refusedUpdate = await post(manager, '/order-items/bulk/update', [{ id: item.id, quantity: 4 }]);
    expect(refusedUpdate.statusCode).toBe(409);
    await withoutOverride(async () => {
      for (const [path, record] of [
        ['/order-items/bulk/add', { ...fresh, ...override }],
        ['/order-items/bulk/update', { id: item.id, quantity: 4, ...override }],
      ] as const)
        expect((await post(manager, path, [record])).statusCode).toBe(403);
    });
    expect(await overrideHistory(order.id)).toEqual([]);
    expect(await lateMark(order.id)).toBeNull();

    const added = await ok(manager, 'POST', '/order-items/bulk/add', {
      records: [
        { ...fresh, ...override },
        { ...fresh, quantity: 2, ...override },
      ],
    });
    expect(added).toHaveLength(2);
    expect(added[0]).not.toHaveProperty('override_cutoff');
    const updated = await ok(manager, 'POST', '/order-items/bulk/update', {
      records: [
        { id: item.id, quantity: 4, ...override, cutoff_reason: 'Bigger table' },
        { id: added[0].id, quantity: 3, ...override, cutoff_reason: 'Bigger table' },
      ],
    });
    expect(updated.map((i: { quantity: number }) => i.quantity)).toEqual([4, 3]);
    expect(await lateMark(order.id)).toEqual({ changes: ['items'], at: '2026-04-04T15:30:00.000Z' });
    const reasons = (await overrideHistory(order.id)).map((e: { reason: string }) => e.reason).sort();
    expect(reasons).toEqual(['Bigger table', 'Two more guests']);
  });

  it('refuses an order due on a holiday or outside opening hours (outlet_closed), unless overridden', async () => {
    await at('2026-04-01T08:00:00Z');
    const saturday = '2026-04-11T09:00:00.000Z'; // 12:00 on a Saturday, the outlet's holiday
    const late = '2026-04-09T18:30:00.000Z'; // 21:30 on a Thursday, after 20:00
    for (const date of [saturday, late]) {
      const body = await refused(409, manager, '/orders/add', { name: 'Closed', outlet: outletId, date });
      expect(body).toMatchObject({ code: 'outlet_closed', opening_hours_from: '08:00', opening_hours_to: '20:00' });
      expect(body.message).toBe('The outlet is closed then: open 08:00–20:00, closed on Saturday (Asia/Beirut).');
    }
    const open = await ok(manager, 'POST', '/orders/add', {
      name: 'Open at 20:00',
      outlet: outletId,
      date: '2026-04-09T17:00:00.000Z',
    });
    expect(open.late_change).toBeNull();
    const forced = await ok(admin, 'POST', '/orders/add', {
      name: 'Saturday party',
      outlet: outletId,
      date: saturday,
      override_cutoff: true,
      cutoff_reason: 'Private event',
    });
    expect(forced.late_change).toBeNull();
    expect((await overrideHistory(forced.id))[0]).toMatchObject({
      new_value: 'outlet_closed',
      reason: 'Private event',
    });
  });

  it('refuses an order due sooner than the lead time (lead_time_not_met)', async () => {
    const outlet = await ok(admin, 'POST', '/outlets/add', { name: 'Cutoff Lead', lead_time_minutes: 120 });
    await at('2026-04-02T06:00:00Z');
    const body = await refused(409, manager, '/orders/add', {
      name: 'Soon',
      outlet: outlet.id,
      date: '2026-04-02T07:59:00.000Z',
    });
    expect(body).toMatchObject({ code: 'lead_time_not_met', lead_time_minutes: 120 });
    await ok(manager, 'POST', '/orders/add', { name: 'In time', outlet: outlet.id, date: '2026-04-02T08:00:00.000Z' });
    expect((await refused(400, admin, '/outlets/add', { name: 'Bad', order_cutoff: '25:00' })).code).toBe(
      'validation_error',
    );
  });
});
