import { DateTime } from 'luxon';
import type { Invoice } from '../../api/generated/billing';

/** Billing periods and the words of an invoice's state: pure helpers, tested in test/client/billing. */

export interface Period {
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day, 'YYYY-MM-DD' (included). */
  to: string;
}

/**
 * Last month as the business counts its days (`zone`, the kitchen's): on 1 March 00:30 in Beirut it is
 * February even where the browser still reads the last day of February.
 */
export function lastMonth(zone: string, now: DateTime = DateTime.now()): Period {
  const start = now.setZone(zone).startOf('month').minus({ months: 1 });
  return { from: start.toISODate()!, to: start.endOf('month').toISODate()! };
}

/**
 * A statement's first period: from the first day of the month three months ago to today, in the business's
 * days (`zone`, the kitchen's): on 28 November, 1 August to 28 November.
 */
export function statementPeriod(zone: string, now: DateTime = DateTime.now()): Period {
  const today = now.setZone(zone);
  return { from: today.startOf('month').minus({ months: 3 }).toISODate()!, to: today.toISODate()! };
}

/** Whether a period is whole: both days given and the last one not before the first. */
export function periodProblem(period: { from: string | null; to: string | null }): 'from' | 'to' | 'order' | null {
  if (!period.from) return 'from';
  if (!period.to) return 'to';
  return period.to < period.from ? 'order' : null;
}

export type InvoiceBadge = 'draft' | 'issued' | 'credit_note' | 'paid' | 'partly_paid' | 'unpaid' | 'overdue';

/**
 * What an invoice's state reads as, in order: a draft is only that; an issued invoice says how much of it
 * is paid and whether it is overdue; a credit note says it is one.
 */
export function invoiceBadges(
  invoice: Pick<Invoice, 'kind' | 'status' | 'payment_status' | 'overdue'>,
): InvoiceBadge[] {
  if (invoice.status === 'draft') return ['draft'];
  if (invoice.kind === 'credit_note') return ['credit_note'];
  return [invoice.payment_status, ...(invoice.overdue ? (['overdue'] as const) : [])];
}

/** The catalogue key of why an invoice cannot be changed, if it cannot (the drawer's `locked`). */
export function lockedReason(invoice: Pick<Invoice, 'kind' | 'status'>): string | undefined {
  if (invoice.status === 'draft') return undefined;
  return invoice.kind === 'credit_note' ? 'billing:invoices.creditNoteLocked' : 'billing:invoices.locked';
}

/** The lines a credit note may still take: those not credited yet. */
export const creditableLines = (invoice: Pick<Invoice, 'lines'>) => invoice.lines.filter((l) => !l.credited);

/** Whether an invoice may be credited: an issued invoice (not a credit note) with a line left to credit. */
export const canBeCredited = (invoice: Pick<Invoice, 'kind' | 'status' | 'lines'>) =>
  invoice.kind === 'invoice' && invoice.status === 'issued' && creditableLines(invoice).length > 0;
