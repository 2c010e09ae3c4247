/**
 * The kitchen's words outside components (card lines, ticket and label text, the production sheet's
 * subtitle): read from the catalogue in the language shown now, so a screen that re-renders on a language
 * change (it calls useTranslation) shows them in the new language. Enumeration values (statuses, order
 * types, payment methods, allergens) are translated by value; the server's English label is the fallback.
 */
import type { DateTime } from 'luxon';
import { currentLanguage, dateLocale, i18n, isolate, localizedName, type NameTranslations } from '../../i18n';
import { DATE_FORMAT, formatTime } from '../../lib/dates';
import { inZone, zoneLabel } from '../../lib/zones';

type Options = Record<string, unknown>;

/** A message by its full key (`kitchen:board.title`), for keys made from a value (`kitchen:status.pending`). */
export function say(key: string, options?: Options): string {
  return (i18n.t as (key: string, options?: Options) => string)(key, options);
}

export { isolate };

/** A message made from an enumeration value, else `fallback` (the server's label), else the value. */
function byValue(prefix: string, value: string, fallback?: string | null): string {
  const key = `${prefix}.${value}`;
  // English shows the server's own label (the source wording); other languages their catalogue's.
  if (fallback && currentLanguage() === 'en') return fallback;
  return i18n.exists(key) ? say(key) : fallback || value;
}

/** An order status in words ('Processing'); the settings' label when the catalogue lacks the value. */
export const statusWord = (value: string, fallback?: string | null) =>
  byValue('words:enums.order_statuses', value, fallback);
/** An order type in words ('Delivery'). */
export const typeWord = (value: string, fallback?: string | null) =>
  byValue('words:enums.order_types', value, fallback);
/** A payment method in words ('Cash'). */
export const paymentWord = (value: string, fallback?: string | null) =>
  byValue('words:enums.order_payment_methods', value, fallback);
/** An allergen in words, in lower case as "Contains: …" writes it ('tree nuts'). */
export const allergenWord = (value: string, fallback?: string | null) =>
  byValue('words:enums.product_allergens', value, fallback).toLocaleLowerCase(currentLanguage());

/** "Contains: sesame, milk" in the language shown (allergens by value); null when there is none. */
export function containsWords(
  allergens: readonly string[] | undefined,
  labels: readonly { value: string; label: string }[] = [],
): string | null {
  if (!allergens?.length) return null;
  const words = allergens.map((code) => allergenWord(code, labels.find((o) => o.value === code)?.label ?? code));
  return say('printing:contains', { list: words.join(say('printing:listSeparator')) });
}

/** A date-time with luxon's month and day names in the language shown ('Tue' → 'الثلاثاء', 'mar.'). */
export const localized = (dt: DateTime) => dt.setLocale(dateLocale(currentLanguage()));

/** 'Tue 24/11' in the language shown. */
export const shortDay = (dt: DateTime) => localized(dt).toFormat('ccc dd/LL');
/** 'Tue 24/11/2026' in the language shown. */
export const longDay = (dt: DateTime) => localized(dt).toFormat('ccc dd/LL/yyyy');

/** '24/11/2026 at 12:30 pm', then '(Asia/Beirut)' when the browser is elsewhere; '' when missing. */
export function dateTimeInZone(iso: string | null | undefined, zone: string, browser?: string): string {
  const dt = inZone(iso, zone);
  if (!dt) return '';
  const text = say('kitchen:time.dateAt', { date: dt.toFormat(DATE_FORMAT), time: isolate(formatTime(dt)) });
  const label = zoneLabel(zone, browser);
  return label ? `${text} ${label}` : text;
}

/**
 * Translations of a name as the contract sends them, read structurally (the generated types may lack
 * them): `<thing>_translations` beside the name, else `translations` on the record itself.
 */
export function translationsOf(record: unknown, thing?: string): NameTranslations | null {
  if (!record || typeof record !== 'object') return null;
  const r = record as Record<string, unknown>;
  const value = (thing ? r[`${thing}_translations`] : undefined) ?? r.translations;
  return value && typeof value === 'object' ? (value as NameTranslations) : null;
}

/** A product, variation, category or addon name in the language shown, else its own name. */
export function nameIn(name: string, translations: NameTranslations | null | undefined): string {
  return localizedName(name, translations, currentLanguage());
}

interface ItemLike {
  name?: string | null;
  product?: { name: string } | null;
  product_variation?: { name: string } | null;
  addons?: ReadonlyArray<{ name: string }> | null;
}

/**
 * An order item's product name in the language shown: the item's own name when it was renamed on the
 * order (a free text, shown as written), else the product's translated name.
 */
export function itemProductName(item: ItemLike, fallback = ''): string {
  const productName = item.product?.name;
  const own = item.name?.trim();
  if (own && productName && own !== productName.trim()) return own;
  const name = own || productName;
  if (!name) return fallback;
  return nameIn(name, translationsOf(item, 'product') ?? translationsOf(item.product));
}

/** The variation's name in the language shown. */
export function variationName(item: ItemLike): string | null {
  const variation = item.product_variation;
  if (!variation?.name) return null;
  return nameIn(variation.name, translationsOf(item, 'product_variation') ?? translationsOf(variation));
}

/** An addon's name in the language shown. */
export const addonName = (addon: { name: string }) =>
  nameIn(addon.name, translationsOf(addon, 'addon') ?? translationsOf(addon));

/** What was chosen for an item, in one line and the language shown: "Large · + Extra toum"; null for none. */
export function choicesText(item: ItemLike): string | null {
  const variation = variationName(item);
  const parts = [...(variation ? [variation] : []), ...(item.addons ?? []).map((a) => `+ ${addonName(a)}`)];
  return parts.length ? parts.join(' · ') : null;
}
