import { makeStyles, tokens } from '@fluentui/react-components';

/** A print screen's preview (the invoice, the manifest): the document as it prints, on a sheet of A4 paper. */
export const useSheetPreviewStyles = makeStyles({
  // A4 with its 12 mm margins, scrolled sideways on a phone.
  paper: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '210mm',
    padding: '12mm',
    backgroundColor: '#fff',
    color: '#000',
    boxShadow: tokens.shadow8,
    fontSize: '10pt',
    lineHeight: 1.3,
    overflowX: 'auto',
  },
});
