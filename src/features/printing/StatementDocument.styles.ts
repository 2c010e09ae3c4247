import { makeStyles } from '@fluentui/react-components';

/** What a statement adds to the invoice's A4 layout (InvoiceDocument.styles): amounts at the end edge, the balance rows. */
export const useStatementStyles = makeStyles({
  money: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  balanceRow: { fontWeight: 700 },
  closing: { fontSize: '12pt', fontWeight: 700, borderTop: '1px solid #000', paddingTop: '1mm' },
});
