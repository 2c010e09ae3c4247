/**
 * The kitchen's timing figures as people read them: minutes to one decimal (the server's precision), shares
 * as whole percents. Pure: the number locale is an argument (`numberLocale(language)`).
 */

const minuteFormats = new Map<string, Intl.NumberFormat>();
const shareFormats = new Map<string, Intl.NumberFormat>();

function format(cache: Map<string, Intl.NumberFormat>, locale: string, options: Intl.NumberFormatOptions) {
  let f = cache.get(locale);
  if (!f) cache.set(locale, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/** 12.5 → '12.5' (French '12,5'), 12 → '12': one decimal at most, none when it is 0. */
export function minutesText(minutes: number, locale: string): string {
  return format(minuteFormats, locale, { maximumFractionDigits: 1 }).format(minutes);
}

/** 0.94 → '94%' (French '94 %'); '–' when there is no share. */
export function shareText(share: number | null, locale: string): string {
  if (share === null) return '–';
  return format(shareFormats, locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
