/** The SQL of a list's sort: text case-insensitively, nulls last ascending, and the reverse order. */
import { sql } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { SortItem } from './list-query';
import { fieldExpr } from './list-field-sql';
import type { FieldDef, ResourceDef } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

const TEXTUAL = new Set(['text', 'email', 'enum', 'file', 'computed', 'date', 'datetime', 'time']);

/** Text fields sort case-insensitively (then by the raw value); dates, numbers and ids as they are. */
export function isLowered(def: ResourceDef, name: string): boolean {
  const field = def.fields[name] as FieldDef | undefined;
  return !!field && TEXTUAL.has(field.type) && field.type !== 'date' && field.type !== 'datetime';
}

/** The opposite order: the page at offset `o` from one end is the page at `total - o - limit` from the other. */
export function reverseSort(sort: SortItem[]): SortItem[] {
  return sort.map((s) => ({ field: s.field, dir: s.dir === 'asc' ? 'desc' : 'asc' }));
}

/** Columns that are never null: their order needs no NULLS clause (which would keep SQLite from using an index fully). */
const NOT_NULL = new Set(['id', '__date_created', '__version']);

export function orderedBy<Q extends { orderBy: (...args: any[]) => Q }>(
  query: Q,
  def: ResourceDef,
  sort: SortItem[],
  dialect: DialectName,
): Q {
  for (const s of sort) {
    const e = fieldExpr(def, s.field, dialect);
    const lowered = isLowered(def, s.field);
    // asc puts nulls last, desc puts them first: each order is exactly the other one reversed.
    if (NOT_NULL.has(s.field)) query = query.orderBy(e, s.dir);
    else
      query = query.orderBy(lowered ? sql`lower(${e})` : e, (ob: any) =>
        s.dir === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsFirst(),
      );
    if (lowered) query = query.orderBy(e, s.dir);
  }
  return query;
}
