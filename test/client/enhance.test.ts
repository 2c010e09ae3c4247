import {
  EMBEDDED_IN,
  ENHANCEMENTS,
  misplacedOperations,
  unmatchedEnhancements,
  billingApi,
  clientsApi,
  ordersApi,
} from '../../src/api/enhance';
import { operationNames, RESOURCE_KEYS } from '../../src/resources/registry';
import { settingsApi } from '../../src/api/generated/settings';
import { errorMessage, UNKNOWN_ERROR_TEXT } from '../../src/api/errors';
import { toHttpError } from '../../src/api/httpError';
import { freshStore, json, mockFetch, queriesSettled, signedInSession, useTestConfig } from './helpers';

const listOf = (ids: number[]) =>
  json(200, { data: { results: ids.map((id) => ({ id, name: `Org ${id}` })), meta: { total_count: ids.length } } });

beforeEach(() => useTestConfig());

describe('enhance.ts (tags and invalidation)', () => {
  it('has a tag rule for endpoints that all exist in the generated contract', () => {
    expect(unmatchedEnhancements).toEqual([]);
  });

  it("finds every registry resource's operations in the api slice the registry names", () => {
    expect(misplacedOperations).toEqual([]);
  });

  it('tags every operation of every registry resource (stems from the registry)', () => {
    for (const key of RESOURCE_KEYS) {
      for (const name of operationNames(key)) expect(ENHANCEMENTS).toHaveProperty(name);
    }
    expect(ENHANCEMENTS).toHaveProperty('bulkDeleteProductVariations');
    // One list per registry resource, and the kitchen board's outlet choices (outlets under another name).
    const lists = Object.keys(ENHANCEMENTS).filter((name) => name.startsWith('list') && name !== 'listKitchenOutlets');
    expect(lists).toHaveLength(RESOURCE_KEYS.length);
    expect(ENHANCEMENTS.listKitchenOutlets).toEqual({ providesTags: [{ type: 'Outlets', id: 'LIST' }] });
  });

  it("refetches the lists that embed a resource: the registry's `embeds`, inverted", () => {
    const sorted = (table: Partial<Record<string, string[]>>) =>
      Object.fromEntries(Object.entries(table).map(([k, v]) => [k, [...(v ?? [])].sort()]));
    expect(sorted(EMBEDDED_IN)).toEqual(
      sorted({
        organizations: ['outlets', 'employees', 'orders', 'standing-orders', 'invoices', 'payments', 'ageing'],
        outlets: [
          'employees',
          'kitchen-staff',
          'menus',
          'orders',
          'product-variations',
          'kitchen-orders',
          'production',
          'standing-orders',
        ],
        employees: ['orders', 'kitchen-orders', 'standing-orders'],
        products: ['product-variations', 'menu-items', 'order-items', 'kitchen-orders', 'production'],
        'product-variations': ['production'],
        categories: ['products', 'menu-items', 'stations'],
        addons: ['products', 'production'],
        menus: ['menu-items'],
        orders: ['order-items', 'kitchen-orders', 'production'],
        'order-items': ['orders', 'kitchen-orders', 'production'],
        stations: ['kitchen-orders'],
        'standing-orders': ['orders'],
      }),
    );
  });

  it("refetches the settings after an outlet changes (their kitchen_time_zone is the outlets' most used zone)", async () => {
    const store = freshStore({ session: signedInSession() });
    const { calls, pathOf } = mockFetch((r) => {
      if (pathOf(r) === '/misc/settings') return json(200, { data: { kitchen_time_zone: 'Asia/Beirut' } });
      return json(200, { data: { id: 1, name: 'Outlet', time_zone: 'Europe/Paris' } });
    });
    const sub = store.dispatch(settingsApi.endpoints.getSettings.initiate());
    await sub;
    const settingsCalls = () => calls.filter((r) => pathOf(r) === '/misc/settings').length;
    expect(settingsCalls()).toBe(1);
    await store.dispatch(
      clientsApi.endpoints.updateOrganization.initiate({ id: 1, organizationChanges: { name: 'x' } }),
    );
    await queriesSettled(store);
    expect(settingsCalls()).toBe(1); // other resources leave the settings alone
    await store.dispatch(
      clientsApi.endpoints.updateOutlet.initiate({ id: 1, outletChanges: { time_zone: 'Europe/Paris' } }),
    );
    await queriesSettled(store);
    expect(settingsCalls()).toBe(2);
    await store.dispatch(
      clientsApi.endpoints.addOutlet.initiate({ outletNew: { name: 'New', time_zone: 'Europe/Paris' } }),
    );
    await queriesSettled(store);
    expect(settingsCalls()).toBe(3);
    sub.unsubscribe();
  });

  it('refetches a list after a delete, and a subscribed list after an update of one of its rows', async () => {
    const store = freshStore({ session: signedInSession() });
    const { calls, pathOf } = mockFetch((r) => {
      const path = pathOf(r);
      if (path === '/organizations') return listOf([1, 2]);
      return json(200, { data: { id: 1, name: 'Renamed' } });
    });
    const sub = store.dispatch(clientsApi.endpoints.listOrganizations.initiate({}));
    await sub;
    const listCalls = () => calls.filter((r) => pathOf(r) === '/organizations').length;
    expect(listCalls()).toBe(1);

    await store.dispatch(
      clientsApi.endpoints.updateOrganization.initiate({ id: 2, organizationChanges: { name: 'Renamed' } }),
    );
    await queriesSettled(store);
    expect(listCalls()).toBe(2); // the row's own tag

    await store.dispatch(
      clientsApi.endpoints.updateOrganization.initiate({ id: 99, organizationChanges: { name: 'x' } }),
    );
    await queriesSettled(store);
    expect(listCalls()).toBe(2); // a row the list does not show: no refetch

    await store.dispatch(clientsApi.endpoints.deleteOrganization.initiate({ id: 99 }));
    await queriesSettled(store);
    expect(listCalls()).toBe(3); // the LIST sentinel
    sub.unsubscribe();
  });

  it('refetches orders when one of their items changes (embedded totals)', async () => {
    const store = freshStore({ session: signedInSession() });
    const { calls, pathOf } = mockFetch((r) =>
      pathOf(r) === '/orders' ? listOf([5]) : json(200, { data: { id: 1 } }),
    );
    const sub = store.dispatch(ordersApi.endpoints.listOrders.initiate({}));
    await sub;
    await store.dispatch(ordersApi.endpoints.updateOrderItem.initiate({ id: 1, orderItemChanges: { quantity: 2 } }));
    await queriesSettled(store);
    expect(calls.filter((r) => pathOf(r) === '/orders')).toHaveLength(2);
    sub.unsubscribe();
  });

  it('billing: issuing refetches the invoice, a payment recorded refetches the invoices (what they show paid)', async () => {
    const store = freshStore({ session: signedInSession() });
    const { calls, pathOf } = mockFetch((r) => {
      const path = pathOf(r);
      if (path === '/invoices' || path === '/orders' || path === '/payments') return listOf([5]);
      return json(200, { data: { id: 5 } });
    });
    const subs = [
      store.dispatch(billingApi.endpoints.listInvoices.initiate({})),
      store.dispatch(ordersApi.endpoints.listOrders.initiate({})),
      store.dispatch(billingApi.endpoints.listPayments.initiate({})),
    ];
    await Promise.all(subs);
    const count = (path: string) => calls.filter((r) => pathOf(r) === path).length;

    await store.dispatch(billingApi.endpoints.issueInvoice.initiate({ id: 5 }));
    await queriesSettled(store);
    expect([count('/invoices'), count('/orders'), count('/payments')]).toEqual([2, 1, 1]);

    // Generating claims orders (they lock while billed): the orders refetch too.
    await store.dispatch(
      billingApi.endpoints.generateInvoice.initiate({
        invoiceGenerate: { organization: 1, from: '2026-10-01', to: '2026-10-31' },
      }),
    );
    await queriesSettled(store);
    expect([count('/invoices'), count('/orders'), count('/payments')]).toEqual([3, 2, 1]);

    await store.dispatch(
      billingApi.endpoints.recordPayment.initiate({
        paymentNew: { organization: 1, amount: 10, date: '2026-11-02', method: 'cash', invoice: 5 },
      }),
    );
    await queriesSettled(store);
    expect([count('/invoices'), count('/orders'), count('/payments')]).toEqual([4, 2, 2]);
    for (const sub of subs) sub.unsubscribe();
  });

  it('billing: the ageing report and a statement refetch after an invoice is issued and a payment recorded', async () => {
    const store = freshStore({ session: signedInSession() });
    const { calls, pathOf } = mockFetch((r) => {
      const path = pathOf(r);
      if (path === '/ageing') return json(200, { data: { results: [], meta: { total_count: 0 } } });
      if (path === '/organizations/3/statement') return json(200, { data: { entries: [] } });
      return json(200, { data: { id: 5 } });
    });
    const subs = [
      store.dispatch(billingApi.endpoints.listAgeing.initiate({})),
      store.dispatch(
        billingApi.endpoints.getOrganizationStatement.initiate({ id: 3, from: '2026-08-01', to: '2026-11-28' }),
      ),
    ];
    await Promise.all(subs);
    const count = (path: string) => calls.filter((r) => pathOf(r) === path).length;
    expect([count('/ageing'), count('/organizations/3/statement')]).toEqual([1, 1]);

    await store.dispatch(billingApi.endpoints.issueInvoice.initiate({ id: 5 }));
    await queriesSettled(store);
    expect([count('/ageing'), count('/organizations/3/statement')]).toEqual([2, 2]);

    await store.dispatch(
      billingApi.endpoints.recordPayment.initiate({
        paymentNew: { organization: 3, amount: 10, date: '2026-11-02', method: 'cash', invoice: 5 },
      }),
    );
    await queriesSettled(store);
    expect([count('/ageing'), count('/organizations/3/statement')]).toEqual([3, 3]);

    // Renaming the organization changes the report's names and the statement's.
    await store.dispatch(
      clientsApi.endpoints.updateOrganization.initiate({ id: 3, organizationChanges: { name: 'x' } }),
    );
    await queriesSettled(store);
    expect([count('/ageing'), count('/organizations/3/statement')]).toEqual([4, 4]);
    for (const sub of subs) sub.unsubscribe();
  });
});

describe('error text', () => {
  it('prefers data.message, then the error message, then the unknown-error text', () => {
    expect(errorMessage({ status: 400, data: { message: 'Name is required', code: 'validation_error' } })).toBe(
      'Name is required',
    );
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage({ message: 'Serialized' })).toBe('Serialized');
    expect(errorMessage({ status: 500, data: '<html>' })).toBe(UNKNOWN_ERROR_TEXT);
    expect(errorMessage(undefined)).toBe('An unknown error has occurred!');
  });

  it("turns data errors into {message, statusCode} with 'Unknown Error' and 500 as fallbacks", () => {
    expect(toHttpError({ status: 404, data: { message: 'Not found' } })).toEqual({
      message: 'Not found',
      statusCode: 404,
    });
    expect(toHttpError({})).toEqual({ message: 'Unknown Error', statusCode: 500 });
    expect(toHttpError({ status: 'FETCH_ERROR', error: 'x' })).toEqual({ message: 'Unknown Error', statusCode: 500 });
  });
});
