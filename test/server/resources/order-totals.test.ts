import { toCents, fromCents } from '../../../server/src/resources/money';
import { itemTotals, orderTotals } from '../../../server/src/resources/orders/totals';
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db';
import { add, call, list } from './fixtures';

describe('money and totals (pure)', () => {
  it('converts USD to cents and back without float drift', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.999)).toBe(2000);
    expect(toCents(1e-7)).toBe(0);
    expect(fromCents(435)).toBe(4.35);
  });

  it('item: subtotal = unit × qty, total = subtotal less percent, rounded to the cent', () => {
    expect(itemTotals({ unit_price: 450, quantity: 3, discount: 0 })).toEqual({ subtotal: 1350, total: 1350 });
    expect(itemTotals({ unit_price: 333, quantity: 1, discount: 50 })).toEqual({ subtotal: 333, total: 167 });
    expect(itemTotals({ unit_price: 1199, quantity: 7, discount: 12.5 })).toEqual({ subtotal: 8393, total: 7344 });
    expect(itemTotals({ unit_price: 500, quantity: 2, discount: 100 })).toEqual({ subtotal: 1000, total: 0 });
  });

  it('order: Σ item totals less the discount, never negative', () => {
    expect(orderTotals([1350, 167], 100)).toEqual({ subtotal: 1517, total: 1417 });
    expect(orderTotals([500], 900)).toEqual({ subtotal: 500, total: 0 });
    expect(orderTotals([], 0)).toEqual({ subtotal: 0, total: 0 });
  });
});

describe(`order totals follow every item change (${TEST_DB})`, () => {
  let t: TestDb;
  let hummus: { id: number };
  let kafta: { id: number };
  beforeAll(async () => {
    t = await createTestDb();
    hummus = await add(t.db, 'Product', { name: 'Hummus', price: 4.5 });
    kafta = await add(t.db, 'Product', { name: 'Kafta', price: 11.99 });
  });
  afterAll(async () => {
    await t.destroy();
  });
  const order = async (id: number) => (await list(t.db, 'listOrders', { 'id[]': id })).results[0];

  it('computes items and the order to the cent', async () => {
    const o = await add(t.db, 'Order', { name: 'Lunch', discount: 1 });
    const a = await add(t.db, 'OrderItem', { order: o.id, product: hummus.id, quantity: 3 });
    expect(a).toMatchObject({
      name: 'Hummus',
      unit_price: 4.5,
      quantity: 3,
      subtotal: 13.5,
      discount: 0,
      total: 13.5,
      order: { id: o.id, order_number: o.order_number, name: 'Lunch' },
      product: { id: hummus.id, name: 'Hummus', price: 4.5, image: null },
    });
    const b = await add(t.db, 'OrderItem', { order: o.id, product: kafta.id, quantity: 7, discount: 12.5 });
    expect(b).toMatchObject({ unit_price: 11.99, subtotal: 83.93, total: 73.44 });
    const c = await add(t.db, 'OrderItem', {
      order: o.id,
      product: kafta.id,
      unit_price: 3.33,
      discount: 50,
      name: 'Kafta (staff price)',
    });
    expect(c).toMatchObject({ name: 'Kafta (staff price)', quantity: 1, subtotal: 3.33, total: 1.67 });
    expect(await order(o.id)).toMatchObject({ subtotal: 88.61, total: 87.61, discount: 1 });

    await call(t.db, 'updateOrderItem', { params: { id: a.id }, body: { quantity: 1 } });
    expect(await order(o.id)).toMatchObject({ subtotal: 79.61, total: 78.61 });
    await call(t.db, 'updateOrder', { params: { id: o.id }, body: { discount: 100 } });
    expect(await order(o.id)).toMatchObject({ subtotal: 79.61, total: 0 });
    await call(t.db, 'updateOrder', { params: { id: o.id }, body: { discount: 0.61 } });
    expect(await order(o.id)).toMatchObject({ total: 79 });
    await call(t.db, 'deleteOrderItem', { params: { id: b.id } });
    expect(await order(o.id)).toMatchObject({ subtotal: 6.17, total: 5.56 });
  });

  it('changing the product re-prices the item unless a price is given; moving an item updates both orders', async () => {
    const o1 = await add(t.db, 'Order', { name: 'One' });
    const o2 = await add(t.db, 'Order', { name: 'Two' });
    const item = await add(t.db, 'OrderItem', { order: o1.id, product: hummus.id, quantity: 2 });
    const moved = (await call(t.db, 'updateOrderItem', { params: { id: item.id }, body: { product: kafta.id } })).data;
    expect(moved).toMatchObject({ name: 'Kafta', unit_price: 11.99, subtotal: 23.98, total: 23.98 });
    expect((await order(o1.id)).total).toBe(23.98);
    await call(t.db, 'updateOrderItem', { params: { id: item.id }, body: { order: o2.id } });
    expect((await order(o1.id)).total).toBe(0);
    expect((await order(o2.id)).total).toBe(23.98);
    const fixed = (
      await call(t.db, 'updateOrderItem', { params: { id: item.id }, body: { product: hummus.id, unit_price: 5 } })
    ).data;
    expect(fixed).toMatchObject({ unit_price: 5, total: 10 });
  });

  it('bulk item writes recompute inside the same transaction', async () => {
    const o = await add(t.db, 'Order', { name: 'Bulk' });
    await call(t.db, 'bulkAddOrderItems', {
      body: {
        records: [
          { order: o.id, product: hummus.id, quantity: 2 },
          { order: o.id, product: kafta.id, discount: 10 },
        ],
      },
    });
    expect((await order(o.id)).subtotal).toBe(19.79);
    await expect(
      call(t.db, 'bulkAddOrderItems', {
        body: {
          records: [
            { order: o.id, product: hummus.id, quantity: 1 },
            { order: o.id, product: 99999 },
          ],
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await order(o.id)).subtotal).toBe(19.79);
  });

  it('refuses out-of-range item values', async () => {
    const o = await add(t.db, 'Order', { name: 'Bad' });
    await expect(add(t.db, 'OrderItem', { order: o.id, product: hummus.id, discount: 101 })).rejects.toMatchObject({
      errors: { discount: 'must be a percent between 0 and 100' },
    });
    await expect(add(t.db, 'OrderItem', { order: o.id, product: hummus.id, quantity: 0 })).rejects.toMatchObject({
      errors: { quantity: 'must be at least 1' },
    });
    await expect(add(t.db, 'OrderItem', { product: hummus.id })).rejects.toMatchObject({
      errors: { order: 'is required' },
    });
  });
});
