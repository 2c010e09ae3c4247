import { makeStyles } from '@fluentui/react-components';

/**
 * The documents' shared type and rules, in print units: black on white, no colour carrying meaning, sizes in
 * points, nothing split across a page that reads as one block.
 */
export const usePrintTextStyles = makeStyles({
  title: { margin: 0, fontSize: '16pt', fontWeight: 700, lineHeight: 1.15 },
  subtitle: { margin: 0, fontSize: '10pt' },
  small: { fontSize: '8pt' },
  strong: { fontWeight: 700 },
  rule: { borderTop: '1px solid #000', margin: '2mm 0' },
  dashed: { borderTop: '1px dashed #000', margin: '2mm 0' },
  block: { breakInside: 'avoid' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    '& th, & td': { border: '1px solid #000', padding: '1mm 1.5mm', textAlign: 'start', verticalAlign: 'top' },
    '& th': { fontWeight: 700 },
    '& tr': { breakInside: 'avoid' },
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});
