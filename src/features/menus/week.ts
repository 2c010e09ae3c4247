import { DateTime } from 'luxon';

/** The current week, Monday to Sunday, in `zone` (the outlet's time zone), as YYYY-MM-DD; menu generation's default. */
export function currentWeek(now: Date | number, zone?: string | null): { from: string; to: string } {
  let local = DateTime.fromMillis(typeof now === 'number' ? now : now.getTime());
  if (zone) {
    const zoned = local.setZone(zone);
    if (zoned.isValid) local = zoned;
  }
  const monday = local.startOf('day').minus({ days: local.weekday - 1 });
  return { from: monday.toISODate()!, to: monday.plus({ days: 6 }).toISODate()! };
}

/** Number of days from `from` to `to` inclusive (0 when the range is empty or invalid). */
export function daysInRange(from: string, to: string): number {
  const a = DateTime.fromISO(from);
  const b = DateTime.fromISO(to);
  if (!a.isValid || !b.isValid || b < a) return 0;
  return Math.round(b.diff(a, 'days').days) + 1;
}

/** The selected products, capped at `limit` (100 by default). */
export function toggleSelected<T extends { id: number }>(selected: T[], item: T, on: boolean, limit = 100): T[] {
  const has = selected.some((s) => s.id === item.id);
  if (on && !has) return selected.length >= limit ? selected : [...selected, item];
  if (!on && has) return selected.filter((s) => s.id !== item.id);
  return selected;
}
