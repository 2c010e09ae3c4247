/**
 * One clock: every date-time is shown and entered in the business's zone, never the browser's: a record's
 * outlet's time zone (an order's, a menu's, an outlet's own), else the kitchen's zone from the settings
 * (the zone most outlets use). It carries the zone's name when the browser is in another zone, so one
 * instant reads the same on every screen, and "today" is the business's day.
 */
import { DateTime, IANAZone } from 'luxon';
import { API_DATE_FORMAT, DATE_FORMAT, formatTime } from './dates';
import { currentLanguage, i18n } from '../i18n/i18n';
import { isolate } from '../i18n/isolate';

/** The outlets' default zone (first of outlet_time_zones). */
export const DEFAULT_TIME_ZONE = 'Asia/Beirut';

/** What the rule reads of an order: its outlet, embedded with the outlet's zone. */
export interface ZonedOrder {
  outlet?: { id: number; time_zone?: string | null } | null;
}

/** What the rule reads of the settings: the kitchen's zone, else the first outlet zone. */
export interface ZoneSettings {
  kitchen_time_zone?: unknown;
  outlet_time_zones?: unknown;
}

/**
 * A zone name the browser knows. Read from luxon's cached zone (`IANAZone.isValidZone` builds an
 * Intl.DateTimeFormat on every call: 37-49 ms of each page load, profiled on /products).
 */
export const isKnownZone = (zone: unknown): zone is string =>
  typeof zone === 'string' && zone !== '' && IANAZone.create(zone).isValid;

/** The browser's own zone. */
export const browserZone = (): string => DateTime.local().zoneName ?? 'UTC';

/** The kitchen's zone: settings.kitchen_time_zone, else the first outlet zone, else Asia/Beirut. */
export function kitchenZone(settings: ZoneSettings | null | undefined): string {
  if (isKnownZone(settings?.kitchen_time_zone)) return settings.kitchen_time_zone;
  const zones = settings?.outlet_time_zones;
  const first: unknown = Array.isArray(zones) ? (zones[0] as { value?: unknown } | undefined)?.value : undefined;
  return isKnownZone(first) ? first : DEFAULT_TIME_ZONE;
}

/**
 * The zone an order's times are shown and entered in: its outlet's zone (as embedded in the order, or
 * from `outlets` when the embedded outlet does not carry one), else the kitchen's zone.
 */
export function zoneForOrder(
  order: ZonedOrder | null | undefined,
  outlets: readonly { id: number; time_zone?: string | null }[] | null | undefined,
  settings: ZoneSettings | null | undefined,
): string {
  const outlet = order?.outlet;
  if (isKnownZone(outlet?.time_zone)) return outlet.time_zone;
  const listed = outlet ? outlets?.find((o) => o.id === outlet.id)?.time_zone : undefined;
  return isKnownZone(listed) ? listed : kitchenZone(settings);
}

/**
 * The zone a record's dates are shown in: its outlet's (embedded), else the kitchen's. An order's, a
 * menu's or an employee's created date reads in the outlet's zone; an organization's in the kitchen's.
 */
export function businessZone(record: object | null | undefined, settings: ZoneSettings | null | undefined): string {
  const outlet: unknown = record && 'outlet' in record ? record.outlet : null;
  const zone: unknown = outlet && typeof outlet === 'object' && 'time_zone' in outlet ? outlet.time_zone : null;
  return isKnownZone(zone) ? zone : kitchenZone(settings);
}

/** An outlet's own zone, else the kitchen's. */
export const outletZone = (outlet: { time_zone?: string | null }, settings: ZoneSettings | null | undefined) =>
  isKnownZone(outlet.time_zone) ? outlet.time_zone : kitchenZone(settings);

/** Today in `zone`, 'YYYY-MM-DD' (`now`: the instant, default the current one). */
export const todayIn = (zone: string, now: number = Date.now()): string =>
  DateTime.fromMillis(now, { zone }).toFormat(API_DATE_FORMAT);

/** The runtime's own name of a zone, so two names of one zone (UTC and Etc/UTC) compare equal. */
const canonical = (zone: string) => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
};
const sameZone = (a: string, b: string) => a === b || canonical(a) === canonical(b);

/** '(Asia/Beirut)' when `zone` is not the browser's zone; '' when it is. */
export function zoneLabel(zone: string, browser: string = browserZone()): string {
  return sameZone(zone, browser) ? '' : `(${zone})`;
}

/** An instant from the API (ISO 8601) seen in `zone`; null when missing or invalid. */
export function inZone(iso: string | null | undefined, zone: string): DateTime | null {
  if (!iso) return null;
  const dt = DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone);
  return dt.isValid ? dt : null;
}

const labelled = (text: string, zone: string, browser?: string) => {
  const label = zoneLabel(zone, browser);
  return label ? `${text} ${label}` : text;
};

/** '24/11/2026 at 12:30 pm' ('… الساعة …' in Arabic, '… à …' in French: kit:dates.at). */
function dateAtTime(date: string, time: string): string {
  if (currentLanguage() === 'en' || !i18n.exists('kit:dates.at')) return `${date} at ${time}`;
  return (i18n.t as (key: string, options: object) => string)('kit:dates.at', { date, time });
}

/**
 * '24/11/2026 at 12:30 pm', then '(Asia/Beirut)' when the browser is elsewhere; '' when missing. In right to
 * left the time is isolated: inside Arabic '12:30 pm' would otherwise be drawn 'pm 12:30'.
 */
export function formatDateTimeInZone(iso: string | null | undefined, zone: string, browser?: string): string {
  const dt = inZone(iso, zone);
  return dt ? labelled(dateAtTime(dt.toFormat(DATE_FORMAT), isolate(formatTime(dt))), zone, browser) : '';
}

/** '12:30 pm' (isolated in right to left), then '(Asia/Beirut)' when the browser is elsewhere; '' when missing. */
export function formatTimeInZone(iso: string | null | undefined, zone: string, browser?: string): string {
  const dt = inZone(iso, zone);
  return dt ? labelled(isolate(formatTime(dt)), zone, browser) : '';
}

/** The wall clock of an instant in `zone`: date 'YYYY-MM-DD' and time 'HH:mm'; null when missing. */
export function wallClock(iso: string | null | undefined, zone: string): { date: string; time: string } | null {
  const dt = inZone(iso, zone);
  return dt ? { date: dt.toFormat(API_DATE_FORMAT), time: dt.toFormat('HH:mm') } : null;
}

/**
 * The instant (ISO 8601 in UTC) a wall clock in `zone` names: date 'YYYY-MM-DD', time 'HH:mm'. A time
 * the clocks skip (a daylight-saving gap) moves forward by the gap; a time that happens twice (the hour
 * clocks go back) is its later occurrence. Null when the date or time is not one.
 */
export function instantOf(date: string, time: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const dt = DateTime.fromISO(`${date}T${time}`, { zone });
  return dt.isValid ? dt.toUTC().toISO() : null;
}
