/**
 * The kitchen's public words: statuses, order types, payment methods and allergens by value, days and times,
 * and product, variation and addon names in the language shown. The board itself is a lazy route
 * (KitchenBoardPage).
 */
export * from './words';
