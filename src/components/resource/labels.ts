import { currentLanguage, numberLocale, type Language } from '../../i18n';
/** Order numbers as # padded to 5 digits. */
export const pad5 = (n: unknown) => String(n ?? '').padStart(5, '0');

/** An amount with two decimal places ('6.50'); text that is not a number stays as it is. */
export const twoPlaces = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : String(value);
};

/** 'Falafel Wrap - 6.50$': a product is shown as name - price$, the price with two decimal places. */
export const productLabel = (p: { name?: unknown; price?: unknown }) =>
  `${String(p.name ?? '')} - ${twoPlaces(p.price)}$`;

/**
 * The list footer in English, 'N {entity} in total', with the noun in the number the count needs ('1 product').
 * Screens show `kit:list.total` with a plural count key instead (Pagination).
 */
export const totalText = (total: number, one: string, other: string) =>
  `${total} ${total === 1 ? one : other} in total`;

const formats = new Map<string, Intl.NumberFormat>();
/** USD with two places, grouped as the language groups numbers (English: '$6.50', as the spec shows it). */
function usd(language: Language): Intl.NumberFormat {
  const locale = language === 'en' ? 'en-US' : numberLocale(language);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * An amount in USD as people read it: '$6.50'; '' for no value or text that is not a number. In Arabic the
 * amount is written as Lebanese documents write dollars ('$6.50') and isolated left to right (U+2066 … U+2069),
 * so the sign stays before its digits inside a right-to-left line.
 */
export function formatMoney(value: unknown, language: Language = currentLanguage()): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(n)) return '';
  return language === 'ar' ? `\u2066${usd('en').format(n)}\u2069` : usd(language).format(n);
}
