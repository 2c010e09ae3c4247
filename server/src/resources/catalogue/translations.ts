/**
 * Names (and a product's description) in the menu's other languages: `{"ar": {"name": "…"}, "fr": {"name":
 * "…", "description": "…"}}`, stored as JSON text on products, categories and addons (null for none). English
 * is the record's own `name`. Blank texts and empty languages are dropped, so a stored value holds only real
 * names.
 */

/** The languages a record may carry names in besides its own (English) ones. */
export const TRANSLATION_LANGUAGES = ['ar', 'fr'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export type TranslatedText = { name?: string; description?: string };
export type Translations = Partial<Record<TranslationLanguage, TranslatedText>>;

/** The texts each kind of record translates. */
export const NAME_ONLY = ['name'] as const;
export const NAME_AND_DESCRIPTION = ['name', 'description'] as const;

function asObject(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Only the known languages and texts, non-blank (trimmed); null when nothing is left. */
export function normalizeTranslations(
  value: unknown,
  keys: readonly string[] = NAME_AND_DESCRIPTION,
): Translations | null {
  const object = asObject(value);
  if (!object) return null;
  const result: Translations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const texts = asObject(object[language]);
    if (!texts) continue;
    const kept: TranslatedText = {};
    for (const key of keys) {
      const text = texts[key];
      if (typeof text === 'string' && text.trim() !== '') kept[key as keyof TranslatedText] = text.trim();
    }
    if (Object.keys(kept).length) result[language] = kept;
  }
  return Object.keys(result).length ? result : null;
}

/**
 * An update's translations over the stored ones: each language and text sent replaces the stored one (blank
 * or null removes it), the others stay.
 */
export function mergeTranslations(stored: unknown, sent: unknown, keys: readonly string[]): Translations | null {
  const current = normalizeTranslations(stored, keys) ?? {};
  const changes = asObject(sent);
  if (!changes) return null;
  const merged: Record<string, Record<string, unknown>> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const base: Record<string, unknown> = { ...(current[language] ?? {}) };
    const change = asObject(changes[language]);
    if (change) for (const key of keys) if (Object.hasOwn(change, key)) base[key] = change[key];
    merged[language] = base;
  }
  return normalizeTranslations(merged, keys);
}

/** Stored text of translations (null for none). */
export function translationsText(value: Translations | null): string | null {
  return value ? JSON.stringify(value) : null;
}

/** A stored value (JSON text) → the API value; null for none or unreadable text. */
export function readTranslations(stored: unknown, keys: readonly string[] = NAME_AND_DESCRIPTION): Translations | null {
  return stored === null || stored === undefined ? null : normalizeTranslations(stored, keys);
}
