import { Fragment } from 'react';
import { Unit } from '../../components/resource';
import { isolate } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import type { StatementLine } from './statement';

/** Where a number goes in a sentence before it is put in: the sentence is cut there. */
const slot = (n: number) => `\ue000${n}\ue000`;

/** A sentence with numbers in it, each number one unit (never broken inside: `INV-2026-` / `00012`). */
function WithUnits({ sentence, units }: { sentence: string; units: string[] }) {
  return (
    <>
      {sentence
        .split(/\ue000(\d)\ue000/)
        .map((part, i) =>
          i % 2 ? <Unit key={i}>{isolate(units[Number(part)])}</Unit> : <Fragment key={i}>{part}</Fragment>,
        )}
    </>
  );
}

/**
 * What a statement's document is, in the language shown: "Invoice INV-2026-00012", "Credit note CN-2026-00001
 * for INV-2026-00012", "Payment TRF-1" (numbers and references kept whole, and left to right inside Arabic).
 */
export function StatementEntryName({ line }: { line: Pick<StatementLine, 'kind' | 'number' | 'reference'> }) {
  const { t } = useTranslation('billing');
  const number = line.number ?? '';
  if (line.kind === 'invoice')
    return <WithUnits sentence={t('statement.invoice', { number: slot(0) })} units={[number]} />;
  if (line.kind === 'credit_note')
    return line.reference ? (
      <WithUnits
        sentence={t('statement.creditNoteFor', { number: slot(0), invoice: slot(1) })}
        units={[number, line.reference]}
      />
    ) : (
      <WithUnits sentence={t('statement.creditNote', { number: slot(0) })} units={[number]} />
    );
  return line.reference ? (
    <WithUnits sentence={t('statement.paymentRef', { reference: slot(0) })} units={[line.reference]} />
  ) : (
    <>{t('statement.payment')}</>
  );
}
