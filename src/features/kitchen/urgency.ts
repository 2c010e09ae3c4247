/**
 * How soon an open order must be started, from its fire time (`fire_at`: its due time less its longest
 * preparation time, served by the server) and its due time. Cards say it in words with an icon, never
 * colour alone; the urgency styles follow from it:
 *
 * - "Due in 1 h 20 min": the fire time is more than START_LEAD_MIN away (normal);
 * - "Start in 35 min": the fire time is within the next START_LEAD_MIN (normal, a heads-up);
 * - "Start now": from the fire time until the due time (warning);
 * - "Overdue 12 min": the due time has passed (urgent).
 *
 * An order due tomorrow with an ordinary preparation time is "Due in …" all today, never urgent.
 */
import { say } from './words';

/** An order whose fire time is less than this many minutes away reads "Start in …", not "Due in …". */
export const START_LEAD_MIN = 60;

export type Urgency = 'normal' | 'warning' | 'urgent';
export type DueKind = 'due' | 'start' | 'now' | 'overdue';

export interface DueState {
  kind: DueKind;
  urgency: Urgency;
  /** The card's words, e.g. "Start in 35 min". */
  text: string;
}

const MINUTE = 60_000;

/** '45 min', '1 h 05 min', '2 d 3 h' (whole minutes), in the language shown. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return say('kitchen:duration.minutes', { count: minutes });
  if (minutes < 24 * 60)
    return say('kitchen:duration.hoursMinutes', {
      hours: Math.floor(minutes / 60),
      minutes: String(minutes % 60).padStart(2, '0'),
    });
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return hours ? say('kitchen:duration.daysHours', { days, hours }) : say('kitchen:duration.days', { count: days });
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/**
 * The state of an open order due at `dueIso` to be started at `fireIso` (the due time when missing), at
 * `now` (ms). Durations count whole minutes, rounded up: 30 s to go reads "1 min", and 30 s past the due
 * time already reads "Overdue 1 min". Null when the order has no readable due time.
 */
export function dueState(
  fireIso: string | null | undefined,
  dueIso: string | null | undefined,
  now: number,
): DueState | null {
  const due = time(dueIso);
  if (Number.isNaN(due)) return null;
  const fire = Number.isNaN(time(fireIso)) ? due : Math.min(time(fireIso), due);
  if (now > due) {
    const late = Math.ceil((now - due) / MINUTE);
    return { kind: 'overdue', urgency: 'urgent', text: say('kitchen:due.overdue', { duration: formatDuration(late) }) };
  }
  if (now >= fire) return { kind: 'now', urgency: 'warning', text: say('kitchen:due.startNow') };
  const toFire = Math.ceil((fire - now) / MINUTE);
  if (toFire < START_LEAD_MIN)
    return { kind: 'start', urgency: 'normal', text: say('kitchen:due.startIn', { duration: formatDuration(toFire) }) };
  return {
    kind: 'due',
    urgency: 'normal',
    text: say('kitchen:due.dueIn', { duration: formatDuration(Math.ceil((due - now) / MINUTE)) }),
  };
}
