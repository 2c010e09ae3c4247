import type { ReactNode } from 'react';
import { isolate } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import type { InvoiceClient, InvoiceCompany } from './invoice';
import { useInvoiceStyles } from './InvoiceDocument.styles';

/**
 * The head of a printed billing document (an invoice, a credit note, a statement): the company it is from (name,
 * address, tax number) and, at the other edge, the document's title with what follows it (`children`: a draft
 * mark, the number and dates).
 */
export function BillingDocumentHead({
  company,
  title,
  children,
}: {
  company: InvoiceCompany;
  title: string;
  children: ReactNode;
}) {
  const s = useInvoiceStyles();
  const { t } = useTranslation('printing');
  return (
    <header className={s.head}>
      <div className={s.company}>
        <span className={s.companyName} dir="auto">
          {company.name}
        </span>
        {company.address ? <span dir="auto">{company.address}</span> : null}
        {company.taxNumber ? <span>{t('invoice.taxNumber', { number: isolate(company.taxNumber) })}</span> : null}
      </div>
      <div className={s.titleBlock}>
        <h2 className={s.title}>{title}</h2>
        {children}
      </div>
    </header>
  );
}

/** Whom a billing document is for, under its caption ("Bill to"): the client's billing details, or "None". */
export function BillingDocumentClient({ caption, client }: { caption: string; client: InvoiceClient | null }) {
  const s = useInvoiceStyles();
  const { t } = useTranslation('printing');
  return (
    <section className={s.client} aria-label={caption}>
      <span className={s.caption}>{caption}</span>
      {client ? (
        <>
          <span className={s.clientName} dir="auto">
            {client.name}
          </span>
          {client.address ? <span dir="auto">{client.address}</span> : null}
          {client.email ? <span dir="ltr">{client.email}</span> : null}
          {client.taxNumber ? <span>{t('invoice.taxNumber', { number: isolate(client.taxNumber) })}</span> : null}
        </>
      ) : (
        <span>{t('invoice.none')}</span>
      )}
    </section>
  );
}
