import { HttpError } from '../../http/operation';
import { kitchenTimeZone } from '../../settings/settings-handler';
import { invoices } from '../definitions/billing';
import { notFound, validationError } from '../engine/errors';
import { toApiRecord } from '../engine/serialize';
import type { Db, HookContext } from '../engine/types';
import { recordLifecycle, recordUpdate } from '../history/recorder';
import { dayStartUtc, nextDay, plusDays, todayIn } from './dates';
import { takeNumber } from './numbering';
import { invoiceLabel, requireDraft } from './rules';
import {
  claimBillableOrders,
  findCreditedLineIds,
  findInvoice,
  findInvoiceForUpdate,
  findLinesOfInvoices,
  findOrganizationTerms,
  findSettlements,
  insertInvoice,
  insertLines,
  insertLinesOfClaimedOrders,
  markIssued,
  releaseOrders,
  setInvoiceNumber,
  setInvoiceTotals,
} from './repository';
import { invoiceTotals, vatOf } from './totals';

export interface GenerateRequest {
  organization: number;
  from: string;
  to: string;
  notes?: string | null;
}

/**
 * A draft invoice of the organization's delivered orders on account due from `from` to `to` (kitchen-zone days,
 * both included) and on no invoice yet: one line per order (its total as it is now), the subtotal, VAT at the
 * settings' rate and the total. Each call makes a new draft of what is left to bill; nothing left is a 409.
 */
export async function generateInvoice(
  db: Db,
  body: GenerateRequest,
  ctx: HookContext & { vatRate: number },
): Promise<Record<string, unknown>> {
  if (body.from > body.to) throw validationError({ to: 'must be on or after from' });
  return db.transaction().execute(async (trx) => {
    const organization = await findOrganizationTerms(trx, body.organization);
    if (!organization) throw validationError({ organization: `no organization with id ${body.organization}` });
    const zone = await kitchenTimeZone(trx);
    const nothingToBill = () =>
      new HttpError(
        409,
        'conflict',
        `Nothing to bill for ${organization.name} from ${body.from} to ${body.to}: no order on account ` +
          'delivered in that period is waiting for an invoice.',
      );
    const draft = await insertInvoice(trx, {
      kind: 'invoice',
      status: 'draft',
      number: null,
      organization_id: organization.id,
      period_from: body.from,
      period_to: body.to,
      issue_date: null,
      due_date: null,
      credited_invoice_id: null,
      subtotal: 0,
      vat_rate: ctx.vatRate,
      vat: 0,
      total: 0,
      notes: body.notes ?? null,
    });
    // Set-based (a month of 20,000 orders is two statements): the orders claimed, then their lines.
    const claimed = await claimBillableOrders(
      trx,
      draft.id,
      organization.id,
      dayStartUtc(body.from, zone),
      dayStartUtc(nextDay(body.to), zone),
    );
    // None left, or another invoice made at the same moment took them all (the draft is rolled back).
    if (!claimed.length) throw nothingToBill();
    await insertLinesOfClaimedOrders(trx, draft.id);
    const totals = invoiceTotals(
      claimed.map((o) => Number(o.total)),
      ctx.vatRate,
    );
    await setInvoiceTotals(trx, draft.id, totals);
    await recordLifecycle(trx, invoices.name, [draft.id], 'create', ctx);
    return toApiRecord(trx, invoices, { ...draft, ...totals });
  });
}

async function requireInvoice(trx: Db, id: number, lock = false) {
  const invoice = await (lock ? findInvoiceForUpdate : findInvoice)(trx, id);
  if (!invoice) throw notFound('invoice', id);
  return invoice;
}

/**
 * Issues a draft: the next number of its issue year (no gaps: the number is taken in this transaction), today as
 * its issue date (kitchen zone) and the organization's terms to its due date. From then on it is locked.
 */
export async function issueInvoice(db: Db, id: number, ctx: HookContext & { nowMs: number }) {
  return db.transaction().execute(async (trx) => {
    const before = await requireInvoice(trx, id);
    requireDraft(before, 'issued again');
    const organization = before.organization_id ? await findOrganizationTerms(trx, before.organization_id) : undefined;
    const issueDate = todayIn(await kitchenTimeZone(trx), ctx.nowMs);
    const dueDate = plusDays(issueDate, Number(organization?.payment_terms_days ?? 30));
    const issued = await markIssued(trx, id, { issue_date: issueDate, due_date: dueDate });
    if (!issued) throw new HttpError(409, 'conflict', `Invoice ${id} was just issued by someone else.`);
    const after = await setInvoiceNumber(trx, id, await takeNumber(trx, 'invoice', issueDate));
    await recordUpdate(trx, invoices, { before, after }, ctx);
    return toApiRecord(trx, invoices, after, ctx.nowMs);
  });
}

/**
 * A credit note of an issued invoice, issued at once in its own series: the chosen lines (all those not yet
 * credited when none are chosen) reversed, with VAT on their subtotal at the invoice's rate; the credit note that
 * completes the invoice takes exactly the VAT left, so crediting every line reverses the invoice to the cent.
 * The credited lines' orders become billable again.
 */
export async function creditInvoice(
  db: Db,
  id: number,
  body: { lines?: number[]; notes?: string | null },
  ctx: HookContext & { nowMs: number },
) {
  return db.transaction().execute(async (trx) => {
    const invoice = await requireInvoice(trx, id, true);
    if (invoice.kind !== 'invoice' || invoice.status !== 'issued')
      throw new HttpError(409, 'conflict', `Only an issued invoice can be credited; ${invoiceLabel(invoice)} is not.`);
    const lines = await findLinesOfInvoices(trx, [id]);
    const credited = await findCreditedLineIds(
      trx,
      lines.map((l) => l.id),
    );
    const chosenIds = body.lines ? [...new Set(body.lines)] : lines.filter((l) => !credited.has(l.id)).map((l) => l.id);
    const unknown = chosenIds.filter((lineId) => !lines.some((l) => l.id === lineId));
    if (unknown.length)
      throw validationError({ lines: `not lines of invoice ${invoice.number}: ${unknown.join(', ')}` });
    const again = chosenIds.filter((lineId) => credited.has(lineId));
    if (again.length || !chosenIds.length)
      throw new HttpError(
        409,
        'conflict',
        again.length
          ? `Lines ${again.join(', ')} of invoice ${invoice.number} are already credited.`
          : `Invoice ${invoice.number} is already wholly credited.`,
      );
    const chosen = lines.filter((l) => chosenIds.includes(l.id));
    const subtotal = -chosen.reduce((sum, l) => sum + l.amount, 0);
    const completes = credited.size + chosen.length === lines.length;
    const previousVat = (await findSettlements(trx, [id])).credited.get(id)?.vat ?? 0;
    const vat = completes ? -Number(invoice.vat) - previousVat : vatOf(subtotal, Number(invoice.vat_rate));
    const issueDate = todayIn(await kitchenTimeZone(trx), ctx.nowMs);
    const note = await insertInvoice(trx, {
      kind: 'credit_note',
      status: 'issued',
      number: await takeNumber(trx, 'credit_note', issueDate),
      organization_id: invoice.organization_id,
      period_from: invoice.period_from,
      period_to: invoice.period_to,
      issue_date: issueDate,
      due_date: null,
      credited_invoice_id: id,
      subtotal,
      vat_rate: Number(invoice.vat_rate),
      vat,
      total: subtotal + vat,
      notes: body.notes ?? null,
    });
    await insertLines(
      trx,
      chosen.map((l) => ({
        invoice_id: note.id,
        order_id: l.order_id,
        order_number: l.order_number,
        order_date: l.order_date,
        name: l.name,
        amount: -l.amount,
        credits_line_id: l.id,
      })),
    );
    await releaseOrders(
      trx,
      id,
      chosen.map((l) => l.order_id).filter((orderId): orderId is number => orderId != null),
    );
    await recordLifecycle(trx, invoices.name, [note.id], 'create', ctx);
    return toApiRecord(trx, invoices, note, ctx.nowMs);
  });
}
