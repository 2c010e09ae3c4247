/** Text of the dashboard's figures: rates, minutes, hours and status names. */
import type { OnTimeRate, PrepTime } from '../../../api/generated/orders';
import type { EnumOption } from '../../settings/settingsSlice';

/** 0.8571 → '86%'; '–' when there is no rate. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)}%`;
}

/** '6 of 7 delivered orders on time'; 'No delivered orders yet' when none. */
export function describeOnTime(r: OnTimeRate): string {
  return r.delivered
    ? `${r.on_time} of ${r.delivered} delivered ${r.delivered === 1 ? 'order' : 'orders'} on time`
    : 'No delivered orders yet';
}

/** 23.46 → '23 min'; '–' when nothing was timed. */
export function formatMinutes(minutes: number | null): string {
  return minutes === null ? '–' : `${Math.round(minutes)} min`;
}

/** 'Average of 4 orders'; 'No order has been ready yet' when none. */
export function describePrep(p: PrepTime): string {
  return p.orders ? `Average of ${p.orders} ${p.orders === 1 ? 'order' : 'orders'}` : 'No order has been ready yet';
}

/** 0 → '00:00', 13 → '13:00' (the production sheet's hours). */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The settings' label of a status, else `ready_for_pickup` → 'Ready For Pickup' (as the settings label them). */
export function statusLabel(status: string, options: readonly EnumOption[] | undefined): string {
  const named = options?.find((o) => o.value === status)?.label;
  if (named) return named;
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
