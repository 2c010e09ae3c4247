/** The sort of a list request: `order_by` and `order`, checked, then the resource's default and `id` last. */
import { badRequest } from './errors';
import type { SortItem } from './list-plan';
import { asList, isEmpty, type QueryValue } from './list-query-values';
import type { ResourceDef } from './types';

const SYSTEM_SORT = new Set(['id', '__date_created', '__version']);
const UNSORTABLE = new Set(['json', 'many-relation', 'password', 'file']);

/** Whether a list may be sorted by `name`: the system columns, and fields with a plain order. */
export function isSortable(def: ResourceDef, name: string): boolean {
  if (SYSTEM_SORT.has(name)) return true;
  const field = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined;
  if (!field || UNSORTABLE.has(field.type)) return false;
  if (field.type === 'computed' && !field.expr) return false;
  return field.sort !== false;
}

/** `order_by` / `order` → the sort; a list always ends on `id`, so pages never overlap. */
export function parseSort(def: ResourceDef, orderBy: QueryValue, order: QueryValue): SortItem[] {
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
