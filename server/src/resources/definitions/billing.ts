import { kitchenTimeZone } from '../../settings/settings-handler';
import { findCreditedLinesOfInvoices, findInvoice, findLinesOfInvoices, findSettlements } from '../billing/repository';
import { requireDraft } from '../billing/rules';
import { validationError } from '../engine/errors';
import { settlement } from '../billing/totals';
import { todayIn } from '../billing/dates';
import { fromCents } from '../money';
import type { FieldDef, ResourceDef, Row } from '../engine/types';
import { identityOf } from './identity';
import { EQ_OPS, organizationRef, RANGE_OPS } from './refs';

/* Invoices and payments are list resources of the contract (no `add` of the seven): their writes are the billing
   operations (billing/handlers.ts), which call the engine's create/update/delete with these definitions. The
   contract's rules (required, nullable, read-only, enum values) are written here since defineResource reads
   them from an `add<Singular>` body these resources do not have. */

const readOnly = (field: FieldDef): FieldDef => ({ readOnly: true, nullable: true, ...field });

const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
const INVOICE_STATUSES = ['draft', 'issued'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'card', 'cheque', 'other'] as const;

/** Today in the kitchen's zone at `nowMs`, the server's clock (overdue is decided on the kitchen's days). */
async function kitchenToday(db: Parameters<typeof kitchenTimeZone>[0], nowMs: number): Promise<string> {
  return todayIn(await kitchenTimeZone(db), nowMs);
}

export const invoices: ResourceDef = {
  ...identityOf('invoices'),
  table: 'invoices',
  readOnlyResource: true,
  defaultSort: [['id', 'desc']],
  changeTables: ['invoice_lines', 'payments'],
  decorated: ['lines', 'paid', 'credited', 'balance', 'payment_status', 'overdue'],
  // `overdue` turns with the kitchen's day, with no write: a list answer kept yesterday is not today's.
  asOf: kitchenToday,
  fields: {
    kind: readOnly({ type: 'enum', values: INVOICE_KINDS, filter: EQ_OPS, nullable: false }),
    status: readOnly({ type: 'enum', values: INVOICE_STATUSES, filter: EQ_OPS, nullable: false }),
    number: readOnly({ type: 'text', filter: ['like'], search: true }),
    organization: readOnly({ type: 'relation', relation: organizationRef, filter: EQ_OPS }),
    period_from: readOnly({ type: 'date', nullable: false }),
    period_to: readOnly({ type: 'date', nullable: false }),
    issue_date: readOnly({ type: 'date', filter: RANGE_OPS }),
    due_date: readOnly({ type: 'date', filter: RANGE_OPS }),
    credited_invoice: readOnly({ type: 'int', column: 'credited_invoice_id' }),
    subtotal: readOnly({ type: 'money', nullable: false }),
    vat_rate: readOnly({ type: 'number', nullable: false }),
    vat: readOnly({ type: 'money', nullable: false }),
    total: readOnly({ type: 'money', nullable: false }),
    // The one field a body may write (a draft's notes).
    notes: { type: 'text', nullable: true, search: true },
  },
  hooks: {
    beforeUpdate(_trx, _changes, current) {
      requireDraft(current, 'edited');
    },
    // Deleting a draft frees its orders (orders.invoice_id is set null) and drops its lines.
    beforeDelete(_trx, current) {
      requireDraft(current, 'deleted');
    },
    async decorate(db, rows, records, nowMs) {
      const ids = rows.map((r) => Number(r.id));
      const [lines, { paid, credited }, today] = await Promise.all([
        findLinesOfInvoices(db, ids),
        findSettlements(db, ids),
        kitchenToday(db, nowMs),
      ]);
      const creditedOfInvoice = await findCreditedLinesOfInvoices(db, ids);
      records.forEach((record, i) => {
        const row: Row = rows[i];
        const id = ids[i];
        record.lines = lines
          .filter((l) => l.invoice_id === id)
          .map((l) => ({
            id: l.id,
            order: l.order_id,
            order_number: l.order_number,
            order_date: l.order_date,
            name: l.name,
            amount: fromCents(l.amount),
            credited: creditedOfInvoice.has(l.id),
          }));
        const paidCents = paid.get(id) ?? 0;
        const creditedCents = -(credited.get(id)?.total ?? 0);
        const { balance, paymentStatus } = settlement(
          { kind: row.kind, status: row.status, total: Number(row.total) },
          paidCents,
          creditedCents,
        );
        record.paid = fromCents(paidCents);
        record.credited = fromCents(creditedCents);
        record.balance = fromCents(balance);
        record.payment_status = paymentStatus;
        record.overdue =
          row.kind === 'invoice' && row.status === 'issued' && balance > 0 && !!row.due_date && row.due_date < today;
      });
    },
  },
};

export const payments: ResourceDef = {
  ...identityOf('payments'),
  table: 'payments',
  readOnlyResource: true,
  defaultSort: [
    ['date', 'desc'],
    ['id', 'desc'],
  ],
  fields: {
    organization: { type: 'relation', relation: organizationRef, filter: EQ_OPS, required: true },
    invoice: { type: 'int', column: 'invoice_id', nullable: true, filter: EQ_OPS },
    amount: {
      type: 'money',
      required: true,
      validate: (v) => (Number(v) > 0 ? null : 'must be more than 0'),
    },
    date: { type: 'date', required: true, filter: RANGE_OPS },
    method: { type: 'enum', values: PAYMENT_METHODS, required: true, filter: EQ_OPS },
    reference: { type: 'text', nullable: true, search: true },
  },
  hooks: {
    // A payment of an invoice pays one of the organization's issued invoices.
    async beforeCreate(trx, row) {
      if (row.invoice_id == null) return;
      const invoice = await findInvoice(trx, Number(row.invoice_id));
      if (!invoice) throw validationError({ invoice: `no invoice with id ${row.invoice_id}` });
      if (invoice.organization_id !== Number(row.organization_id))
        throw validationError({ invoice: `invoice ${invoice.number ?? invoice.id} is another organization's` });
      if (invoice.kind !== 'invoice' || invoice.status !== 'issued')
        throw validationError({ invoice: 'must be an issued invoice (not a draft or a credit note)' });
    },
  },
};
