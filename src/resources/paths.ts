/**
 * Every route of the product: the public ones, and each resource's, derived from the resource
 * registry. Features use it to build links without depending on the router. The /login route imports
 * `publicPaths` instead, which keeps the registry out of its bundle.
 */
import {
  isTopLevel,
  listPath,
  RESOURCE_KEYS,
  RESOURCES,
  hasCreateScreen,
  hasShowScreen,
  type CrudKey,
  type KitCreateKey,
  type KitShowKey,
  type TopLevelKey,
} from '../resources/registry';
import { publicPaths, type Id } from '../lib/publicPaths';

export { loginPath, publicPaths, safeReturnPath, type Id } from '../lib/publicPaths';

interface ListPaths {
  list: string;
}
interface CreatePath {
  create: string;
}
interface ShowPath {
  show: (id: Id) => string;
}
type CrudPaths = ListPaths & CreatePath & ShowPath;
/**
 * A top-level resource's paths: list, plus create and show when it has the seven operations, or the kit's
 * create modal or drawer for writes of its own (invoices, payments).
 */
type TopLevelPaths = {
  [K in TopLevelKey]: K extends CrudKey
    ? CrudPaths
    : ListPaths & (K extends KitCreateKey ? CreatePath : unknown) & (K extends KitShowKey ? ShowPath : unknown);
};

function topLevelPaths(key: TopLevelKey): Partial<CrudPaths> {
  const base = listPath(key);
  return {
    list: base,
    ...(hasCreateScreen(key) ? { create: `${base}/create` } : {}),
    ...(hasShowScreen(key) ? { show: (id: Id) => `${base}/${id}` } : {}),
  };
}

/** Resources shown inside their parent's screens: their paths hang under the parent's. */
const nestedPaths = {
  menuItems: {
    create: (menuId: Id) => `${listPath('menus')}/${menuId}/menu-items/create`,
    show: (menuId: Id, id: Id) => `${listPath('menus')}/${menuId}/menu-items/${id}`,
  },
  orderItems: {
    create: (orderId: Id) => `${listPath('orders')}/${orderId}/items/create`,
    show: (id: Id) => `${listPath('orders')}/items/${id}`,
  },
} satisfies Record<Exclude<keyof typeof RESOURCES, TopLevelKey>, object>;

/** Signed-in pages that are no resource's screens (the a11y checks visit each). */
export const pagePaths = {
  /** The user's imports and exports and their results. */
  jobs: '/jobs',
  /** An outlet's delivery manifest for a day, `?outlet=<id>&date=YYYY-MM-DD`. */
  printManifest: '/print/manifest',
} as const;

/** An invoice (or credit note) as it prints, `/print/invoice/<id>`. */
export const printInvoicePath = (id: number | string) => `/print/invoice/${id}`;

export const paths = {
  ...publicPaths,
  ...pagePaths,
  ...(Object.fromEntries(RESOURCE_KEYS.filter(isTopLevel).map((key) => [key, topLevelPaths(key)])) as TopLevelPaths),
  ...nestedPaths,
  printInvoice: printInvoicePath,
};
