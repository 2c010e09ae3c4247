import { DateTime } from 'luxon';
import type { Db } from '../engine/types';
import { fromCents } from '../money';
import { findOpenInvoices, findOrganizationsByIds, findUnappliedPayments } from './statement-repository';

/** The buckets of the ageing report, by days past the due date, in this order. */
export const AGEING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
type Cents = Record<AgeingBucket, number>;

/** The bucket of an invoice `daysLate` days past its due date (0 or less: not yet due). */
export function bucketOf(daysLate: number): AgeingBucket {
  if (daysLate <= 0) return 'current';
  if (daysLate <= 30) return 'days_1_30';
  if (daysLate <= 60) return 'days_31_60';
  if (daysLate <= 90) return 'days_61_90';
  return 'over_90';
}

/** Whole days from `due` to `today` (both `YYYY-MM-DD` days of the kitchen's zone). */
function daysBetween(due: string, today: string): number {
  return Math.round(DateTime.fromISO(today, { zone: 'utc' }).diff(DateTime.fromISO(due, { zone: 'utc' }), 'days').days);
}

const zeros = (): Cents => ({ current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 });

export interface AgeingRow {
  organization: { id: number; name: string; logo: string | null };
  /** cents by bucket */
  buckets: Cents;
  total: number;
  overdue: number;
  credit_limit: number | null;
  oldest_due_date: string | null;
}

/**
 * Every organization's open balance by days overdue as of `today`. Each issued invoice's balance (its total less its
 * credit notes and payments) goes to the bucket of its due date; money that pays no invoice (payments on account,
 * what was paid beyond an invoice) pays the oldest invoices first, and what is left of it is a negative `current`.
 * Organizations whose balance is nothing are left out.
 */
export async function ageingRows(db: Db, today: string): Promise<AgeingRow[]> {
  const [invoices, unapplied] = await Promise.all([findOpenInvoices(db), findUnappliedPayments(db)]);
  const open = new Map<number, Array<{ dueDate: string | null; balance: number }>>();
  const spare = new Map<number, number>(unapplied);
  for (const invoice of invoices) {
    if (invoice.balance < 0)
      spare.set(invoice.organizationId, (spare.get(invoice.organizationId) ?? 0) - invoice.balance);
    else {
      const list = open.get(invoice.organizationId);
      if (list) list.push(invoice);
      else open.set(invoice.organizationId, [invoice]);
    }
  }
  const ids = [...new Set([...open.keys(), ...spare.keys()])];
  const organizations = await findOrganizationsByIds(db, ids);
  const rows: AgeingRow[] = [];
  for (const organization of organizations) {
    const buckets = zeros();
    let credit = spare.get(organization.id) ?? 0;
    let oldest: string | null = null;
    // Oldest first (findOpenInvoices answers them by due date).
    for (const invoice of open.get(organization.id) ?? []) {
      const applied = Math.min(credit, invoice.balance);
      credit -= applied;
      const left = invoice.balance - applied;
      if (!left) continue;
      oldest ??= invoice.dueDate;
      buckets[invoice.dueDate ? bucketOf(daysBetween(invoice.dueDate, today)) : 'current'] += left;
    }
    buckets.current -= credit;
    const total = AGEING_BUCKETS.reduce((sum, b) => sum + buckets[b], 0);
    if (!total && AGEING_BUCKETS.every((b) => !buckets[b])) continue;
    rows.push({
      organization: { id: organization.id, name: organization.name, logo: organization.logo },
      buckets,
      total,
      overdue: total - buckets.current,
      credit_limit: organization.credit_limit,
      oldest_due_date: oldest,
    });
  }
  return rows;
}

/** A row as the API shows it: USD. */
export function ageingRecord(row: AgeingRow) {
  return {
    organization: row.organization,
    ...Object.fromEntries(AGEING_BUCKETS.map((b) => [b, fromCents(row.buckets[b])])),
    overdue: fromCents(row.overdue),
    total: fromCents(row.total),
    credit_limit: row.credit_limit == null ? null : fromCents(Number(row.credit_limit)),
    oldest_due_date: row.oldest_due_date,
  };
}

/** The totals of every bucket over `rows`, in USD. */
export function ageingTotals(rows: readonly AgeingRow[]) {
  const sum = (pick: (r: AgeingRow) => number) => fromCents(rows.reduce((s, r) => s + pick(r), 0));
  return {
    ...Object.fromEntries(AGEING_BUCKETS.map((b) => [b, sum((r) => r.buckets[b])])),
    overdue: sum((r) => r.overdue),
    total: sum((r) => r.total),
  };
}
