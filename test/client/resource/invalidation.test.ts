import { clientsApi, dataApi, kitchenApi, ordersApi, productsApi, usersApi } from '../../../src/api/enhance';
import { freshStore, json, mockFetch, queriesSettled, signedInSession, useTestConfig } from '../helpers';

/** Every resource screen's list refreshes after a create, an update of one of its rows, a delete and a bulk delete. */

beforeEach(() => useTestConfig());

const API_PREFIX = '/cms/json-api/catering/v1';

// [api, plural, singular, path]
const RESOURCES = [
  [clientsApi, 'Organizations', 'Organization', 'organizations'],
  [clientsApi, 'Outlets', 'Outlet', 'outlets'],
  [clientsApi, 'Employees', 'Employee', 'employees'],
  [usersApi, 'KitchenStaff', 'KitchenStaff', 'kitchen-staff'],
  [usersApi, 'Users', 'User', 'users'],
  [productsApi, 'Products', 'Product', 'products'],
  [productsApi, 'ProductVariations', 'ProductVariation', 'product-variations'],
  [productsApi, 'Categories', 'Category', 'categories'],
  [productsApi, 'Addons', 'Addon', 'addons'],
  [kitchenApi, 'Stations', 'Station', 'stations'],
  [ordersApi, 'StandingOrders', 'StandingOrder', 'standing-orders'],
] as const;

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

describe.each(RESOURCES.map(([api, plural, singular, path]) => [path, api, plural, singular] as const))(
  '%s',
  (path, api, plural, singular) => {
    it('refetches the list after create, update of a shown row, delete, bulk delete and import', async () => {
      const store = freshStore({ session: signedInSession() });
      const { calls } = mockFetch((request) => {
        const url = new URL(request.url);
        if (url.pathname === `${API_PREFIX}/${path}`)
          return json(200, { data: { results: [{ id: 1 }, { id: 2 }], meta: { total_count: 2 } } });
        return json(200, { data: { id: 1, job_id: 1, message: 'ok' } });
      });
      const endpoints = api.endpoints as unknown as Record<string, { initiate: (arg: unknown) => any }>;
      const run = async (name: string, arg: unknown) => {
        await store.dispatch(endpoints[name].initiate(arg));
        await queriesSettled(store);
      };
      const sub = store.dispatch(endpoints[`list${plural}`].initiate({ page: 1, perPage: 10 }));
      await sub;
      const lists = () => calls.filter((r) => new URL(r.url).pathname === `${API_PREFIX}/${path}`).length;
      expect(lists()).toBe(1);

      await run(`add${singular}`, { [`${lower(singular)}New`]: { name: 'x' } });
      expect(lists()).toBe(2);
      await run(`update${singular}`, { id: 2, [`${lower(singular)}Changes`]: { name: 'y' }, 'If-Match': '"1"' });
      expect(lists()).toBe(3);
      await run(`delete${singular}`, { id: 99 });
      expect(lists()).toBe(4);
      await run(`bulkDelete${plural}`, { idList: { records: [98, 97] } });
      expect(lists()).toBe(5);
      await store.dispatch(
        (dataApi.endpoints.importResource as unknown as { initiate: (arg: unknown) => any }).initiate({
          resource: path,
          importUpload: new FormData(),
        }),
      );
      await queriesSettled(store);
      expect(lists()).toBe(6);
      sub.unsubscribe();
    });
  },
);
