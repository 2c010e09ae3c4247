/** The SQL of a list's `search`: through the resource's search index when it has one, else a scan. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect';
import {
  arabicFolded,
  foldArabic,
  hasArabic,
  looseArabicPattern,
  readsAsIsInJson,
  translatedTexts,
} from './search-text';
import { containsExpr, escapeLike, fieldExpr, type SqlContext } from './list-field-sql';
import type { ResourceDef } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

export function searchFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.search)
    .map(([n]) => n);
}

/**
 * The row-by-row test of `search`: some search field contains the term; for a field of translations, one of its
 * texts (`translations.ar.name`, …), read only in rows whose stored JSON holds the term at all (search-text.ts).
 * `fold`: compare Arabic as typed, vowel marks and letter forms set aside on both sides.
 */
function scanMatch(
  def: ResourceDef,
  eb: ExpressionBuilder<any, any>,
  term: string,
  dialect: DialectName,
  fold: boolean,
): Expression<SqlBool> {
  const wanted = fold ? foldArabic(term) : term;
  // Folded: a plain LIKE any match passes (lowered only when the term has letters with a case), then the test.
  const loose = looseArabicPattern(wanted.toLowerCase(), escapeLike);
  const cased = wanted.toLowerCase() !== wanted.toUpperCase();
  const passes = (e: Expression<any>) =>
    sql<SqlBool>`${cased ? sql`lower(cast(${e} as text))` : sql`cast(${e} as text)`} like ${loose} escape '\\'`;
  const contains = (e: Expression<any>) =>
    fold ? eb.and([passes(e), containsExpr(arabicFolded(e, dialect), wanted)]) : containsExpr(e, wanted);
  return eb.or(
    searchFields(def).map((name) => {
      const field = def.fields[name];
      const expr = fieldExpr(def, name, dialect);
      if (!field.translated) return contains(expr);
      const texts = eb.or(translatedTexts(expr, field.translated, dialect).map(contains));
      // A text holding the term is in the JSON as it is: a plain look at the JSON first, the texts only then.
      if (!readsAsIsInJson(term)) return texts;
      return eb.and([fold ? passes(expr) : contains(expr), texts]);
    }),
  );
}

type SearchIndexUse = { kind: 'fts'; table: string } | { kind: 'trgm'; expr: string };

/** The search index usable for `term` on this dialect, or null (no index, stale declaration, term too short). */
export function searchIndexFor(def: ResourceDef, dialect: DialectName, term: string): SearchIndexUse | null {
  const index = def.searchIndex;
  // An FTS5 query string ends at a NUL (an "unterminated string" error): such a term is scanned instead.
  if (!index || [...term.toLowerCase()].length < 3 || term.includes('\u0000')) return null;
  if (searchFields(def).join(',') !== index.fields.join(',')) return null;
  if (dialect === 'sqlite' && index.sqliteFts) return { kind: 'fts', table: index.sqliteFts };
  if (dialect === 'postgres' && index.postgresTrgm) return { kind: 'trgm', expr: index.postgresTrgm };
  return null;
}

/** An FTS5 phrase: the lowered term, quoted (a phrase of trigrams = the exact substring). */
export function ftsPhrase(term: string): string {
  return `"${term.toLowerCase().replace(/"/g, '""')}"`;
}

export function searchExpr(
  def: ResourceDef,
  eb: ExpressionBuilder<any, any>,
  term: string,
  ctx: SqlContext,
): Expression<SqlBool> {
  const exact = () => scanMatch(def, eb, term, ctx.dialect, false);
  const index = searchIndexFor(def, ctx.dialect, term);
  // Read row by row, an Arabic term is compared as typed. (An index holds the texts as they are, so a search it
  // answers compares them as they are.)
  if (!index) return scanMatch(def, eb, term, ctx.dialect, hasArabic(term));
  if (index.kind === 'fts') {
    const id = sql.ref(`${def.table}.id`);
    const fts = sql.table(index.table);
    return sql<SqlBool>`${ctx.probe ? sql`+${id}` : id} in (select rowid from ${fts} where ${fts} match ${ftsPhrase(term)})`;
  }
  const narrow = sql<SqlBool>`${sql.raw(index.expr)} like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`;
  return eb.and([narrow, exact()]);
}
