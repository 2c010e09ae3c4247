/** Text for the board: order numbers, labels, and times in the outlet's zone. */
import { DateTime } from 'luxon';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { formatDateTime } from '../../lib/dates';

export { orderNumber } from '../../lib/orderNumber';

/** `ready_for_pickup` → 'Ready For Pickup' (the settings enumerations label values the same way). */
export function labelOf(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

const inZone = (iso: string | null | undefined, zone: string) => {
  if (!iso) return null;
  const dt = DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone);
  return dt.isValid ? dt : null;
};

/** 'DD/MM/YYYY at hh:mm a' in the outlet's zone; '' when missing. */
export function formatInZone(iso: string | null | undefined, zone: string): string {
  const dt = inZone(iso, zone);
  return dt ? formatDateTime(dt) : '';
}

/** 'hh:mm a' in the outlet's zone, with the date only when it is not `today` ('YYYY-MM-DD'). */
export function formatDue(iso: string | null | undefined, zone: string, today: string): string {
  const dt = inZone(iso, zone);
  if (!dt) return '';
  const time = `${dt.toFormat('hh:mm')} ${dt.hour < 12 ? 'am' : 'pm'}`;
  return dt.toISODate() === today ? time : `${dt.toFormat('dd/LL')} ${time}`;
}

/**
 * The card's time line: the completion time when delivered, nothing when cancelled, the
 * created date otherwise.
 */
export function cardTime(
  order: Pick<KitchenOrder, 'status' | 'completed_at' | '__date_created'>,
  zone: string,
): { label: string; value: string } | null {
  if (order.status === 'cancelled') return null;
  if (order.status === 'delivered') {
    const value = formatInZone(order.completed_at, zone);
    return value ? { label: 'Delivered', value } : null;
  }
  const value = formatInZone(order.__date_created, zone);
  return value ? { label: 'Created', value } : null;
}
