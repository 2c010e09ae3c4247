import { productsApi, type Category, type ListProductsApiArg, type Product } from '../../../src/api/generated/products';
import {
  column,
  crudEndpoints,
  listQueryArgs,
  type ResourceColumn,
  type ResourceEndpoints,
} from '../../../src/components/resource';

/*
 * The kit's configuration is typed by the generated entity and list-argument types. The lines marked
 * @ts-expect-error are checked by `npm run typecheck` (tsconfig.json includes test/client): should the
 * kit stop refusing them, the directive itself becomes the error.
 */

describe('crudEndpoints', () => {
  it("finds the generated hooks of a resource's five operations by the contract's names", () => {
    const endpoints = crudEndpoints(productsApi, 'Product', 'Products');
    expect(endpoints.useList).toBe(productsApi.endpoints.listProducts.useQuery);
    expect(endpoints.useAdd).toBe(productsApi.endpoints.addProduct.useMutation);
    expect(endpoints.useUpdate).toBe(productsApi.endpoints.updateProduct.useMutation);
    expect(endpoints.useDelete).toBe(productsApi.endpoints.deleteProduct.useMutation);
    expect(endpoints.useBulkDelete).toBe(productsApi.endpoints.bulkDeleteProducts.useMutation);
    expect(endpoints.addArg({ name: 'Tea' })).toEqual({ productNew: { name: 'Tea' } });
    expect(endpoints.updateArg(4, { name: 'Tea' }, 3)).toEqual({
      id: 4,
      productChanges: { name: 'Tea' },
      'If-Match': '"3"',
    });
    expect(endpoints.bulkDeleteArg([1, 2])).toEqual({ idList: { records: [1, 2] } });
  });

  it('refuses, at compile time, an operation the contract does not have or a list of other records', () => {
    // @ts-expect-error the contract has no addProdct / listProdcts operation
    expect(() => crudEndpoints(productsApi, 'Prodct', 'Prodcts').useList).toThrow();
    const wrongRecords: ResourceEndpoints<Category> = crudEndpoints<Category, 'Product', 'Products'>(
      // @ts-expect-error listProducts lists products, not categories
      productsApi,
      'Product',
      'Products',
    );
    expect(wrongRecords).toBeDefined();
  });
});

describe('typed columns', () => {
  it("sends a column's filter under its wire parameter, camelCased for the generated hook", () => {
    const columns: ResourceColumn<Product, ListProductsApiArg>[] = [
      column({
        id: 'status',
        title: 'Status',
        sortField: 'status',
        filter: { kind: 'enum', param: 'status_in', options: () => [] },
        render: (p) => p.status,
      }),
    ];
    const state = {
      current: 1,
      pageSize: 10,
      sorters: [],
      filters: [{ field: 'status', operator: 'in', value: ['draft'] }],
    };
    expect(listQueryArgs(state, columns)).toEqual({ page: 1, perPage: 10, statusIn: 'draft' });
  });

  it('refuses, at compile time, a sort field the records do not have or a parameter the list call does not take', () => {
    const columns: ResourceColumn<Product, ListProductsApiArg>[] = [
      // @ts-expect-error products have no 'prize'
      column({ id: 'price', title: 'Price', sortField: 'prize', render: (p) => p.price }),
      // @ts-expect-error listProducts takes no 'colour' parameter
      column({ id: 'name', title: 'Name', filter: { kind: 'text', param: 'colour' }, render: (p) => p.name }),
    ];
    expect(columns).toHaveLength(2);
  });
});
