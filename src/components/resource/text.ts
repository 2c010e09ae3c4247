import { Info } from 'luxon';
import { currentLanguage, dateLocale, i18n, type Language } from '../../i18n';

/**
 * Words the kit builds from data: enum values by value (`words:enums.<settingsKey>.<value>`), counted
 * records by a resource's plural key (`words:resources.products.count`). Outside React, so they read the
 * language shown now; components that call them subscribe with useTranslation.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;
const t: Translate = (key, options) => (i18n.t as Translate)(key, options);

/**
 * The label of a settings enumeration's value in the language shown: the catalogue's
 * `words:enums.<settingsKey>.<value>`, else the server's label. English keeps the server's label.
 */
export function enumLabel(settingsKey: string, value: string, serverLabel: string): string {
  if (currentLanguage() === 'en' || !i18n.isInitialized) return serverLabel;
  const key = `words:enums.${settingsKey}.${value}`;
  return i18n.exists(key) ? t(key) : serverLabel;
}

/**
 * "3 products": `count` with the noun in the number its language needs, from a plural catalogue key
 * (`words:resources.products.count`); without one, the English nouns given ('product', 'products').
 */
export function countText(pluralKey: string | undefined, count: number, one: string, other: string): string {
  if (pluralKey && (i18n.exists(`${pluralKey}_other`) || i18n.exists(`${pluralKey}_one`)))
    return t(pluralKey, { count });
  return `${count} ${count === 1 ? one : other}`;
}

/** `t` for kit code outside components (toasts, sentences built in hooks). */
export const kitT: Translate = t;

/** "3 products" for a resource config (its `count` key, else its singular and entity nouns). */
export function recordsText(
  config: { count?: string; singular: string; entity: string },
  count: number,
  translate: (text: string) => string,
): string {
  return countText(config.count, count, translate(config.singular).toLowerCase(), translate(config.entity));
}

/** ', ' between the items of a list in a sentence ('، ' in Arabic). */
export const listSeparator = () => (currentLanguage() === 'ar' ? '، ' : ', ');

/**
 * Day names Sunday first (as `weekdays` fields hold them: 0 = Sunday), in the language shown
 * (luxon with dateLocale: 'الأحد', 'dimanche'); English 'Sunday'…'Saturday'.
 */
export function weekdayNames(language: Language = currentLanguage()): string[] {
  const names = Info.weekdays('long', { locale: dateLocale(language) }); // Monday first
  return [names[6], ...names.slice(0, 6)];
}

/** The English denial the access check gives ('Missing Required AUthorization', spec text, typo included). */
const DENIAL = 'Missing Required AUthorization';

/**
 * Why an action is denied, in the language shown: a catalogue key or text from the access check, the
 * spec's English denial as `words:access.missing`; no reason at all is that denial too.
 */
export function accessReasonText(reason: string | undefined): string {
  const key = !reason || reason === DENIAL ? 'words:access.missing' : reason;
  return i18n.exists(key) ? t(key) : key;
}

export { isolate } from '../../i18n/isolate';
