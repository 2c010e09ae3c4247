import { RESOURCE_IDENTITIES, type CrudIdentityName } from '../../../../src/api/generated/resources';
import type { ResourceDef } from '../engine/types';
import { invoices, payments } from './billing';
import { addons, categories, productVariations, products } from './catalogue';
import { organizations, outlets } from './clients';
import { kitchenOrders } from './kitchen-orders';
import { menuItems, menus } from './menus';
import { orderItems, orders } from './orders';
import { employees, kitchenStaff, users } from './people';
import { stations } from './stations';
import { standingOrders } from './standing-orders';

const DEFINITIONS = [
  organizations,
  outlets,
  employees,
  products,
  productVariations,
  categories,
  addons,
  menus,
  menuItems,
  orders,
  orderItems,
  kitchenStaff,
  users,
  stations,
  standingOrders,
];

export type ResourceName = CrudIdentityName;

/**
 * The records' resources, by URL name: one definition for each resource the contract declares with the seven
 * operations (`x-resource`); a resource declared without one, or defined twice, stops the server at start.
 */
export const resources = byName(DEFINITIONS);

function byName(definitions: ResourceDef[]): Record<ResourceName, ResourceDef> {
  const found = new Map(definitions.map((def) => [def.name, def]));
  const declared = Object.values(RESOURCE_IDENTITIES)
    .filter((identity) => identity.operations === 'crud')
    .map((identity) => identity.name);
  const missing = declared.filter((name) => !found.has(name));
  const extra = [...found.keys()].filter((name) => !declared.includes(name as ResourceName));
  if (missing.length || extra.length || found.size !== definitions.length)
    throw new Error(
      `Resource definitions do not match the contract's resources: missing ${missing.join(', ') || 'none'}; ` +
        `not in the contract ${extra.join(', ') || 'none'}; ${definitions.length - found.size} defined twice.`,
    );
  return Object.fromEntries(declared.map((name) => [name, found.get(name)!])) as Record<ResourceName, ResourceDef>;
}

/** List resources: read-only views, and billing's (written by its own operations, billing/handlers.ts). */
export const views = { 'kitchen-orders': kitchenOrders, invoices, payments } satisfies Record<string, ResourceDef>;

export function resourceDef(name: string): ResourceDef | undefined {
  return Object.hasOwn(resources, name) ? resources[name as ResourceName] : undefined;
}
