/** The SQL of a list's filter conditions: one expression per parsed condition, all of them as a WHERE. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Condition } from './list-query';
import { containsExpr, fieldExpr, type SqlContext } from './list-field-sql';
import { searchExpr } from './list-search-sql';
import type { ResourceDef } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

export function conditionExpr(
  def: ResourceDef,
  eb: ExpressionBuilder<any, any>,
  c: Condition,
  ctx: SqlContext,
): Expression<SqlBool> {
  switch (c.kind) {
    case 'ids':
      return eb(sql.ref(`${def.table}.id`), 'in', c.ids);
    case 'search':
      return searchExpr(def, eb, c.term, ctx);
    case 'like':
      return containsExpr(fieldExpr(def, c.field, ctx.dialect), c.term);
    case 'cmp': {
      const e = fieldExpr(def, c.field, ctx.dialect);
      if (c.op === '<>') return eb.or([eb(e, '<>', c.value), eb(e, 'is', null)]);
      return eb(e, c.op, c.value);
    }
    case 'in': {
      const e = fieldExpr(def, c.field, ctx.dialect);
      return c.negate ? eb.or([eb(e, 'not in', c.values), eb(e, 'is', null)]) : eb(e, 'in', c.values);
    }
    case 'range': {
      const e = fieldExpr(def, c.field, ctx.dialect);
      const inside: Expression<SqlBool>[] = [];
      if (c.from !== undefined) inside.push(eb(e, '>=', c.from));
      if (c.to !== undefined) inside.push(eb(e, '<', c.to));
      return c.negate ? eb.or([eb.not(eb.and(inside)), eb(e, 'is', null)]) : eb.and(inside);
    }
    case 'many': {
      const many = def.fields[c.field].many!;
      const sub = eb
        .selectFrom(many.through)
        .select(sql.lit(1).as('one'))
        .where(sql.ref(`${many.through}.${many.localKey}`), '=', sql.ref(`${def.table}.id`))
        .where(sql.ref(`${many.through}.${many.foreignKey}`), 'in', c.ids);
      return c.negate ? eb.not(eb.exists(sub)) : eb.exists(sub);
    }
    case 'child': {
      const child = def.childFilters![c.param];
      return eb.exists(
        eb
          .selectFrom(child.table)
          .select(sql.lit(1).as('one'))
          .where(sql.ref(`${child.table}.${child.parentKey}`), '=', sql.ref(`${def.table}.id`))
          .where(sql.ref(`${child.table}.${child.column}`), 'in', c.ids),
      );
    }
    case 'custom':
      return def.queryFilters![c.param].expr(def.table, c.args, ctx.dialect);
    case 'codes': {
      // The column holds canonical JSON (`["gluten","sesame"]`) and codes are plain lower-case words
      // checked against the field's list, so a quoted code matches exactly that code on both dialects.
      const e = fieldExpr(def, c.field, ctx.dialect);
      const holds = c.codes.map((code) => eb(e, 'like', `%"${code}"%`));
      return c.mode === 'all' ? eb.and(holds) : eb.not(eb.or(holds));
    }
  }
}

export function whereAll(def: ResourceDef, conditions: Condition[], ctx: SqlContext) {
  return (eb: ExpressionBuilder<any, any>) => eb.and(conditions.map((c) => conditionExpr(def, eb, c, ctx)));
}

/** Adds the conditions as a WHERE clause, or none at all (SQLite counts a whole table from its b-tree only without one). */
export function filtered<Q extends { where: (...args: any[]) => Q }>(
  query: Q,
  def: ResourceDef,
  conditions: Condition[],
  ctx: SqlContext,
): Q {
  return conditions.length ? query.where(whereAll(def, conditions, ctx)) : query;
}
