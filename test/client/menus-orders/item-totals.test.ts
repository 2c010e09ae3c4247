import { toCents as serverToCents, fromCents as serverFromCents } from '../../../server/src/resources/money';
import { itemTotals as serverItemTotals } from '../../../server/src/resources/orders/totals';
import { EMPTY, liveTotals } from '../../../src/features/orders/orderItemForm';
import { itemTotals } from '../../../src/features/orders/totals';

/** The order item dialog's live totals against the server's rule, for the same inputs. */
describe('order item dialog totals equal the server’s', () => {
  /** A small deterministic generator, so a failure names inputs that can be replayed. */
  function lcg(seed: number) {
    let state = seed;
    return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  }

  function server(price: number, quantity: number, discount: number, charges: number[]) {
    const cents = serverItemTotals({
      unit_price: serverToCents(price),
      quantity,
      discount,
      extra_charges: charges.map(serverToCents),
    });
    return { subtotal: serverFromCents(cents.subtotal), total: serverFromCents(cents.total) };
  }

  it('a variation price, two addons and a discount, where floats would drift', () => {
    const charges: Record<number, number> = { 7: 0.1, 8: 0.2 };
    const values = { ...EMPTY, unit_price: '4.35', quantity: '2', discount: '15', addons: [7, 8] };
    const live = liveTotals(values, (id) => charges[id]);
    // (4.35 + 0.10 + 0.20) × 2 = 9.30; less 15 % = 7.905 → 7.91
    expect(live).toEqual({ subtotal: 9.3, total: 7.91 });
    expect(live).toEqual(server(4.35, 2, 15, [0.1, 0.2]));
    // Plain floating point would not: it gets 9.299999999999999 and 7.90.
    const float = (4.35 + 0.1 + 0.2) * 2;
    expect(float).not.toBe(9.3);
    expect(Math.round(((float * 85) / 100) * 100) / 100).toBe(7.9);
  });

  it('agrees over 2,000 generated items', () => {
    const next = lcg(20261124);
    for (let n = 0; n < 2000; n++) {
      const price = Math.floor(next() * 5000) / 100;
      const quantity = 1 + Math.floor(next() * 25);
      const discount = [0, 10, 12.5, 33, 50, 100, Math.floor(next() * 10000) / 100][Math.floor(next() * 7)];
      const charges = Array.from({ length: Math.floor(next() * 4) }, () => Math.floor(next() * 300) / 100);
      const values = {
        ...EMPTY,
        unit_price: String(price),
        quantity: String(quantity),
        discount: String(discount),
        addons: charges.map((_, i) => i + 1),
      };
      const expected = server(price, quantity, discount, charges);
      expect({ n, ...liveTotals(values, (id) => charges[id - 1]) }).toEqual({ n, ...expected });
      expect({ n, ...itemTotals(price, quantity, discount, charges) }).toEqual({ n, ...expected });
    }
  });

  it('counts what cannot be read as 0, as the dialog shows it while typing', () => {
    expect(liveTotals({ ...EMPTY, unit_price: 'abc', quantity: '2' }, () => 0)).toEqual({ subtotal: 0, total: 0 });
    expect(liveTotals({ ...EMPTY, unit_price: '4', quantity: '1.5' }, () => 0)).toEqual({ subtotal: 0, total: 0 });
  });
});
