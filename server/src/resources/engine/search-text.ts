import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/dialect';
import { TRANSLATION_LANGUAGES } from '../catalogue/translations';

/**
 * What a list's `search` compares, besides the plain fields: the texts of a `translations` field (names in the
 * menu's other languages), and Arabic written the way people type it.
 *
 * - A field of translations (`translated: ['name', 'description']`, JSON text `{"ar": {"name": "…"}, …}`) is
 *   searched text by text, `translations.ar.name`, `translations.fr.name`, …: never its JSON keys or quotes.
 *   The column is only ever written by the server, normalized (catalogue/translations.ts), so it is valid JSON.
 *   Parsing it is the slow part (PostgreSQL: ~4x a plain scan), so a row is parsed only once its whole text
 *   holds the term (`readsAsIsInJson`).
 * - An Arabic term matches whether or not the stored text (or the term) carries vowel marks, and whatever form
 *   of alef, yeh or teh marbuta either uses: both sides are normalized as Lucene's Arabic normalizer does
 *   (marks fathatan…sukun and tatweel dropped; أ إ آ → ا; ى → ي; ة → ه). "فتوش" finds "فتّوش". A term without
 *   Arabic letters is compared as before (normalizing cannot change what it matches). Normalizing every text of
 *   every row is slow (replace/translate over multi-byte text), so a plain LIKE that any match must pass
 *   (`looseArabicPattern`) goes first.
 */

/** Arabic letters: a term holding one is normalized (and so is every text it is compared with). */
const ARABIC = /[\u0600-\u06FF]/;

/** Dropped: the vowel marks fathatan … sukun (U+064B–U+0652) and tatweel (U+0640). */
const ARABIC_MARKS = [...'\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0640'];
/** Letters written in more than one way, and the one form both sides are compared in. */
const ARABIC_LETTER_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['\u0623', '\u0627'], // أ → ا
  ['\u0625', '\u0627'], // إ → ا
  ['\u0622', '\u0627'], // آ → ا
  ['\u0649', '\u064A'], // ى → ي
  ['\u0629', '\u0647'], // ة → ه
];

export const hasArabic = (term: string): boolean => ARABIC.test(term);

/**
 * A LIKE pattern every text whose normalized form holds `folded` (a term already normalized) matches as it is
 * stored: its characters in order, anything (vowel marks) between them, any character where the letter has
 * other forms (ا ي ه). Cheap to test (no function over the text), it rules most rows out before the costly
 * normalized comparison. `escape`: how LIKE's own `%`, `_` and escape character are written.
 */
export function looseArabicPattern(folded: string, escape: (text: string) => string): string {
  const forms = new Set(ARABIC_LETTER_FORMS.map(([, to]) => to));
  return `%${[...folded].map((c) => (forms.has(c) ? '_' : escape(c))).join('%')}%`;
}

/** The term as normalized Arabic (see above); the SQL of `arabicFolded` does the same to a stored text. */
export function foldArabic(term: string): string {
  let out = '';
  for (const c of term) {
    if (ARABIC_MARKS.includes(c)) continue;
    out += ARABIC_LETTER_FORMS.find(([from]) => from === c)?.[1] ?? c;
  }
  return out;
}

/** SQL: a text normalized as `foldArabic` does (built-in functions only, so any process can run it). */
export function arabicFolded(expr: Expression<unknown>, dialect: DialectName): RawBuilder<string> {
  if (dialect === 'postgres') {
    // translate() maps each character of `from` to the one at its place in `to`, and drops those past the end of
    // `to`: the letter forms go first, the marks last.
    const from = ARABIC_LETTER_FORMS.map(([f]) => f).join('') + ARABIC_MARKS.join('');
    const to = ARABIC_LETTER_FORMS.map(([, t]) => t).join('');
    return sql<string>`translate(cast(${expr} as text), ${from}, ${to})`;
  }
  let folded: RawBuilder<string> = sql<string>`cast(${expr} as text)`;
  for (const c of ARABIC_MARKS) folded = sql<string>`replace(${folded}, ${c}, '')`;
  for (const [from, to] of ARABIC_LETTER_FORMS) folded = sql<string>`replace(${folded}, ${from}, ${to})`;
  return folded;
}

/**
 * SQL: one text of a translations field (JSON text), e.g. `translations.ar.name`; null when the record has
 * none in that language.
 */
export function translatedText(
  column: Expression<unknown>,
  language: string,
  key: string,
  dialect: DialectName,
): RawBuilder<string | null> {
  // The path is built from the field's definition (languages and keys are fixed words), never from a request.
  return dialect === 'postgres'
    ? sql<string | null>`(cast(${column} as json) #>> ${`{${language},${key}}`})`
    : sql<string | null>`json_extract(${column}, ${`$.${language}.${key}`})`;
}

/**
 * True when `term` is written in JSON text exactly as it is (no quote, backslash or control character, which
 * JSON escapes): then a stored translations value (JSON text, as JSON.stringify writes it: other characters
 * as they are) holds it wherever one of its texts does, and a plain look at the whole text can rule a row out
 * before its texts are read one by one.
 */
export const readsAsIsInJson = (term: string): boolean =>
  [...term].every((c) => c !== '"' && c !== '\\' && c.charCodeAt(0) >= 0x20);

/** The texts a translations field holding `keys` adds to a search: each key in each language. */
export function translatedTexts(
  column: Expression<unknown>,
  keys: readonly string[],
  dialect: DialectName,
): RawBuilder<string | null>[] {
  return TRANSLATION_LANGUAGES.flatMap((language) => keys.map((key) => translatedText(column, language, key, dialect)));
}
