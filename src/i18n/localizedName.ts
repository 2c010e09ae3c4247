import type { Language } from './languages';

/**
 * Names a product, category or addon carries in the menu's other languages, as the contract sends them:
 * `translations` on the resource itself, `<thing>_translations` beside a `<thing>_name` elsewhere
 * (`{"ar": {"name": "…"}, "fr": {"name": "…", "description": "…"}}`).
 */
export type NameTranslations = Partial<Record<'ar' | 'fr', { name?: string | null; description?: string | null }>>;

/** The name in the viewer's language when the record carries one, else its default (English) name. */
export function localizedName(
  name: string,
  translations: NameTranslations | null | undefined,
  language: Language,
): string {
  if (language === 'en') return name;
  return translations?.[language]?.name?.trim() || name;
}

/** As localizedName, for a product's description. */
export function localizedDescription(
  description: string | null | undefined,
  translations: NameTranslations | null | undefined,
  language: Language,
): string | null | undefined {
  if (language === 'en') return description;
  return translations?.[language]?.description?.trim() || description;
}
