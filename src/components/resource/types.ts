import type { TableColumnDefinition } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * The shape of a resource screen's configuration (DESIGN.md §3 convention 5: "a resource is configuration,
 * not a copy"). A feature folder declares one `ResourceConfig`; the kit renders its list, create modal and
 * detail drawer from it.
 */

export type RecordId = number;

/** What every record the kit shows has. */
export interface BaseRecord {
  id: RecordId;
  __version?: number;
  __date_created?: string;
}

export interface EnumOption {
  value: string;
  label: string;
}

/** The access decision the app makes (spec §6). */
export interface AccessResult {
  can: boolean;
  reason?: string;
}

export interface AccessRule {
  resource: string;
  action: string;
}

// ---------------------------------------------------------------------------------------------------------
// List

export type SortOrder = 'asc' | 'desc';

export interface Sorter {
  field: string;
  order: SortOrder;
}

export type FilterValue = string | string[];

export interface ActiveFilter {
  field: string;
  operator: string;
  value: FilterValue;
}

/** A list's state, kept in the URL (current and pageSize read as numbers). */
export interface ListState {
  current: number;
  pageSize: number;
  sorters: Sorter[];
  filters: ActiveFilter[];
}

/** `statusIn` → `status_in`: the wire name of a generated hook's argument. */
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

/** The arguments of a list call that are no filter of a column (pages, sort, search, ids). */
type ListControls = 'page' | 'perPage' | 'orderBy' | 'order' | 'search' | 'id';

/**
 * A filter's wire query parameter, one the list call of the resource takes (`Q`, its generated argument
 * type: `ListProductsApiArg`): `status_in` for `statusIn`. Any name when `Q` is not known.
 */
export type FilterParam<Q> = string extends keyof Q ? string : SnakeCase<Exclude<keyof Q, ListControls> & string>;

/** A field of the records the server sorts by (`order_by`). */
export type SortField<T> = keyof T & string;

/** Where a filter's values come from. */
export type FilterSpec<Q = ListArgs> =
  | { kind: 'text'; param: FilterParam<Q>; placeholder?: string }
  | { kind: 'enum'; param: FilterParam<Q>; options: (settings: KitSettings) => EnumOption[]; multiple?: boolean }
  | { kind: 'lookup'; param: FilterParam<Q>; source: LookupSource; multiple?: boolean }
  /** From/to calendars (DateRangeFilter.tsx); the URL holds [from, to], the wire `param=from,to`. */
  | { kind: 'dateRange'; param: FilterParam<Q> };

/** A filter on a column: `field` names it in the URL; `param` is the wire query parameter. */
export type ColumnFilter<Q = ListArgs> = FilterSpec<Q> & {
  /** Shown only when permitted (e.g. the product filter of product variations needs products::list). */
  access?: AccessRule;
};

/** A column of the list of `T`s, whose list call takes `Q` (the generated argument type). */
export interface ResourceColumn<T, Q = ListArgs> {
  /** Names the column, and its filter in the URL. */
  id: string;
  title: string;
  /** Server field for order_by; the column is sortable when set. */
  sortField?: SortField<T>;
  filter?: ColumnFilter<Q>;
  /** The Fluent column, created once at module scope (createTableColumn). */
  column: TableColumnDefinition<T>;
  /** Minimum width in px (the grid scrolls sideways on narrow screens). */
  minWidth?: number;
  /** Hidden unless permitted. */
  access?: AccessRule;
}

// ---------------------------------------------------------------------------------------------------------
// Endpoints: the five generated calls a resource screen makes (api.ts finds them by the contract's names)

/** Arguments of a list call: the page, ids, and the list's filters by their camelCased wire names. */
export interface ListArgs {
  page?: number;
  perPage?: number;
  id?: RecordId[];
  [param: string]: unknown;
}

export interface ListResult<T> {
  data?: { results: T[]; meta: { total_count: number } };
}

export interface ListQueryResult<T> {
  data?: ListResult<T>;
  currentData?: ListResult<T>;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A sent request (RTK Query's mutation result): `unwrap()` resolves with the response or throws the error. */
export interface SentRequest {
  unwrap(): Promise<unknown>;
}

/**
 * The kit builds a mutation's argument from the config (addArg, updateArg, …) and the server validates the
 * body, so a trigger is declared as a method: a generated trigger, typed with its operation's exact
 * argument, fits it.
 */
interface Trigger {
  send(arg: Record<string, unknown>): SentRequest;
}
export type MutationTrigger = Trigger['send'];

export interface ResourceEndpoints<T extends BaseRecord = BaseRecord> {
  useList(arg: ListArgs, options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean | number }): ListQueryResult<T>;
  useAdd(): readonly [MutationTrigger, { isLoading: boolean }];
  useUpdate(): readonly [MutationTrigger, { isLoading: boolean }];
  useDelete(): readonly [MutationTrigger, { isLoading: boolean }];
  useBulkDelete(): readonly [MutationTrigger, { isLoading: boolean }];
  addArg: (body: Record<string, unknown> | FormData) => Record<string, unknown>;
  updateArg: (id: RecordId, changes: Record<string, unknown> | FormData, version?: number) => Record<string, unknown>;
  deleteArg: (id: RecordId) => Record<string, unknown>;
  bulkDeleteArg: (ids: RecordId[]) => Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------------
// Fields (create modal and detail drawer)

/** Named server-side lookups (components/resource/lookups.ts). */
export type LookupSource = 'organizations' | 'outlets' | 'employees' | 'products' | 'categories' | 'addons' | 'orders';

export interface LookupOption {
  id: RecordId;
  label: string;
  image?: string | null;
  /** The record the option came from (e.g. a product, for its price). */
  record?: Record<string, unknown>;
}

export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'textarea'
  | 'money'
  | 'integer'
  | 'enum'
  | 'lookup'
  | 'lookupMulti'
  | 'weekdays'
  | 'time'
  | 'date'
  | 'image'
  | 'readonly';

/** A field's value while edited. */
export type FieldValue = string | number | null | File | LookupOption | LookupOption[] | number[] | undefined;

export type FormValues = Record<string, FieldValue>;

export interface FieldConfig {
  name: string;
  label: string;
  kind: FieldKind;
  placeholder?: string;
  /** Message when empty (spec §5). */
  required?: string;
  /** Extra rule; returns the message or undefined. */
  validate?: (value: FieldValue, values: FormValues) => string | undefined;
  /** Enum options from the server settings. */
  options?: (settings: KitSettings) => EnumOption[];
  lookup?: LookupSource;
  /** Shown only when permitted (besides the resource's own edit/create access). */
  access?: AccessRule;
  /** Read-only (shown disabled), e.g. an outlet's special code. */
  disabled?: boolean;
  /** Record → edit value (default: `record[name]`, relations as lookup options). */
  read?: (record: Record<string, unknown>) => FieldValue;
  /** Edit value → body value (default by kind). */
  write?: (value: FieldValue) => unknown;
  /** Create modal: extra values to set when this field changes (e.g. a product prefills the price). */
  onChange?: (value: FieldValue, values: FormValues) => Partial<FormValues> | undefined;
  /** Create modal: the starting value (default: empty). */
  initial?: FieldValue | ((settings: KitSettings) => FieldValue);
  /** Extra text under the field. */
  hint?: string;
  /** Takes a whole row in the two-column create form. */
  wide?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// The whole resource

export interface KitSettings {
  [key: string]: unknown;
}

/**
 * A resource screen: records of type `T` (the generated entity, e.g. `Product`), listed by a call that
 * takes `Q` (its generated argument type, e.g. `ListProductsApiArg`), which checks the filters' parameters.
 */
export interface ResourceConfig<T extends BaseRecord, Q = ListArgs> {
  /** Resource name as in paths and capabilities, e.g. 'product-variations'. */
  resource: string;
  /** 'Product Variations' */
  label: string;
  /** 'Product Variation' */
  singular: string;
  /** Footer noun: 'N {entity} in total'. */
  entity: string;
  /** '/product-variations' */
  basePath: string;
  endpoints: ResourceEndpoints<T>;
  columns: ResourceColumn<T, Q>[];
  /** Placeholder of the search box; false hides it. */
  search?: string | false;
  create: {
    title: string;
    /** Modal width in px (default 600; users 640). */
    width?: number;
    fields: FieldConfig[];
  };
  drawer: {
    /** Title of the drawer. */
    title: (record: T) => string;
    /** Field edited inline in the title (absent: the title is not editable). */
    titleField?: string;
    /** Shown before the inline-edited title and not editable with it (an order's `#00042`). */
    titlePrefix?: (record: T) => string;
    /** Image shown (and uploaded at once) at the top of the drawer. */
    image?: DrawerImage;
    fields: FieldConfig[];
    /** 'Delete Outlet' */
    deleteLabel?: string;
    /** The fields and Date Created as a titled card (menus: 'Menu Info'). */
    fieldsTitle?: string;
    /** Route parameter holding the record id (default 'id'; menus: 'menuId'). */
    idParam?: string;
    /** Extra actions (e.g. Change Password) rendered below the fields. */
    extra?: (record: T, save: DrawerSave) => ReactNode;
    /** Show `extra` to users who may only view (it guards its own actions), e.g. an order's items and totals. */
    extraForViewers?: boolean;
  };
  /** Name of a record in confirmations and toasts. */
  recordName: (record: T) => string;
  /** Rows expand (a button named "Expand row") to show this under the row, e.g. an order's items. */
  expandRow?: (record: T) => ReactNode;
  /** Extra buttons in the list header (given the list's wire filters), e.g. 'Export Order Items'. */
  headerActions?: (filters: Record<string, string>) => ReactNode;
  /** Import/Export buttons. */
  dataTransfer?: { import?: boolean; export?: boolean; importTitle?: string };
  /** A card view (products): cards per page and the card renderer. */
  cards?: {
    /** The first is the default (products: 12). */
    pageSizes: number[];
    render: (record: T) => ReactNode;
    /** Id of a column with a lookup filter shown as a row of tags over the cards (products: category). */
    tagFilter?: string;
  };
}

/** An image at the top of the drawer, uploaded as soon as it is chosen. */
export interface DrawerImage {
  field: string;
  label: string;
  shape?: 'circular' | 'square';
}

/** Saves changes of the open record (the drawer's queue). Resolves with an error text or null. */
export type DrawerSave = (changes: Record<string, unknown> | FormData) => Promise<string | null>;
