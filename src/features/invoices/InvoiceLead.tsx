import { MessageBar, MessageBarBody, mergeClasses, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Invoice } from '../../api/generated/billing';
import { useDrawerCardStyles } from '../../components/drawerCard.styles';
import { formatDate } from '../../lib/dates';
import { paths } from '../../resources/paths';
import { useTranslation } from '../../i18n/useTranslation';
import { PeriodText } from './columns';
import { CreditButton } from './CreditDialog';
import { InvoiceDocumentActions } from './DocumentSlot';
import { InvoiceBadges } from './InvoiceBadges';
import { useInvoiceLeadStyles } from './InvoiceLead.styles';
import { IssueButton } from './IssueButton';
import { useInvoiceActions } from './useInvoiceActions';

/**
 * The top of an invoice's drawer: its state, organization, period and dates, and what staff do with it:
 * Issue a draft, Credit an issued invoice, and Print and Send (the document's slot).
 */
export function InvoiceLead({ invoice }: { invoice: Invoice }) {
  const card = useDrawerCardStyles();
  const styles = useInvoiceLeadStyles();
  const { t } = useTranslation('billing');
  const actions = useInvoiceActions(invoice);
  const fact = (term: string, value: ReactNode) => (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  return (
    <section className={mergeClasses(card.card, styles.roomy)} aria-label={t('invoices.statusLabel')}>
      <InvoiceBadges invoice={invoice} />
      <dl className={styles.facts}>
        {fact(t('fields.organization'), <bdi>{invoice.organization?.name ?? t('invoices.noOrganization')}</bdi>)}
        {fact(t('fields.period'), <PeriodText invoice={invoice} />)}
        {invoice.issue_date ? fact(t('fields.issueDate'), formatDate(invoice.issue_date)) : null}
        {invoice.due_date ? fact(t('fields.dueDate'), formatDate(invoice.due_date)) : null}
      </dl>
      {invoice.credited_invoice ? (
        <Text>
          <Link to={paths.invoices.show(invoice.credited_invoice)}>
            {t('invoices.credits', { number: `#${invoice.credited_invoice}` })}
          </Link>
        </Text>
      ) : null}
      <div className={styles.actions}>
        <IssueButton action={actions.issue} />
        <CreditButton invoice={invoice} action={actions.credit} />
        <InvoiceDocumentActions invoice={invoice} send={actions.send} />
      </div>
      {actions.failure ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{actions.failure}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
