import {
  billingApi,
  useDeleteInvoiceMutation,
  useGenerateInvoiceMutation,
  useUpdateInvoiceMutation,
  type Invoice,
  type ListInvoicesApiArg,
} from '../../api/generated/billing';
import { ownEndpoints, type ResourceConfig } from '../../components/resource';
import { screenIdentity } from '../../resources/registry';
import { translateText } from '../../i18n';
import { invoiceColumns } from './columns';
import { from, notes, organization, to } from './fields';
import { InvoiceLead } from './InvoiceLead';
import { InvoiceLines } from './InvoiceLines';
import { lockedReason } from './period';

/**
 * Invoices: the kit's list, a Generate modal (organization and period: POST /invoices/generate makes a draft
 * and its drawer opens) and the drawer (state, Issue, Credit, Print and Send, lines and totals; a draft's
 * notes are edited, an issued invoice is locked).
 */

/** 'INV-2026-00001', or 'Draft · Acme' before it is issued. */
export const invoiceName = (i: Invoice) =>
  i.number ?? `${translateText('billing:invoices.draft')} · ${i.organization?.name ?? `#${i.id}`}`;

export const invoicesConfig: ResourceConfig<Invoice, ListInvoicesApiArg> = {
  ...screenIdentity('invoices'),
  endpoints: ownEndpoints<Invoice>({
    useList: billingApi.endpoints.listInvoices.useQuery,
    add: { use: useGenerateInvoiceMutation, bodyKey: 'invoiceGenerate' },
    update: { use: useUpdateInvoiceMutation, bodyKey: 'invoiceChanges' },
    useDelete: useDeleteInvoiceMutation,
  }),
  columns: invoiceColumns,
  search: 'billing:invoices.search',
  create: { title: 'billing:invoices.generateTitle', fields: [organization, from, to, notes], openCreated: true },
  drawer: {
    title: (i) => i.number ?? 'billing:invoices.draftTitle',
    fields: [notes],
    locked: lockedReason,
    lead: (i) => <InvoiceLead invoice={i} />,
    extra: (i) => <InvoiceLines invoice={i} />,
    extraForViewers: true,
    deleteLabel: 'billing:invoices.delete',
  },
  recordName: invoiceName,
};
