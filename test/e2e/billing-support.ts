import type { APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import { api, unique } from './resources/kit';

/** Billing's specs (issue 31): their data, made through the API as the administrator. */

export const ZONE = 'Asia/Beirut';
export const LAST_MONTH = DateTime.now().setZone(ZONE).startOf('month').minus({ months: 1 });
export const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** A new organization with two delivered orders on account due last month (through the API); its name. */
export async function clientWithLastMonthOrders(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const name = unique('Billed Co');
  const org = (await api(request, '/organizations/add', { method: 'POST', data: { name } })).data;
  const product = (await api(request, '/products?per_page=1&status=publish')).data.results[0];
  for (const day of [5, 12]) {
    const date = LAST_MONTH.plus({ days: day - 1, hours: 12 })
      .toUTC()
      .toISO();
    const order = (
      await api(request, '/orders/add', {
        method: 'POST',
        data: { name: unique('Office lunch'), organization: org.id, payment_method: 'on_account', date },
      })
    ).data;
    await api(request, '/order-items/add', {
      method: 'POST',
      data: { order: order.id, product: product.id, quantity: 2 },
    });
    await api(request, `/orders/update/${order.id}`, { method: 'POST', data: { status: 'delivered' } });
  }
  return { id: org.id, name };
}

export interface IssuedInvoice {
  id: number;
  number: string;
  total: number;
  lines: Array<{ id: number; order_number: number; name: string; amount: number }>;
}

/** The client's invoice of last month, generated and issued. */
export async function issuedInvoiceOf(request: APIRequestContext, organization: number): Promise<IssuedInvoice> {
  const draft = (
    await api(request, '/invoices/generate', {
      method: 'POST',
      data: {
        organization,
        from: LAST_MONTH.toISODate(),
        to: LAST_MONTH.endOf('month').toISODate(),
      },
    })
  ).data;
  return (await api(request, `/invoices/issue/${draft.id}`, { method: 'POST' })).data;
}
