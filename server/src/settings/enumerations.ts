import type { Schemas } from '../http/contract-types';
import { currentZoneName } from './zone-names';

/**
 * The enumerations (order statuses, product statuses, time zones, roles, ...), served by `misc/settings`
 * as `[{value, label}]`. Values are the wire values the contract (openapi/openapi.yaml) accepts, checked
 * against its types: a value the contract lacks, or a contract value missing here, does not compile.
 * Labels are for people.
 */
const contractEnum =
  <T extends string>() =>
  <const V extends readonly T[]>(
    values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : { missing: Exclude<T, V[number]> }),
  ): V =>
    values;

export const ORDER_STATUSES = contractEnum<Schemas['OrderStatus']>()([
  'pending',
  'processing',
  'ready_for_pickup',
  'on_the_way',
  'delivered',
  'cancelled',
]);
export const ORDER_TYPES = contractEnum<Schemas['OrderType']>()(['pick_up', 'delivery', 'dine_in']);
export const ORDER_PAYMENT_METHODS = contractEnum<Schemas['PaymentMethod']>()(['cash', 'card', 'on_account']);
export const PRODUCT_STATUSES = contractEnum<Schemas['PublishStatus']>()(['draft', 'publish']);
export const CATEGORY_STATUSES = PRODUCT_STATUSES;
export const PRODUCT_STOCK_STATUSES = contractEnum<Schemas['StockStatus']>()(['available', 'unavailable']);
export const ADD_ON_TYPES = contractEnum<Schemas['AddonType']>()(['extra', 'side', 'sauce', 'drink']);
/** The 14 allergens of EU Regulation 1169/2011 (Annex II), in the regulation's order, with short labels. */
export const PRODUCT_ALLERGEN_LABELS = {
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soy',
  milk: 'Milk',
  nuts: 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
} as const satisfies Record<Schemas['Allergen'], string>;
export const PRODUCT_ALLERGENS = contractEnum<Schemas['Allergen']>()([
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
]);
export const PRODUCT_DIETARY = contractEnum<Schemas['DietaryFlag']>()(['vegetarian', 'vegan', 'halal', 'spicy']);
export const USER_ROLES = contractEnum<Schemas['UserRole']>()(['administrator', 'manager', 'kitchen_staff', 'viewer']);
/** The languages the product speaks, English (the source) first. */
export const LANGUAGES = contractEnum<Schemas['Language']>()(['en', 'ar', 'fr']);
export type Language = Schemas['Language'];
/** Each language named in itself, as a language picker shows it. */
export const LANGUAGE_LABELS = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
} as const satisfies Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The languages, each labelled in itself. */
export function languageOptions(): EnumOption[] {
  return LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
}

/** The outlets' default zone, listed first. */
export const DEFAULT_TIME_ZONE = 'Asia/Beirut';

export type EnumOption = Schemas['EnumOption'];

/** `ready_for_pickup` → `Ready For Pickup`. */
export function labelOf(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

export function options(values: readonly string[]): EnumOption[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

/** Allergen options labelled for people ("nuts" → "Tree nuts"). */
export function allergenOptions(): EnumOption[] {
  return PRODUCT_ALLERGENS.map((value) => ({ value, label: PRODUCT_ALLERGEN_LABELS[value] }));
}

/**
 * Every IANA zone the runtime knows, by its current name (Asia/Kolkata, not Asia/Calcutta), Asia/Beirut
 * first and the rest in alphabetical order, labelled "Asia/Beirut" → "Asia / Beirut".
 */
export function timeZoneOptions(): EnumOption[] {
  timeZones ??= listTimeZones();
  return [...timeZones];
}

/**
 * Made once per process: the runtime's zones do not change while it runs, and naming each one takes an
 * `Intl.DateTimeFormat` (some 420 of them): made per request, that was most of the settings request's CPU,
 * and every page load makes that request.
 */
let timeZones: readonly EnumOption[] | undefined;

function listTimeZones(): readonly EnumOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone').map((zone) => currentZoneName(zone) ?? zone));
  zones.add('UTC');
  zones.delete(DEFAULT_TIME_ZONE);
  return [DEFAULT_TIME_ZONE, ...[...zones].sort()].map((value) =>
    Object.freeze({ value, label: value.replace(/_/g, ' ').replace(/\//g, ' / ') }),
  );
}
