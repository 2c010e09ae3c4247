/**
 * Which of an order's items are ready (bumped by their station), and what that means for the card: how many
 * of them ("3 of 5 ready"), whether expo may complete it outright, and what a bump changes on the order as
 * the board shows it. Pure: the board's optimistic updates and the tests use the same rules.
 */
import type { KitchenOrder } from '../../api/generated/kitchen';

type Item = KitchenOrder['items'][number];

/** An item is ready once its station bumped it (`prepared_at` set). */
export const isReady = (item: Pick<Item, 'prepared_at'>): boolean => !!item.prepared_at;

/** How many of the items are ready, of how many (order lines, not portions). */
export function readyCount(items: readonly Pick<Item, 'prepared_at'>[]): { ready: number; total: number } {
  return { ready: items.filter(isReady).length, total: items.length };
}

/** Every item is ready (an order without items has nothing left to wait for). */
export const allReady = (items: readonly Pick<Item, 'prepared_at'>[]): boolean => items.every(isReady);

/** The order with one item bumped (`prepared`) or un-bumped, as the server will record it at `at`. */
export function withItemPrepared(order: KitchenOrder, itemId: number, prepared: boolean, at: string): KitchenOrder {
  if (!order.items.some((item) => item.id === itemId)) return order;
  return {
    ...order,
    items: order.items.map((item) =>
      item.id !== itemId ? item : { ...item, prepared_at: prepared ? (item.prepared_at ?? at) : null },
    ),
  };
}

/**
 * A station's board shows an order while some of its items there are not ready; pending orders always show
 * (nothing can be bumped before the order is accepted). `items` are the station's, as its list narrows them.
 */
export function leavesStationBoard(order: Pick<KitchenOrder, 'status' | 'items'>): boolean {
  return order.status !== 'pending' && order.items.length > 0 && allReady(order.items);
}
