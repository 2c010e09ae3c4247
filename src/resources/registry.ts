/**
 * The one list of the client's resources: every table below (paths, routes, cache tags, operation names,
 * invalidation, sidebar, dashboard links, lookup selects) is derived from it. Each entry is the resource's
 * identity as the contract declares it (`x-resource`, generated into api/generated/resources) plus how the
 * screens show it. Adding a resource: docs/adding-a-resource.md.
 *
 * Plain data (it imports only the generated identities and its entry type), so any layer may read it. It is
 * not imported by the /login route (its size counts against the login budget); icons live apart in ./icons.
 */

import { RESOURCE_IDENTITIES as id } from '../api/generated/resources';
import type { ResourceEntry, SidebarGroup } from './resourceEntry';

export type { ApiSlice, ResourceEntry, SidebarGroup } from './resourceEntry';

export const RESOURCES = {
  organizations: {
    ...id.organizations,
    sidebar: { group: 'Clients' },
    quickLink: { rank: 7, description: 'The companies you cater for.' },
    lookup: { orderBy: 'name', imageField: 'logo', shape: 'square' },
  },
  outlets: {
    ...id.outlets,
    embeds: ['organizations'],
    changesSettings: true,
    sidebar: { group: 'Clients' },
    quickLink: { rank: 8, description: 'Sites, opening hours and time zones.' },
    lookup: { orderBy: 'name', shape: 'square' },
  },
  employees: {
    ...id.employees,
    embeds: ['organizations', 'outlets'],
    sidebar: { group: 'Clients' },
    quickLink: { rank: 9, description: 'People who order from your menus.' },
    lookup: { orderBy: 'first_name', labelField: 'full_name', imageField: 'photo' },
  },
  products: {
    ...id.products,
    embeds: ['categories', 'addons'],
    sidebar: { group: 'Products' },
    quickLink: { rank: 4, description: 'Dishes, prices, stock and addons.' },
    lookup: { orderBy: 'name', imageField: 'image', shape: 'square' },
  },
  productVariations: {
    ...id.productVariations,
    embeds: ['outlets', 'products'],
    sidebar: { group: 'Products' },
  },
  categories: {
    ...id.categories,
    sidebar: { group: 'Products' },
    quickLink: { rank: 5, description: 'How products are grouped on menus.' },
    lookup: { orderBy: 'name' },
  },
  addons: {
    ...id.addons,
    sidebar: { group: 'Products' },
    quickLink: { rank: 6, description: 'Extras, sides, sauces and drinks.' },
    lookup: { orderBy: 'name' },
  },
  menus: {
    ...id.menus,
    embeds: ['outlets'],
    routes: 'custom',
    sidebar: {},
    quickLink: { rank: 3, description: 'Plan the week’s menus for each outlet.' },
  },
  menuItems: {
    ...id.menuItems,
    embeds: ['products', 'categories', 'menus'],
    within: 'menus',
  },
  orders: {
    ...id.orders,
    // Its rows name their standing order, whose saves also place, change and cancel orders.
    embeds: ['organizations', 'outlets', 'employees', 'orderItems', 'standingOrders'],
    routes: 'custom',
    sidebar: { group: 'Orders', label: 'List' },
    quickLink: { rank: 2, description: 'Every order with its items, status and totals.' },
    lookup: { orderBy: 'order_number', order: 'DESC' },
  },
  orderItems: {
    ...id.orderItems,
    embeds: ['products', 'orders'],
    within: 'orders',
  },
  kitchenOrders: {
    ...id.kitchenOrders,
    embeds: ['outlets', 'employees', 'products', 'orders', 'orderItems', 'stations'],
    routes: 'custom',
    sidebar: { group: 'Orders', label: 'Grid' },
    quickLink: { rank: 1, title: 'Kitchen board', description: 'Accept, prepare and dispatch today’s orders.' },
  },
  production: {
    ...id.production,
    embeds: ['orders', 'orderItems', 'products', 'productVariations', 'addons', 'outlets'],
    routes: 'custom',
    sidebar: { group: 'Orders' },
  },
  stations: {
    ...id.stations,
    embeds: ['categories'],
    sidebar: { group: 'Orders' },
  },
  standingOrders: {
    ...id.standingOrders,
    embeds: ['organizations', 'outlets', 'employees'],
    sidebar: { group: 'Orders' },
    lookup: { orderBy: 'name' },
  },
  invoices: {
    ...id.invoices,
    embeds: ['organizations'],
    kitScreens: ['create', 'show'],
    sidebar: { group: 'Billing' },
    lookup: { orderBy: 'number', order: 'DESC', labelField: 'number' },
  },
  payments: {
    ...id.payments,
    embeds: ['organizations'],
    kitScreens: ['create'],
    sidebar: { group: 'Billing' },
  },
  // A report listed through the kit (no writes): every organization's open balance by days overdue. Its rows
  // change with every invoice, credit note and payment (their tags are provided in api/enhance.ts).
  ageing: {
    ...id.ageing,
    embeds: ['organizations'],
    sidebar: { group: 'Billing' },
  },
  kitchenStaff: {
    ...id.kitchenStaff,
    embeds: ['outlets'],
    sidebar: { group: 'User Management' },
    quickLink: { rank: 10, title: 'Kitchen staff', description: 'Who works the kitchen board.' },
  },
  users: {
    ...id.users,
    sidebar: { group: 'User Management' },
    quickLink: { rank: 11, description: 'Back-office accounts and their roles.' },
  },
} as const satisfies Record<string, ResourceEntry>;

type Registry = typeof RESOURCES;
/** The camelCase key of a resource (`productVariations`), as used by `paths`. */
export type ResourceKey = keyof Registry;
/** The URL/capability name of a resource (`product-variations`). */
export type ResourceName = Registry[ResourceKey]['name'];
/** The RTK Query cache tag of a resource: its plural operation stem. */
export type ResourceTag = Registry[ResourceKey]['stems']['plural'];

type KeysWhere<Condition> = { [K in ResourceKey]: Registry[K] extends Condition ? K : never }[ResourceKey];
/** Resources with a list path of their own (not shown inside a parent's screens). */
export type TopLevelKey = Exclude<ResourceKey, KeysWhere<{ within: string }>>;
/** Resources with the seven operations. */
export type CrudKey = KeysWhere<{ operations: 'crud' }>;
/** Resources with a sidebar entry. */
export type SidebarKey = KeysWhere<{ sidebar: object }>;
/** Resources with a dashboard shortcut. */
export type QuickLinkKey = KeysWhere<{ quickLink: object }>;
type KitScreenKeys<S extends 'create' | 'show'> = {
  [K in ResourceKey]: Registry[K] extends { kitScreens: readonly (infer Has)[] } ? (S extends Has ? K : never) : never;
}[ResourceKey];
/** List resources with the kit's create modal for a write of their own (an invoice generated). */
export type KitCreateKey = KitScreenKeys<'create'>;
/** List resources with the kit's drawer (an invoice). */
export type KitShowKey = KitScreenKeys<'show'>;
/** Resources whose routes are written by hand. */
export type CustomRoutesKey = KeysWhere<{ routes: 'custom' }>;
/** Resources offered by lookup selects. */
export type LookupKey = KeysWhere<{ lookup: object }>;

// Relations name registry keys: a typo is a compile error here.
type Related<T> = T extends { embeds: readonly (infer E)[] } ? E : T extends { within: infer W } ? W : never;
type Assert<T extends true> = T;
export type _RelationsNameResources = Assert<
  Exclude<Related<Registry[ResourceKey]>, ResourceKey> extends never ? true : false
>;

/** Every resource key, in registry order (the sidebar's and the routes' order). */
export const RESOURCE_KEYS = Object.keys(RESOURCES) as ResourceKey[];

type Key = ResourceKey;
/** Resources with a list path of their own. */
export const isTopLevel = (key: Key): key is TopLevelKey => !('within' in RESOURCES[key]);
/** Resources with the seven operations. */
export const hasCrud = (key: Key): key is CrudKey => RESOURCES[key].operations === 'crud';
export const hasSidebar = (key: Key): key is SidebarKey => 'sidebar' in RESOURCES[key];
export const hasQuickLink = (key: Key): key is QuickLinkKey => 'quickLink' in RESOURCES[key];
/** Whether the resource has the kit's create modal (`/R/create`): the seven operations, or `kitScreens`. */
export const hasCreateScreen = (key: Key): boolean =>
  hasCrud(key) || ((RESOURCES[key] as ResourceEntry).kitScreens ?? []).includes('create');
/** Whether the resource has the kit's drawer (`/R/:id`): the seven operations, or `kitScreens`. */
export const hasShowScreen = (key: Key): boolean =>
  hasCrud(key) || ((RESOURCES[key] as ResourceEntry).kitScreens ?? []).includes('show');
export const hasCustomRoutes = (key: Key): key is CustomRoutesKey => 'routes' in RESOURCES[key];
export const hasLookup = (key: Key): key is LookupKey => 'lookup' in RESOURCES[key];

/** The key of a URL/capability name, if it is one. */
export function resourceByName(name: string): ResourceKey | undefined {
  return RESOURCE_KEYS.find((key) => RESOURCES[key].name === name);
}

/** A resource's list path: `/${name}` (resources shown inside their parent have none). */
export const listPath = (key: TopLevelKey): `/${Registry[TopLevelKey]['name']}` => `/${RESOURCES[key].name}`;

/**
 * The catalogue keys of a resource's names (`words:resources.<key>.label`, `.singular`, `.entity`, and `.count`, a plural: "3 products"): the
 * registry's `label` and `singular` are their English text. Render them with `translateText` (src/i18n).
 */
export function resourceTextKeys(key: ResourceKey) {
  return {
    label: `words:resources.${key}.label`,
    singular: `words:resources.${key}.singular`,
    entity: `words:resources.${key}.entity`,
    count: `words:resources.${key}.count`,
  } as const;
}

/**
 * The catalogue keys of the texts the registry holds in English for the shell and the dashboard:
 * the sidebar entry (`sidebar.label`, else the plural label), the dashboard shortcut's title and
 * description. Render them with `translateText`.
 */
export function registryTextKeys(key: ResourceKey) {
  const entry: ResourceEntry = RESOURCES[key];
  return {
    sidebar: entry.sidebar?.label ? `words:resources.${key}.sidebar` : `words:resources.${key}.label`,
    quickLinkTitle: entry.quickLink?.title ? `words:resources.${key}.quickLink` : `words:resources.${key}.label`,
    quickLinkDescription: `words:resources.${key}.description`,
  };
}

/** The catalogue key of a sidebar group's name ('User Management' → words:sidebarGroups.UserManagement). */
export const sidebarGroupKey = (group: SidebarGroup) => `words:sidebarGroups.${group.replace(/\s/g, '')}`;

/**
 * What a resource screen config (components/resource ResourceConfig) takes from the registry: the
 * capability resource, labels, footer noun (catalogue keys the kit translates) and list path.
 */
export function screenIdentity(key: TopLevelKey) {
  const r: ResourceEntry = RESOURCES[key];
  return {
    resource: r.name,
    ...resourceTextKeys(key),
    basePath: listPath(key),
  };
}

/** The operationIds of a resource (docs/contract-conventions.md): seven for 'crud', the list for 'list'. */
export function operationNames(key: ResourceKey): string[] {
  const entry: ResourceEntry = RESOURCES[key];
  const { plural, singular } = entry.stems;
  if (entry.operations === 'list') return [`list${plural}`];
  return [
    `list${plural}`,
    `add${singular}`,
    `bulkAdd${plural}`,
    `update${singular}`,
    `bulkUpdate${plural}`,
    `delete${singular}`,
    `bulkDelete${plural}`,
  ];
}

/** The [singular, plural] operation stems, in crudEndpoints' argument order. */
type Stems<K extends CrudKey> = (typeof RESOURCES)[K]['stems'];

/** The operation stems as literal types, so the kit's crudEndpoints can check the hooks exist. */
export function crudStems<K extends CrudKey>(key: K): [singular: Stems<K>['singular'], plural: Stems<K>['plural']] {
  const stems: Stems<K> = RESOURCES[key].stems;
  return [stems.singular, stems.plural];
}
