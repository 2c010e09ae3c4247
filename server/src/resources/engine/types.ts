import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { AppContext, RequestUser } from '../../http/operation';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The database (or a transaction: a Kysely too) with its tables typed: what services and hooks get. */
export type Db = Kysely<Database>;

/** A stored row of a table chosen at run time: column → value. */
export type Row = Record<string, any>;
export type ApiRecord = Record<string, unknown>;

export type FieldType =
  | 'text'
  | 'email'
  | 'int'
  | 'boolean'
  | 'number'
  | 'money'
  | 'enum'
  | 'date'
  | 'datetime'
  | 'time'
  | 'json'
  | 'relation'
  | 'many-relation'
  | 'password'
  | 'file'
  | 'computed';

export type FilterOp = 'eq' | 'ne' | 'gte' | 'lte' | 'like';

/** A record embedded on read, e.g. `organization: {id, name, logo}`. */
export interface RelationRef {
  table: string;
  /** Columns read from the related table (always include id). */
  columns: string[];
  /** Row of the related table → the embedded object. */
  toApi: (row: Row) => ApiRecord;
  /** Name used in messages, e.g. "organization". */
  label: string;
}

/** A many-to-many relation through a join table, e.g. products ⇄ addons. */
export interface ManyRelation extends RelationRef {
  through: string;
  /** Join-table column pointing at this resource. */
  localKey: string;
  /** Join-table column pointing at the related table. */
  foreignKey: string;
  /**
   * Columns of the related row copied into the join table when a link is made, and read back from there
   * (with the link's `foreignKey` as `id`): later edits of the related row leave an existing link as it
   * was, e.g. an addon's name and extra charge as ordered. A link kept across an update keeps its copy.
   */
  snapshot?: string[];
  /** With `snapshot`: columns still read from the related row as it is now (null once it is deleted). */
  live?: string[];
  /**
   * No join table: the related rows themselves hold the owner's id in `localKey` (`through` is the related
   * table, `foreignKey` its `id`), so each belongs to at most one owner, e.g. a category to its station.
   * Writing the list gives the listed rows the owner and takes it from the rows it had and no longer lists.
   */
  owned?: boolean;
}

export interface FieldDef {
  type: FieldType;
  /** Database column; defaults to the field name, or `${name}_id` for relations. */
  column?: string;
  /** Must be present and non-empty on create. */
  required?: boolean;
  /** Server-owned: never written from a body (ignored when sent). */
  readOnly?: boolean;
  /** May be set to null (or '' → null for email/date/text). */
  nullable?: boolean;
  /** Value used on create when the body leaves the field out (API representation). */
  default?: unknown;
  /** Allowed values for `enum`. */
  values?: readonly string[];
  /** Lowercase text before storing (e.g. login emails). */
  lowercase?: boolean;
  /** Operators allowed as list filters (`f`, `f_ne`, `f_gte`, `f_lte`, `f_like`). */
  filter?: readonly FilterOp[];
  /** Allowed in order_by (default: any scalar or relation field). */
  sort?: boolean;
  /** Part of the `search` text match. */
  search?: boolean;
  relation?: RelationRef;
  many?: ManyRelation;
  /**
   * For `computed`: the SQL expression (filter/sort/search), per dialect for date arithmetic, and the
   * value from the row (or set by the resource's `decorate` hook when it needs other tables).
   */
  expr?: (table: string, dialect: DialectName) => Expression<any>;
  compute?: (row: Row) => unknown;
  /** For `password`: the column that receives the hash. */
  hashColumn?: string;
  /** Extra check of a written value (API representation); returns an error text or null. */
  validate?: (value: unknown) => string | null;
  /** Minimum length for text and password fields. */
  minLength?: number;
  /**
   * For a `json` field holding names in other languages (`translations`): the texts it translates
   * (`name`, `description`). Import and export show it as one column per text and language (`name_ar`, ...).
   */
  translated?: readonly string[];
}

/** Special list parameters of a resource, mapped to the field they act on. */
export interface SpecialFilters {
  date_between?: string;
  status_in?: string;
  category_in?: string;
  menu?: string;
  parent_order?: string;
  /** `allergens_none=milk,nuts`: records whose JSON code list holds none of the codes. */
  allergens_none?: string;
  /** `dietary_all=vegan,halal`: records whose JSON code list holds every one of the codes. */
  dietary_all?: string;
}

export interface HookContext {
  user: RequestUser | null;
  app?: AppContext;
  /**
   * Ids known to exist, by table, inside one write transaction of many records (an import): each
   * related record is checked once, not once per row. (Foreign keys still guard every insert.)
   */
  existing?: Map<string, Set<number>>;
}

export interface ResourceHooks {
  /** Before insert: derive values on the row (db columns). `input` is the API body. */
  beforeCreate?(trx: Db, row: Row, input: ApiRecord, ctx: HookContext): Promise<void> | void;
  /** Before update: `changes` (db columns, only what changed) may be extended; `current` is the stored row. */
  beforeUpdate?(trx: Db, changes: Row, current: Row, input: ApiRecord, ctx: HookContext): Promise<void> | void;
  /**
   * A delete's query parameters (`input`: what the delete declares, an order item's `override_cutoff`), checked
   * once before anything is deleted, by the single delete and the bulk one alike: throw an HttpError to refuse
   * (an error here names the parameter, not one of a bulk call's records).
   */
  checkDeleteInput?(input: ApiRecord, ctx: HookContext): void;
  /**
   * Before delete: throw an HttpError to refuse (e.g. deleting your own account). `input` holds the query
   * parameters the delete declares (an order item's `override_cutoff`), the same for every record of a bulk
   * delete; `{}` for an internal delete.
   */
  beforeDelete?(trx: Db, current: Row, ctx: HookContext, input: ApiRecord): Promise<void> | void;
  /** After insert/update/delete inside the same transaction (e.g. recompute order totals). */
  afterWrite?(
    trx: Db,
    event: { kind: 'create' | 'update' | 'delete'; before?: Row; after?: Row },
    ctx: HookContext,
  ): Promise<void> | void;
  /**
   * Adds extra properties to the API records of a read (e.g. kitchen order items). `nowMs`: the server's clock
   * (the app's, injectable in tests) for what depends on the time (an invoice's `overdue`).
   */
  decorate?(db: Db, rows: Row[], records: ApiRecord[], nowMs: number): Promise<void>;
}

export interface ResourceDef {
  /** URL and export name, e.g. `product-variations`. */
  name: string;
  table: string;
  /** operationId stems: `ProductVariation` / `ProductVariations`. */
  singular: string;
  plural: string;
  /** Lower-case noun for messages, e.g. "product variation". */
  singularLabel?: string;
  fields: Record<string, FieldDef>;
  special?: SpecialFilters;
  /** Default sort when no order_by: [field, direction]. */
  defaultSort?: Array<[string, 'asc' | 'desc']>;
  hooks?: ResourceHooks;
  /** Message for a unique-constraint violation (409). */
  uniqueMessage?: string;
  /** Field names (besides id) that are read-only views only, e.g. kitchen orders: no writes at all. */
  readOnlyResource?: boolean;
  /**
   * An index that answers `search` without reading every row (see migration 20261121000400_scale_indexes).
   * Used only while `fields` is exactly the resource's list of `search` fields, so a definition that
   * changes its search fields falls back to the plain scan instead of silently searching the wrong text.
   */
  searchIndex?: SearchIndex;
  /**
   * List responses carry an ETag (and answer 304 to a matching If-None-Match) derived from the change
   * counters of the resource's table, its relations' tables and `changeTables`.
   */
  etag?: boolean;
  /** Tables besides its own and its relations' whose rows show in the records (e.g. items decorated on). */
  changeTables?: string[];
  /**
   * Record properties its `decorate` hook adds from other tables (not fields: never filtered, sorted, written
   * or exported), e.g. an order's `summary_items`.
   */
  decorated?: readonly string[];
  /**
   * What its records depend on besides their rows, at `nowMs` (invoices: the kitchen's day, of which `overdue`
   * follows): part of the key of a list's kept answer and ETag, so they change when it does.
   */
  asOf?(db: Db, nowMs: number): Promise<string>;
  /**
   * Filters on child rows, by query parameter: `product=3` keeps the orders that hold an order item whose
   * `product_id` is 3 (any of several comma-joined ids).
   */
  childFilters?: Record<string, ChildFilter>;
  /** List parameters with conditions of the resource's own (see QueryFilter). */
  queryFilters?: Record<string, QueryFilter>;
  /**
   * Body properties that say how to write, not what to store (an order's `override_cutoff`): in the add and
   * update bodies of the contract, never in the record; handed to the hooks in `input`, never written.
   */
  instructions?: readonly string[];
}

/**
 * A list parameter whose condition the resource writes itself, over other tables (the kitchen board's
 * `station`: the orders holding items that go to a station). Its arguments are part of the list's cache keys.
 */
export interface QueryFilter {
  /** The tables its condition reads: their changes invalidate cached counts and pages, and change the ETag. */
  tables: readonly string[];
  /**
   * The parameter's value (and the whole query, for parameters that act together) → the condition's
   * arguments (JSON-serialisable), or undefined for no condition. Throws a 400 naming the parameter when invalid.
   */
  parse(value: unknown, query: Record<string, unknown>): unknown;
  /** The condition's SQL on the rows of `table`. */
  expr(table: string, args: unknown, dialect: DialectName): Expression<SqlBool>;
}

/** A filter keeping the records that have a row in `table` (joined on `parentKey`) whose `column` is one of the ids. */
export interface ChildFilter {
  table: string;
  parentKey: string;
  column: string;
}

export interface SearchIndex {
  /** The `search` fields the index covers, in the definition's order. */
  fields: readonly string[];
  /** SQLite: an FTS5 trigram table (rowid = id) holding `lower(cast(field as text))` per field, case-sensitive. */
  sqliteFts?: string;
  /** PostgreSQL: the SQL text of a pg_trgm-indexed expression whose text contains every lowered search field. */
  postgresTrgm?: string;
}
