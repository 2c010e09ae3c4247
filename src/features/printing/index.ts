/**
 * Printing: kitchen tickets, meal labels and delivery manifests. The buttons are light; the documents load
 * when printed (their own chunks), and the manifest screen is a lazy route.
 */
export { PrintTicketButton, type PrintTicketButtonProps } from './PrintTicketButton';
export { OrderPrintActions } from './OrderPrintActions';
export { useDocumentLanguage } from './documentLanguage';
