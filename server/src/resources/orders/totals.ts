/** Order arithmetic, all in integer cents. Pure: the services call these inside the write transaction. */

export interface ItemAmounts {
  /** cents */
  unit_price: number;
  quantity: number;
  /** percent 0..100 */
  discount: number;
}

/** subtotal = unit_price × quantity; total = subtotal × (1 − discount/100), rounded to the cent. */
export function itemTotals(item: ItemAmounts): { subtotal: number; total: number } {
  const subtotal = item.unit_price * item.quantity;
  const total = Math.round((subtotal * (100 - item.discount)) / 100);
  return { subtotal, total };
}

/** Order subtotal = Σ item totals; total = subtotal − order discount (an amount), never below zero. */
export function orderTotals(itemTotalsCents: number[], discountCents: number): { subtotal: number; total: number } {
  const subtotal = itemTotalsCents.reduce((sum, t) => sum + t, 0);
  return { subtotal, total: Math.max(0, subtotal - discountCents) };
}
