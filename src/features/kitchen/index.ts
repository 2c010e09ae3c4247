/**
 * The kitchen's public words: statuses, order types, payment methods and allergens by value, days and times,
 * and product, variation and addon names in the language shown. The board itself is a lazy route
 * (KitchenBoardPage).
 */
export * from './words';
/** The offline notice of the board, also shown by the production sheet. */
export { OfflineNotice } from './OfflineNotice';
/** Sends the signed-in user's queued board taps when the network is back (mounted by the signed-in shell). */
export { useKitchenOutbox } from './useOrderAction';
/** The "Late change" mark of an order changed after its cut-off: board card, ticket, production sheet. */
export { LateChangeMark } from './LateChangeMark';
