import type { BaseRecord, FieldConfig, FieldValue, ResourceEndpoints } from '../../components/resource';
import { loadArabicFont } from '../../i18n';

/**
 * A product's, category's or addon's names (and a product's descriptions) in Arabic and French, edited as
 * fields of their own (`translations.ar.name`, …) and sent as the contract's one optional object
 * `translations: {"ar": {"name": …}, "fr": {"name": …, "description": …}}`. An empty field removes that
 * translation (sent as null; a create leaves it out).
 */

export type TranslatedLanguage = 'ar' | 'fr';
export type TranslatedKey = 'name' | 'description';

const PREFIX = 'translations.';

/** The field's name for one language and key: `translations.ar.name`. */
export const translationFieldName = (language: TranslatedLanguage, key: TranslatedKey) => `${PREFIX}${language}.${key}`;

/** A translation field: its language (an Arabic input is right to left, `lang="ar"`) besides the kit's config. */
export type TranslationField = FieldConfig & { lang: TranslatedLanguage; dir: 'rtl' | 'ltr' };

/** The Arabic faces, loaded once an Arabic field shows (a failure leaves the system font). */
const arabicFont = () => void loadArabicFont().catch(() => undefined);

const text = (value: FieldValue) => (typeof value === 'string' ? value.trim() : '');

/** The value of one translation in a record (read structurally: the generated type may lack `translations`). */
export function readTranslation(record: Record<string, unknown>, language: TranslatedLanguage, key: TranslatedKey) {
  const translations = record.translations as Record<string, Record<string, unknown> | null | undefined> | undefined;
  const value = translations && typeof translations === 'object' ? translations[language]?.[key] : undefined;
  return typeof value === 'string' ? value : '';
}

export function translationField(
  language: TranslatedLanguage,
  key: TranslatedKey,
  label: string,
  kind: 'text' | 'textarea' = key === 'description' ? 'textarea' : 'text',
): TranslationField {
  return {
    name: translationFieldName(language, key),
    label,
    kind,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    wide: kind === 'textarea',
    ...(key === 'name' ? { hint: 'products:translations.hint' } : {}),
    initial: () => {
      if (language === 'ar') arabicFont();
      return '';
    },
    read: (record) => {
      if (language === 'ar') arabicFont();
      return readTranslation(record, language, key);
    },
    write: (value) => text(value) || null,
  };
}

/**
 * A body with `translations.<language>.<key>` entries nests them into `translations`. A create leaves the empty
 * ones out (and `translations` when all are); an update sends an empty one as null, which removes it. A form
 * data body (a product with its image) carries `translations` as JSON text.
 */
export function nestTranslations<B>(body: B, mode: 'create' | 'update'): B {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const found: [string, unknown][] = [];
    for (const [name, value] of [...body.entries()]) {
      if (!name.startsWith(PREFIX)) continue;
      body.delete(name);
      found.push([name, value === '' ? null : value]);
    }
    const translations = nest(found, mode);
    if (translations) body.append('translations', JSON.stringify(translations));
    return body;
  }
  if (!body || typeof body !== 'object') return body;
  const rest: Record<string, unknown> = {};
  const found: [string, unknown][] = [];
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (name.startsWith(PREFIX)) found.push([name, value]);
    else rest[name] = value;
  }
  if (!found.length) return body;
  const translations = nest(found, mode);
  return (translations ? { ...rest, translations } : rest) as B;
}

function nest(found: [string, unknown][], mode: 'create' | 'update') {
  const out: Record<string, Record<string, string | null>> = {};
  for (const [name, value] of found) {
    const [language, key] = name.slice(PREFIX.length).split('.');
    if (!language || !key) continue;
    const v = typeof value === 'string' && value.trim() ? value.trim() : null;
    if (v === null && mode === 'create') continue;
    (out[language] ??= {})[key] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The kit's endpoints, with the translation fields sent as the one `translations` object. */
export function withTranslations<T extends BaseRecord>(endpoints: ResourceEndpoints<T>): ResourceEndpoints<T> {
  return {
    ...endpoints,
    addArg: (body) => endpoints.addArg(nestTranslations(body, 'create')),
    updateArg: (id, changes, version) => endpoints.updateArg(id, nestTranslations(changes, 'update'), version),
  };
}
