/** The SQL of one field in a list query: its expression, a case-insensitive "contains", the dialect context. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect';
import { columnOf } from './values';
import type { ResourceDef } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

export interface SqlContext {
  dialect: DialectName;
  /**
   * SQLite: let the FTS match filter rows found through the sort's index (`+id in (…)`) instead of
   * driving the query, which is faster when the term matches a large share of the table.
   */
  probe?: boolean;
}

/** The SQL expression of a field (a qualified column, or the computed expression). */
export function fieldExpr(def: ResourceDef, name: string, dialect: DialectName): Expression<any> {
  if (name === 'id' || name === '__date_created' || name === '__version') return sql.ref(`${def.table}.${name}`);
  const field = def.fields[name];
  if (field.type === 'computed') {
    if (!field.expr) throw new Error(`${def.name}.${name} has no SQL expression`);
    return field.expr(def.table, dialect);
  }
  return sql.ref(`${def.table}.${columnOf(name, field)}`);
}

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive "contains" on both dialects. */
export function containsExpr(expr: Expression<any>, term: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(cast(${expr} as text)) like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`;
}
