import { productLabel, totalText, twoPlaces } from '../../../src/components/resource/labels';

describe('words and money the kit shows', () => {
  it("says 'N {entity} in total' with the noun in the count's number", () => {
    expect(totalText(1, 'product', 'products')).toBe('1 product in total');
    expect(totalText(0, 'job', 'jobs')).toBe('0 jobs in total');
    expect(totalText(2, 'menu item', 'menu items')).toBe('2 menu items in total');
  });

  it("shows a product as 'name - price$' with two decimal places", () => {
    expect(productLabel({ name: 'Falafel Wrap', price: 6.5 })).toBe('Falafel Wrap - 6.50$');
    expect(productLabel({ name: 'Water', price: 1 })).toBe('Water - 1.00$');
    expect(productLabel({ name: 'Manakish', price: '4.125' })).toBe('Manakish - 4.13$');
  });

  it('writes an amount with two places', () => {
    expect(twoPlaces(6.5)).toBe('6.50');
    expect(twoPlaces('12')).toBe('12.00');
  });
});
