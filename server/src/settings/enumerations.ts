/**
 * The enumerations of DESIGN.md §2, served by `misc/settings` as `[{value, label}]`. Values are the
 * wire values the contract (openapi/openapi.yaml) accepts; labels are for people.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'ready_for_pickup', 'on_the_way', 'delivered', 'cancelled'] as const;
export const ORDER_TYPES = ['pick_up', 'delivery', 'dine_in'] as const;
export const ORDER_PAYMENT_METHODS = ['cash', 'card', 'on_account'] as const;
export const PRODUCT_STATUSES = ['draft', 'publish'] as const;
export const CATEGORY_STATUSES = PRODUCT_STATUSES;
export const PRODUCT_STOCK_STATUSES = ['available', 'unavailable'] as const;
export const ADD_ON_TYPES = ['extra', 'side', 'sauce', 'drink'] as const;
export const USER_ROLES = ['administrator', 'manager', 'kitchen_staff', 'viewer'] as const;

/** The outlets' default zone, listed first. */
export const DEFAULT_TIME_ZONE = 'Asia/Beirut';

export interface EnumOption {
  value: string;
  label: string;
}

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

/** Every IANA zone the runtime knows, Asia/Beirut first, labelled "Asia/Beirut" → "Asia / Beirut". */
export function timeZoneOptions(): EnumOption[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((z) => z !== DEFAULT_TIME_ZONE);
  if (!zones.includes('UTC')) zones.push('UTC');
  return [DEFAULT_TIME_ZONE, ...zones].map((value) => ({ value, label: value.replace(/_/g, ' ').replace(/\//g, ' / ') }));
}
