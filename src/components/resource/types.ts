import type { TableColumnDefinition } from '@fluentui/react-components';

/**
 * The kit's vocabulary: records, list state, columns and filters, endpoints, fields. `ResourceConfig`
 * (config.ts) puts them together into one resource screen.
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

/** The access decision the app makes. */
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
  | {
      kind: 'enum';
      param: FilterParam<Q>;
      options: (settings: KitSettings) => EnumOption[];
      multiple?: boolean;
      /** The popover's heading when "Filter by <column>" would mislead, e.g. "Free from" for allergens. */
      heading?: string;
    }
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
  /** Hidden unless permitted. */
  access?: AccessRule;
  /**
   * How soon the column folds away on narrower screens (staff can show it again with the column chooser):
   * 1 = a key column, always shown; 2 = shown from tablet width up (the default); 3 = shown on wide screens;
   * 4 = an extra, never shown until chosen (a column beyond the list's usual ones, e.g. to host a filter).
   */
  priority?: ColumnPriority;
}

export type ColumnPriority = 1 | 2 | 3 | 4;

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
  useList(
    arg: ListArgs,
    options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean | number },
  ): ListQueryResult<T>;
  useAdd(): readonly [MutationTrigger, { isLoading: boolean }];
  /** Absent: records are not edited (payments); the drawer shows them read-only. */
  useUpdate?(): readonly [MutationTrigger, { isLoading: boolean }];
  useDelete(): readonly [MutationTrigger, { isLoading: boolean }];
  /** Absent: no bulk delete (invoices, payments); the list offers no selection. */
  useBulkDelete?(): readonly [MutationTrigger, { isLoading: boolean }];
  addArg: (body: Record<string, unknown> | FormData) => Record<string, unknown>;
  updateArg: (id: RecordId, changes: Record<string, unknown> | FormData, version?: number) => Record<string, unknown>;
  deleteArg: (id: RecordId) => Record<string, unknown>;
  bulkDeleteArg: (ids: RecordId[]) => Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------------
// Fields (create modal and detail drawer)

/** Named server-side lookups (components/resource/lookups.ts). */
export type LookupSource =
  | 'organizations'
  | 'outlets'
  | 'employees'
  | 'products'
  | 'categories'
  | 'addons'
  | 'orders'
  | 'invoices'
  | 'standing-orders';

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
  /** Several values of a settings enumeration (`options`), e.g. a product's allergens: a list of codes. */
  | 'enumMulti'
  | 'time'
  | 'date'
  | 'dateTime'
  | 'image'
  | 'readonly';

/** A field's value while edited. */
export type FieldValue =
  string | number | null | File | LookupOption | LookupOption[] | number[] | string[] | undefined;

export type FormValues = Record<string, FieldValue>;

/** How a date input shows and takes its day: DD/MM/YYYY everywhere, except where the spec says YYYY-MM-DD. */
export type DateDisplay = 'DD/MM/YYYY' | 'YYYY-MM-DD';

/** When a place opens: its closed weekdays (0 Sunday … 6 Saturday) and its hours ('07:30', '16:00'). */
export interface OpeningTimes {
  closedWeekdays: readonly number[];
  from?: string | null;
  to?: string | null;
}

export interface FieldConfig {
  name: string;
  label: string;
  kind: FieldKind;
  placeholder?: string;
  /** The language of the value when it is not the page's (a name in Arabic): its editor says so, `lang`. */
  lang?: string;
  /**
   * The value's direction when it is not the page's: 'rtl' for a name in Arabic on an English page, 'ltr' for
   * what reads left to right in every language (a phone number, which would turn round inside Arabic).
   */
  dir?: 'ltr' | 'rtl';
  /** Message shown when the required field is empty. */
  required?: string;
  /** Extra rule; returns the message or undefined. */
  validate?: (value: FieldValue, values: FormValues) => string | undefined;
  /** Enum options from the server settings. */
  options?: (settings: KitSettings) => EnumOption[];
  lookup?: LookupSource;
  /**
   * Create modal: list filters a lookup sends from the form's values, e.g. only the employees of the chosen
   * organization (`{ organization: '3' }`); undefined searches them all.
   */
  lookupFilter?: (values: FormValues) => LookupFilter | undefined;
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
  /**
   * A `dateTime` field: the IANA zone it is shown and entered in, from the record (drawer) or the form's
   * values (create modal) and the settings. Default: the record's outlet's zone, else the kitchen's.
   */
  zone?: (source: Record<string, unknown>, settings: KitSettings) => string;
  /**
   * A `dateTime` field: a hook saying when the place it is for opens (an order's outlet), from the record
   * (drawer) or the form's values (create modal), fetching what they do not carry; its closed days are greyed
   * in the calendar and its hours named under the field. Called on each render of the field.
   */
  useOpening?: (source: Record<string, unknown>) => OpeningTimes | undefined;
  /** A `date` field: how its day is shown and typed (default DD/MM/YYYY); it is held as YYYY-MM-DD. */
  dateDisplay?: DateDisplay;
}

/** Extra list arguments of a lookup, as the generated list call names them (`organization`, `outlet`). */
export type LookupFilter = Record<string, string>;

export interface KitSettings {
  [key: string]: unknown;
}
