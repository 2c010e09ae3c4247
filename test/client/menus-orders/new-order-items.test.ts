import { addons, product, quantity, discount } from '../../../src/features/orders/orderItemForm';
import {
  changeItem,
  checkItem,
  chooseAddons,
  chooseVariation,
  itemLiveTotals,
  itemRecords,
  newItem,
  newOrderTotals,
  refusalText,
} from '../../../src/features/orders/newItems';

/** The new-order modal's items: what choosing brings along, the checks, the live totals and the request. */
const wrap = { id: 7, label: 'Falafel Wrap', record: { id: 7, name: 'Falafel Wrap', price: 3.95 } };
const soup = { id: 9, label: 'Lentil Soup ($2.50)', record: { id: 9, name: 'Lentil Soup', price: 2.5 } };

describe('new order items', () => {
  it('a product brings its name and price; a variation its price; none the product’s again', () => {
    let item = changeItem(newItem(), product, wrap, false);
    expect(item.values).toMatchObject({ name: 'Falafel Wrap', unit_price: '3.95', quantity: '1', discount: '0' });
    item = chooseVariation(item, { id: 3, price: 4.35 }, false);
    expect(item.values).toMatchObject({ product_variation: '3', unit_price: '4.35' });
    item = chooseVariation(item, undefined, false);
    expect(item.values).toMatchObject({ product_variation: '', unit_price: '3.95' });
  });

  it('another product drops the variation and addons chosen for the first', () => {
    let item = chooseVariation(changeItem(newItem(), product, wrap, false), { id: 3, price: 4.35 }, false);
    item = chooseAddons(item, [11], () => 0.1);
    item = changeItem(item, product, soup, false);
    expect(item.values).toMatchObject({ product_variation: '', addons: [], unit_price: '2.50' });
  });

  it('live totals count addon charges, quantity and percent discount; the order less its discount', () => {
    let first = chooseVariation(changeItem(newItem(), product, wrap, false), { id: 3, price: 4.35 }, false);
    first = chooseAddons(first, [11, 12], (id) => (id === 11 ? 0.1 : 0.2));
    first = changeItem(changeItem(first, quantity, '2', false), discount, '15', false);
    // (4.35 + 0.10 + 0.20) × 2 = 9.30, less 15 % = 7.905 → 7.91
    expect(itemLiveTotals(first)).toEqual({ subtotal: 9.3, total: 7.91 });
    const second = changeItem(changeItem(newItem(), product, soup, false), quantity, '3', false);
    expect(itemLiveTotals(second)).toEqual({ subtotal: 7.5, total: 7.5 });
    expect(newOrderTotals([first, second], '1.41')).toEqual({ subtotal: 15.41, total: 14 });
    expect(newOrderTotals([first, second], 'abc')).toEqual({ subtotal: 15.41, total: 15.41 });
    expect(newOrderTotals([first], '100')).toEqual({ subtotal: 7.91, total: 0 });
    expect(newOrderTotals([], '')).toEqual({ subtotal: 0, total: 0 });
  });

  it('checks an item like the item dialog does, and re-checks on change once a save was tried', () => {
    const blank = newItem();
    expect(checkItem(blank.values)).toMatchObject({ product: 'Please select a product' });
    const bad = changeItem(changeItem(blank, product, wrap, true), quantity, '0', true);
    expect(bad.errors).toEqual({ quantity: 'Please enter a quantity of at least 1' });
    expect(changeItem(bad, quantity, '2', true).errors).toEqual({});
    expect(changeItem(blank, quantity, '0', false).errors).toEqual({});
  });

  it('sends each item with the new order’s id, its choices and the product’s name', () => {
    let item = chooseVariation(changeItem(newItem(), product, wrap, false), { id: 3, price: 4.35 }, false);
    item = changeItem(
      chooseAddons(item, [11], () => 0.1),
      addons,
      [11],
      false,
    );
    expect(itemRecords([item], 42)).toEqual([
      {
        order: 42,
        product: 7,
        product_variation: 3,
        addons: [11],
        name: 'Falafel Wrap',
        unit_price: 4.35,
        quantity: 1,
        discount: 0,
        note: null,
      },
    ]);
  });

  it('names the refused item as the user numbers it', () => {
    const items = [changeItem(newItem(), product, wrap, false), changeItem(newItem(), product, soup, false)];
    expect(refusalText(items, 'records[1]: The product is not on sale. Nothing was saved.', {})).toBe(
      'Item 2 (Lentil Soup) could not be added: The product is not on sale. No item was saved; add them here.',
    );
    expect(refusalText(items, 'Bad request', { 'records[0].quantity': 'too many' })).toMatch(
      /^Item 1 \(Falafel Wrap\)/,
    );
    expect(refusalText(items, 'Network down', {})).toBe('The items could not be added: Network down');
  });
});
