import type { Order } from '../../../src/api/generated/orders';

/** An order as the office's list and view answer it: pending, pick-up, paid in cash, no outlet, 20.00. */
export function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    order_number: id,
    name: `Lunch ${id}`,
    employee: null,
    first_name: null,
    last_name: null,
    full_name: '',
    email: null,
    phone_number: null,
    outlet: null,
    organization: null,
    note: null,
    reject_reason: null,
    discount: 0,
    subtotal: 20,
    total: 20,
    address: null,
    status: 'pending',
    type: 'pick_up',
    urgent: false,
    date: '2026-11-24T10:30:00.000Z',
    completed_at: null,
    summary: null,
    summary_items: null,
    payment_method: 'cash',
    __version: 1,
    __date_created: '2026-11-20T10:05:00.000Z',
    ...overrides,
  } as Order;
}
