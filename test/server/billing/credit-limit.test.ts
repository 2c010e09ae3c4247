import { TEST_DB } from '../helpers/db';
import { billingFixture, type BillingFixture } from './fixtures';

/**
 * Billing, phase 2 (issue 31, item 6): the credit limit of organizations. An order on account that would take its
 * organization's open balance and its orders on account not invoiced yet past its `credit_limit` is a 409
 * `credit_limit_exceeded`; an administrator may override it per order with a reason.
 */
describe(`credit limits (${TEST_DB})`, () => {
  let f: BillingFixture;
  let admin: Record<string, string>;
  let sessions: BillingFixture['sessions'];
  beforeAll(async () => {
    f = await billingFixture();
    sessions = f.sessions;
    admin = sessions.administrator;
  });
  afterAll(async () => {
    await f.t.close();
  });
  const call: BillingFixture['call'] = (...args) => f.call(...args);
  const ok: BillingFixture['ok'] = (res) => f.ok(res);
  const organization: BillingFixture['organization'] = (fields) => f.organization(fields);
  const delivered: BillingFixture['delivered'] = (...args) => f.delivered(...args);
  const issued: BillingFixture['issued'] = (...args) => f.issued(...args);
  const pay: BillingFixture['pay'] = (...args) => f.pay(...args);

  let product: number;
  beforeAll(async () => {
    const category = await ok(call('POST', '/categories/add', { name: 'Trays' }));
    product = (await ok(call('POST', '/products/add', { name: 'Sandwich tray', price: 10, category: category.id }))).id;
  });
  const onAccount = (organizationId: number, extra: Record<string, unknown> = {}, headers = admin) =>
    call(
      'POST',
      '/orders/add',
      { name: 'Board lunch', organization: organizationId, payment_method: 'on_account', ...extra },
      headers,
    );
  const addItems = (order: number, quantity: number, headers = admin) =>
    call('POST', '/order-items/add', { order, product, quantity }, headers);
  const totalOf = async (order: number) => (await ok(call('GET', `/orders?id[]=${order}`))).results[0].total;

  it('refuses an order on account that takes the organization past its limit, naming the limit and the balance', async () => {
    const org = await organization({ name: 'Acme Limited', credit_limit: 100 });
    await delivered(org.id, 5000, '2026-12-10');
    await issued(org.id, '2026-12-01', '2026-12-31', '2027-01-01', '2027-01-31'); // owes 55.50
    const order = await ok(onAccount(org.id, { date: '2027-03-02T10:00:00.000Z' }));
    await ok(addItems(order.id, 4)); // 55.50 + 40 = 95.50
    const over = await addItems(order.id, 1, sessions.manager);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'credit_limit_exceeded',
      message: expect.stringContaining(
        'This order would take Acme Limited to $105.50, over its credit limit of $100.00.',
      ),
      credit_limit: 100,
      balance: 105.5,
    });
    expect(await totalOf(order.id)).toBe(40);
    // Cash orders do not count; a payment on account makes room.
    const cash = await ok(
      call('POST', '/orders/add', { name: 'Cash lunch', organization: org.id, payment_method: 'cash' }),
    );
    await ok(addItems(cash.id, 2));
    await pay(org.id, 10, '2027-02-20');
    await ok(addItems(order.id, 1)); // 45.50 + 50 = 95.50
    expect(await totalOf(order.id)).toBe(50);
    // Moving the cash order (20.00) onto the account, or raising the order's total, would go past it.
    const moved = await call('POST', `/orders/update/${cash.id}`, { payment_method: 'on_account' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain('$115.50');
    // A new order on account with nothing in it yet still fits; a cancelled one frees its share.
    const spare = await ok(onAccount(org.id));
    expect((await addItems(spare.id, 1)).statusCode).toBe(409);
    await ok(call('POST', `/orders/update/${order.id}`, { status: 'cancelled' }));
    await ok(addItems(spare.id, 1));
  });

  it('lets an administrator override the limit per order with a reason, kept in its history (400/403 otherwise)', async () => {
    const org = await organization({ name: 'Globex', credit_limit: 10 });
    const order = await ok(onAccount(org.id));
    expect((await addItems(order.id, 2)).statusCode).toBe(409);

    const override = { override_credit_limit: true, credit_limit_reason: 'Signed off by the owner' };
    const byManager = await call('POST', `/orders/update/${order.id}`, override, sessions.manager);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/administrator/) });
    const noReason = await call('POST', `/orders/update/${order.id}`, { override_credit_limit: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('credit_limit_reason');
    const blank = await call('POST', `/orders/update/${order.id}`, { ...override, credit_limit_reason: '  ' });
    expect(blank.statusCode).toBe(400);

    expect(await ok(call('POST', `/orders/update/${order.id}`, override))).toMatchObject(override);
    await ok(addItems(order.id, 2, sessions.manager)); // past the limit, allowed on this order only
    // It still counts as owed: the organization is over its limit, so another order on account is refused.
    const another = await onAccount(org.id);
    expect(another.statusCode).toBe(409);
    expect(another.json().message).toContain('to $20.00, over its credit limit of $10.00');
    const history = await ok(call('GET', `/history?resource=orders&record_id=${order.id}&per_page=100`));
    const entries = history.results.map((h: Record<string, unknown>) => [h.field, h.old_value, h.new_value]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['override_credit_limit', 'false', 'true'],
        ['credit_limit_reason', null, 'Signed off by the owner'],
      ]),
    );
    // Lifting the override checks the limit again.
    expect((await call('POST', `/orders/update/${order.id}`, { override_credit_limit: false })).statusCode).toBe(409);

    // On creation: administrators only, with a reason, in the history.
    const made = await ok(onAccount(org.id, { ...override, discount: 0 }));
    expect(made).toMatchObject(override);
    const madeHistory = await ok(
      call('GET', `/history?resource=orders&record_id=${made.id}&field=credit_limit_reason`),
    );
    expect(madeHistory.results[0]).toMatchObject({ new_value: 'Signed off by the owner' });
    expect((await onAccount(org.id, override, sessions.manager)).statusCode).toBe(403);
    expect((await onAccount(org.id, { override_credit_limit: true })).statusCode).toBe(400);
    // An organization without a limit is never refused.
    const open = await organization();
    const big = await ok(onAccount(open.id));
    await ok(addItems(big.id, 500));
  });
});
