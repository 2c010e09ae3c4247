import { HttpError } from '../../http/operation';
import type { Db } from '../engine/types';
import { findOrder } from './repository';

/** Statuses after which an order's items are final. */
export const LOCKED_STATUSES: readonly string[] = ['delivered', 'cancelled'];

/** 409 when the order is delivered or cancelled: its items can no longer be added, changed or removed. */
export async function requireItemsOpen(trx: Db, orderId: unknown): Promise<void> {
  if (orderId === null || orderId === undefined) return;
  const order = await findOrder(trx, Number(orderId));
  if (order && LOCKED_STATUSES.includes(order.status))
    throw new HttpError(
      409,
      'conflict',
      `Order #${String(order.order_number).padStart(5, '0')} is ${order.status}: its items can no longer be changed.`,
    );
}
