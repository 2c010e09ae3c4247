import { formatMoney } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { BillingDocumentClient, BillingDocumentHead } from './BillingDocumentHead';
import { useDocumentLanguage } from './documentLanguage';
import { rateText, type InvoiceSheet } from './invoice';
import { useInvoiceStyles } from './InvoiceDocument.styles';

/**
 * The printed invoice (or credit note), A4: the company (name, address, tax number), the title, number and dates,
 * the client's billing details, one line per order, subtotal, VAT, total and the notes, in the language shown.
 * The server's PDF (`GET /invoices/pdf/{id}`) has the same content.
 */
export function InvoiceDocument({ sheet }: { sheet: InvoiceSheet }) {
  const s = useInvoiceStyles();
  const { t } = useTranslation('printing');
  const { lang, dir } = useDocumentLanguage();
  const title = sheet.kind === 'credit_note' ? t('invoice.creditNote') : t('invoice.invoice');
  const number = sheet.number ?? t('invoice.draftNumber', { id: sheet.id });
  const none = t('invoice.none');
  return (
    <article className={s.doc} lang={lang} dir={dir} aria-label={t('invoice.label', { document: title, number })}>
      <BillingDocumentHead company={sheet.company} title={title}>
        {sheet.draft ? <span className={s.draft}>{t('invoice.draft')}</span> : null}
        <dl className={s.meta}>
          <dt>{t('invoice.number')}</dt>
          <dd>
            <strong>{sheet.number ?? none}</strong>
          </dd>
          <dt>{t('invoice.issueDate')}</dt>
          <dd>{sheet.issueDate || none}</dd>
          {sheet.kind === 'invoice' ? (
            <>
              <dt>{t('invoice.dueDate')}</dt>
              <dd>{sheet.dueDate || none}</dd>
            </>
          ) : null}
          <dt>{t('invoice.period')}</dt>
          <dd>{t('invoice.periodValue', { from: sheet.from, to: sheet.to })}</dd>
        </dl>
      </BillingDocumentHead>
      <BillingDocumentClient caption={t('invoice.billTo')} client={sheet.client} />
      <table className={s.lines}>
        <thead>
          <tr>
            <th scope="col">{t('invoice.order')}</th>
            <th scope="col">{t('invoice.date')}</th>
            <th scope="col">{t('invoice.description')}</th>
            <th scope="col" className={s.amount}>
              {t('invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((line) => (
            <tr key={line.id}>
              <td className={s.nowrap}>{line.order}</td>
              <td className={s.nowrap}>{line.day}</td>
              <td dir="auto">{line.name}</td>
              <td className={s.amount}>{formatMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={s.totals}>
        <dt>{t('invoice.subtotal')}</dt>
        <dd>{formatMoney(sheet.subtotal)}</dd>
        <dt>{t('invoice.vat', { rate: rateText(sheet.vatRate, lang) })}</dt>
        <dd>{formatMoney(sheet.vat)}</dd>
        <dt className={s.grand}>{t('invoice.total')}</dt>
        <dd className={s.grand}>{formatMoney(sheet.total)}</dd>
      </dl>
      {sheet.notes ? (
        <section className={s.notes} aria-label={t('invoice.notes')}>
          <span className={s.caption}>{t('invoice.notes')}</span>
          <p dir="auto">{sheet.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
