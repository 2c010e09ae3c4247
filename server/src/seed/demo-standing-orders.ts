/**
 * The demo's standing order (issue 32), so its list and drawer are not empty: a weekday team lunch for the first
 * organization's first employee at their outlet, starting four weeks after the seed. It places no order for the
 * demo's first weeks (the placing horizon is days, not weeks), so the demo's orders stay those of demo-orders.ts.
 */
import { DEMO_PRODUCTS } from './data';
import type { DemoCatalogue } from './demo-catalogue';
import type { DemoEmployees } from './demo-people';
import type { DemoSeed } from './demo-seed';
import { insertReturningIds as insertMany } from './seed-repository';

/** How long after the seed it starts: beyond any placing horizon a demo is looked at within. */
export const DEMO_STANDING_START_WEEKS = 4;

export async function seedStandingOrders(s: DemoSeed, catalogue: DemoCatalogue, employees: DemoEmployees) {
  const employee = employees.employeeRows[0];
  // Two products on sale (published, in stock), as ordered every day.
  const onSale = DEMO_PRODUCTS.flatMap((p, i) =>
    (p.status ?? 'publish') === 'publish' && (p.stock_status ?? 'available') === 'available'
      ? [catalogue.productIds[i]]
      : [],
  );
  const [main, side] = onSale;
  const ids = await insertMany(s.trx, 'standing_orders', [
    {
      name: 'Weekly team lunch',
      organization_id: employee.organization_id,
      outlet_id: employee.outlet_id,
      employee_id: employees.employeeIds[0],
      type: 'delivery',
      payment_method: 'cash',
      // Monday to Friday at 12:30, the outlet's time.
      weekdays: JSON.stringify([1, 2, 3, 4, 5]),
      time: '12:30',
      starts_on: s.now.plus({ weeks: DEMO_STANDING_START_WEEKS }).toISODate()!,
      ends_on: null,
      paused: 0,
      items: JSON.stringify([
        { product: main, quantity: 12 },
        { product: side, quantity: 6, note: 'No onions' },
      ]),
    },
  ]);
  s.count('standing_orders', ids.length);
}
