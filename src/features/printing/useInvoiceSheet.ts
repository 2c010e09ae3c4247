import { skipToken } from '@reduxjs/toolkit/query';
import { billingApi } from '../../api/generated/billing';
import { clientsApi } from '../../api/generated/clients';
import { kitchenZone } from '../../lib/zones';
import { useAppSettings } from '../settings';
import { useDocumentCompany } from './company';
import { clientOf, invoiceSheet, type InvoiceSheet } from './invoice';

export interface InvoiceSheetState {
  sheet: InvoiceSheet | null;
  /** The answer that failed (shown with the API's message), if one did. */
  error: unknown;
  /** Loaded, and there is no such invoice. */
  missing: boolean;
}

/**
 * The printed invoice `id`: the invoice (`GET /invoices?id[]=`), its organization's billing details
 * (`GET /organizations?id[]=`) and the company from the settings. Null until all have arrived.
 */
export function useInvoiceSheet(id: number | null): InvoiceSheetState {
  const settings = useAppSettings();
  const invoices = billingApi.useListInvoicesQuery(id ? { id: [id] } : skipToken, { refetchOnMountOrArgChange: true });
  const invoice = invoices.currentData?.data.results.find((i) => i.id === id) ?? null;
  const organizationId = invoice?.organization?.id;
  const organizations = clientsApi.useListOrganizationsQuery(organizationId ? { id: [organizationId] } : skipToken);
  const organization = organizations.currentData?.data.results.find((o) => o.id === organizationId);
  const ready = invoice && (!organizationId || organization || organizations.isError);
  const company = useDocumentCompany();
  // Without the organization's details (an error reading them), the client is named as the invoice names it.
  const client = organization ? clientOf(organization) : invoice?.organization ? clientOf(invoice.organization) : null;
  return {
    sheet: ready ? invoiceSheet(invoice, company, client, kitchenZone(settings)) : null,
    error: invoices.error,
    missing: !!invoices.currentData && !invoice,
  };
}
