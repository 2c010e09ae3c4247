import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { HttpError, type RequestUser } from '../../http/operation';
import { badRequest, notFound } from '../engine/errors';
import { toApiRecord } from '../engine/serialize';
import { kitchenOrders } from '../definitions/kitchen-orders';
import { orderItems } from '../definitions/orders';
import { recordUpdate } from '../history/recorder';
import { findOrder } from '../orders/repository';
import { findItemForUpdate, setItemPrepared } from './item-repository';
import { orderLabel } from './recall';
import { STATUS_LABELS } from './transitions';

export interface ItemStatusUpdate {
  order_item_id: unknown;
  prepared: unknown;
}

/**
 * A station bumps one item: `prepared` sets its `prepared_at` to now (kept as it was when it is already
 * prepared), `false` clears it. Only while the item's order is processing (409 order_not_processing otherwise):
 * before, the kitchen has not accepted it; after, expo has completed it. Recorded in the item's change history;
 * the order's status does not change. Answers the order as the board shows it, every item.
 */
export async function updateKitchenItemStatus(
  db: Kysely<Database>,
  body: ItemStatusUpdate,
  user: RequestUser | null,
  now: string = nowIso(),
) {
  const itemId = Number(body?.order_item_id);
  if (!Number.isInteger(itemId) || itemId < 1)
    throw badRequest('order_item_id must be a positive integer.', { order_item_id: 'must be a positive integer' });
  if (typeof body.prepared !== 'boolean')
    throw badRequest('prepared must be true or false.', { prepared: 'must be true or false' });
  const prepared = body.prepared;

  return db.transaction().execute(async (trx) => {
    const item = await findItemForUpdate(trx, itemId);
    if (!item) throw notFound('order item', itemId);
    const order = await findOrder(trx, item.order_id);
    if (!order) throw notFound('order', item.order_id);
    if (order.status !== 'processing')
      throw new HttpError(
        409,
        'order_not_processing',
        `${orderLabel(order.order_number)} is ${STATUS_LABELS[order.status] ?? order.status}: items can be bumped while it is being prepared.`,
      );
    if (prepared !== (item.prepared_at !== null)) {
      const updated = await setItemPrepared(trx, item, prepared ? now : null);
      if (!updated)
        throw new HttpError(409, 'conflict', `${orderLabel(order.order_number)} was just changed; refresh the board.`);
      await recordUpdate(trx, orderItems, { before: item, after: updated }, { user });
    }
    return toApiRecord(trx, kitchenOrders, order);
  });
}
