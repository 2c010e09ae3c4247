import { makeStyles } from '@fluentui/react-components';

/** The invoice on A4, in print units; logical properties, so Arabic mirrors it (company and client on the right). */
export const useInvoiceStyles = makeStyles({
  doc: { display: 'flex', flexDirection: 'column', gap: '6mm', '& p': { margin: 0 } },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '8mm', flexWrap: 'wrap' },
  company: { display: 'flex', flexDirection: 'column', gap: '0.5mm', maxWidth: '95mm' },
  companyName: { fontSize: '14pt', fontWeight: 700 },
  titleBlock: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1mm', minWidth: '70mm' },
  title: { margin: 0, fontSize: '22pt', fontWeight: 700, lineHeight: 1.1 },
  draft: {
    fontSize: '11pt',
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
    border: '1px solid #000',
    padding: '0 2mm',
  },
  meta: {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    columnGap: '6mm',
    rowGap: '0.5mm',
    margin: 0,
    '& dt': { color: '#444', fontSize: '8.5pt', alignSelf: 'center' },
    '& dd': { margin: 0, textAlign: 'end', whiteSpace: 'nowrap' },
  },
  client: { display: 'flex', flexDirection: 'column', gap: '0.5mm', breakInside: 'avoid' },
  caption: { color: '#444', fontSize: '8.5pt' },
  clientName: { fontSize: '11.5pt', fontWeight: 700 },
  lines: {
    width: '100%',
    borderCollapse: 'collapse',
    '& th': {
      color: '#444',
      fontSize: '8.5pt',
      fontWeight: 400,
      textAlign: 'start',
      borderBottom: '1px solid #777',
      paddingBlock: '1mm',
      paddingInlineEnd: '2mm',
    },
    '& td': { paddingBlock: '1.2mm', paddingInlineEnd: '2mm', verticalAlign: 'top', borderBottom: '0.5px solid #ccc' },
    '& tr': { breakInside: 'avoid' },
    // The amount column, heading included, sits at the end edge.
    '& th:last-child, & td:last-child': { textAlign: 'end', paddingInlineEnd: 0 },
  },
  nowrap: { whiteSpace: 'nowrap' },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  totals: {
    alignSelf: 'flex-end',
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    // No gap between the columns, so the rule over the total runs unbroken; the amounts keep their distance.
    rowGap: '1mm',
    minWidth: '75mm',
    margin: 0,
    breakInside: 'avoid',
    '& dd': {
      margin: 0,
      paddingInlineStart: '10mm',
      textAlign: 'end',
      whiteSpace: 'nowrap',
      fontVariantNumeric: 'tabular-nums',
    },
  },
  grand: { fontSize: '12pt', fontWeight: 700, borderTop: '1px solid #000', paddingTop: '1mm' },
  notes: { breakInside: 'avoid', whiteSpace: 'pre-wrap' },
});
