/** One filter parameter of a list request → its condition, values checked against the field (a 400 otherwise). */
import { badRequest } from './errors';
import { dateBetween, dateTimeBound } from './list-date-filters';
import type { Condition } from './list-plan';
import { asList, type QueryValue } from './list-query-values';
import { FieldError, isValidDate, toDbValue, toId } from './values';
import type { FieldDef, FilterOp, ResourceDef } from './types';

/** Whole numbers and money (in cents) are 32-bit integer columns: a filter value past them is a 400, not a database error. */
const INT4_MAX = 2147483647;

/** One raw filter value → its database value for `field`; a bad value is a 400 naming `key`. */
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

export function fieldCondition(
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
export function childCondition(key: string, value: QueryValue): Condition {
  const ids = asList(value).map((r) => {
    try {
      return toId(r);
    } catch {
      throw badRequest(`Invalid ${key} "${r}": must be a positive integer.`, { [key]: 'must be positive integers' });
    }
  });
  return { kind: 'child', param: key, ids };
}

export function specialCondition(
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
