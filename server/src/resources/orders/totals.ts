/** Order arithmetic, all in integer cents. Pure: the services call these inside the write transaction. */

export interface ItemAmounts {
  /** cents: the variation's price, else the product's (or what staff typed) */
  unit_price: number;
  quantity: number;
  /** percent 0..100 */
  discount: number;
  /** cents: each chosen addon's extra charge, added to the unit price */
  extra_charges?: readonly number[];
}

/**
 * subtotal = (unit_price + Σ addon extra charges) × quantity; total = subtotal × (1 − discount/100), rounded
 * to the cent. The client's live totals (src/features/orders/totals.ts) follow the same rule.
 */
export function itemTotals(item: ItemAmounts): { subtotal: number; total: number } {
  const extras = (item.extra_charges ?? []).reduce((sum, charge) => sum + charge, 0);
  const subtotal = (item.unit_price + extras) * item.quantity;
  const total = Math.round((subtotal * (100 - item.discount)) / 100);
  return { subtotal, total };
}

/** Order subtotal = Σ item totals; total = subtotal − order discount (an amount), never below zero. */
export function orderTotals(itemTotalsCents: number[], discountCents: number): { subtotal: number; total: number } {
  const subtotal = itemTotalsCents.reduce((sum, t) => sum + t, 0);
  return { subtotal, total: Math.max(0, subtotal - discountCents) };
}
