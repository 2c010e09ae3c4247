import { DateTime } from 'luxon';
import { greetingFor } from '../../lib/dates';
import { zoneLabel } from '../../lib/zones';

/**
 * The dashboard's greeting line on the business's clock: the hour and the day of `now` in `zone` (the
 * kitchen's, where the day's figures are counted), the zone named when the browser is elsewhere:
 * 'Good morning · Friday, 27 November 2026 (Asia/Beirut)'.
 */
export function greetingLine(now: number, zone: string, browser?: string): string {
  const local = DateTime.fromMillis(now, { zone });
  return `${greetingFor(local)} · ${local.toFormat('cccc, d LLLL yyyy')} ${zoneLabel(zone, browser)}`.trim();
}
