import type { ResourceColumn } from '../../../src/components/resource';
import { productVariationsConfig } from '../../../src/features/product-variations/config';
import { productsConfig } from '../../../src/features/products/config';

/** Columns that products and their variations take from the kit's presets and from each other. */

const columnOf = <T, Q>(columns: ResourceColumn<T, Q>[], id: string) => columns.find((c) => c.id === id)!;

describe('column presets of products and product variations', () => {
  it("offers the variations' outlet filter only to users who may list outlets (its lookup lists them)", () => {
    expect(columnOf(productVariationsConfig.columns, 'outlet').filter).toEqual({
      kind: 'lookup',
      param: 'outlet',
      source: 'outlets',
      access: { resource: 'outlets', action: 'list' },
    });
  });

  it('shows and filters the stock status of products and variations alike: one status, not sorted', () => {
    for (const columns of [productsConfig.columns, productVariationsConfig.columns] as ResourceColumn<unknown>[][]) {
      const stock = columnOf(columns, 'stock_status');
      expect(stock.title).toBe('products:fields.stockStatus');
      expect(stock.sortField).toBeUndefined();
      expect(stock.filter).toMatchObject({ kind: 'enum', param: 'stock_status' });
      expect(stock.filter).not.toHaveProperty('multiple');
    }
  });
});
