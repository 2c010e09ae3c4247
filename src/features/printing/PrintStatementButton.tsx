import { Button } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import { usePrint } from '../../components/print';
import { useTranslation } from '../../i18n/useTranslation';
import type { StatementSheet } from './statement';

const StatementJob = lazy(() => import(/* webpackChunkName: "print-statement" */ './StatementJob'));

/**
 * 'Print statement': the statement shown (its period's documents, as loaded) on A4 in the language shown,
 * through the print kit; the document loads with the first print. Disabled until there is a statement.
 */
export function PrintStatementButton({ sheet }: { sheet: StatementSheet | null }) {
  const { t } = useTranslation('billing');
  const { job, requested, print } = usePrint();
  return (
    <>
      <Button icon={<PrintRegular />} onClick={print} disabled={!sheet}>
        {t('statement.print')}
      </Button>
      {requested && sheet ? (
        <Suspense fallback={null}>
          <StatementJob key={job} sheet={sheet} />
        </Suspense>
      ) : null}
    </>
  );
}
