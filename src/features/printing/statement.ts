import type { Statement, StatementEntryKind } from '../../api/generated/billing';
import { formatDate } from '../../lib/dates';
import type { InvoiceClient, InvoiceCompany } from './invoice';

/** One document of a statement as the drawer and the paper show it. */
export interface StatementLine {
  /** `invoice-12`: unique in the statement (a payment and an invoice may share an id). */
  key: string;
  kind: StatementEntryKind;
  id: number;
  /** DD/MM/YYYY. */
  date: string;
  /** An invoice's or credit note's number; null for a payment. */
  number: string | null;
  /** A payment's reference; on a credit note, the number of the invoice it credits. */
  reference: string | null;
  /** An invoice's due date, DD/MM/YYYY; '' otherwise. */
  dueDate: string;
  /** USD: positive for an invoice, negative for a credit note or a payment. */
  amount: number;
  /** USD: the balance after this document. */
  balance: number;
}

/** A statement of account as printed and shown: every text but the words of the catalogue. */
export interface StatementSheet {
  organization: string;
  /** The period's days, DD/MM/YYYY. */
  from: string;
  to: string;
  opening: number;
  closing: number;
  lines: StatementLine[];
  company: InvoiceCompany;
  client: InvoiceClient | null;
}

/** The sheet of a statement (`GET /organizations/{id}/statement`): its days as DD/MM/YYYY, amounts in USD as given. */
export function statementSheet(
  statement: Statement,
  company: InvoiceCompany,
  client: InvoiceClient | null,
): StatementSheet {
  return {
    organization: statement.organization.name,
    from: formatDate(statement.from),
    to: formatDate(statement.to),
    opening: statement.opening_balance,
    closing: statement.closing_balance,
    lines: statement.entries.map((entry) => ({
      key: `${entry.kind}-${entry.id}`,
      kind: entry.kind,
      id: entry.id,
      date: formatDate(entry.date),
      number: entry.number,
      reference: entry.reference,
      dueDate: formatDate(entry.due_date),
      amount: entry.amount,
      balance: entry.balance,
    })),
    company,
    client,
  };
}
