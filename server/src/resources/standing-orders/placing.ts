/**
 * What standing orders do to orders: the placing job's work (one order per standing order per matching day, the
 * day claimed in the same transaction as its order) and keeping their orders still to come in step with them.
 */
import { nowMs, type AppContext } from '../../http/operation';
import { orderItems, orders } from '../definitions/orders';
import { prepareInput } from '../engine/prepare-input';
import { createInTx, deleteInTx, updateInTx } from '../engine/record-writes';
import { cutoffHasPassed } from '../orders/cutoff-rule';
import type { Db, HookContext, Row } from '../engine/types';
import {
  claimDay,
  findOutletsSchedule,
  findStandingOrders,
  forgetDay,
  futurePendingOrders,
  linkDayOrder,
  orderItemIds,
} from './repository';
import { daysToPlace, dueAt, ordersOn, type Schedule } from './schedule';

/** One line of a standing order (contract: StandingOrderItem). */
export interface StandingItem {
  product: number;
  variation?: number | null;
  addons?: number[];
  quantity: number;
  note?: string | null;
}

const parsed = <T>(value: unknown, fallback: T): T => {
  if (typeof value !== 'string') return (value as T) ?? fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

/** The schedule of a stored standing order row, with its outlet's holidays (JSON text) and zone. */
export function scheduleOf(row: Row, outlet: { holidays: unknown; time_zone: string | null }): Schedule {
  return {
    weekdays: parsed<number[]>(row.weekdays, []),
    time: String(row.time),
    startsOn: String(row.starts_on),
    endsOn: row.ends_on ?? null,
    paused: Number(row.paused) === 1 || row.paused === true,
    holidays: parsed<number[]>(outlet.holidays, []),
    zone: outlet.time_zone ?? null,
  };
}

/** The order a standing order places (contract: OrderNew), due at `date`. */
function orderBody(row: Row, date: string): Record<string, unknown> {
  return {
    name: row.name,
    outlet: row.outlet_id,
    organization: row.organization_id ?? null,
    employee: row.employee_id ?? null,
    type: row.type,
    payment_method: row.payment_method,
    date,
  };
}

function itemBody(item: StandingItem, orderId: number): Record<string, unknown> {
  return {
    order: orderId,
    product: item.product,
    product_variation: item.variation ?? null,
    addons: item.addons ?? [],
    quantity: item.quantity,
    note: item.note ?? null,
  };
}

/** Writes the standing order's items on an order, priced as the products are now. */
async function addItems(trx: Db, row: Row, orderId: number, ctx: HookContext): Promise<void> {
  for (const item of parsed<StandingItem[]>(row.items, [])) {
    const prepared = await prepareInput(orderItems, itemBody(item, orderId), 'create', ctx);
    await createInTx(trx, orderItems, prepared, ctx);
  }
}

/**
 * Places the order of one day in `trx`, unless the day was placed before (by any process, at any time, also
 * when its order has since been deleted or cancelled by staff). True when it placed one.
 */
async function placeDay(trx: Db, row: Row, day: string, date: string, ctx: HookContext): Promise<boolean> {
  if (!(await claimDay(trx, Number(row.id), day))) return false;
  const order = await createInTx(trx, orders, await prepareInput(orders, orderBody(row, date), 'create', ctx), ctx);
  await addItems(trx, row, Number(order.id), ctx);
  await linkDayOrder(trx, Number(row.id), day, Number(order.id));
  return true;
}

export interface PlacingResult {
  placed: number;
  /** Days whose order could not be placed (e.g. a product since deleted): logged, tried again next run. */
  failed: number;
}

/**
 * The placing job's work: for every standing order (or only `standingOrderId`), the orders of its matching days
 * from the outlet's today for `horizonDays` days, each day in its own transaction. Safe to run in any number of
 * processes at once and again after a crash: a day is claimed in the transaction that places its order.
 */
export async function placeStandingOrders(
  app: AppContext,
  options: { horizonDays: number; standingOrderId?: number },
): Promise<PlacingResult> {
  const now = nowMs(app);
  const ctx: HookContext = { user: null, app };
  const result: PlacingResult = { placed: 0, failed: 0 };
  for (const row of await findStandingOrders(app.db, options.standingOrderId)) {
    const schedule = scheduleOf(row, { holidays: row.outlet_holidays, time_zone: row.outlet_zone });
    for (const { day, date } of daysToPlace(schedule, now, options.horizonDays)) {
      try {
        if (await app.db.transaction().execute((trx) => placeDay(trx, row, day, date, ctx))) result.placed++;
      } catch (err) {
        result.failed++;
        console.error(`Standing order ${row.id}: could not place the order of ${day}:`, err);
      }
    }
  }
  return result;
}

/**
 * Brings a standing order's orders still to come that the kitchen has not accepted (pending) in step with it
 * (`after`; null: it is being deleted). Those on days it no longer orders on (paused, ended, weekday dropped,
 * deleted) are cancelled and their days forgotten, so resuming it places them again; the others are rewritten,
 * except those whose day has closed at the outlet's cut-off: the kitchen plans on them as they are.
 */
export async function syncFutureOrders(trx: Db, before: Row, after: Row | null, ctx: HookContext): Promise<void> {
  const now = ctx.app ? nowMs(ctx.app) : Date.now();
  const nowIso = new Date(now).toISOString();
  const placed = await futurePendingOrders(trx, Number(before.id), nowIso);
  if (!placed.length) return;
  const [outlet] = after ? await findOutletsSchedule(trx, [Number(after.outlet_id)]) : [];
  const schedule = after && outlet ? scheduleOf(after, outlet) : null;
  const itemsChanged = after !== null && String(after.items) !== String(before.items);
  for (const { day, id, ...placement } of placed) {
    const orderId = Number(id);
    if (!schedule || !after || !ordersOn(schedule, day)) {
      await updateInTx(trx, orders, orderId, await prepareInput(orders, { status: 'cancelled' }, 'update', ctx), ctx);
      await forgetDay(trx, Number(before.id), day);
      continue;
    }
    if (await cutoffHasPassed(trx, placement, now)) continue;
    const body = orderBody(after, dueAt(schedule, day));
    await updateInTx(trx, orders, orderId, await prepareInput(orders, body, 'update', ctx), ctx);
    if (!itemsChanged) continue;
    for (const itemId of await orderItemIds(trx, orderId)) await deleteInTx(trx, orderItems, itemId, ctx);
    await addItems(trx, after, orderId, ctx);
  }
}
