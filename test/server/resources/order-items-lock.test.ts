import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, callError, list } from './fixtures';

describe(`order items of a finished order, and the summary from items (${TEST_DB})`, () => {
  let t: TestDb;
  let wrap: { id: number };
  let hummus: { id: number };
  beforeAll(async () => {
    t = await createTestDb();
    wrap = await add(t.db, 'Product', { name: 'Falafel Wrap', price: 4 });
    hummus = await add(t.db, 'Product', { name: 'Hummus', price: 3 });
  });
  afterAll(async () => {
    await t.destroy();
  });
  const order = async (id: number) => (await list(t.db, 'listOrders', { 'id[]': id })).results[0];

  it.each(['delivered', 'cancelled'])('refuses adding, changing and deleting items once %s (409)', async (status) => {
    const o = await add(t.db, 'Order', { name: `Done ${status}` });
    const item = await add(t.db, 'OrderItem', { order: o.id, product: wrap.id, quantity: 2 });
    await call(t.db, 'updateOrder', { params: { id: o.id }, body: { status } });
    const message = new RegExp(`^Order #\\d{5} is ${status}: its items can no longer be changed\\.$`);
    for (const err of [
      await callError(t.db, 'addOrderItem', { body: { order: o.id, product: hummus.id } }),
      await callError(t.db, 'updateOrderItem', { params: { id: item.id }, body: { quantity: 5 } }),
      await callError(t.db, 'deleteOrderItem', { params: { id: item.id } }),
    ]) {
      expect(err.statusCode).toBe(409);
      expect(err.message).toMatch(message);
    }
    // Nor may an item of an open order move into it.
    const open = await add(t.db, 'Order', { name: 'Open' });
    const other = await add(t.db, 'OrderItem', { order: open.id, product: hummus.id });
    expect(
      (await callError(t.db, 'updateOrderItem', { params: { id: other.id }, body: { order: o.id } })).statusCode,
    ).toBe(409);
    expect(await order(o.id)).toMatchObject({ subtotal: 8, total: 8 });
    expect((await list(t.db, 'listOrderItems', { parent_order: o.id })).results).toHaveLength(1);
  });

  it('fills an empty summary from the items and keeps it in step, until staff write their own', async () => {
    const o = await add(t.db, 'Order', { name: 'Summary' });
    expect((await order(o.id)).summary).toBeNull();
    const a = await add(t.db, 'OrderItem', { order: o.id, product: wrap.id, quantity: 3 });
    await add(t.db, 'OrderItem', { order: o.id, product: hummus.id, quantity: 2 });
    expect((await order(o.id)).summary).toBe('3 × Falafel Wrap, 2 × Hummus');
    await call(t.db, 'updateOrderItem', { params: { id: a.id }, body: { quantity: 1 } });
    expect((await order(o.id)).summary).toBe('1 × Falafel Wrap, 2 × Hummus');
    await call(t.db, 'deleteOrderItem', { params: { id: a.id } });
    expect((await order(o.id)).summary).toBe('2 × Hummus');

    await call(t.db, 'updateOrder', { params: { id: o.id }, body: { summary: 'Mezze for the board' } });
    await add(t.db, 'OrderItem', { order: o.id, product: wrap.id });
    expect((await order(o.id)).summary).toBe('Mezze for the board');
  });
});
