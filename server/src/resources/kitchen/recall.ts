import { HttpError } from '../../http/operation';

/** How long after an order was ready (`ready_at`) the kitchen may still recall it to processing. */
export const KITCHEN_RECALL_MINUTES = 15;
const WINDOW_MS = KITCHEN_RECALL_MINUTES * 60_000;

/** The recall: a completed order (ready for pickup) back to processing. */
export const isRecall = (from: string, to: string) => from === 'ready_for_pickup' && to === 'processing';

export const orderLabel = (orderNumber: number) => `Order #${String(orderNumber).padStart(5, '0')}`;

/**
 * A recall more than KITCHEN_RECALL_MINUTES after the order was ready (or of an order with no ready time) is a
 * 409 recall_window_passed: by then it has likely left the pass.
 */
export function refuseLateRecall(order: { order_number: number; ready_at: string | null }, now: string): void {
  const readyMs = order.ready_at === null ? NaN : Date.parse(order.ready_at);
  const elapsed = Date.parse(now) - readyMs;
  if (elapsed <= WINDOW_MS) return;
  const ago = Number.isNaN(elapsed) ? 'has no ready time' : `was ready ${Math.floor(elapsed / 60_000)} minutes ago`;
  throw new HttpError(
    409,
    'recall_window_passed',
    `${orderLabel(order.order_number)} ${ago}; an order can be recalled within ${KITCHEN_RECALL_MINUTES} minutes.`,
  );
}
