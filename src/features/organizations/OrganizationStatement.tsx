import {
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  mergeClasses,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { Link } from 'react-router';
import type { Organization } from '../../api/generated/clients';
import { errorMessage } from '../../api/errors';
import { useDrawerCardStyles } from '../../components/drawerCard.styles';
import { DateInput, formatMoney, useAccess } from '../../components/resource';
import { isolate } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { paths } from '../../resources/paths';
import { PrintStatementButton, StatementEntryName, type StatementSheet } from '../printing';
import { useOrganizationStatementStyles } from './OrganizationStatement.styles';
import { useOrganizationStatement } from './useOrganizationStatement';

/**
 * The organization drawer's Statement (to those who may list invoices): a period, then the opening
 * balance, each issued invoice, credit note and payment of it in date order with the balance after it, and
 * the closing balance; Print puts the same on A4 with the company's and the client's details.
 */
export function OrganizationStatement({ organization }: { organization: Organization }) {
  const access = useAccess('invoices', 'list');
  return access.can ? <StatementCard organization={organization} /> : null;
}

function StatementCard({ organization }: { organization: Organization }) {
  const card = useDrawerCardStyles();
  const styles = useOrganizationStatementStyles();
  const { t } = useTranslation(['billing', 'common']);
  const statement = useOrganizationStatement(organization);
  const { period, problem, sheet } = statement;
  return (
    <section className={card.card} aria-label={t('statement.title')}>
      <div className={styles.head}>
        <Text weight="semibold">{t('statement.title')}</Text>
        <PrintStatementButton sheet={problem ? null : sheet} />
      </div>
      <div className={styles.days}>
        <Field label={t('fields.from')} required>
          <DateInput value={period.from || null} onChange={statement.setFrom} />
        </Field>
        <Field
          label={t('fields.to')}
          required
          validationMessage={problem === 'order' ? t('bill.badPeriod') : problem ? t('bill.required') : undefined}
        >
          <DateInput value={period.to || null} onChange={statement.setTo} />
        </Field>
      </div>
      {statement.error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('statement.loadFailed')}</MessageBarTitle>
            {errorMessage(statement.error)}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {statement.loading ? <Spinner size="tiny" aria-label={t('common:loading')} /> : null}
      {sheet && !problem ? <StatementTable sheet={sheet} /> : null}
    </section>
  );
}

function StatementTable({ sheet }: { sheet: StatementSheet }) {
  const card = useDrawerCardStyles();
  const styles = useOrganizationStatementStyles();
  const { t } = useTranslation('billing');
  const cell = mergeClasses(card.cell, card.top);
  const money = mergeClasses(cell, card.amount, styles.figures);
  const dateCell = mergeClasses(cell, styles.nowrap, styles.dateColumn);
  const dateInline = (date: string) => <span className={styles.dateInline}>{date}</span>;
  return (
    <div className={styles.scroll}>
      <table className={card.table} aria-label={t('statement.tableLabel', { name: isolate(sheet.organization) })}>
        <thead>
          <tr>
            <th className={mergeClasses(cell, styles.dateColumn)}>{t('fields.date')}</th>
            <th className={cell}>{t('statement.document')}</th>
            <th className={money}>{t('fields.amount')}</th>
            <th className={money}>{t('statement.balance')}</th>
          </tr>
        </thead>
        <tbody>
          <tr className={styles.balanceRow}>
            <td className={dateCell}>{sheet.from}</td>
            <td className={cell} colSpan={2}>
              {t('statement.opening')}
              {dateInline(sheet.from)}
            </td>
            <td className={money}>{formatMoney(sheet.opening)}</td>
          </tr>
          {sheet.lines.length === 0 ? (
            <tr>
              <td className={cell} colSpan={4}>
                {t('statement.none')}
              </td>
            </tr>
          ) : null}
          {sheet.lines.map((line) => (
            <tr key={line.key}>
              <td className={dateCell}>{line.date}</td>
              <td className={cell}>
                {line.kind === 'payment' ? (
                  <StatementEntryName line={line} />
                ) : (
                  <Link to={paths.invoices.show(line.id)}>
                    <StatementEntryName line={line} />
                  </Link>
                )}
                {dateInline(line.date)}
              </td>
              <td className={money}>{formatMoney(line.amount)}</td>
              <td className={money}>{formatMoney(line.balance)}</td>
            </tr>
          ))}
          <tr className={styles.balanceRow}>
            <td className={dateCell}>{sheet.to}</td>
            <td className={cell} colSpan={2}>
              {t('statement.closing')}
              {dateInline(sheet.to)}
            </td>
            <td className={money}>{formatMoney(sheet.closing)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
