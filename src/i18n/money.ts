import { currentLanguage } from './i18n';
import { numberLocale, type Language } from './languages';

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
