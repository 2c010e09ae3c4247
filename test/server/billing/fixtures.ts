import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, TEST_USERS, type TestApp, type TestAppOptions } from '../helpers/app';

export type Headers = Record<string, string>;

/**
 * A test app for billing with a session per role, and the calls billing tests make: organizations, delivered
 * orders on account (their totals set straight in the database), invoices generated, issued and dated, payments.
 */
export interface BillingFixture {
  t: TestApp;
  sessions: Record<keyof typeof TEST_USERS, Headers>;
  call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    headers?: Headers,
  ): Promise<LightMyRequestResponse>;
  /** The answer's `data`; throws with the body unless 200. */
  ok(res: Promise<LightMyRequestResponse>): Promise<any>;
  organization(fields?: Record<string, unknown>): Promise<{ id: number; name: string }>;
  /** A delivered order on account of the organization, due on `day` (10:00 UTC), whose total is `cents`. */
  delivered(organizationId: number, cents: number, day: string): Promise<number>;
  /** Generates the invoice of `from`..`to`, issues it, and dates it as issued on `issuedOn`, due on `due`. */
  issued(
    organizationId: number,
    from: string,
    to: string,
    issuedOn: string,
    due: string,
  ): Promise<{ id: number; total: number; lines: Array<{ id: number; order: number }> }>;
  pay(organizationId: number, amount: number, date: string, invoice?: number | null): Promise<{ id: number }>;
}

export async function billingFixture(options: TestAppOptions = {}): Promise<BillingFixture> {
  const t = await buildTestApp(options);
  const sessions = {} as BillingFixture['sessions'];
  for (const role of Object.keys(TEST_USERS) as Array<keyof typeof TEST_USERS>)
    sessions[role] = (await t.login(TEST_USERS[role])).headers;
  const call: BillingFixture['call'] = (method, url, payload, headers = sessions.administrator) =>
    t.app.inject({ method, url: `${t.api}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const ok: BillingFixture['ok'] = async (res) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return r.json().data;
  };
  let orgCount = 0;
  const f: BillingFixture = {
    t,
    sessions,
    call,
    ok,
    organization: (fields = {}) => ok(call('POST', '/organizations/add', { name: `Billed ${++orgCount}`, ...fields })),
    async delivered(organizationId, cents, day) {
      const order = await ok(
        call('POST', '/orders/add', {
          name: `Lunch ${cents}`,
          organization: organizationId,
          payment_method: 'on_account',
          date: `${day}T10:00:00.000Z`,
        }),
      );
      await t.db
        .updateTable('orders')
        .set({ subtotal: cents, total: cents, status: 'delivered' })
        .where('id', '=', order.id)
        .execute();
      return order.id as number;
    },
    async issued(organizationId, from, to, issuedOn, due) {
      const draft = await ok(call('POST', '/invoices/generate', { organization: organizationId, from, to }));
      await ok(call('POST', `/invoices/issue/${draft.id}`));
      await t.db
        .updateTable('invoices')
        .set({ issue_date: issuedOn, due_date: due })
        .where('id', '=', draft.id)
        .execute();
      return draft;
    },
    pay: (organizationId, amount, date, invoice = null) =>
      ok(
        call('POST', '/payments/record', {
          organization: organizationId,
          invoice,
          amount,
          date,
          method: 'bank_transfer',
        }),
      ),
  };
  return f;
}
