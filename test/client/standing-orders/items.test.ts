import {
  checkItems,
  emptyItem,
  fromPrefill,
  toDrafts,
  toWire,
  withProduct,
} from '../../../src/features/standing-orders/items';

// A standing order's items as edited and as written (the contract's StandingOrderItem).

test('written as each item holds it: no variation, addons or note when there are none, the note trimmed', () => {
  const drafts = toDrafts(
    [
      { product: 7, quantity: 3 },
      { product: 8, variation: 21, addons: [4, 5], quantity: 2, note: 'no onions' },
    ],
    (id) => (id === 7 ? 'Falafel Wrap' : undefined),
  );
  expect(drafts.map((d) => d.product)).toEqual([
    { id: 7, label: 'Falafel Wrap' },
    { id: 8, label: '#8' },
  ]);
  drafts[1] = { ...drafts[1], note: '  no onions  ', quantity: '6' };
  expect(toWire(drafts)).toEqual([
    { product: 7, quantity: 3 },
    { product: 8, variation: 21, addons: [4, 5], quantity: 6, note: 'no onions' },
  ]);
});

test('another product starts without the variation and addons of the one before', () => {
  const item = { ...emptyItem(), product: { id: 8, label: 'Shawarma' }, variation: '21', addons: [4] };
  expect(withProduct(item, { id: 9, label: 'Tabbouleh' })).toMatchObject({ variation: '', addons: [] });
});

test('each item needs a product and a whole quantity from 1 to 10,000', () => {
  const ok = { ...emptyItem(), product: { id: 7, label: 'Falafel Wrap' }, quantity: '10000' };
  const none = emptyItem();
  const wrong = ['0', '1.5', '', '10001'].map((quantity) => ({ ...emptyItem(), product: ok.product, quantity }));
  const items = [ok, none, ...wrong];
  const found = checkItems(items);
  expect(found.has(ok.key)).toBe(false);
  expect(found.get(none.key)).toEqual({ product: 'orders:validation.product' });
  expect(wrong.map((w) => found.get(w.key))).toEqual(
    wrong.map(() => ({ quantity: 'standingOrders:items.quantityRule' })),
  );
});

test("an order's items made standing keep their variation, addons, quantity and note", () => {
  const [item] = fromPrefill([
    { id: 8, label: 'Shawarma', record: { quantity: 2, variation: 21, addons: [4], note: 'spicy' } },
  ]);
  expect(toWire([item])).toEqual([{ product: 8, variation: 21, addons: [4], quantity: 2, note: 'spicy' }]);
});
