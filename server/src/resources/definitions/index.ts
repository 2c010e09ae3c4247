import type { ResourceDef } from '../engine/types';
import { addons, categories, productVariations, products } from './catalogue';
import { organizations, outlets } from './clients';
import { kitchenOrders } from './kitchen-orders';
import { menuItems, menus } from './menus';
import { orderItems, orders } from './orders';
import { employees, kitchenStaff, users } from './people';
import { stations } from './stations';

/** The fourteen resources, by URL name. */
export const resources = {
  organizations,
  outlets,
  employees,
  products,
  'product-variations': productVariations,
  categories,
  addons,
  menus,
  'menu-items': menuItems,
  orders,
  'order-items': orderItems,
  'kitchen-staff': kitchenStaff,
  users,
  stations,
} satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;

/** Read-only views (list only). */
export const views = { 'kitchen-orders': kitchenOrders } satisfies Record<string, ResourceDef>;

export function resourceDef(name: string): ResourceDef | undefined {
  return Object.hasOwn(resources, name) ? resources[name as ResourceName] : undefined;
}
