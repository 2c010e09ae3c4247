/**
 * Order arithmetic as the server does it (server/src/resources/orders/totals.ts), in integer cents, so what the
 * screens show live equals what the database stores.
 */

/** Decimal USD → integer cents, half away from zero at the cent (1.005 → 101). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const text = String(Math.abs(amount));
  const scaled = text.includes('e') ? Math.abs(amount) * 100 : Number(`${text}e2`);
  const cents = Math.round(scaled);
  return amount < 0 ? -cents : cents;
}

export const fromCents = (cents: number) => Math.round(cents) / 100;

/** subtotal = unit_price × quantity; total = subtotal × (1 − discount/100), rounded to the cent (USD in, USD out). */
export function itemTotals(
  unitPrice: number,
  quantity: number,
  discountPercent: number,
): { subtotal: number; total: number } {
  const subtotal = toCents(unitPrice) * (Number.isFinite(quantity) ? quantity : 0);
  const discount = Number.isFinite(discountPercent) ? discountPercent : 0;
  const total = Math.round((subtotal * (100 - discount)) / 100);
  return { subtotal: fromCents(subtotal), total: fromCents(total) };
}

/** Order subtotal = Σ item totals; total = subtotal − discount (an amount), never below zero. */
export function orderTotals(itemTotalsUsd: number[], discountUsd: number): { subtotal: number; total: number } {
  const subtotal = itemTotalsUsd.reduce((sum, t) => sum + toCents(t), 0);
  return { subtotal: fromCents(subtotal), total: fromCents(Math.max(0, subtotal - toCents(discountUsd))) };
}

export { orderNumber } from '../../lib/orderNumber';
