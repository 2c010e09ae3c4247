/** Text for the board: order numbers, labels, and times in the order's zone. */
import type { KitchenOrder } from '../../api/generated/kitchen';
import { formatTime } from '../../lib/dates';
import { formatDateTimeInZone, inZone, zoneLabel } from '../../lib/zones';

export { orderNumber } from '../../lib/orderNumber';

/** `ready_for_pickup` → 'Ready For Pickup' (the settings enumerations label values the same way). */
export function labelOf(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'DD/MM/YYYY at hh:mm a' in the order's zone, named when not the browser's; '' when missing. */
export function formatInZone(iso: string | null | undefined, zone: string, browser?: string): string {
  return formatDateTimeInZone(iso, zone, browser);
}

/**
 * 'hh:mm a' in the order's zone, with the date only when it is not `today` ('YYYY-MM-DD'), and the
 * zone's name when it is not the browser's.
 */
export function formatDue(iso: string | null | undefined, zone: string, today: string, browser?: string): string {
  const dt = inZone(iso, zone);
  if (!dt) return '';
  const time = formatTime(dt);
  const text = dt.toISODate() === today ? time : `${dt.toFormat('dd/LL')} ${time}`;
  const label = zoneLabel(zone, browser);
  return label ? `${text} ${label}` : text;
}

/**
 * The card's time line: the completion time when delivered, nothing when cancelled, the
 * created date otherwise.
 */
export function cardTime(
  order: Pick<KitchenOrder, 'status' | 'completed_at' | '__date_created'>,
  zone: string,
  browser?: string,
): { label: string; value: string } | null {
  if (order.status === 'cancelled') return null;
  if (order.status === 'delivered') {
    const value = formatInZone(order.completed_at, zone, browser);
    return value ? { label: 'Delivered', value } : null;
  }
  const value = formatInZone(order.__date_created, zone, browser);
  return value ? { label: 'Created', value } : null;
}
