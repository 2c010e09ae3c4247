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
  type CrudKey,
  type ResourceEntry,
  type TopLevelKey,
} from '../resources/registry';
import { publicPaths, type Id } from '../lib/publicPaths';

export { loginPath, publicPaths, safeReturnPath, type Id } from '../lib/publicPaths';

interface ListPaths {
  list: string;
}
interface CrudPaths extends ListPaths {
  create: string;
  show: (id: Id) => string;
}
/** A top-level resource's paths: list, plus create and show when it has the seven operations. */
type TopLevelPaths = { [K in TopLevelKey]: K extends CrudKey ? CrudPaths : ListPaths };

function topLevelPaths(key: TopLevelKey): CrudPaths | ListPaths {
  const base = listPath(key);
  const entry: ResourceEntry = RESOURCES[key];
  if (entry.operations === 'list') return { list: base };
  return { list: base, create: `${base}/create`, show: (id: Id) => `${base}/${id}` };
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
