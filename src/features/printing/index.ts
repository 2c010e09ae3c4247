/**
 * Printing: kitchen tickets, meal labels, delivery manifests and invoices. The buttons are light; the documents load
 * when printed (their own chunks), and the manifest screen is a lazy route.
 */
export { PrintTicketButton, type PrintTicketButtonProps } from './PrintTicketButton';
export { PrintInvoiceButton, usePrintInvoice, type PrintInvoiceButtonProps } from './PrintInvoiceButton';
export { OrderPrintActions } from './OrderPrintActions';
export { useDocumentLanguage } from './documentLanguage';
