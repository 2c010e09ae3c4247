/** The languages the product speaks. English is the source every catalogue is translated from. */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const SOURCE_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The first of the given BCP 47 tags (as `navigator.languages`) whose language we speak; English otherwise. */
export function pickLanguage(preferred: readonly (string | null | undefined)[]): Language {
  for (const tag of preferred) {
    const primary = tag?.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}

export function directionOf(language: Language): Direction {
  return LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
}

/** Native name as the language menu shows it (`العربية`, `Français`). */
export function nativeName(language: Language): string {
  return LANGUAGES.find((l) => l.code === language)?.name ?? language;
}

/**
 * The locale for numbers (`Intl.NumberFormat`): Western digits in Arabic with `1,234.50` grouping, as Lebanese
 * business documents write amounts; French groups with spaces (`1 234,50`).
 */
export function numberLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language === 'fr' ? 'fr-LB' : 'en-GB';
}

/**
 * The locale for month and day names (luxon, `Intl.DateTimeFormat`): Lebanon's own month names in Arabic
 * (تشرين الثاني), Western digits. Numeric dates stay DD/MM/YYYY in every language.
 */
export function dateLocale(language: Language): string {
  return language === 'ar' ? 'ar-LB-u-nu-latn' : language === 'fr' ? 'fr-LB' : 'en-GB';
}
