import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Schemas } from '../http/contract-types';
import type { OperationHandler } from '../http/operation';
import {
  ADD_ON_TYPES,
  CATEGORY_STATUSES,
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_STATUSES,
  USER_ROLES,
  PRODUCT_DIETARY,
  allergenOptions,
  languageOptions,
  options,
  timeZoneOptions,
  DEFAULT_TIME_ZONE,
} from './enumerations';
import { outletTimeZoneCounts } from './settings-repository';

export type Settings = Schemas['Settings'];

/**
 * App settings for the client. `app_logo` and `primary_color_dark` are null: no logo is configured
 * and the client derives the dark colour by lightening each channel of the primary one by 20 (of 255).
 */
export function buildSettings(config: ServerConfig, kitchenTimeZone: string): Settings {
  return {
    app_name: config.appName,
    app_logo: null,
    primary_color: config.primaryColor,
    primary_color_dark: null,
    user_roles: options(USER_ROLES),
    add_on_types: options(ADD_ON_TYPES),
    category_statuses: options(CATEGORY_STATUSES),
    order_statuses: options(ORDER_STATUSES),
    order_types: options(ORDER_TYPES),
    order_payment_methods: options(ORDER_PAYMENT_METHODS),
    outlet_time_zones: timeZoneOptions(),
    kitchen_time_zone: kitchenTimeZone,
    product_statuses: options(PRODUCT_STATUSES),
    product_stock_statuses: options(PRODUCT_STOCK_STATUSES),
    product_allergens: allergenOptions(),
    product_dietary: options(PRODUCT_DIETARY),
    languages: languageOptions(),
    vat_rate: config.vatRate,
    company_name: config.companyName || null,
    company_address: config.companyAddress || null,
    company_tax_number: config.companyTaxNumber || null,
    standing_order_horizon_days: config.standingOrderHorizonDays,
  };
}

/**
 * The zone the kitchen board counts its days in (Today, Tomorrow): the one most outlets use, ties going to
 * the default outlet zone, then to the first name; the default zone when there are no outlets. In the
 * settings because every signed-in role needs it, and the kitchen role may not list outlets.
 */
export async function kitchenTimeZone(db: Kysely<Database>): Promise<string> {
  const isDefault = (zone: string) => Number(zone === DEFAULT_TIME_ZONE);
  const ranked = (await outletTimeZoneCounts(db)).sort(
    (a, b) => b.n - a.n || isDefault(b.zone) - isDefault(a.zone) || a.zone.localeCompare(b.zone),
  );
  return ranked[0]?.zone ?? DEFAULT_TIME_ZONE;
}

export const getSettings: OperationHandler = async (_req, _reply, ctx): Promise<Schemas['SettingsResponse']> => ({
  data: buildSettings(ctx.config, await kitchenTimeZone(ctx.db)),
});
