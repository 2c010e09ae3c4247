/** The cut-off rule (cutoff-rule.ts) as the order and order item definitions' hooks call it. */
import { nowMs } from '../../http/operation';
import type { ApiRecord, Db, HookContext, Row } from '../engine/types';
import {
  checkItemWrite,
  checkOrderWindow,
  lateChangeText,
  overrideReason,
  recordOverride,
  type LateChangeKind,
  type WindowAnswer,
} from './cutoff-rule';
import { findOrder } from './repository';

/** An order created with an override: its history row is written once the order has its id. */
const createOverrides = new WeakMap<HookContext, WindowAnswer>();

const sameInstant = (a: unknown, b: unknown) =>
  a === b || (a != null && b != null && Date.parse(String(a)) === Date.parse(String(b)));

/** What an order update changes that its cut-off covers: its date and its outlet. */
function placementChanges(changes: Row, current: Row): LateChangeKind[] {
  const kinds: LateChangeKind[] = [];
  if (changes.date !== undefined && !sameInstant(changes.date, current.date)) kinds.push('date');
  if (changes.outlet_id !== undefined && Number(changes.outlet_id ?? 0) !== Number(current.outlet_id ?? 0))
    kinds.push('outlet');
  return kinds;
}

/** Order item body properties that change what the kitchen makes. */
const ITEM_CONTENT = ['name', 'product', 'product_variation', 'addons', 'quantity', 'note', 'order', 'unit_price'];

export async function cutoffOnCreate(trx: Db, row: Row, input: ApiRecord, ctx: HookContext): Promise<void> {
  const answer = await checkOrderWindow(trx, { before: null, after: row, changes: ['created'] }, input, ctx);
  if (answer.late) row.late_change = lateChangeText(null, ['created'], nowMs(ctx.app ?? {}));
  if (answer.overridden.length) createOverrides.set(ctx, answer);
}

export async function cutoffAfterCreate(trx: Db, after: Row, ctx: HookContext): Promise<void> {
  const answer = createOverrides.get(ctx);
  if (!answer) return;
  createOverrides.delete(ctx);
  await recordOverride(trx, Number(after.id), answer, ctx);
}

export async function cutoffOnUpdate(trx: Db, changes: Row, current: Row, input: ApiRecord, ctx: HookContext) {
  const moved = placementChanges(changes, current);
  const after = { ...current, ...changes };
  const answer = await checkOrderWindow(trx, { before: current, after, changes: moved }, input, ctx);
  if (answer.late) changes.late_change = lateChangeText(current.late_change, moved, nowMs(ctx.app ?? {}));
  await recordOverride(trx, Number(current.id), answer, ctx);
}

export async function cutoffOnItemCreate(trx: Db, row: Row, input: ApiRecord, ctx: HookContext): Promise<void> {
  if (row.order_id != null) await checkItemWrite(trx, await findOrder(trx, Number(row.order_id)), input, ctx);
}

export async function cutoffOnItemUpdate(trx: Db, changes: Row, current: Row, input: ApiRecord, ctx: HookContext) {
  if (!ITEM_CONTENT.some((name) => name in input)) return;
  await checkItemWrite(trx, await findOrder(trx, Number(current.order_id)), input, ctx);
  if (changes.order_id != null && Number(changes.order_id) !== Number(current.order_id))
    await checkItemWrite(trx, await findOrder(trx, Number(changes.order_id)), input, ctx);
}

/**
 * The override of an item delete, single or bulk, checked once before anything is deleted: 403 without the
 * capability, 400 without a reason (naming `cutoff_reason`, a query parameter, not a record of a bulk call).
 */
export function cutoffOnItemDeleteQuery(input: ApiRecord, ctx: HookContext): void {
  overrideReason(input, ctx);
}

/**
 * Removing an item after the cut-off is refused unless overridden; a DELETE has no body, so `input` is its
 * query (`override_cutoff`, `cutoff_reason`; a bulk delete's applies to each of its items), checked like the
 * body of the other item writes.
 */
export async function cutoffOnItemDelete(trx: Db, current: Row, input: ApiRecord, ctx: HookContext): Promise<void> {
  await checkItemWrite(trx, await findOrder(trx, Number(current.order_id)), input, ctx);
}
