import { badRequest } from './errors';
import { childCondition, fieldCondition, specialCondition } from './list-filter-conditions';
import type { Condition, ListPlan } from './list-plan';
import { asList, isEmpty, positiveInt, type QueryValue } from './list-query-values';
import { parseSort } from './list-sort';
import { toId } from './values';
import type { FilterOp, ResourceDef } from './types';

/**
 * A list request's query string → a checked plan (list-plan.ts). The parts are its neighbours: filter values
 * (list-filter-conditions.ts, dates in list-date-filters.ts) and the sort (list-sort.ts).
 */
export type { Condition, ListPlan, SortItem } from './list-plan';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;
const PAGING_KEYS = new Set(['per_page', 'page', 'order_by', 'order']);
const SUFFIXES: Array<[string, FilterOp]> = [
  ['_ne', 'ne'],
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_like', 'like'],
];

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
      ids = idList(value);
      if (ids.length) conditions.push({ kind: 'ids', ids });
      continue;
    }
    const condition = conditionOf(def, key, value, query);
    if (condition) conditions.push(condition);
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

/** `id[]` / `id`: positive integers, else a 400. */
function idList(value: QueryValue): number[] {
  return asList(value).map((r) => {
    try {
      return toId(r);
    } catch {
      throw badRequest(`Invalid id[] "${r}": must be a positive integer.`, { 'id[]': 'must be positive integers' });
    }
  });
}

/**
 * The condition of one parameter: search, a child or query filter, a special filter, or a field filter
 * (`name`, `name_ne`, `name_gte`, …). Undefined when its value is empty (or the query filter takes none).
 */
function conditionOf(
  def: ResourceDef,
  key: string,
  value: QueryValue,
  query: Record<string, QueryValue>,
): Condition | undefined {
  if (key === 'search') return isEmpty(value) ? undefined : { kind: 'search', term: String(value).trim() };
  if (def.childFilters && Object.hasOwn(def.childFilters, key))
    return isEmpty(value) ? undefined : childCondition(key, value);
  if (def.queryFilters && Object.hasOwn(def.queryFilters, key)) {
    const args = def.queryFilters[key].parse(value, query);
    return args === undefined ? undefined : { kind: 'custom', param: key, args };
  }
  if (def.special && Object.hasOwn(def.special, key))
    return isEmpty(value) ? undefined : specialCondition(def, key as keyof NonNullable<ResourceDef['special']>, value);
  return fieldFilter(def, key, value);
}

/** A field filter: the field and operator its key names must exist and be allowed, else a 400 naming the key. */
function fieldFilter(def: ResourceDef, key: string, value: QueryValue): Condition | undefined {
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
  if (isEmpty(value)) return undefined;
  return fieldCondition(def, key, name, field, op, value);
}
