import type { Migration } from 'kysely';
import * as entities from './20261121000100_entities';
import * as auth from './20261121000200_auth';
import * as loginThrottle from './20261121000300_login_throttle';
import * as refreshKeyHistory from './20261121000350_refresh_key_history';
import * as scaleIndexes from './20261121000400_scale_indexes';
import * as rowCounts from './20261121000510_row_counts';
import * as productAllergens from './20261123000100_product_allergens';
import * as prepMinutes from './20261123230000_prep_minutes';
import * as orderItemChoices from './20261124000100_order_item_choices';
import * as productionIndexes from './20261124000200_production_indexes';
import * as jobResults from './20261124000300_job_results';
import * as changeNotify from './20261124001000_change_notify';
import * as changeHistory from './20261125000100_change_history';
import * as statsIndexes from './20261125000200_stats_indexes';
import * as currentZoneNames from './20261126233000_current_zone_names';
import * as userLanguage from './20261127000100_user_language';
import * as nameTranslations from './20261127000200_name_translations';
import * as idempotencyKeys from './20261128000100_idempotency_keys';
import * as variationTranslations from './20261129000100_variation_translations';
import * as stations from './20261130000100_stations';
import * as readyAtBackfill from './20261130000110_ready_at_backfill';
import * as jobOnceKeys from './20261201000100_job_once_keys';
import * as jobFiles from './20261201000200_job_files';
import * as billing from './20261202000100_billing';
import * as billingStatements from './20261203000100_billing_statements';
import * as orderCutoff from './20261204000200_order_cutoff';
import * as standingOrders from './20261204000100_standing_orders';

/**
 * Every migration, by frozen timestamp name, imported statically (works under tsx and ts-jest).
 * Add one line per new migration; never rename or edit a released one.
 */
export const migrations: Record<string, Migration> = {
  '20261121000100_entities': entities,
  '20261121000200_auth': auth,
  '20261121000300_login_throttle': loginThrottle,
  '20261121000350_refresh_key_history': refreshKeyHistory,
  '20261121000400_scale_indexes': scaleIndexes,
  '20261121000510_row_counts': rowCounts,
  '20261123000100_product_allergens': productAllergens,
  '20261123230000_prep_minutes': prepMinutes,
  '20261124000100_order_item_choices': orderItemChoices,
  '20261124000200_production_indexes': productionIndexes,
  '20261124000300_job_results': jobResults,
  '20261124001000_change_notify': changeNotify,
  '20261125000100_change_history': changeHistory,
  '20261125000200_stats_indexes': statsIndexes,
  '20261126233000_current_zone_names': currentZoneNames,
  '20261127000100_user_language': userLanguage,
  '20261127000200_name_translations': nameTranslations,
  '20261128000100_idempotency_keys': idempotencyKeys,
  '20261129000100_variation_translations': variationTranslations,
  '20261130000100_stations': stations,
  '20261130000110_ready_at_backfill': readyAtBackfill,
  '20261201000100_job_once_keys': jobOnceKeys,
  '20261201000200_job_files': jobFiles,
  '20261202000100_billing': billing,
  '20261203000100_billing_statements': billingStatements,
  '20261204000100_standing_orders': standingOrders,
  '20261204000200_order_cutoff': orderCutoff,
};
