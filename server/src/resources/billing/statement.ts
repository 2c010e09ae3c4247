import { changeCache } from '../engine/change-cache';
import { validationError, notFound } from '../engine/errors';
import type { Db } from '../engine/types';
import { fromCents } from '../money';
import {
  balanceBefore,
  findIssuedDocuments,
  findPaymentsBetween,
  findStatementOrganization,
} from './statement-repository';

type EntryKind = 'invoice' | 'credit_note' | 'payment';

/** The tables of what organizations owe: a statement or the ageing report changes only with a write to them. */
export const BALANCE_TABLES = ['invoices', 'payments', 'organizations'];

interface Entry {
  date: string;
  kind: EntryKind;
  id: number;
  number: string | null;
  reference: string | null;
  due_date: string | null;
  /** cents */
  cents: number;
}

/** On one day: invoices, then credit notes, then payments; then by id (the order they were made in). */
const KIND_ORDER: Record<EntryKind, number> = { invoice: 0, credit_note: 1, payment: 2 };

function byDate(a: Entry, b: Entry): number {
  return a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id;
}

/**
 * The organization's statement from `from` to `to` (days, both included): the opening balance, each issued invoice,
 * credit note and payment of the period in date order with the balance after it, and the closing balance. Sums
 * are taken in cents, so the closing balance is exactly the opening balance plus the entries.
 */
async function statementOf(db: Db, organizationId: number, from: string, to: string) {
  if (from > to)
    throw validationError({ to: 'must be on or after from' }, 'to: the statement must end on or after from.');
  const organization = await findStatementOrganization(db, organizationId);
  if (!organization) throw notFound('organization', organizationId);
  const [opening, documents, payments] = await Promise.all([
    balanceBefore(db, organizationId, from),
    findIssuedDocuments(db, organizationId, from, to),
    findPaymentsBetween(db, organizationId, from, to),
  ]);
  const entries: Entry[] = [
    ...documents.map((d) => ({
      date: String(d.issue_date),
      kind: d.kind,
      id: Number(d.id),
      number: d.number,
      reference: d.kind === 'credit_note' ? (d.credited_number ?? null) : null,
      due_date: d.kind === 'invoice' ? d.due_date : null,
      cents: Number(d.total),
    })),
    ...payments.map((p) => ({
      date: String(p.date),
      kind: 'payment' as const,
      id: Number(p.id),
      number: null,
      reference: p.reference,
      due_date: null,
      cents: -Number(p.amount),
    })),
  ].sort(byDate);
  let balance = opening;
  const sums = { invoice: 0, credit_note: 0, payment: 0 };
  const shown = entries.map(({ cents, ...entry }) => {
    balance += cents;
    sums[entry.kind] += cents;
    return { ...entry, amount: fromCents(cents), balance: fromCents(balance) };
  });
  return {
    organization: { id: organization.id, name: organization.name, logo: organization.logo },
    from,
    to,
    opening_balance: fromCents(opening),
    invoiced: fromCents(sums.invoice),
    credited: fromCents(-sums.credit_note),
    paid: fromCents(-sums.payment),
    closing_balance: fromCents(balance),
    entries: shown,
  };
}

type Statement = Awaited<ReturnType<typeof statementOf>>;
const keptStatements = changeCache<Statement>(BALANCE_TABLES);

/**
 * The statement, kept until a write to invoices, payments or organizations (the change counters `counters` the
 * request has read already, or read now), so asking again costs one query.
 */
export function organizationStatement(
  db: Db,
  organizationId: number,
  from: string,
  to: string,
  counters?: ReadonlyMap<string, number> | null,
): Promise<Statement> {
  return keptStatements(db, [organizationId, from, to], () => statementOf(db, organizationId, from, to), counters);
}
