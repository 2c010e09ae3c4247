import { HttpError } from '../../http/operation';
import { orderLabel } from './recall';
import { STATUS_LABELS } from './transitions';

/** The statuses in which an order may be marked urgent (or not): the ones the kitchen still works on. */
export const OPEN_FOR_URGENCY: readonly string[] = ['pending', 'processing'];

/** 409 order_not_open for an order the kitchen no longer works on. */
export function refuseUrgencyOfClosedOrder(order: { order_number: number; status: string }): void {
  if (OPEN_FOR_URGENCY.includes(order.status)) return;
  throw new HttpError(
    409,
    'order_not_open',
    `${orderLabel(order.order_number)} is ${STATUS_LABELS[order.status] ?? order.status}: only a pending or processing order can be marked urgent.`,
  );
}
