import { isolate } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import type { StatementLine } from './statement';

/**
 * What a statement's document is, in the language shown: "Invoice INV-2026-00012", "Credit note CN-2026-00001
 * for INV-2026-00012", "Payment TRF-1" (numbers and references kept left to right inside Arabic).
 */
export function StatementEntryName({ line }: { line: Pick<StatementLine, 'kind' | 'number' | 'reference'> }) {
  const { t } = useTranslation('billing');
  const number = isolate(line.number ?? '');
  if (line.kind === 'invoice') return <>{t('statement.invoice', { number })}</>;
  if (line.kind === 'credit_note')
    return (
      <>
        {line.reference
          ? t('statement.creditNoteFor', { number, invoice: isolate(line.reference) })
          : t('statement.creditNote', { number })}
      </>
    );
  return (
    <>{line.reference ? t('statement.paymentRef', { reference: isolate(line.reference) }) : t('statement.payment')}</>
  );
}
