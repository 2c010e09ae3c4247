import { nowMs, type HandlerContext, type HandlerMap } from '../../http/operation';
import { invoices, payments } from '../definitions/billing';
import { createRecord, deleteRecord, updateRecord } from '../engine/service';
import type { HookContext } from '../engine/types';
import { listHandler } from '../engine/list-handler';
import { listAgeing } from './ageing-report';
import { creditInvoice, generateInvoice, issueInvoice } from './invoices-service';
import { organizationStatement } from './statement';
import { invoicePdf, sendInvoice } from './document-handlers';

function hookContext(ctx: HandlerContext): HookContext {
  return { user: ctx.user, app: { db: ctx.db, config: ctx.config } };
}

const idOf = (params: unknown) => Number((params as { id: number }).id);

/**
 * The billing operations: invoices (list; generate a draft, edit its notes, delete it, issue it, credit it) and
 * payments (list, record, delete); an organization's statement and the ageing report (statement.ts, ageing-report.ts); the
 * invoice's PDF and its mail (document-handlers.ts). Notes, deletes and payments go through the engine (validation, history);
 * generating, issuing and crediting are billing's own transactions (invoices-service.ts).
 */
export function billingHandlers(): HandlerMap {
  return {
    listInvoices: listHandler(invoices),
    generateInvoice: async (req, _reply, ctx) => ({
      data: await generateInvoice(ctx.db, req.body, { ...hookContext(ctx), vatRate: ctx.config.vatRate }),
    }),
    updateInvoice: async (req, _reply, ctx) => ({
      data: await updateRecord(ctx.db, invoices, idOf(req.params), req.body, hookContext(ctx)),
    }),
    deleteInvoice: async (req, _reply, ctx) => ({
      data: await deleteRecord(ctx.db, invoices, idOf(req.params), hookContext(ctx)),
    }),
    issueInvoice: async (req, _reply, ctx) => ({
      data: await issueInvoice(ctx.db, idOf(req.params), { ...hookContext(ctx), nowMs: nowMs(ctx) }),
    }),
    creditInvoice: async (req, _reply, ctx) => ({
      data: await creditInvoice(ctx.db, idOf(req.params), req.body, { ...hookContext(ctx), nowMs: nowMs(ctx) }),
    }),
    getInvoicePdf: invoicePdf,
    sendInvoice,
    listPayments: listHandler(payments),
    recordPayment: async (req, _reply, ctx) => ({
      data: await createRecord(ctx.db, payments, req.body, hookContext(ctx)),
    }),
    deletePayment: async (req, _reply, ctx) => ({
      data: await deleteRecord(ctx.db, payments, idOf(req.params), hookContext(ctx)),
    }),
    getOrganizationStatement: async (req, _reply, ctx) => ({
      data: await organizationStatement(ctx.db, idOf(req.params), req.query.from, req.query.to, req.changeCounters),
    }),
    listAgeing,
  };
}
