import type { KitchenOrder } from '../../api/generated/kitchen';
import type { KitchenAction } from './transitions';

/**
 * A card's primary action: the next step of the order, the one its emphasised button and the bump key
 * (Enter) take. Accept, Complete, then On The Way for a delivery and Delivered for the others, then
 * Delivered. Never Reject; none for a closed order or a user who may not change orders (no actions).
 */
export function primaryActionOf(
  order: Pick<KitchenOrder, 'status' | 'type'>,
  actions: readonly KitchenAction[],
): KitchenAction | null {
  if (order.status === 'ready_for_pickup') {
    const next = order.type === 'delivery' ? 'on_the_way' : 'deliver';
    return actions.find((a) => a.id === next) ?? null;
  }
  return actions.find((a) => a.emphasis === 'primary') ?? null;
}
