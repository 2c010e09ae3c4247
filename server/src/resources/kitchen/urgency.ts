import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, type RequestUser } from '../../http/operation';
import { badRequest, notFound } from '../engine/errors';
import { toApiRecord } from '../engine/serialize';
import { kitchenOrders } from '../definitions/kitchen-orders';
import { orders } from '../definitions/orders';
import { recordUpdate } from '../history/recorder';
import { findOrder, updateOrderIfUnchanged } from '../orders/repository';
import { orderLabel } from './recall';
import { refuseUrgencyOfClosedOrder } from './urgency-rule';

export interface UrgencyUpdate {
  order_id: unknown;
  urgent: unknown;
}

/**
 * Marks an open order urgent (first on the board, with a mark on its card) or not. Recorded in the order's
 * history; a concurrent change of the order is a 409. Answers the order as the board shows it.
 */
export async function updateKitchenOrderUrgency(db: Kysely<Database>, body: UrgencyUpdate, user: RequestUser | null) {
  const orderId = Number(body?.order_id);
  if (!Number.isInteger(orderId) || orderId < 1)
    throw badRequest('order_id must be a positive integer.', { order_id: 'must be a positive integer' });
  if (typeof body.urgent !== 'boolean')
    throw badRequest('urgent must be true or false.', { urgent: 'must be true or false' });
  const urgent = body.urgent ? 1 : 0;

  return db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId);
    if (!order) throw notFound('order', orderId);
    refuseUrgencyOfClosedOrder(order);
    if (Number(order.urgent) === urgent) return toApiRecord(trx, kitchenOrders, order);
    const updated = await updateOrderIfUnchanged(trx, order, { urgent });
    if (!updated)
      throw new HttpError(409, 'conflict', `${orderLabel(order.order_number)} was just changed; refresh the board.`);
    await recordUpdate(trx, orders, { before: order, after: updated }, { user });
    return toApiRecord(trx, kitchenOrders, updated);
  });
}
