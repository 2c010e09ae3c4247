/** The demo's orders: two in every status for today and for tomorrow, with their items and the items' addons. */
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { toCents } from '../resources/money';
import { reserveOrderNumbers } from '../resources/orders/repository';
import { itemTotals, orderTotals } from '../resources/orders/totals';
import { DEMO_ADDONS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, REJECT_REASONS } from './data';
import type { DemoCatalogue, PublishedProducts, VariationsAt } from './demo-catalogue';
import type { DemoEmployees } from './demo-people';
import type { DemoSeed } from './demo-seed';
import { demoOrderTimes, type DemoOrderPlan, type DemoOrderTimes } from './order-times';
import { insertReturningIds as insertMany } from './seed-repository';

const ORDER_NAMES = [
  'Team lunch – Treasury',
  'Board meeting coffee break',
  'Staff breakfast',
  'Client workshop lunch',
  'Teachers’ lounge lunch',
  'Night shift dinner',
  'Sprint review catering',
  'Birthday celebration',
  'Training day buffet',
  'Department meeting lunch',
  'Welcome lunch for new hires',
  'Quarterly review dinner',
];

/** What the orders are made from: the catalogue, who orders, and where. */
export interface OrderSources {
  catalogue: DemoCatalogue;
  employees: DemoEmployees;
  variationAt: VariationsAt;
  published: PublishedProducts;
}

type Employee = DemoEmployees['employeeRows'][number];
type DemoItem = ReturnType<typeof demoItems>[number];

/** The orders as inserted, their ids, and the times each was due, created and moved along. */
export interface DemoOrders {
  orderRows: Insertable<Database['orders']>[];
  orderIds: number[];
  orderTimes: DemoOrderTimes[];
}

export async function seedOrders(s: DemoSeed, sources: OrderSources): Promise<DemoOrders> {
  const { employeeRows, employeeIds } = sources.employees;
  const plans = [0, 1].flatMap((dayOffset) =>
    ORDER_STATUSES.flatMap((status) => [0, 1].map((k) => ({ dayOffset, status, k }))),
  );
  const firstNumber = await reserveOrderNumbers(s.trx, plans.length);
  const orderRows: Insertable<Database['orders']>[] = [];
  const itemsPerOrder: DemoItem[][] = [];
  const orderTimes: DemoOrderTimes[] = [];
  plans.forEach((plan, n) => {
    const e = Math.floor(s.rand() * employeeRows.length);
    const emp = employeeRows[e];
    const times = demoOrderTimes(s.now, plan, n);
    orderTimes.push(times);
    const items = demoItems(s, sources, emp, n);
    orderRows.push({ order_number: firstNumber + n, ...orderRow(s, plan, n, emp, employeeIds[e], items, times) });
    itemsPerOrder.push(items);
  });
  const orderIds = await insertMany(s.trx, 'orders', orderRows);
  s.count('orders', orderIds.length);
  await seedOrderItems(s, itemsPerOrder, orderIds, sources.catalogue.addonIds);
  return { orderRows, orderIds, orderTimes };
}

/** One to four items of published products; every other one takes its outlet's variation and addons. */
function demoItems(s: DemoSeed, sources: OrderSources, emp: Employee, n: number) {
  const { productIds } = sources.catalogue;
  return Array.from({ length: 1 + Math.floor(s.rand() * 4) }, (_, j) => {
    const { p, i } = s.pick(sources.published);
    const quantity = 1 + Math.floor(s.rand() * 6);
    const discount = s.rand() < 0.25 ? 10 : 0;
    // Every other item takes its outlet's variation and up to two of its addons, so the demo shows them.
    const chosen = (n + j) % 2 === 0;
    const variation = chosen ? sources.variationAt.get(`${productIds[i]}@${emp.outlet_id}`) : undefined;
    const addons = chosen ? (p.addons ?? []).slice(0, 2).map((name) => DEMO_ADDONS.find((a) => a.name === name)!) : [];
    const unit_price = variation?.price ?? toCents(p.price);
    const extra_charges = addons.map((a) => toCents(a.extra_charge));
    return {
      name: p.name,
      product_id: productIds[i],
      product_variation_id: variation?.id ?? null,
      unit_price,
      quantity,
      discount,
      ...itemTotals({ unit_price, quantity, discount, extra_charges }),
      note: addons.length && (n + j) % 4 === 0 ? 'Sauce on the side, please.' : null,
      addons,
    };
  });
}

/** The order `n` of `plan`, by employee `emp` (its number is added by the caller). */
function orderRow(
  s: DemoSeed,
  plan: DemoOrderPlan,
  n: number,
  emp: Employee,
  employeeId: number,
  items: DemoItem[],
  times: DemoOrderTimes,
): Omit<Insertable<Database['orders']>, 'order_number'> {
  const discount = s.rand() < 0.2 ? 100 : 0;
  const totals = orderTotals(
    items.map((i) => i.total),
    discount,
  );
  const type = s.pick(ORDER_TYPES);
  return {
    name: ORDER_NAMES[n % ORDER_NAMES.length],
    employee_id: employeeId,
    first_name: emp.first_name,
    last_name: emp.last_name,
    email: emp.email,
    phone_number: emp.phone_number,
    outlet_id: emp.outlet_id,
    organization_id: emp.organization_id,
    note: n % 5 === 0 ? 'Please include vegetarian options and extra napkins.' : null,
    reject_reason: plan.status === 'cancelled' ? REJECT_REASONS[n % REJECT_REASONS.length] : null,
    discount,
    ...totals,
    address: type === 'delivery' ? emp.address : null,
    status: plan.status,
    type,
    date: times.date.toUTC().toISO()!,
    completed_at: times.completedAt?.toUTC().toISO() ?? null,
    summary: items.map((i) => `${i.quantity} × ${i.name}`).join(', '),
    payment_method: s.pick(PAYMENT_METHODS),
    __date_created: times.created.toUTC().toISO()!,
  };
}

/** The orders' items, and the addons chosen for them with their name and charge as ordered. */
async function seedOrderItems(
  s: DemoSeed,
  itemsPerOrder: DemoItem[][],
  orderIds: number[],
  addonIds: number[],
): Promise<void> {
  const itemRows = itemsPerOrder.flatMap((items, i) => items.map((item) => ({ ...item, order_id: orderIds[i] })));
  const itemIds = await insertMany(
    s.trx,
    'order_items',
    itemRows.map(({ addons: _addons, ...item }) => item),
  );
  s.count('order_items', itemIds.length);
  const itemAddonRows = itemRows.flatMap((item, k) =>
    item.addons.map((a) => ({
      order_item_id: itemIds[k],
      addon_id: addonIds[DEMO_ADDONS.indexOf(a)],
      name: a.name,
      extra_charge: toCents(a.extra_charge),
    })),
  );
  if (itemAddonRows.length)
    s.count('order_item_addons', (await insertMany(s.trx, 'order_item_addons', itemAddonRows)).length);
}
