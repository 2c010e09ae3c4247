import { formatMoney } from '../../components/resource';
import { isolate } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { BillingDocumentClient, BillingDocumentHead } from './BillingDocumentHead';
import { useDocumentLanguage } from './documentLanguage';
import { useInvoiceStyles } from './InvoiceDocument.styles';
import type { StatementSheet } from './statement';
import { useStatementStyles } from './StatementDocument.styles';
import { StatementEntryName } from './StatementEntryName';

/**
 * The printed statement of account, A4, laid out like the invoice: the company (name, address, tax number),
 * the title and period, the client's billing details, the opening balance, each invoice, credit note and
 * payment with its running balance, and the closing balance, in the language shown.
 */
export function StatementDocument({ sheet }: { sheet: StatementSheet }) {
  const s = useInvoiceStyles();
  const own = useStatementStyles();
  const { t } = useTranslation(['billing', 'printing']);
  const { lang, dir } = useDocumentLanguage();
  const period = t('printing:invoice.periodValue', { from: sheet.from, to: sheet.to });
  return (
    <article
      className={s.doc}
      lang={lang}
      dir={dir}
      aria-label={t('statement.tableLabel', { name: isolate(sheet.organization) })}
    >
      <BillingDocumentHead company={sheet.company} title={t('statement.printTitle')}>
        <dl className={s.meta}>
          <dt>{t('printing:invoice.period')}</dt>
          <dd>{period}</dd>
        </dl>
      </BillingDocumentHead>
      <BillingDocumentClient caption={t('statement.printFor')} client={sheet.client} />
      <table className={s.lines}>
        <thead>
          <tr>
            <th scope="col">{t('fields.date')}</th>
            <th scope="col">{t('statement.document')}</th>
            <th scope="col">{t('statement.dueDate')}</th>
            <th scope="col" className={own.money}>
              {t('fields.amount')}
            </th>
            <th scope="col" className={own.money}>
              {t('statement.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className={own.balanceRow}>
            <td className={s.nowrap}>{sheet.from}</td>
            <td colSpan={3}>{t('statement.opening')}</td>
            <td className={own.money}>{formatMoney(sheet.opening)}</td>
          </tr>
          {sheet.lines.map((line) => (
            <tr key={line.key}>
              <td className={s.nowrap}>{line.date}</td>
              <td>
                <StatementEntryName line={line} />
              </td>
              <td className={s.nowrap}>{line.dueDate}</td>
              <td className={own.money}>{formatMoney(line.amount)}</td>
              <td className={own.money}>{formatMoney(line.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={s.totals}>
        <dt className={own.closing}>{t('statement.closing')}</dt>
        <dd className={own.closing}>{formatMoney(sheet.closing)}</dd>
      </dl>
    </article>
  );
}
