import { resources } from '../../../server/src/resources/definitions';
import type { TestApp } from '../helpers/app';

/** One valid record of every resource, created over HTTP in dependency order; returns ids by resource. */
export async function seedOneOfEach(
  t: TestApp,
  headers: Record<string, string>,
  tag = 'a',
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const add = async (resource: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: `${t.api}/${resource}/add`, headers, payload: body });
    if (res.statusCode !== 200) throw new Error(`seed ${resource}: ${res.statusCode} ${res.body}`);
    ids[resource] = res.json().data.id;
  };
  await add('organizations', { name: `Org ${tag}` });
  await add('outlets', { name: `Outlet ${tag}`, organization: ids.organizations });
  await add('employees', {
    first_name: 'Emp',
    last_name: tag,
    email: `emp.${tag}@x.test`,
    organization: ids.organizations,
    outlet: ids.outlets,
  });
  await add('categories', { name: `Cat ${tag}` });
  await add('addons', { name: `Addon ${tag}` });
  await add('products', { name: `Prod ${tag}`, price: 5, category: ids.categories });
  await add('product-variations', { product: ids.products, outlet: ids.outlets });
  await add('menus', { name: `Menu ${tag}`, outlet: ids.outlets });
  await add('menu-items', { product: ids.products, menu: ids.menus, date: '2026-12-01' });
  await add('orders', { name: `Order ${tag}` });
  await add('order-items', { product: ids.products, order: ids.orders, quantity: 2 });
  await add('kitchen-staff', { first_name: 'Cook', last_name: tag, email: `cook.${tag}@x.test` });
  await add('users', {
    first_name: 'User',
    last_name: tag,
    email: `user.${tag}@x.test`,
    plaintext_password: 'user-password-1',
    role: 'viewer',
  });
  await add('stations', { name: `Station ${tag}`, categories: [ids.categories] });
  await add('standing-orders', createBody('standing-orders', ids, 0));
  return ids;
}

/** A valid create body per resource (needs the ids of an earlier seed for relations). */
export function createBody(resource: string, ids: Record<string, number>, n: number): Record<string, unknown> {
  switch (resource) {
    case 'organizations':
      return { name: `Org ${n}` };
    case 'outlets':
      return { name: `Outlet ${n}`, organization: ids.organizations };
    case 'employees':
      return { first_name: 'E', last_name: `${n}`, email: `e${n}@x.test` };
    case 'categories':
      return { name: `Cat ${n}` };
    case 'addons':
      return { name: `Addon ${n}` };
    case 'products':
      return { name: `Prod ${n}`, price: 1 };
    case 'product-variations':
      return { product: ids.products, outlet: ids.outlets };
    case 'menus':
      return { name: `Menu ${n}` };
    case 'menu-items':
      return { product: ids.products, menu: ids.menus, date: `2027-01-${String((n % 28) + 1).padStart(2, '0')}` };
    case 'orders':
      return { name: `Order ${n}` };
    case 'order-items':
      return { product: ids.products, order: ids.orders };
    case 'kitchen-staff':
      return { first_name: 'K', last_name: `${n}`, email: `k${n}@x.test` };
    case 'users':
      return { first_name: 'U', last_name: `${n}`, email: `u${n}@x.test`, plaintext_password: 'user-password-1' };
    case 'stations':
      return { name: `Station ${n}` };
    case 'standing-orders':
      return {
        name: `Standing ${n}`,
        outlet: ids.outlets,
        weekdays: [1, 2, 3, 4, 5],
        time: '12:30',
        starts_on: '2027-01-04',
        items: [{ product: ids.products, quantity: 2 }],
      };
    default:
      throw new Error(resource);
  }
}

/** A harmless, valid change per resource (a text field every resource has). */
export function changeBody(resource: string, n: number): Record<string, unknown> {
  switch (resource) {
    case 'employees':
    case 'kitchen-staff':
    case 'users':
      return { middle_name: `M${n}` };
    case 'product-variations':
    case 'menu-items':
    case 'order-items':
      return { name: `Renamed ${n}` };
    case 'addons':
    case 'categories':
    case 'menus':
    case 'organizations':
    case 'outlets':
    case 'products':
    case 'orders':
    case 'stations':
    case 'standing-orders':
      return { name: `Renamed ${n}` };
    default:
      throw new Error(resource);
  }
}

/** Each resource's table, as its definition says. */
export const TABLE_OF: Record<string, string> = Object.fromEntries(
  Object.values(resources).map((def) => [def.name, def.table]),
);

export const RESOURCES = Object.keys(TABLE_OF);

/** The tables whose rows a request could write (business data and jobs). */
export const WRITTEN_TABLES = [
  ...Object.values(TABLE_OF),
  'product_addons',
  'order_status_changes',
  'jobs',
  'standing_order_days',
];
