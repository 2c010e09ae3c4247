import { drainJobs } from '../../../server/src/resources/data/runner';
import { TEST_DB } from '../helpers/db';
import { billingFixture, type BillingFixture } from './fixtures';

/**
 * Billing, phase 2 (issue 31, item 5): an organization's statement and the ageing report. The server's clock is
 * fixed at 2027-03-01 12:00 in Beirut (the kitchen's zone), so the ageing buckets are known.
 */
export const TODAY = '2027-03-01';

describe(`statements and the ageing report (${TEST_DB})`, () => {
  let f: BillingFixture;
  let admin: Record<string, string>;
  let sessions: BillingFixture['sessions'];
  beforeAll(async () => {
    f = await billingFixture({ clock: () => Date.parse(`${TODAY}T10:00:00.000Z`) });
    sessions = f.sessions;
    admin = sessions.administrator;
  });
  afterAll(async () => {
    await drainJobs();
    await f.t.close();
  });

  const call: BillingFixture['call'] = (...args) => f.call(...args);
  const ok: BillingFixture['ok'] = (res) => f.ok(res);
  const organization: BillingFixture['organization'] = (fields) => f.organization(fields);
  const delivered: BillingFixture['delivered'] = (...args) => f.delivered(...args);
  const issued: BillingFixture['issued'] = (...args) => f.issued(...args);
  const pay: BillingFixture['pay'] = (...args) => f.pay(...args);
  const cents = (usd: number) => Math.round(usd * 100);

  describe('statement', () => {
    it('lists the issued documents and payments of the period in date order with a running balance', async () => {
      const org = await organization();
      await delivered(org.id, 10000, '2026-10-10');
      const credited = await delivered(org.id, 5000, '2026-10-20');
      await pay(org.id, 20, '2026-10-15'); // on account, before the period: in the opening balance
      const october = await issued(org.id, '2026-10-01', '2026-10-31', '2026-11-01', '2026-12-01');
      expect(october.total).toBe(166.5);
      await pay(org.id, 100, '2026-11-05', october.id);
      const line = october.lines.find((l) => l.order === credited)!;
      const note = await ok(call('POST', `/invoices/credit/${october.id}`, { lines: [line.id] }));
      await f.t.db.updateTable('invoices').set({ issue_date: '2026-11-10' }).where('id', '=', note.id).execute();
      await delivered(org.id, 7000, '2026-11-12');
      await pay(org.id, 10, '2026-11-30'); // the same day as the November invoice: after it
      const november = await issued(org.id, '2026-11-01', '2026-11-30', '2026-11-30', '2026-12-30');
      await delivered(org.id, 3000, '2026-12-05');
      await ok(call('POST', '/invoices/generate', { organization: org.id, from: '2026-12-01', to: '2026-12-31' }));

      const statement = await ok(call('GET', `/organizations/${org.id}/statement?from=2026-11-01&to=2026-11-30`));
      expect(statement).toMatchObject({
        organization: { id: org.id, name: org.name },
        from: '2026-11-01',
        to: '2026-11-30',
        opening_balance: -20,
        invoiced: 244.2,
        credited: 55.5,
        paid: 110,
        closing_balance: 58.7,
      });
      expect(statement.entries.map((e: Record<string, unknown>) => [e.date, e.kind, e.amount, e.balance])).toEqual([
        ['2026-11-01', 'invoice', 166.5, 146.5],
        ['2026-11-05', 'payment', -100, 46.5],
        ['2026-11-10', 'credit_note', -55.5, -9],
        ['2026-11-30', 'invoice', 77.7, 68.7],
        ['2026-11-30', 'payment', -10, 58.7],
      ]);
      expect(statement.entries[0]).toMatchObject({
        id: october.id,
        due_date: '2026-12-01',
        number: expect.any(String),
      });
      expect(statement.entries[2]).toMatchObject({ number: note.number, reference: statement.entries[0].number });
      expect(statement.entries[3].id).toBe(november.id);

      // The balances are the sums of the documents the invoice and payment lists show (drafts aside).
      const invoices = (await ok(call('GET', `/invoices?organization=${org.id}&per_page=100`))).results;
      const payments = (await ok(call('GET', `/payments?organization=${org.id}&per_page=100`))).results;
      const owedBy = (day: string) =>
        invoices
          .filter((i: { status: string; issue_date: string }) => i.status === 'issued' && i.issue_date <= day)
          .reduce((s: number, i: { total: number }) => s + cents(i.total), 0) -
        payments
          .filter((p: { date: string }) => p.date <= day)
          .reduce((s: number, p: { amount: number }) => s + cents(p.amount), 0);
      expect(cents(statement.opening_balance)).toBe(owedBy('2026-10-31'));
      expect(cents(statement.closing_balance)).toBe(owedBy('2026-11-30'));
      expect(
        cents(statement.opening_balance) +
          statement.entries.reduce((s: number, e: { amount: number }) => s + cents(e.amount), 0),
      ).toBe(cents(statement.closing_balance));

      const december = await ok(call('GET', `/organizations/${org.id}/statement?from=2026-12-01&to=2026-12-31`));
      expect(december).toMatchObject({ opening_balance: 58.7, closing_balance: 58.7, entries: [] });
      // A statement asked again is the kept one until a document is written.
      await pay(org.id, 1, '2026-11-20');
      const again = await ok(call('GET', `/organizations/${org.id}/statement?from=2026-11-01&to=2026-11-30`));
      expect(again).toMatchObject({ paid: 111, closing_balance: 57.7 });
      expect(again.entries).toHaveLength(6);
      const october2 = await ok(call('GET', `/organizations/${org.id}/statement?from=2026-10-01&to=2026-10-31`));
      expect(october2).toMatchObject({ opening_balance: 0, paid: 20, closing_balance: -20 });
    });

    it('refuses a period that ends before it starts (400), a missing day (400) and an unknown organization (404)', async () => {
      const org = await organization();
      const backwards = await call('GET', `/organizations/${org.id}/statement?from=2026-11-02&to=2026-11-01`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors).toHaveProperty('to');
      const missing = await call('GET', `/organizations/${org.id}/statement?from=2026-11-01`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/to/);
      expect((await call('GET', `/organizations/${org.id}/statement?from=2026-11-01&to=2026-13-01`)).statusCode).toBe(
        400,
      );
      expect((await call('GET', '/organizations/999999/statement?from=2026-11-01&to=2026-11-30')).statusCode).toBe(404);
    });
  });

  describe('ageing report', () => {
    it(`buckets each organization's open balance by days past due as of ${TODAY}`, async () => {
      const org = await organization();
      // [order cents, order day, due date]: 0, 1, 30, 31, 90 and 91 days past due.
      const plan: Array<[number, string, string]> = [
        [1000, '2026-09-01', '2027-03-01'],
        [2000, '2026-09-02', '2027-02-28'],
        [3000, '2026-09-03', '2027-01-30'],
        [4000, '2026-09-04', '2027-01-29'],
        [5000, '2026-09-05', '2026-12-01'],
        [6000, '2026-09-06', '2026-11-30'],
      ];
      const invoices = [];
      for (const [amount, day, due] of plan) {
        await delivered(org.id, amount, day);
        invoices.push(await issued(org.id, day, day, '2026-10-01', due));
      }
      await pay(org.id, 6.6, '2027-02-01', invoices[5].id); // 66.60 → 60.00 left on the oldest
      await pay(org.id, 10, '2027-02-02'); // on account: pays the oldest first → 50.00 left on it

      const paidUp = await organization();
      await delivered(paidUp.id, 1000, '2026-09-01');
      const settled = await issued(paidUp.id, '2026-09-01', '2026-09-01', '2026-10-01', '2026-10-31');
      await pay(paidUp.id, settled.total, '2026-11-01', settled.id);
      const ahead = await organization({ credit_limit: 500 });
      await pay(ahead.id, 5, '2027-02-01');

      const report = async (query: string, headers = admin) => ok(call('GET', `/ageing?${query}`, undefined, headers));
      const mine = await report(`search=${encodeURIComponent(org.name)}`);
      expect(mine.meta).toMatchObject({ total_count: 1, date: TODAY, time_zone: 'Asia/Beirut' });
      const expected = {
        current: 11.1,
        days_1_30: 55.5,
        days_31_60: 44.4,
        days_61_90: 55.5,
        over_90: 50,
        overdue: 205.4,
        total: 216.5,
      };
      expect(mine.results[0]).toEqual({
        organization: { id: org.id, name: org.name, logo: null },
        ...expected,
        credit_limit: null,
        oldest_due_date: '2026-11-30',
      });
      expect(mine.meta.totals).toEqual(expected);
      // The report's total is what the statement says is owed today.
      const statement = await ok(call('GET', `/organizations/${org.id}/statement?from=2026-01-01&to=${TODAY}`));
      expect(statement.closing_balance).toBe(216.5);

      expect((await report(`search=${encodeURIComponent(paidUp.name)}`)).meta.total_count).toBe(0);
      expect((await report(`search=${encodeURIComponent(ahead.name)}`)).results[0]).toMatchObject({
        current: -5,
        overdue: 0,
        total: -5,
        credit_limit: 500,
      });
      // The kept report follows a new payment.
      await pay(ahead.id, 1, '2027-02-03');
      expect((await report(`search=${encodeURIComponent(ahead.name)}`)).results[0].total).toBe(-6);
      // Other tests' organizations owe too: only these three are looked at.
      const ids = (page: { results: Array<{ organization: { id: number } }> }) =>
        page.results.map((r) => r.organization.id).filter((id) => [org.id, paidUp.id, ahead.id].includes(id));
      expect(ids(await report('per_page=100'))).toEqual([org.id, ahead.id]);
      expect(ids(await report('order=ASC&per_page=100'))).toEqual([ahead.id, org.id]);
      expect(ids(await report('overdue_only=true&per_page=100'))).toEqual([org.id]);
      const byName = await report('order_by=organization&per_page=100');
      const names = byName.results.map((r: { organization: { name: string } }) => r.organization.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      expect((await call('GET', '/ageing?order_by=name')).statusCode).toBe(400);

      const exported = await call('POST', '/export/ageing?format=csv', { search: org.name });
      expect(exported.statusCode).toBe(202);
      await drainJobs();
      const job = await f.t.db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', exported.json().data.job_id)
        .executeTakeFirstOrThrow();
      expect({ status: job.status, result: JSON.parse(String(job.result)) }).toMatchObject({
        status: 'done',
        result: { rows: 1, filename: expect.stringMatching(/^ageing-.*\.csv$/) },
      });
      expect((await call('POST', '/export/ageing', { order_by: 'name' })).statusCode).toBe(400);
    });
  });

  it('gives the statement, the ageing report and its export to administrators and managers only', async () => {
    const org = await organization();
    const statement = `/organizations/${org.id}/statement?from=2026-11-01&to=2026-11-30`;
    for (const role of ['administrator', 'manager'] as const) {
      expect((await call('GET', statement, undefined, sessions[role])).statusCode).toBe(200);
      expect((await call('GET', '/ageing', undefined, sessions[role])).statusCode).toBe(200);
      expect((await call('POST', '/export/ageing', {}, sessions[role])).statusCode).toBe(202);
    }
    for (const role of ['viewer', 'kitchen_staff'] as const) {
      expect((await call('GET', statement, undefined, sessions[role])).statusCode).toBe(403);
      expect((await call('GET', '/ageing', undefined, sessions[role])).statusCode).toBe(403);
      expect((await call('POST', '/export/ageing', {}, sessions[role])).statusCode).toBe(403);
    }
    await drainJobs();
  });
});
