import {
  billingApi,
  useDeletePaymentMutation,
  useRecordPaymentMutation,
  type ListPaymentsApiArg,
  type Payment,
} from '../../api/generated/billing';
import { formatMoney, ownEndpoints, type ResourceConfig } from '../../components/resource';
import { formatDate } from '../../lib/dates';
import { screenIdentity } from '../../resources/registry';
import { paymentColumns } from './columns';
import { amount, date, invoice, method, organization, reference } from './fields';

/**
 * Payments: money received from an organization, for one of its issued invoices or on account. The kit's
 * list and a Record payment modal; a payment is never edited, only deleted (administrators).
 */

/** '$120.00 · Acme · 02/03/2026' in confirmations and toasts. */
export const paymentName = (p: Payment) =>
  [formatMoney(p.amount), p.organization?.name, formatDate(p.date)].filter(Boolean).join(' · ');

export const paymentsConfig: ResourceConfig<Payment, ListPaymentsApiArg> = {
  ...screenIdentity('payments'),
  endpoints: ownEndpoints<Payment>({
    useList: billingApi.endpoints.listPayments.useQuery,
    add: { use: useRecordPaymentMutation, bodyKey: 'paymentNew' },
    useDelete: useDeletePaymentMutation,
  }),
  columns: paymentColumns,
  search: 'billing:payments.search',
  create: {
    title: 'billing:payments.recordTitle',
    fields: [organization, amount, date, method, reference, invoice],
  },
  // No drawer route: a payment is shown in its row and deleted from it.
  drawer: { title: paymentName, fields: [], deleteLabel: 'billing:payments.delete' },
  recordName: paymentName,
};
