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

/**
 * One item in cents: subtotal = (unit price + Σ addon extra charges) × quantity; total = subtotal × (1 − discount/100),
 * rounded to the cent. The same rule, letter for letter, as the server's `itemTotals`.
 */
export function itemTotalsCents(item: {
  unit_price: number;
  quantity: number;
  discount: number;
  extra_charges?: readonly number[];
}): { subtotal: number; total: number } {
  const extras = (item.extra_charges ?? []).reduce((sum, charge) => sum + charge, 0);
  const subtotal = (item.unit_price + extras) * item.quantity;
  const total = Math.round((subtotal * (100 - item.discount)) / 100);
  return { subtotal, total };
}

/** The item rule on the dialog's values, USD in and out; anything not a number counts as 0. */
export function itemTotals(
  unitPrice: number,
  quantity: number,
  discountPercent: number,
  extraCharges: readonly number[] = [],
): { subtotal: number; total: number } {
  const cents = itemTotalsCents({
    unit_price: toCents(unitPrice),
    quantity: Number.isFinite(quantity) ? quantity : 0,
    discount: Number.isFinite(discountPercent) ? discountPercent : 0,
    extra_charges: extraCharges.map(toCents),
  });
  return { subtotal: fromCents(cents.subtotal), total: fromCents(cents.total) };
}

/** Order subtotal = Σ item totals; total = subtotal − discount (an amount), never below zero. */
export function orderTotals(itemTotalsUsd: number[], discountUsd: number): { subtotal: number; total: number } {
  const subtotal = itemTotalsUsd.reduce((sum, t) => sum + toCents(t), 0);
  return { subtotal: fromCents(subtotal), total: fromCents(Math.max(0, subtotal - toCents(discountUsd))) };
}

export { orderNumber } from '../../lib/orderNumber';
