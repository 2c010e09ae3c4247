/** Text for the board: order numbers, labels, times in the order's zone, and what the board shows. */
import { DateTime } from 'luxon';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { formatTime } from '../../lib/dates';
import { inZone, zoneLabel } from '../../lib/zones';
import type { DateFilter, StatusFilter } from './filters';
import { dateTimeInZone, say, shortDay } from './words';

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
  return dateTimeInZone(iso, zone, browser);
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
 * An open order due on a day before `today` ('YYYY-MM-DD'), both in the order's zone, is carried over:
 * "Carried over from Thu 26/11". '' for any other order.
 */
export function carriedOverLabel(order: Pick<KitchenOrder, 'status' | 'date'>, zone: string, today: string): string {
  if (order.status !== 'pending' && order.status !== 'processing') return '';
  const due = inZone(order.date, zone);
  if (!due || due.toISODate()! >= today) return '';
  return say('kitchen:card.carriedOver', { day: shortDay(due) });
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
    return value ? { label: say('kitchen:card.deliveredAt'), value } : null;
  }
  const value = formatInZone(order.__date_created, zone, browser);
  return value ? { label: say('kitchen:card.createdAt'), value } : null;
}

/** The status group's label: 'Open', 'Completed', 'Cancelled'. */
export function statusFilterLabel(status: StatusFilter): string {
  return say(`kitchen:filters.status.${status}`);
}

/**
 * The days the board shows: 'Today (Tue 24/11)', 'Tomorrow (Wed 25/11)', a custom range as
 * '01/03/2026 – 05/03/2026' (one date when it is one day), 'Custom Date' while the range is incomplete.
 */
export function daysLabel(date: DateFilter, range: { from: string; to: string } | null, today: string): string {
  if (date === 'custom')
    return range
      ? [...new Set([range.from, range.to])].map((d) => DateTime.fromISO(d).toFormat('dd/LL/yyyy')).join(' – ')
      : say('kitchen:filters.date.custom');
  const day = shortDay(DateTime.fromISO(range?.from ?? today));
  return say('kitchen:board.daysWithDate', { days: say(`kitchen:filters.date.${date}`), day });
}

/** When the board last refreshed, 'hh:mm:ss am' in `zone`; the time never breaks before its am/pm. */
export function refreshedClock(at: number, zone: string): string {
  const dt = DateTime.fromMillis(at).setZone(zone);
  return `${dt.toFormat('hh:mm:ss')}\u00a0${dt.hour < 12 ? 'am' : 'pm'}`;
}
