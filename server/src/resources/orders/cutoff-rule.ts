/**
 * The cut-off rule of orders (issue 32): after an order's cut-off, creating it or changing its items, date or
 * outlet is refused (409 `cut_off_passed`); an order due when its outlet is closed (`outlet_closed`) or sooner
 * than its lead time (`lead_time_not_met`) likewise. A holder of `order_cutoff::override` may write anyway with
 * `override_cutoff: true` and a `cutoff_reason`, kept in the order's history. A write after the cut-off marks the
 * order `late_change` (what changed), which the kitchen sees.
 */
import { nowIso } from '../../db/dialect';
import { HttpError, nowMs } from '../../http/operation';
import { badRequest } from '../engine/errors';
import type { ApiRecord, Db, HookContext, Row } from '../engine/types';
import { historyEnabled } from '../history/recorder';
import { insertHistory } from '../history/repository';
import {
  cutoffInstant,
  cutoffPassed,
  leadTimeNotMet,
  outletClosedAt,
  wallClock,
  weekdayNames,
  zoneOf,
  type OutletTiming,
} from './order-window';
import { findOutletTiming, setLateChange } from './repository';

export { OVERRIDE_CUTOFF as OVERRIDE_CAPABILITY } from '../../access/capabilities';
import { OVERRIDE_CUTOFF as OVERRIDE_CAPABILITY } from '../../access/capabilities';
export type LateChangeKind = 'created' | 'items' | 'date' | 'outlet';
const KIND_ORDER: readonly LateChangeKind[] = ['created', 'items', 'date', 'outlet'];

/** Where and when an order is due: its stored `date` and `outlet_id`. */
export interface Placement {
  date?: unknown;
  outlet_id?: unknown;
}

export interface WindowCheck {
  /** The order as stored; null while it is created. */
  before: Placement | null;
  /** The order as the write leaves it. */
  after: Placement;
  /** What the write changes. */
  changes: LateChangeKind[];
}

export interface WindowAnswer {
  /** Written after the cut-off: the order carries the late change mark. */
  late: boolean;
  /** Codes the override let through (empty without one). */
  overridden: string[];
  reason: string | null;
}

/** The override a body asks for, checked (403 without the capability, 400 without a reason); null when none. */
export function overrideReason(input: ApiRecord, ctx: HookContext): string | null {
  if (input.override_cutoff !== true) return null;
  if (!ctx.user?.capabilities.includes(OVERRIDE_CAPABILITY))
    throw new HttpError(
      403,
      'forbidden',
      "Only administrators and managers may write an order after its cut-off or outside its outlet's hours.",
    );
  const reason = typeof input.cutoff_reason === 'string' ? input.cutoff_reason.trim() : '';
  if (!reason) throw badRequest('cutoff_reason: is required with override_cutoff', { cutoff_reason: 'is required' });
  return reason;
}

async function timingOf(trx: Db, place: Placement | null): Promise<[string, OutletTiming] | null> {
  if (!place || place.date == null || place.outlet_id == null) return null;
  const outlet = await findOutletTiming(trx, Number(place.outlet_id));
  return outlet ? [String(place.date), outlet] : null;
}

function cutoffRefusal(due: string, outlet: OutletTiming): HttpError {
  const closes = cutoffInstant(due, outlet)!;
  return new HttpError(409, 'cut_off_passed', `Orders for this day closed on ${wallClock(closes)}.`, undefined, {
    closed_at: closes.toUTC().toISO(),
    /** The outlet's clock then, DD/MM/YYYY HH:mm, for a client's own words. */
    closed_at_local: closes.toFormat('dd/LL/yyyy HH:mm'),
    time_zone: zoneOf(outlet),
  });
}

function closedRefusal(outlet: OutletTiming): HttpError {
  const hours =
    outlet.opening_hours_from && outlet.opening_hours_to
      ? `open ${outlet.opening_hours_from}–${outlet.opening_hours_to}`
      : 'open all day';
  const holidays = weekdayNames(outlet);
  const days = holidays.length ? `, closed on ${holidays.join(', ')}` : '';
  return new HttpError(
    409,
    'outlet_closed',
    `The outlet is closed then: ${hours}${days} (${zoneOf(outlet)}).`,
    undefined,
    {
      hours:
        outlet.opening_hours_from && outlet.opening_hours_to
          ? `${outlet.opening_hours_from}–${outlet.opening_hours_to}`
          : null,
      opening_hours_from: outlet.opening_hours_from,
      opening_hours_to: outlet.opening_hours_to,
      holidays: JSON.parse(outlet.holidays ?? '[]'),
      time_zone: zoneOf(outlet),
    },
  );
}

function leadRefusal(outlet: OutletTiming): HttpError {
  return new HttpError(
    409,
    'lead_time_not_met',
    `This outlet needs orders at least ${outlet.lead_time_minutes} minutes before they are due.`,
    undefined,
    { lead_time_minutes: outlet.lead_time_minutes },
  );
}

/** Checks a write against the order's cut-off and outlet; throws the first refusal unless overridden. */
/** Whether the order's day has closed (its outlet's cut-off has passed) at `now`. */
export async function cutoffHasPassed(trx: Db, place: Placement, now: number): Promise<boolean> {
  const timing = await timingOf(trx, place);
  return timing !== null && cutoffPassed(timing[0], timing[1], now);
}

export async function checkOrderWindow(
  trx: Db,
  check: WindowCheck,
  input: ApiRecord,
  ctx: HookContext,
): Promise<WindowAnswer> {
  const reason = overrideReason(input, ctx);
  if (!check.changes.length) return { late: false, overridden: [], reason };
  const now = nowMs(ctx.app ?? {});
  const refusals: HttpError[] = [];
  for (const place of [check.before, check.after]) {
    const timing = await timingOf(trx, place);
    if (timing && cutoffPassed(timing[0], timing[1], now)) refusals.push(cutoffRefusal(...timing));
  }
  const late = refusals.length > 0;
  const placing = check.changes.some((c) => c !== 'items');
  const target = placing ? await timingOf(trx, check.after) : null;
  if (target && outletClosedAt(...target)) refusals.push(closedRefusal(target[1]));
  if (target && leadTimeNotMet(target[0], target[1], now)) refusals.push(leadRefusal(target[1]));
  if (refusals.length && reason === null) throw refusals[0];
  return { late, overridden: [...new Set(refusals.map((r) => r.code))], reason };
}

/** The order's `late_change` after this write: what changed after the cut-off so far, and when it last did. */
export function lateChangeText(stored: unknown, changes: LateChangeKind[], at: number): string {
  let previous: LateChangeKind[] = [];
  try {
    const parsed = typeof stored === 'string' ? JSON.parse(stored) : stored;
    if (parsed && Array.isArray(parsed.changes)) previous = parsed.changes;
  } catch {
    previous = [];
  }
  const all = new Set([...previous, ...changes]);
  return JSON.stringify({ changes: KIND_ORDER.filter((k) => all.has(k)), at: new Date(at).toISOString() });
}

/** The overrides each write transaction has recorded: order, refusals and reason. */
const recordedIn = new WeakMap<Db, Set<string>>();

/**
 * The override's history row on the order: which refusals it let through and why. Once per order within a
 * write: a bulk call that overrides for several items of one order with one reason records it once.
 */
export async function recordOverride(trx: Db, orderId: number, answer: WindowAnswer, ctx: HookContext) {
  if (!historyEnabled() || !answer.overridden.length) return;
  const key = JSON.stringify([orderId, answer.overridden, answer.reason]);
  const recorded = recordedIn.get(trx) ?? new Set<string>();
  recordedIn.set(trx, recorded);
  if (recorded.has(key)) return;
  recorded.add(key);
  await insertHistory(trx, [
    {
      resource: 'orders',
      record_id: orderId,
      action: 'update',
      field: 'override_cutoff',
      old_value: null,
      new_value: answer.overridden.join(', '),
      reason: answer.reason,
      user_id: ctx.user?.id ?? null,
      user_name: ctx.user?.name ?? ctx.user?.email ?? null,
      __date_created: nowIso(),
    },
  ]);
}

/** An item write on an order: checked, and the order marked and its override recorded. */
export async function checkItemWrite(trx: Db, order: Row | undefined, input: ApiRecord, ctx: HookContext) {
  if (!order) return;
  const answer = await checkOrderWindow(trx, { before: order, after: order, changes: ['items'] }, input, ctx);
  if (answer.late)
    await setLateChange(trx, Number(order.id), lateChangeText(order.late_change, ['items'], nowMs(ctx.app ?? {})));
  await recordOverride(trx, Number(order.id), answer, ctx);
}
