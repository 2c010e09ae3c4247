/**
 * Billing at scale (issue 31) for `npm run bench:server`: a ledger of 24 months of issued invoices, credit notes and
 * payments for every organization of the scale database (so the ageing report reads ~24 invoices per organization),
 * and one organization with 20,000 delivered orders on account in one month, to generate its invoice.
 *
 * The data is written once into the cached scale database, straight in SQL (invoices named `BNC-…`, the
 * organization "Bench Billing 20k"), and found again on later runs. The figures: the statement of 24 months and
 * the ageing report (p95 ≤ 50 ms at concurrency 10, as list cases), and generating the month's invoice of the 20,000
 * orders (≤ 2 s, each run's draft deleted after it, so its orders are billable again).
 */
import type { CompiledQuery } from 'kysely';
import {
  balanceQueries,
  issuedDocumentsQuery,
  openInvoicesQuery,
  paymentsBetweenQuery,
  unappliedPaymentsQuery,
} from '../../../server/src/resources/billing/statement-repository';
import { request } from './load';
import type { RawDb } from './raw-sql';
import { judge, type Figure } from './report';
import type { RunningServer } from './server-process';
import { statsOf } from './stats';

export const STATEMENT_TARGET_MS = 50;
export const AGEING_TARGET_MS = 50;
export const GENERATE_TARGET_MS = 2000;
const MONTHS = 24;
const GENERATE_ORDERS = 20_000;
const GENERATE_ORG = 'Bench Billing 20k';
/** The month billed by the generate figure: far from the scale data's days. */
const GENERATE_FROM = '2020-01-01';
const GENERATE_TO = '2020-01-31';

/** The shape of server.ts's list cases that the billing ones fill. */
export interface BillingCase {
  id: string;
  label: string;
  resource: string;
  kind: 'target';
  target: number;
  query: (i: number) => Record<string, string>;
  floorQueries: (raw: RawDb) => CompiledQuery[];
}

const monthStart = (today: string, back: number) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function count(raw: RawDb, query: CompiledQuery): Promise<number> {
  return Number((await raw.run(query))[0]?.n ?? 0);
}

/**
 * Every organization's ledger, once: an invoice issued on the first of each of the last 24 months (due 30 days
 * later), paid 20 days after issue but for the last three months (the fourth-last half paid); every sixth invoice
 * credited by a tenth. Answers the organization whose statement is measured (the first).
 */
async function ensureLedger(raw: RawDb, today: string, log: (line: string) => void): Promise<number> {
  const k = raw.kysely;
  const organizations = (await raw.run(k.selectFrom('organizations').select('id').orderBy('id').compile())).map(
    (r: { id: number }) => Number(r.id),
  );
  const made = await count(
    raw,
    k
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('number', 'like', 'BNC-%')
      .compile(),
  );
  if (made) return organizations[0];
  log(`  billing: writing ${MONTHS} months of invoices and payments for ${organizations.length} organizations…`);
  const stamp = new Date().toISOString();
  for (const org of organizations) {
    for (let m = MONTHS; m >= 1; m--) {
      const from = monthStart(today, m);
      const total = 100_000 + ((org * 7919 + m * 104_729) % 50_000);
      const [invoice] = await raw.run(
        k
          .insertInto('invoices')
          .values({
            kind: 'invoice',
            status: 'issued',
            number: `BNC-${org}-${m}`,
            organization_id: org,
            period_from: from,
            period_to: plusDays(monthStart(today, m - 1), -1),
            issue_date: from,
            due_date: plusDays(from, 30),
            subtotal: Math.round(total / 1.11),
            vat_rate: 11,
            vat: total - Math.round(total / 1.11),
            total,
            __date_created: stamp,
          })
          .returning('id')
          .compile(),
      );
      const credit = m % 6 === 0 ? Math.round(total / 10) : 0;
      if (credit)
        await raw.run(
          k
            .insertInto('invoices')
            .values({
              kind: 'credit_note',
              status: 'issued',
              number: `BNC-CN-${org}-${m}`,
              organization_id: org,
              period_from: from,
              period_to: from,
              issue_date: plusDays(from, 10),
              credited_invoice_id: invoice.id,
              subtotal: -credit,
              vat_rate: 11,
              vat: 0,
              total: -credit,
              __date_created: stamp,
            })
            .compile(),
        );
      const paid = m > 4 ? total - credit : m === 4 ? Math.round((total - credit) / 2) : 0;
      if (paid)
        await raw.run(
          k
            .insertInto('payments')
            .values({
              organization_id: org,
              invoice_id: invoice.id,
              amount: paid,
              date: plusDays(from, 20),
              method: 'bank_transfer',
              reference: `BNC-${org}-${m}`,
              __date_created: stamp,
            })
            .compile(),
        );
    }
  }
  return organizations[0];
}

/** The statement and ageing cases, measured like the lists (the ledger written first when missing). */
export async function billingCases(raw: RawDb, today: string, log: (line: string) => void): Promise<BillingCase[]> {
  const org = await ensureLedger(raw, today, log);
  const from = monthStart(today, MONTHS);
  const statement = { from, to: today };
  return [
    {
      id: 'billing.statement',
      label: `billing · statement of ${MONTHS} months (invoices, credit notes, payments)`,
      resource: `organizations/${org}/statement`,
      kind: 'target',
      target: STATEMENT_TARGET_MS,
      query: () => statement,
      floorQueries: (r) => {
        const { documents, payments } = balanceQueries(r.kysely, org, from);
        return [
          documents.compile(),
          payments.compile(),
          issuedDocumentsQuery(r.kysely, org, from, today).compile(),
          paymentsBetweenQuery(r.kysely, org, from, today).compile(),
        ];
      },
    },
    {
      id: 'billing.ageing',
      label: 'billing · ageing report, every organization',
      resource: 'ageing',
      kind: 'target',
      target: AGEING_TARGET_MS,
      query: () => ({ per_page: '20', page: '1' }),
      floorQueries: (r) => [openInvoicesQuery(r.kysely).compile(), unappliedPaymentsQuery(r.kysely).compile()],
    },
  ];
}

/** "Bench Billing 20k" with its 20,000 delivered orders on account in January 2020 (made once). */
async function ensureGenerateOrg(raw: RawDb, log: (line: string) => void): Promise<number> {
  const k = raw.kysely;
  const found = (
    await raw.run(k.selectFrom('organizations').select('id').where('name', '=', GENERATE_ORG).compile())
  )[0];
  const org = found
    ? Number(found.id)
    : Number(
        (
          await raw.run(
            k
              .insertInto('organizations')
              .values({ name: GENERATE_ORG, __date_created: new Date().toISOString() })
              .returning('id')
              .compile(),
          )
        )[0].id,
      );
  const have = await count(
    raw,
    k
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('organization_id', '=', org)
      .compile(),
  );
  if (have >= GENERATE_ORDERS) return org;
  log(`  billing: writing ${GENERATE_ORDERS.toLocaleString('en')} delivered orders on account for ${GENERATE_ORG}…`);
  const [{ value }] = await raw.run(
    k
      .updateTable('counters')
      .set((eb) => ({ value: eb('value', '+', GENERATE_ORDERS) }))
      .where('name', '=', 'order_number')
      .returning('value')
      .compile(),
  );
  const first = Number(value) - GENERATE_ORDERS + 1;
  const stamp = new Date().toISOString();
  for (let i = 0; i < GENERATE_ORDERS; i += 500) {
    const rows = Array.from({ length: Math.min(500, GENERATE_ORDERS - i) }, (_, j) => {
      const n = i + j;
      const at = Date.parse(`${GENERATE_FROM}T06:00:00Z`) + (n % 31) * 86_400_000 + (n % 600) * 60_000;
      const total = 1_500 + ((n * 37) % 4_000);
      return {
        order_number: first + n,
        name: `Staff lunch ${n + 1}`,
        organization_id: org,
        status: 'delivered',
        type: 'delivery',
        payment_method: 'on_account',
        date: new Date(at).toISOString(),
        completed_at: new Date(at).toISOString(),
        discount: 0,
        subtotal: total,
        total,
        __date_created: stamp,
      };
    });
    await raw.run(k.insertInto('orders').values(rows).compile());
  }
  return org;
}

/** Generating the month's invoice of 20,000 delivered orders through the API, `runs` times (each draft deleted). */
export async function generateFigure(
  server: RunningServer,
  token: string,
  raw: RawDb,
  log: (line: string) => void,
  runs = 3,
): Promise<Figure> {
  const org = await ensureGenerateOrg(raw, log);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // A draft left by an interrupted run holds the orders: delete it first.
  for (const draft of await raw.run(
    raw.kysely
      .selectFrom('invoices')
      .select('id')
      .where('organization_id', '=', org)
      .where('status', '=', 'draft')
      .compile(),
  ))
    await request(server.origin, `${server.api}/invoices/delete/${draft.id}`, { method: 'DELETE', headers });
  const times: number[] = [];
  let lines = 0;
  for (let i = 0; i < runs; i++) {
    const res = await request(server.origin, `${server.api}/invoices/generate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ organization: org, from: GENERATE_FROM, to: GENERATE_TO }),
    });
    if (res.status !== 200) throw new Error(`generate: ${res.status} ${res.body.slice(0, 300)}`);
    const draft = (JSON.parse(res.body) as { data: { id: number; lines: unknown[] } }).data;
    lines = draft.lines.length;
    times.push(res.ms);
    const gone = await request(server.origin, `${server.api}/invoices/delete/${draft.id}`, {
      method: 'DELETE',
      headers,
    });
    if (gone.status !== 200) throw new Error(`delete draft: ${gone.status} ${gone.body.slice(0, 300)}`);
  }
  const s = statsOf(times);
  return judge({
    id: 'billing.generate',
    label: `billing · generate a month's invoice of ${lines.toLocaleString('en')} delivered orders`,
    kind: 'target',
    unit: 'ms',
    value: s.max,
    p50: s.p50,
    target: GENERATE_TARGET_MS,
    note: `slowest of ${runs} runs, each draft deleted after it`,
    detail: { stats: s, lines },
  });
}
