import { badRequest } from './errors';
import { columnOf, FieldError, isValidDate, normalizeDateTime, toDbValue, toId } from './values';
import type { FieldDef, FilterOp, ResourceDef } from './types';

/** A parsed, validated list request: conditions in database values, sort, page window. */
export type Condition =
  | { kind: 'cmp'; field: string; op: '=' | '<>' | '>=' | '<=' | '<'; value: unknown }
  | { kind: 'in'; field: string; values: unknown[]; negate: boolean }
  | { kind: 'like'; field: string; term: string }
  /** from ≤ value < to (either side optional); negate → outside the range (or null). */
  | { kind: 'range'; field: string; from?: string; to?: string; negate: boolean }
  | { kind: 'many'; field: string; ids: number[]; negate: boolean }
  /** A JSON list of codes holding none (or all) of `codes`. */
  | { kind: 'codes'; field: string; codes: string[]; mode: 'none' | 'all' }
  | { kind: 'search'; term: string }
  | { kind: 'ids'; ids: number[] }
  /** A row of the child filter `param` refers to exists with one of `ids`. */
  | { kind: 'child'; param: string; ids: number[] }
  /** The condition of the resource's query filter `param`, with the arguments it parsed. */
  | { kind: 'custom'; param: string; args: unknown };

export interface SortItem {
  /** A field name, or `id` / `__date_created` / `__version`. */
  field: string;
  dir: 'asc' | 'desc';
}

export interface ListPlan {
  conditions: Condition[];
  sort: SortItem[];
  limit: number;
  offset: number;
}

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;
const PAGING_KEYS = new Set(['per_page', 'page', 'order_by', 'order']);
const SUFFIXES: Array<[string, FilterOp]> = [
  ['_ne', 'ne'],
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_like', 'like'],
];
/** Whole numbers and money (in cents) are 32-bit integer columns: a filter value past them is a 400, not a database error. */
const INT4_MAX = 2147483647;
const SYSTEM_SORT = new Set(['id', '__date_created', '__version']);
const UNSORTABLE = new Set(['json', 'many-relation', 'password', 'file']);

/** Raw query values: strings, numbers, or arrays of those (repeated keys or a coercing parser). */
type QueryValue = unknown;

function asList(value: QueryValue): string[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v ?? '').split(','));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function isEmpty(value: QueryValue): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.every((v) => v === '' || v === null || v === undefined))
  );
}

function positiveInt(name: string, value: QueryValue, fallback: number, max?: number): number {
  if (isEmpty(value)) return fallback;
  const n = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(n) || n < 1)
    throw badRequest(`Invalid ${name} "${String(value)}": must be a whole number ≥ 1.`, {
      [name]: 'must be a whole number ≥ 1',
    });
  if (max !== undefined && n > max)
    throw badRequest(`Invalid ${name} ${n}: at most ${max}.`, { [name]: `must be at most ${max}` });
  return n;
}

function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

function dayStart(date: string): string {
  return `${date}T00:00:00.000Z`;
}

function filterValue(key: string, name: string, field: FieldDef, raw: string): unknown {
  try {
    switch (field.type) {
      case 'relation':
      case 'many-relation':
        return toId(raw);
      case 'date':
        if (!isValidDate(raw)) throw new FieldError('must be a date YYYY-MM-DD');
        return raw;
      case 'computed':
      case 'text':
      case 'email':
      case 'file':
        return raw;
      default: {
        const value = toDbValue({ ...field, nullable: false, required: false }, raw);
        if (
          (field.type === 'int' || field.type === 'money') &&
          typeof value === 'number' &&
          (value > INT4_MAX || value < -INT4_MAX - 1)
        )
          throw new FieldError(
            field.type === 'money'
              ? `must be between ${(-INT4_MAX - 1) / 100} and ${INT4_MAX / 100}`
              : `must be between ${-INT4_MAX - 1} and ${INT4_MAX}`,
          );
        return value;
      }
    }
  } catch (err) {
    if (err instanceof FieldError)
      throw badRequest(`Invalid filter ${key}="${raw}": ${name} ${err.message}.`, { [key]: err.message });
    throw err;
  }
}

/** A date-time filter value: a date means that whole day (UTC); a full ISO time means that instant. */
function dateTimeBound(key: string, raw: string): { start: string; end: string; instant: boolean } {
  if (isValidDate(raw)) return { start: dayStart(raw), end: dayAfter(raw), instant: false };
  const iso = normalizeDateTime(raw);
  if (!iso)
    throw badRequest(`Invalid filter ${key}="${raw}": expected YYYY-MM-DD or an ISO-8601 date-time.`, {
      [key]: 'must be a date or date-time',
    });
  return { start: iso, end: iso, instant: true };
}

function fieldCondition(
  def: ResourceDef,
  key: string,
  name: string,
  field: FieldDef,
  op: FilterOp,
  value: QueryValue,
): Condition {
  const raws = asList(value);
  // Only commas and blanks (`name=,`) leave no value to compare with (`in ()` is an error on PostgreSQL);
  // a `_like` searches for the text as it is.
  if (!raws.length && op !== 'like')
    throw badRequest(`Invalid filter ${key}="${String(value)}": give at least one value.`, {
      [key]: 'must list at least one value',
    });
  if (field.type === 'many-relation') {
    return {
      kind: 'many',
      field: name,
      ids: raws.map((r) => filterValue(key, name, field, r) as number),
      negate: op === 'ne',
    };
  }
  if (op === 'like')
    return { kind: 'like', field: name, term: (Array.isArray(value) ? value.join(',') : String(value)).trim() };
  if (field.type === 'datetime') {
    if (raws.length !== 1)
      throw badRequest(`Invalid filter ${key}: give one date or date-time.`, { [key]: 'takes one value' });
    const b = dateTimeBound(key, raws[0]);
    if (op === 'gte') return { kind: 'cmp', field: name, op: '>=', value: b.start };
    if (op === 'lte')
      return b.instant
        ? { kind: 'cmp', field: name, op: '<=', value: b.start }
        : { kind: 'cmp', field: name, op: '<', value: b.end };
    if (b.instant) return { kind: 'cmp', field: name, op: op === 'ne' ? '<>' : '=', value: b.start };
    return { kind: 'range', field: name, from: b.start, to: b.end, negate: op === 'ne' };
  }
  const values = raws.map((r) => filterValue(key, name, field, r));
  if (op === 'gte' || op === 'lte') {
    if (values.length !== 1) throw badRequest(`Invalid filter ${key}: give one value.`, { [key]: 'takes one value' });
    return { kind: 'cmp', field: name, op: op === 'gte' ? '>=' : '<=', value: values[0] };
  }
  if (values.length === 1) return { kind: 'cmp', field: name, op: op === 'ne' ? '<>' : '=', value: values[0] };
  return { kind: 'in', field: name, values, negate: op === 'ne' };
}

/** An ISO-8601 date-time with an explicit offset (`Z` or ±hh:mm): one instant, whatever the server's zone. */
const OFFSET_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** `raw` as a UTC ISO instant when it is a real date-time with an offset (no 24:00, no 30 February), else null. */
export function offsetInstant(raw: string): string | null {
  const m = OFFSET_DATE_TIME.exec(raw);
  if (!m || !isValidDate(m[1])) return null;
  const [hh, mm, ss, oh, om] = [m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
  if (hh > 23 || mm > 59 || ss > 59 || oh > 23 || om > 59) return null;
  return normalizeDateTime(raw);
}

const DATE_BETWEEN_FORMAT = 'YYYY-MM-DD,YYYY-MM-DD or two ISO-8601 date-times with offsets';

/**
 * `date_between=from,to`. Two dates: whole days, both included (UTC days on a date-time field). Two
 * date-times with offsets: the instants from ≤ value < to, so a client can ask for a day in its own
 * time zone (`2026-11-22T00:00:00+02:00,2026-11-23T00:00:00+02:00`) and the next day starts where
 * this one ends. Anything else is a 400 naming date_between.
 */
function dateBetween(name: string, field: FieldDef, value: QueryValue): Condition {
  const shown = Array.isArray(value) ? value.join(',') : String(value);
  const invalid = (why: string) =>
    badRequest(`Invalid date_between "${shown}": ${why}`, { date_between: `must be ${DATE_BETWEEN_FORMAT}` });
  const parts = asList(value);
  if (parts.length !== 2) throw invalid(`expected ${DATE_BETWEEN_FORMAT}.`);
  const dates = parts.map((p) => (isValidDate(p) ? p : null));
  if (dates[0] !== null && dates[1] !== null) {
    const [from, to] = dates;
    if (field.type === 'date')
      return { kind: 'range', field: name, from, to: dayAfter(to).slice(0, 10), negate: false };
    return { kind: 'range', field: name, from: dayStart(from), to: dayAfter(to), negate: false };
  }
  const instants = parts.map(offsetInstant);
  if (instants[0] === null || instants[1] === null) {
    const bad = parts.find((p, i) => dates[i] === null && instants[i] === null);
    if (bad !== undefined)
      throw invalid(`"${bad}" is neither a date YYYY-MM-DD nor an ISO-8601 date-time with an offset (Z or ±hh:mm).`);
    throw invalid('give two dates or two date-times, not one of each.');
  }
  if (field.type === 'date') throw invalid(`${name} is a calendar date here: give two dates YYYY-MM-DD.`);
  return { kind: 'range', field: name, from: instants[0], to: instants[1], negate: false };
}

/** `allergens_none` / `dietary_all`: each code must pass the field's own check, else a 400 naming the parameter. */
function codesCondition(
  key: 'allergens_none' | 'dietary_all',
  name: string,
  field: FieldDef,
  value: QueryValue,
): Condition {
  const codes = [...new Set(asList(value))];
  for (const code of codes) {
    const error = field.validate?.([code]);
    if (error) throw badRequest(`Invalid filter ${key}="${code}": ${name} ${error}.`, { [key]: error });
  }
  return { kind: 'codes', field: name, codes, mode: key === 'allergens_none' ? 'none' : 'all' };
}

/** A child filter's ids: positive integers, else a 400 naming the parameter. */
function childCondition(key: string, value: QueryValue): Condition {
  const ids = asList(value).map((r) => {
    try {
      return toId(r);
    } catch {
      throw badRequest(`Invalid ${key} "${r}": must be a positive integer.`, { [key]: 'must be positive integers' });
    }
  });
  return { kind: 'child', param: key, ids };
}

function specialCondition(
  def: ResourceDef,
  key: keyof NonNullable<ResourceDef['special']>,
  value: QueryValue,
): Condition {
  const name = def.special![key]!;
  const field = def.fields[name];
  if (key === 'date_between') return dateBetween(name, field, value);
  if (key === 'allergens_none' || key === 'dietary_all') return codesCondition(key, name, field, value);
  return fieldCondition(def, key, name, field, 'eq', value);
}

/** Validates and parses a list query; unknown parameters, operators and sort fields are a 400 naming them. */
export function parseListQuery(
  def: ResourceDef,
  query: Record<string, QueryValue>,
  options: { unpaged?: boolean } = {},
): ListPlan {
  const conditions: Condition[] = [];
  let ids: number[] | null = null;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (PAGING_KEYS.has(key)) continue;
    if (key === 'id[]' || key === 'id') {
      ids = asList(value).map((r) => {
        try {
          return toId(r);
        } catch {
          throw badRequest(`Invalid id[] "${r}": must be a positive integer.`, { 'id[]': 'must be positive integers' });
        }
      });
      if (ids.length) conditions.push({ kind: 'ids', ids });
      continue;
    }
    if (key === 'search') {
      if (!isEmpty(value)) conditions.push({ kind: 'search', term: String(value).trim() });
      continue;
    }
    if (def.childFilters && Object.hasOwn(def.childFilters, key)) {
      if (!isEmpty(value)) conditions.push(childCondition(key, value));
      continue;
    }
    if (def.queryFilters && Object.hasOwn(def.queryFilters, key)) {
      const args = def.queryFilters[key].parse(value, query);
      if (args !== undefined) conditions.push({ kind: 'custom', param: key, args });
      continue;
    }
    if (def.special && Object.hasOwn(def.special, key)) {
      if (!isEmpty(value))
        conditions.push(specialCondition(def, key as keyof NonNullable<ResourceDef['special']>, value));
      continue;
    }
    let name = key;
    let op: FilterOp = 'eq';
    if (!Object.hasOwn(def.fields, key)) {
      const suffix = SUFFIXES.find(([s]) => key.endsWith(s));
      if (suffix) {
        name = key.slice(0, -suffix[0].length);
        op = suffix[1];
      }
    }
    const field = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
    if (!field || !field.filter?.length)
      throw badRequest(`Unknown filter "${key}" for ${def.name}.`, { [key]: 'is not a filter of this list' });
    if (!field.filter.includes(op))
      throw badRequest(
        `Unsupported filter "${key}" for ${def.name}: ${name} allows ${field.filter.map((o) => (o === 'eq' ? name : `${name}_${o}`)).join(', ')}.`,
        { [key]: 'is not a supported operator' },
      );
    if (isEmpty(value)) continue;
    conditions.push(fieldCondition(def, key, name, field, op, value));
  }

  const sort = parseSort(def, query?.order_by, query?.order);
  if (options.unpaged) return { conditions, sort, limit: 0, offset: 0 };
  const idCount = ids?.length ?? 0;
  const perPage = positiveInt(
    'per_page',
    query?.per_page,
    idCount ? Math.min(Math.max(idCount, 1), MAX_PER_PAGE) : DEFAULT_PER_PAGE,
    MAX_PER_PAGE,
  );
  const page = positiveInt('page', query?.page, 1);
  return { conditions, sort, limit: perPage, offset: (page - 1) * perPage };
}

export function isSortable(def: ResourceDef, name: string): boolean {
  if (SYSTEM_SORT.has(name)) return true;
  const field = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
  if (!field || UNSORTABLE.has(field.type)) return false;
  if (field.type === 'computed' && !field.expr) return false;
  return field.sort !== false;
}

function parseSort(def: ResourceDef, orderBy: QueryValue, order: QueryValue): SortItem[] {
  const fields = isEmpty(orderBy) ? [] : asList(orderBy);
  const dirs = isEmpty(order) ? [] : asList(order);
  if (dirs.length > Math.max(fields.length, 1))
    throw badRequest(`order has ${dirs.length} directions for ${fields.length} order_by fields.`, {
      order: 'has more directions than order_by fields',
    });
  const sort: SortItem[] = fields.map((f, i) => {
    if (!isSortable(def, f))
      throw badRequest(`Unknown sort field "${f}" for ${def.name}.`, { order_by: `cannot sort by ${f}` });
    const dir = (dirs[i] ?? 'ASC').toUpperCase();
    if (dir !== 'ASC' && dir !== 'DESC')
      throw badRequest(`Invalid order "${dirs[i]}": use ASC or DESC.`, { order: 'must be ASC or DESC' });
    return { field: f, dir: dir === 'ASC' ? 'asc' : 'desc' };
  });
  if (!sort.length)
    sort.push(...(def.defaultSort ?? [['__date_created', 'desc']]).map(([field, dir]) => ({ field, dir })));
  if (!sort.some((s) => s.field === 'id')) sort.push({ field: 'id', dir: sort[sort.length - 1]?.dir ?? 'desc' });
  return sort;
}

export { columnOf };
