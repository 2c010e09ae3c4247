import { useState } from 'react';
import {
  useCreditInvoiceMutation,
  useIssueInvoiceMutation,
  useSendInvoiceMutation,
  type Invoice,
} from '../../api/generated/billing';
import { toWriteError, useAccess, useKitToasts } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { canBeCredited } from './period';

/**
 * Issue, Credit and Send of the invoice in the drawer: who may (Issue and Send edit the invoice,
 * `invoices::edit`; a credit note is a new document, `invoices::add`), the calls, and their outcome as a toast.
 * A refusal (409: issued already, a line credited twice, no billing email) shows the server's message.
 */
export function useInvoiceActions(invoice: Invoice) {
  const { t } = useTranslation('billing');
  const { notify } = useKitToasts();
  const mayIssue = useAccess('invoices', 'edit');
  const mayCredit = useAccess('invoices', 'create');
  const [issue, issuing] = useIssueInvoiceMutation();
  const [credit, crediting] = useCreditInvoiceMutation();
  const [send, sending] = useSendInvoiceMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const run = async <T>(call: () => Promise<T>, done: (answer: T) => string) => {
    setFailure(null);
    try {
      const answer = await call();
      notify('success', done(answer));
      return true;
    } catch (error) {
      setFailure(toWriteError(error).message);
      return false;
    }
  };

  return {
    failure,
    issue: {
      shown: invoice.status === 'draft' && invoice.kind === 'invoice',
      access: mayIssue,
      busy: issuing.isLoading,
      run: () =>
        run(
          () => issue({ id: invoice.id }).unwrap(),
          (made) => t('issue.done', { number: made.data.number ?? '' }),
        ),
    },
    credit: {
      shown: canBeCredited(invoice),
      access: mayCredit,
      busy: crediting.isLoading,
      /** The chosen lines, or every line left when `lines` is undefined. */
      run: (lines?: number[], notes?: string) =>
        run(
          () =>
            credit({
              id: invoice.id,
              invoiceCredit: { ...(lines ? { lines } : {}), ...(notes ? { notes } : {}) },
            }).unwrap(),
          (made) => t('credit.done', { number: made.data.number ?? '' }),
        ),
    },
    send: {
      // Mailed once issued: a draft has no number to send under.
      shown: invoice.status === 'issued',
      access: mayIssue,
      busy: sending.isLoading,
      run: () =>
        run(
          () => send({ id: invoice.id }).unwrap(),
          () => t('send.done', { number: invoice.number ?? '' }),
        ),
    },
  };
}

export type InvoiceActions = ReturnType<typeof useInvoiceActions>;
