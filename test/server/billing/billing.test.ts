import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { createDb } from '../../../server/src/db/connect';
import { buildTestApp, TEST_USERS, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/db';

/** Billing, phase 1 (issue 31): invoices from delivered orders on account, credit notes, payments, the PO rule. */
describe(`billing (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await t.login(TEST_USERS.administrator)).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url: `${t.api}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const ok = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return r.json().data;
  };

  let orgCount = 0;
  const organization = async (fields: Record<string, unknown> = {}) =>
    ok(call('POST', '/organizations/add', { name: `Client ${++orgCount}`, ...fields }));

  /** A delivered order on account of the organization, due at `date`, whose total is `cents`. */
  const delivered = async (organizationId: number, cents: number, date = '2026-11-10T10:00:00.000Z') => {
    const order = await ok(
      call('POST', '/orders/add', {
        name: `Lunch ${cents}`,
        organization: organizationId,
        payment_method: 'on_account',
        po_number: 'PO-1',
        date,
      }),
    );
    await t.db
      .updateTable('orders')
      .set({ subtotal: cents, total: cents, status: 'delivered' })
      .where('id', '=', order.id)
      .execute();
    return order.id as number;
  };
  // Two app instances on PostgreSQL (two processes' pools on one database); SQLite has one writer, so one app.
  const instances = TEST_DB === 'postgres' ? 'two app instances' : 'one app';
  const withSecondApp = async (use: (second: TestApp['app']) => Promise<void>) => {
    if (TEST_DB !== 'postgres') return use(t.app);
    const secondDb = createDb(t.config.databaseUrl);
    const second = await buildApp({ config: t.config, db: secondDb });
    await second.ready();
    try {
      await use(second);
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  };
  const generate = (organizationId: number, from = '2026-11-01', to = '2026-11-30') =>
    call('POST', '/invoices/generate', { organization: organizationId, from, to });

  it('bills each delivered order on account once, with VAT per invoice rounded half away from zero', async () => {
    const org = await organization();
    const a = await delivered(org.id, 1000);
    const b = await delivered(org.id, 50, '2026-11-30T21:30:00.000Z'); // Nov 30, 23:30 in Beirut: in the period
    await delivered(org.id, 700, '2026-11-30T22:30:00.000Z'); // Dec 1, 00:30 in Beirut: not
    const cash = await delivered(org.id, 900);
    await t.db.updateTable('orders').set({ payment_method: 'cash' }).where('id', '=', cash).execute();

    const draft = await ok(generate(org.id));
    expect(draft).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      number: null,
      organization: { id: org.id },
      vat_rate: 11,
      subtotal: 10.5,
      vat: 1.16, // 115.5 cents → 116
      total: 11.66,
      payment_status: 'unpaid',
      overdue: false,
    });
    expect(draft.lines.map((l: { order: number; amount: number }) => [l.order, l.amount])).toEqual([
      [a, 10],
      [b, 0.5],
    ]);

    const again = await generate(org.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Nothing to bill/);

    const c = await delivered(org.id, 333);
    const second = await ok(generate(org.id));
    expect(second.lines.map((l: { order: number }) => l.order)).toEqual([c]);
    expect(second).toMatchObject({ subtotal: 3.33, vat: 0.37, total: 3.7 }); // 36.63 → 37
  });

  it('edits and deletes a draft (its orders billable again), then issues it locked, numbered and due', async () => {
    const org = await organization({ payment_terms_days: 15 });
    const order = await delivered(org.id, 2500);
    const draft = await ok(generate(org.id));
    expect((await ok(call('POST', `/invoices/update/${draft.id}`, { notes: 'Thanks' }))).notes).toBe('Thanks');
    await ok(call('DELETE', `/invoices/delete/${draft.id}`));

    const redo = await ok(generate(org.id));
    expect(redo.lines[0].order).toBe(order);
    // On a draft, the order is frozen too (its line would no longer say its total).
    const locked = await call('POST', `/orders/update/${order}`, { discount: 1 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain(`draft invoice ${redo.id}`);

    const issued = await ok(call('POST', `/invoices/issue/${redo.id}`));
    expect(issued.number).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(issued.status).toBe('issued');
    const days = (Date.parse(issued.due_date) - Date.parse(issued.issue_date)) / 86_400_000;
    expect(days).toBe(15);

    for (const res of [
      await call('POST', `/invoices/update/${redo.id}`, { notes: 'changed' }),
      await call('DELETE', `/invoices/delete/${redo.id}`),
      await call('POST', `/invoices/issue/${redo.id}`),
    ])
      expect(res.statusCode).toBe(409);
    for (const change of [{ discount: 5 }, { status: 'processing' }]) {
      const res = await call('POST', `/orders/update/${order}`, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(issued.number);
      expect(res.json().invoice).toMatchObject({ id: redo.id, number: issued.number });
    }
    expect((await call('DELETE', `/orders/delete/${order}`)).statusCode).toBe(409);
    // A change that leaves the bill as it is still goes through.
    expect((await call('POST', `/orders/update/${order}`, { note: 'left at reception' })).statusCode).toBe(200);
  });

  it('credits chosen lines, then the rest, reversing the invoice exactly and freeing its orders', async () => {
    const org = await organization();
    const orders = [await delivered(org.id, 1005), await delivered(org.id, 1005), await delivered(org.id, 1)];
    const invoice = await ok(generate(org.id));
    const issued = await ok(call('POST', `/invoices/issue/${invoice.id}`));
    expect(issued).toMatchObject({ subtotal: 20.11, vat: 2.21, total: 22.32 }); // 221.21 → 221

    const first = await ok(call('POST', `/invoices/credit/${invoice.id}`, { lines: [invoice.lines[0].id] }));
    expect(first).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      credited_invoice: invoice.id,
      subtotal: -10.05,
      vat: -1.11, // 110.55 → 111, away from zero
      total: -11.16,
    });
    expect(first.number).toMatch(/^CN-\d{4}-\d{5}$/);
    const twice = await call('POST', `/invoices/credit/${invoice.id}`, { lines: [invoice.lines[0].id] });
    expect(twice.statusCode).toBe(409);

    const rest = await ok(call('POST', `/invoices/credit/${invoice.id}`, {}));
    expect(rest.lines).toHaveLength(2);
    const cents = (n: number) => Math.round(n * 100);
    for (const field of ['subtotal', 'vat', 'total'] as const)
      expect(cents(first[field]) + cents(rest[field])).toBe(-cents(issued[field]));
    const after = (await ok(call('GET', `/invoices?id[]=${invoice.id}`))).results[0];
    expect(after).toMatchObject({ credited: 22.32, balance: 0 });
    expect(after.lines.every((l: { credited: boolean }) => l.credited)).toBe(true);
    // The credited orders are billable again, and may change.
    expect((await call('POST', `/orders/update/${orders[0]}`, { discount: 1 })).statusCode).toBe(200);
    expect((await ok(generate(org.id))).lines).toHaveLength(3);
  });

  it('asks for a purchase order number on orders on account of an organization that requires one', async () => {
    const org = await organization({ po_required: true, billing_email: 'ap@client.test', tax_number: 'LB-123' });
    expect(org).toMatchObject({ po_required: true, payment_terms_days: 30, credit_limit: null });
    const body = { name: 'Board lunch', organization: org.id, payment_method: 'on_account' };
    const missing = await call('POST', '/orders/add', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_error', errors: { po_number: expect.any(String) } });
    expect(missing.json().message).toMatch(/purchase order/);
    const cash = await ok(call('POST', '/orders/add', { ...body, payment_method: 'cash' }));
    const toAccount = await call('POST', `/orders/update/${cash.id}`, { payment_method: 'on_account' });
    expect(toAccount.statusCode).toBe(400);
    expect(toAccount.json().errors).toHaveProperty('po_number');
    await ok(call('POST', `/orders/update/${cash.id}`, { payment_method: 'on_account', po_number: 'PO-77' }));
    expect((await ok(call('POST', '/orders/add', { ...body, po_number: 'PO-78' }))).po_number).toBe('PO-78');
  });

  it('shows an invoice unpaid, partly paid, paid, and overdue after its due date', async () => {
    const org = await organization();
    await delivered(org.id, 10000);
    const invoice = await ok(generate(org.id));
    const draftPayment = await call('POST', '/payments/record', {
      organization: org.id,
      invoice: invoice.id,
      amount: 1,
      date: '2026-11-20',
      method: 'cash',
    });
    expect(draftPayment.statusCode).toBe(400);
    await ok(call('POST', `/invoices/issue/${invoice.id}`));
    const view = async () => (await ok(call('GET', `/invoices?id[]=${invoice.id}`))).results[0];

    const other = await organization();
    const wrongOrg = await call('POST', '/payments/record', {
      organization: other.id,
      invoice: invoice.id,
      amount: 1,
      date: '2026-11-20',
      method: 'cash',
    });
    expect(wrongOrg.statusCode).toBe(400);
    expect(wrongOrg.json().errors).toHaveProperty('invoice');

    const pay = (amount: number) =>
      ok(
        call('POST', '/payments/record', {
          organization: org.id,
          invoice: invoice.id,
          amount,
          date: '2026-11-25',
          method: 'bank_transfer',
          reference: 'TRF-1',
        }),
      );
    const part = await pay(50);
    expect(await view()).toMatchObject({ payment_status: 'partly_paid', paid: 50, balance: 61, overdue: false });
    await t.db.updateTable('invoices').set({ due_date: '2020-01-01' }).where('id', '=', invoice.id).execute();
    expect(await view()).toMatchObject({ overdue: true });
    await pay(61);
    expect(await view()).toMatchObject({ payment_status: 'paid', balance: 0, overdue: false });
    await ok(call('DELETE', `/payments/delete/${part.id}`));
    expect(await view()).toMatchObject({ payment_status: 'partly_paid', paid: 61, overdue: true });
    const listed = await ok(call('GET', `/payments?organization=${org.id}`));
    expect(listed.results).toHaveLength(1);
    expect(listed.results[0]).toMatchObject({ amount: 61, method: 'bank_transfer', organization: { id: org.id } });
  });

  it('gives billing to administrators and managers only (payments written by administrators)', async () => {
    const session = async (role: keyof typeof TEST_USERS) => (await t.login(TEST_USERS[role])).headers;
    const manager = await session('manager');
    expect((await call('GET', '/invoices', undefined, manager)).statusCode).toBe(200);
    expect((await call('GET', '/payments', undefined, manager)).statusCode).toBe(200);
    const org = await organization();
    const payment = { organization: org.id, amount: 5, date: '2026-11-20', method: 'cash' };
    expect((await call('POST', '/payments/record', payment, manager)).statusCode).toBe(403);
    for (const role of ['viewer', 'kitchen_staff'] as const) {
      const headers = await session(role);
      expect((await call('GET', '/invoices', undefined, headers)).statusCode).toBe(403);
      expect((await call('GET', '/payments', undefined, headers)).statusCode).toBe(403);
      expect(
        (
          await call(
            'POST',
            '/invoices/generate',
            { organization: org.id, from: '2026-11-01', to: '2026-11-30' },
            headers,
          )
        ).statusCode,
      ).toBe(403);
    }
  });

  it(`never puts an order on two invoices when two are generated at once through ${instances}`, async () => {
    const org = await organization();
    const orders = [await delivered(org.id, 100), await delivered(org.id, 200), await delivered(org.id, 300)];
    await withSecondApp(async (second) => {
      const results = await Promise.all(
        [t.app, second, t.app, second].map((app) =>
          app.inject({
            method: 'POST',
            url: `${t.api}/invoices/generate`,
            headers: admin,
            payload: { organization: org.id, from: '2026-11-01', to: '2026-11-30' },
          }),
        ),
      );
      const made = results.filter((r) => r.statusCode === 200).map((r) => r.json().data);
      expect(results.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual([409, 409, 409]);
      expect(made[0].lines.map((l: { order: number }) => l.order).sort()).toEqual([...orders].sort());
    });
    const lines = await t.db.selectFrom('invoice_lines').select('order_id').where('order_id', 'in', orders).execute();
    expect(lines).toHaveLength(3);
  });

  it(`numbers 50 invoices issued at once through ${instances} 1..50 with no gap`, async () => {
    const drafts: number[] = [];
    for (let i = 0; i < 50; i++) {
      const org = await organization();
      await delivered(org.id, 100 + i, '2027-01-10T10:00:00.000Z');
      drafts.push((await ok(generate(org.id, '2027-01-01', '2027-01-31'))).id);
    }
    await withSecondApp(async (second) => {
      const issued = await Promise.all(
        drafts.map((id, i) =>
          (i % 2 ? second : t.app).inject({ method: 'POST', url: `${t.api}/invoices/issue/${id}`, headers: admin }),
        ),
      );
      expect(issued.map((r) => r.statusCode)).toEqual(drafts.map(() => 200));
      const numbers = issued.map((r) => r.json().data.number as string);
      const year = numbers[0].slice(4, 8);
      const serials = numbers.map((n) => Number(n.slice(9))).sort((a, b) => a - b);
      const before =
        Number(
          (
            await t.db
              .selectFrom('invoices')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('kind', '=', 'invoice')
              .where('status', '=', 'issued')
              .where('number', 'like', `INV-${year}-%`)
              .executeTakeFirstOrThrow()
          ).n,
        ) - 50;
      expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => before + i + 1));
    });
  });

  it(`credits two halves of one invoice at once through ${instances}, reversing it to the cent`, async () => {
    const org = await organization();
    // 10.05 + 10.05 at 11 %: VAT 2.2110 → 2.21 on the invoice, 1.1055 → 1.11 on each half alone.
    for (let i = 0; i < 2; i++) await delivered(org.id, 1005);
    const invoice = await ok(call('POST', `/invoices/issue/${(await ok(generate(org.id))).id}`));
    const [a, b] = invoice.lines.map((l: { id: number }) => l.id);
    await withSecondApp(async (second) => {
      const url = `${t.api}/invoices/credit/${invoice.id}`;
      const notes = await Promise.all([
        t.app.inject({ method: 'POST', url, headers: admin, payload: { lines: [a] } }),
        second.inject({ method: 'POST', url, headers: admin, payload: { lines: [b] } }),
      ]);
      expect(notes.map((r) => r.statusCode)).toEqual([200, 200]);
      const cents = (n: number) => Math.round(n * 100);
      const vat = notes.reduce((sum, r) => sum + cents(r.json().data.vat), 0);
      expect(vat).toBe(-cents(invoice.vat));
    });
    expect((await ok(call('GET', `/invoices?id[]=${invoice.id}`))).results[0]).toMatchObject({ balance: 0 });
  });
});
