/**
 * The demo's billing (issue 31), so the invoices, payments and ageing screens are not empty: the first organization
 * is billed monthly on account, within a credit limit; its orders of the two months before this one were delivered,
 * invoiced and issued on the first of the next month (INV-<year>-00001 …), and the older invoice was paid. Dated
 * months back, these orders stay off the kitchen's days and after the demo's own orders in number.
 */
import type { DateTime } from 'luxon';
import { toCents } from '../resources/money';
import { takeNumber } from '../resources/billing/numbering';
import { insertLinesOfClaimedOrders } from '../resources/billing/repository';
import { invoiceTotals } from '../resources/billing/totals';
import { reserveOrderNumbers } from '../resources/orders/repository';
import { itemTotals, orderTotals } from '../resources/orders/totals';
import type { DemoCatalogue, PublishedProducts } from './demo-catalogue';
import type { DemoEmployees, DemoOrganizations } from './demo-people';
import type { DemoSeed } from './demo-seed';
import { insertReturningIds as insertMany } from './seed-repository';

/** The billed organization's credit limit, in cents: well above what the demo and its users put on account. */
export const DEMO_CREDIT_LIMIT = 500_000;

/** Days of the month the billed lunches were due, and how many people each fed. */
const LUNCHES = [
  { day: 6, people: 12 },
  { day: 14, people: 18 },
  { day: 22, people: 10 },
];

export interface BillingSources {
  orgs: DemoOrganizations;
  employees: DemoEmployees;
  catalogue: DemoCatalogue;
  published: PublishedProducts;
  /** VAT in percent (the server's `VAT_RATE`). */
  vatRate: number;
}

export async function seedBilling(s: DemoSeed, sources: BillingSources): Promise<void> {
  const organizationId = sources.orgs.orgIds[0];
  await s.trx
    .updateTable('organizations')
    .set({ credit_limit: DEMO_CREDIT_LIMIT, payment_terms_days: 30 })
    .where('id', '=', organizationId)
    .execute();
  const months = [2, 1].map((back) => s.now.startOf('month').minus({ months: back }));
  let firstNumber = await reserveOrderNumbers(s.trx, months.length * LUNCHES.length);
  let older: { id: number; total: number; issued: DateTime } | undefined;
  for (const month of months) {
    const orderIds = await seedBilledOrders(s, sources, month, firstNumber);
    firstNumber += orderIds.length;
    const invoice = await issueInvoiceOf(s, organizationId, month, orderIds, sources.vatRate);
    older ??= invoice;
  }
  // The older invoice was paid by bank transfer twelve days after it was issued.
  const paid = older!;
  await insertMany(s.trx, 'payments', [
    {
      organization_id: organizationId,
      invoice_id: paid.id,
      amount: paid.total,
      date: paid.issued.plus({ days: 12 }).toISODate()!,
      method: 'bank_transfer',
      reference: `TRF-${paid.issued.toFormat('yyyyMM')}-BDL`,
      __date_created: paid.issued.plus({ days: 12, hours: 10 }).toUTC().toISO()!,
    },
  ]);
  s.count('payments', 1);
}

/** The lunches of `month`, delivered on account to the organization's first employee's outlet; their ids. */
async function seedBilledOrders(s: DemoSeed, sources: BillingSources, month: DateTime, firstNumber: number) {
  const organizationId = sources.orgs.orgIds[0];
  const e = sources.employees.employeeRows.findIndex((row) => row.organization_id === organizationId);
  const emp = sources.employees.employeeRows[e];
  const items = LUNCHES.map(({ people }, n) =>
    [0, 1].map((j) => {
      const { p, i } = sources.published[(n * 5 + j * 3 + month.month) % sources.published.length];
      const unit_price = toCents(p.price);
      const quantity = j === 0 ? people : Math.ceil(people / 2);
      return {
        name: p.name,
        product_id: sources.catalogue.productIds[i],
        unit_price,
        quantity,
        discount: 0,
        ...itemTotals({ unit_price, quantity, discount: 0, extra_charges: [] }),
      };
    }),
  );
  const orderIds = await insertMany(
    s.trx,
    'orders',
    LUNCHES.map(({ day }, n) => {
      const due = month.set({ day, hour: 12 });
      return {
        order_number: firstNumber + n,
        name: 'Monthly staff lunch',
        employee_id: sources.employees.employeeIds[e],
        first_name: emp.first_name,
        last_name: emp.last_name,
        email: emp.email,
        phone_number: emp.phone_number,
        outlet_id: emp.outlet_id,
        organization_id: organizationId,
        ...orderTotals(
          items[n].map((item) => item.total),
          0,
        ),
        status: 'delivered',
        type: 'delivery',
        address: emp.address,
        date: due.toUTC().toISO()!,
        completed_at: due.minus({ minutes: 20 }).toUTC().toISO()!,
        summary: items[n].map((item) => `${item.quantity} × ${item.name}`).join(', '),
        payment_method: 'on_account',
        __date_created: due.minus({ days: 2 }).toUTC().toISO()!,
      };
    }),
  );
  s.count('orders', orderIds.length);
  const itemIds = await insertMany(
    s.trx,
    'order_items',
    items.flatMap((list, n) => list.map((item) => ({ ...item, order_id: orderIds[n] }))),
  );
  s.count('order_items', itemIds.length);
  return orderIds;
}

/** The month's invoice of the orders, issued on the first of the next month and due after the terms. */
async function issueInvoiceOf(
  s: DemoSeed,
  organizationId: number,
  month: DateTime,
  orderIds: number[],
  vatRate: number,
) {
  const issued = month.plus({ months: 1 }).set({ hour: 9 });
  const issueDate = issued.toISODate()!;
  const lineCents = (
    await s.trx.selectFrom('orders').select('total').where('id', 'in', orderIds).orderBy('id').execute()
  ).map((o) => Number(o.total));
  const totals = invoiceTotals(lineCents, vatRate);
  const [id] = await insertMany(s.trx, 'invoices', [
    {
      kind: 'invoice',
      status: 'issued',
      number: await takeNumber(s.trx, 'invoice', issueDate),
      organization_id: organizationId,
      period_from: month.toISODate()!,
      period_to: month.endOf('month').toISODate()!,
      issue_date: issueDate,
      due_date: issued.plus({ days: 30 }).toISODate()!,
      credited_invoice_id: null,
      ...totals,
      vat_rate: vatRate,
      notes: null,
      __date_created: issued.toUTC().toISO()!,
    },
  ]);
  await s.trx.updateTable('orders').set({ invoice_id: id }).where('id', 'in', orderIds).execute();
  await insertLinesOfClaimedOrders(s.trx, id);
  s.count('invoices', 1);
  return { id, total: totals.total, issued };
}
