/**
 * Printing: kitchen tickets, meal labels, delivery manifests, invoices and statements. The buttons are light; the documents load
 * when printed (their own chunks), and the manifest screen is a lazy route.
 */
export { PrintTicketButton, type PrintTicketButtonProps } from './PrintTicketButton';
export { PrintInvoiceButton, usePrintInvoice, type PrintInvoiceButtonProps } from './PrintInvoiceButton';
export { OrderPrintActions } from './OrderPrintActions';
export { PrintStatementButton } from './PrintStatementButton';
export { StatementEntryName } from './StatementEntryName';
export { statementSheet, type StatementLine, type StatementSheet } from './statement';
export { useDocumentCompany } from './company';
export { clientOf } from './invoice';
export { useDocumentLanguage } from './documentLanguage';
