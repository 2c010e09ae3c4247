/** The print kit: a document printed on its own paper, without the app around it. */
export { PrintDocument, PRINT_ROOT_CLASS, type PrintDocumentProps } from './PrintDocument';
export { usePrint, printNow } from './usePrint';
export { PAPERS, pageRule, pageHeight, contentWidth, pxToMm, type Paper } from './paper';
export { usePrintTextStyles } from './printStyles';
