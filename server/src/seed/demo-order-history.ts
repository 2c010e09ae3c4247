/** The demo orders' past: each one's status changes, when it went ready, and the same in the change history. */
import { DEMO_USERS } from './data';
import type { DemoOrders } from './demo-orders';
import type { DemoSeed } from './demo-seed';
import { insertReturningIds as insertMany, setOrderReadyTimes } from './seed-repository';

/** The statuses an order went through to reach its own, in order. */
const PATHS: Record<string, string[]> = {
  pending: ['pending'],
  processing: ['pending', 'processing'],
  ready_for_pickup: ['pending', 'processing', 'ready_for_pickup'],
  on_the_way: ['pending', 'processing', 'ready_for_pickup', 'on_the_way'],
  delivered: ['pending', 'processing', 'ready_for_pickup', 'delivered'],
  cancelled: ['pending', 'cancelled'],
};

/** The kitchen's history of each order's status, all moved by the kitchen user (`kitchenUserId`). */
export async function seedOrderHistory(s: DemoSeed, orders: DemoOrders, kitchenUserId: number): Promise<void> {
  const { orderRows, orderIds, orderTimes } = orders;
  const changes = orderRows.flatMap((o, i) => {
    const steps = PATHS[o.status as string].slice(1);
    const at = orderTimes[i].changes(steps.length);
    return steps.map((to, step) => ({
      order_id: orderIds[i],
      from_status: PATHS[o.status as string][step],
      to_status: to,
      reject_reason: to === 'cancelled' ? o.reject_reason : null,
      user_id: kitchenUserId,
      at: at[step].toUTC().toISO()!,
    }));
  });
  s.count('order_status_changes', (await insertMany(s.trx, 'order_status_changes', changes)).length);
  // Orders ready or past it: when they went ready (expo's Recall list orders by it).
  await setOrderReadyTimes(
    s.trx,
    changes.filter((c) => c.to_status === 'ready_for_pickup').map((c) => ({ id: c.order_id, ready_at: c.at })),
  );
  // The same changes in the change history, which the order drawer's timeline reads.
  const cook = DEMO_USERS.find((u) => u.role === 'kitchen_staff')!;
  const history = changes.map((c) => ({
    resource: 'orders',
    record_id: c.order_id,
    action: 'update' as const,
    field: 'status',
    old_value: c.from_status,
    new_value: c.to_status,
    reason: c.reject_reason,
    user_id: c.user_id,
    user_name: `${cook.first_name} ${cook.last_name}`,
    __date_created: c.at,
  }));
  s.count('change_history', (await insertMany(s.trx, 'change_history', history)).length);
}
