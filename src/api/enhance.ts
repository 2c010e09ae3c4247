/**
 * Cache tags and invalidation for the generated endpoints — and nothing else.
 * Lists provide one tag per row plus a `LIST` sentinel; creates invalidate the sentinel; updates the
 * row; deletes the row and the sentinel. Changes that show up embedded in other resources (an outlet's
 * name inside orders, an order item inside its order's totals) also invalidate those lists.
 * Imported once by the signed-in layout, after which every generated hook carries these tags.
 */
import { authApi } from './generated/auth';
import { billingApi } from './generated/billing';
import { clientsApi } from './generated/clients';
import { dataApi } from './generated/data';
import { kitchenApi } from './generated/kitchen';
import { menusApi } from './generated/menus';
import { ordersApi } from './generated/orders';
import { productsApi } from './generated/products';
import { settingsApi } from './generated/settings';
import { usersApi } from './generated/users';
import {
  hasCrud,
  operationNames,
  RESOURCE_KEYS,
  RESOURCES,
  resourceByName,
  type CrudKey,
  type ResourceEntry,
  type ResourceKey,
} from '../resources/registry';
import { API_SLICES } from './slices';
import { LIST_ID, RESOURCE_TAGS, TAG_TYPES, type ResourceName, type TagType } from './tags';

type Tag = TagType | { type: TagType; id: string | number };
type AnyArg = Record<string, unknown> | undefined;
type TagFn = (result: unknown, error: unknown, arg: AnyArg) => Tag[];
interface Enhancement {
  providesTags?: TagFn | Tag[];
  invalidatesTags?: TagFn | Tag[];
}

/** Lists that embed another resource and must refetch when it changes: each registry entry's `embeds`, inverted. */
export const EMBEDDED_IN: Partial<Record<ResourceName, ResourceName[]>> = {};
for (const key of RESOURCE_KEYS) {
  const embeds: readonly ResourceKey[] = (RESOURCES[key] as { embeds?: readonly ResourceKey[] }).embeds ?? [];
  for (const embedded of embeds) (EMBEDDED_IN[RESOURCES[embedded].name] ??= []).push(RESOURCES[key].name);
}

/** Settings the server derives from a resource's rows (registry `changesSettings`): kitchen_time_zone is the zone most outlets use. */
const changesSettings = (resource: ResourceName): boolean =>
  (RESOURCES[resourceByName(resource)!] as ResourceEntry).changesSettings === true;

const listTag = (type: TagType): Tag => ({ type, id: LIST_ID });
const settingsTags = (resource: ResourceName): Tag[] => (changesSettings(resource) ? ['Settings'] : []);
const relatedLists = (resource: ResourceName): Tag[] =>
  (EMBEDDED_IN[resource] ?? []).map((r) => listTag(RESOURCE_TAGS[r]));

function rowIds(result: unknown): (string | number)[] {
  const rows = (result as { data?: { results?: { id?: string | number }[] } } | undefined)?.data?.results;
  return Array.isArray(rows) ? rows.map((r) => r.id).filter((id): id is string | number => id != null) : [];
}

/** Ids from a bulk body `{records: [id | {id}]}` whichever argument key the generator gave it. */
function bulkIds(arg: AnyArg): (string | number)[] {
  const body = Object.values(arg ?? {}).find(
    (v): v is { records: unknown[] } =>
      typeof v === 'object' && v !== null && Array.isArray((v as { records?: unknown }).records),
  );
  return (body?.records ?? [])
    .map((r) => (typeof r === 'object' && r !== null ? (r as { id?: string | number }).id : (r as string | number)))
    .filter((id): id is string | number => id != null);
}

export function providesList(type: TagType): TagFn {
  return (result) => [...rowIds(result).map((id) => ({ type, id })), listTag(type)];
}

/** The seven operations of a resource (stems from the registry, docs/contract-conventions.md). */
function crud(key: CrudKey): Record<string, Enhancement> {
  const { name: resource, stems } = RESOURCES[key] as ResourceEntry & { name: ResourceName };
  const { plural, singular } = stems;
  const type = RESOURCE_TAGS[resource];
  const related = () => [...relatedLists(resource), ...settingsTags(resource)];
  const one = (arg: AnyArg): Tag => ({ type, id: arg?.id as string | number });
  return {
    [`list${plural}`]: { providesTags: providesList(type) },
    [`add${singular}`]: { invalidatesTags: () => [listTag(type), ...settingsTags(resource)] },
    [`bulkAdd${plural}`]: { invalidatesTags: () => [listTag(type), ...settingsTags(resource)] },
    [`update${singular}`]: { invalidatesTags: (_r, _e, arg) => [one(arg), ...related()] },
    [`bulkUpdate${plural}`]: {
      invalidatesTags: (_r, _e, arg) => [...bulkIds(arg).map((id) => ({ type, id })), ...related()],
    },
    [`delete${singular}`]: { invalidatesTags: (_r, _e, arg) => [one(arg), listTag(type), ...related()] },
    [`bulkDelete${plural}`]: {
      invalidatesTags: (_r, _e, arg) => [...bulkIds(arg).map((id) => ({ type, id })), listTag(type), ...related()],
    },
  };
}

const resourceTag = (arg: AnyArg): Tag[] => {
  const name = arg?.resource as ResourceName | undefined;
  return name && name in RESOURCE_TAGS ? [listTag(RESOURCE_TAGS[name]), ...settingsTags(name)] : [];
};

export const ENHANCEMENTS: Record<string, Enhancement> = {
  ...RESOURCE_KEYS.filter(hasCrud).reduce<Record<string, Enhancement>>((all, key) => ({ ...all, ...crud(key) }), {}),
  // Read-only lists provide their rows and the LIST sentinel like the others.
  ...Object.fromEntries(
    RESOURCE_KEYS.filter((key) => !hasCrud(key)).map((key) => [
      `list${RESOURCES[key].stems.plural}`,
      { providesTags: providesList(RESOURCES[key].stems.plural) },
    ]),
  ),
  // The board's outlet choices follow the outlets: added or renamed ones show at once.
  listKitchenOutlets: { providesTags: [listTag('Outlets')] },
  // The board header's times follow the board: a tap or a pushed change refetches them with the cards.
  getKitchenTiming: { providesTags: [listTag('KitchenOrders')] },
  getProfile: { providesTags: ['Profile'] },
  getSettings: { providesTags: ['Settings'] },
  updateKitchenOrderStatus: {
    invalidatesTags: (_r, _e, arg) => {
      const id = (arg?.kitchenOrderStatusUpdate as { order_id?: number } | undefined)?.order_id;
      return [listTag('KitchenOrders'), listTag('Orders'), ...(id != null ? [{ type: 'Orders' as const, id }] : [])];
    },
  },
  // An item bumped changes what the board lists (a station's card leaves it) and the order's items.
  updateKitchenItemStatus: {
    invalidatesTags: () => [listTag('KitchenOrders'), listTag('Orders'), listTag('OrderItems')],
  },
  updateKitchenOrderUrgency: {
    invalidatesTags: (_r, _e, arg) => {
      const id = (arg?.kitchenOrderUrgencyUpdate as { order_id?: number } | undefined)?.order_id;
      return [listTag('KitchenOrders'), listTag('Orders'), ...(id != null ? [{ type: 'Orders' as const, id }] : [])];
    },
  },
  generateMenuItems: { invalidatesTags: [listTag('MenuItems')] },
  // Billing: an invoice's orders are claimed and freed (orders lock while billed); payments change what
  // an invoice shows as paid.
  generateInvoice: { invalidatesTags: [listTag('Invoices'), listTag('Orders')] },
  updateInvoice: { invalidatesTags: (_r, _e, arg) => [{ type: 'Invoices', id: arg?.id as number }] },
  deleteInvoice: {
    invalidatesTags: (_r, _e, arg) => [
      { type: 'Invoices', id: arg?.id as number },
      listTag('Invoices'),
      listTag('Orders'),
    ],
  },
  issueInvoice: {
    invalidatesTags: (_r, _e, arg) => [{ type: 'Invoices', id: arg?.id as number }, listTag('Invoices')],
  },
  creditInvoice: {
    invalidatesTags: (_r, _e, arg) => [
      { type: 'Invoices', id: arg?.id as number },
      listTag('Invoices'),
      listTag('Orders'),
    ],
  },
  recordPayment: { invalidatesTags: [listTag('Payments'), listTag('Invoices')] },
  deletePayment: {
    invalidatesTags: (_r, _e, arg) => [
      { type: 'Payments', id: arg?.id as number },
      listTag('Payments'),
      listTag('Invoices'),
    ],
  },
  // What organizations owe follows every invoice, credit note and payment written (each of those writes
  // invalidates the invoices' or payments' list): the ageing report and a statement refetch with them.
  listAgeing: { providesTags: [listTag('Ageing'), listTag('Invoices'), listTag('Payments')] },
  getOrganizationStatement: {
    providesTags: (_r, _e, arg) => [
      listTag('Invoices'),
      listTag('Payments'),
      { type: 'Organizations', id: arg?.id as number },
    ],
  },
  importResource: { invalidatesTags: (_r, _e, arg) => resourceTag(arg) },
  // A user editing themselves changes the profile (name, avatar) shown in the header.
  updateUser: { invalidatesTags: (_r, _e, arg) => [{ type: 'Users', id: arg?.id as number }, 'Profile'] },
};

type Enhanceable = {
  enhanceEndpoints: (options: { addTagTypes: readonly TagType[]; endpoints: Record<string, Enhancement> }) => unknown;
};

/** The generated apis are all `baseApi` with endpoints injected; enhance each with the tags above. */
const generatedApis = [
  authApi,
  settingsApi,
  clientsApi,
  productsApi,
  menusApi,
  ordersApi,
  kitchenApi,
  billingApi,
  usersApi,
  dataApi,
];

const known = new Set(generatedApis.flatMap((api) => Object.keys(api.endpoints)));
const present = Object.fromEntries(Object.entries(ENHANCEMENTS).filter(([name]) => known.has(name)));
(authApi as unknown as Enhanceable).enhanceEndpoints({ addTagTypes: TAG_TYPES, endpoints: present });

/** Enhancements whose endpoint the contract does not (or no longer) have: a contract drift to fix. */
export const unmatchedEnhancements = Object.keys(ENHANCEMENTS).filter((name) => !known.has(name));

/** Registry operations missing from the api slice the registry names: a registry or contract drift to fix. */
export const misplacedOperations = RESOURCE_KEYS.flatMap((key) => {
  const slice = RESOURCES[key].api;
  return operationNames(key)
    .filter((operation) => !(operation in API_SLICES[slice].endpoints))
    .map((operation) => `${slice}.${operation}`);
});

export {
  authApi,
  billingApi,
  clientsApi,
  dataApi,
  kitchenApi,
  menusApi,
  ordersApi,
  productsApi,
  settingsApi,
  usersApi,
};
