import { enhanceOrderTags } from './enhance';

enhanceOrderTags();

/**
 * The order-item dialog: its own chunk, so the orders list does not load the dialog's product picker (a 30 kB
 * combobox) until an item is opened (the order's drawer fetches it ahead, see OrderItemsTable).
 */
export { OrderItemDialog } from './OrderItemDialog';
