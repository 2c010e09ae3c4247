import type { KitchenOrder } from '../../../src/api/generated/kitchen';

/** A kitchen order as the board's list answers it: pending, due in 90 minutes, no items unless given. */
export function makeKitchenOrder(id: number, overrides: Partial<KitchenOrder> = {}): KitchenOrder {
  return {
    id,
    order_number: id,
    name: `Team lunch ${id}`,
    employee: null,
    first_name: 'Nadia',
    last_name: 'Saad',
    full_name: 'Nadia Saad',
    email: null,
    phone_number: null,
    outlet: { id: 1, name: 'BDL Headquarters Cafeteria' },
    organization: null,
    note: null,
    reject_reason: null,
    discount: 0,
    subtotal: 10,
    total: 10,
    address: null,
    status: 'pending',
    type: 'pick_up',
    date: new Date(Date.now() + 90 * 60_000).toISOString(),
    completed_at: null,
    fire_at: new Date(Date.now() + 70 * 60_000).toISOString(),
    summary: null,
    payment_method: 'cash',
    __version: 1,
    __date_created: new Date(Date.now() - 5 * 60_000).toISOString(),
    items: [],
    ...overrides,
  };
}

type Item = KitchenOrder['items'][number];

/** An order item as the board's list answers it: one portion, not ready, going to no station. */
export function makeItem(id: number, overrides: Partial<Item> = {}): Item {
  return {
    id,
    name: `Dish ${id}`,
    product: null,
    product_variation: null,
    addons: [],
    order: { id: 1, order_number: 1, name: 'Team lunch 1' },
    unit_price: 5,
    quantity: 1,
    subtotal: 5,
    discount: 0,
    total: 5,
    note: null,
    prepared_at: null,
    station: null,
    __version: 1,
    __date_created: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}
