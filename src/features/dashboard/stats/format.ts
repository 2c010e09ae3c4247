/** Text of the dashboard's figures: rates, minutes, hours and status names, in the language shown. */
import type { OnTimeRate, PrepTime } from '../../../api/generated/orders';
import { currentLanguage, i18n, numberLocale, type Language } from '../../../i18n';
import { enumLabel } from '../../../components/resource/text';
import type { EnumOption } from '../../settings/settingsSlice';
import { shareText } from '../../../lib/timing';

/** 0.8571 → '86%' (French '86 %'); '–' when there is no rate. */
export function formatRate(rate: number | null, language: Language = currentLanguage()): string {
  return shareText(rate, numberLocale(language));
}

/** '6 of 7 delivered orders on time'; 'No delivered orders yet' when none. */
export function describeOnTime(r: OnTimeRate): string {
  return r.delivered
    ? i18n.t('dashboard:stats.onTime', { count: r.delivered, onTime: r.on_time })
    : i18n.t('dashboard:stats.noDelivered');
}

/** 23.46 → '23 min'; '–' when nothing was timed. */
export function formatMinutes(minutes: number | null): string {
  return minutes === null ? '–' : i18n.t('dashboard:stats.minutes', { count: Math.round(minutes) });
}

/** 'Average of 4 orders'; 'No order has been ready yet' when none. */
export function describePrep(p: PrepTime): string {
  return p.orders ? i18n.t('dashboard:stats.average', { count: p.orders }) : i18n.t('dashboard:stats.noneReady');
}

/** 0 → '00:00', 13 → '13:00' (the production sheet's hours). */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * A status in the language shown (`words:enums.order_statuses.<status>`); in English, or for a status the
 * catalogue lacks, the settings' label, else `ready_for_pickup` → 'Ready For Pickup' (as the settings label them).
 */
export function statusLabel(status: string, options: readonly EnumOption[] | undefined): string {
  const named =
    options?.find((o) => o.value === status)?.label ??
    status
      .split('_')
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' ');
  return enumLabel('order_statuses', status, named);
}
