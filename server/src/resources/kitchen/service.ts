import type { Kysely, Updateable } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database, OrdersTable } from '../../db/schema';
import { HttpError, type RequestUser } from '../../http/operation';
import { badRequest, notFound } from '../engine/errors';
import { toApiRecord } from '../engine/serialize';
import { orders } from '../definitions/orders';
import { findOrder, recordStatusChange, updateOrderIfUnchanged } from '../orders/repository';
import { ORDER_STATUSES } from '../../settings/enumerations';
import { canTransition, transitionRefusal } from './transitions';
import { isRecall, orderLabel, refuseLateRecall } from './recall';
import { recordUpdate } from '../history/recorder';

/** The history's reason on a recall's status entry. */
export const RECALL_REASON = 'recall';

export interface StatusUpdate {
  order_id: unknown;
  status: unknown;
  reject_reason?: unknown;
}

/**
 * Applies one kitchen board action: only the transitions in KITCHEN_TRANSITIONS (409 invalid_transition otherwise);
 * rejecting (pending → cancelled) needs a reason; ready for pickup sets ready_at; delivered sets completed_at;
 * the recall (ready for pickup → processing) is refused after KITCHEN_RECALL_MINUTES and clears ready_at (the
 * items stay prepared). The change and the user are recorded in order_status_changes and the change history
 * (a recall with the reason `recall`), in the same transaction. A concurrent change of the same order is a 409.
 * `now`: the server's clock (ISO-8601).
 */
export async function updateKitchenOrderStatus(
  db: Kysely<Database>,
  body: StatusUpdate,
  user: RequestUser | null,
  now: string = nowIso(),
) {
  const orderId = Number(body?.order_id);
  if (!Number.isInteger(orderId) || orderId < 1)
    throw badRequest('order_id must be a positive integer.', { order_id: 'must be a positive integer' });
  const status = String(body?.status ?? '');
  if (!(ORDER_STATUSES as readonly string[]).includes(status))
    throw badRequest(`status must be one of ${ORDER_STATUSES.join(', ')}.`, { status: 'is not an order status' });
  const reason = typeof body.reject_reason === 'string' ? body.reject_reason.trim() : '';

  return db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId);
    if (!order) throw notFound('order', orderId);
    if (!canTransition(order.status, status))
      throw new HttpError(409, 'invalid_transition', transitionRefusal(order.status, status));
    if (status === 'cancelled' && !reason)
      throw badRequest('Please enter the reason for rejecting the order', { reject_reason: 'Missing Reject Reason' });
    const recall = isRecall(order.status, status);
    if (recall) refuseLateRecall(order, now);
    const changes: Updateable<OrdersTable> = { status };
    if (status === 'cancelled') changes.reject_reason = reason;
    if (status === 'ready_for_pickup') changes.ready_at = now;
    if (recall) changes.ready_at = null;
    if (status === 'delivered') changes.completed_at = now;
    const updated = await updateOrderIfUnchanged(trx, order, changes);
    if (!updated)
      throw new HttpError(
        409,
        'conflict',
        `${orderLabel(order.order_number)} was just changed by someone else; refresh the board.`,
      );
    await recordStatusChange(
      trx,
      orderId,
      order.status,
      status,
      user?.id ?? null,
      status === 'cancelled' ? reason : null,
    );
    await recordUpdate(
      trx,
      orders,
      { before: order, after: updated, reason: status === 'cancelled' ? reason : recall ? RECALL_REASON : null },
      { user },
    );
    return toApiRecord(trx, orders, updated);
  });
}
