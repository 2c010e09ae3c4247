/**
 * How long an open order has waited since it was created, and how urgent that makes it. Cards turn to
 * a warning and then an urgent style, always with words and an icon as well as colour.
 */

/** Minutes of waiting after which an open order is shown as late (warning) and then urgent. */
export const WARNING_AFTER_MIN = 10;
export const URGENT_AFTER_MIN = 20;

export type Urgency = 'normal' | 'warning' | 'urgent';

/** Whole minutes since `createdIso` (0 for a time in the future or an unreadable one). */
export function minutesSince(createdIso: string, now: number): number {
  const created = Date.parse(createdIso);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((now - created) / 60_000));
}

export function urgencyOf(minutes: number): Urgency {
  if (minutes >= URGENT_AFTER_MIN) return 'urgent';
  if (minutes >= WARNING_AFTER_MIN) return 'warning';
  return 'normal';
}

export const URGENCY_LABEL: Record<Urgency, string> = { normal: 'On time', warning: 'Late', urgent: 'Urgent' };

/** '0 min', '45 min', '1 h 05 min', '2 d 3 h'. */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}
