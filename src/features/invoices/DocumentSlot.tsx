import { MailRegular } from '@fluentui/react-icons';
import type { Invoice } from '../../api/generated/billing';
import { GuardedButton } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { PrintInvoiceButton } from '../printing';
import type { InvoiceActions } from './useInvoiceActions';

/**
 * The invoice drawer's document actions: Print (the invoice on A4, in the language shown) and, once issued,
 * Send (its PDF mailed to the client's billing email by a background job).
 */
export function InvoiceDocumentActions({ invoice, send }: { invoice: Invoice; send: InvoiceActions['send'] }) {
  const { t } = useTranslation('billing');
  return (
    <>
      <PrintInvoiceButton id={invoice.id} />
      {send.shown ? (
        <GuardedButton access={send.access} icon={<MailRegular />} disabled={send.busy} onClick={() => void send.run()}>
          {t('send.action')}
        </GuardedButton>
      ) : null}
    </>
  );
}
