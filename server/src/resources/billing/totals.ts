/**
 * Invoice arithmetic, in integer cents. VAT is computed once per invoice on its subtotal and rounded half away
 * from zero to the cent (never per line), so a credit note of a whole invoice reverses its VAT exactly.
 */

/** `cents × rate%`, rounded half away from zero; exact for rates with up to two decimals (11, 11.5, 7.25). */
export function vatOf(subtotalCents: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  const scaled = Math.abs(subtotalCents) * basisPoints;
  const whole = Math.floor(scaled / 10_000);
  const cents = scaled % 10_000 >= 5_000 ? whole + 1 : whole;
  return subtotalCents < 0 ? -cents : cents;
}

export interface InvoiceTotals {
  subtotal: number;
  vat: number;
  total: number;
}

export function invoiceTotals(lineCents: readonly number[], ratePercent: number): InvoiceTotals {
  const subtotal = lineCents.reduce((sum, c) => sum + c, 0);
  const vat = vatOf(subtotal, ratePercent);
  return { subtotal, vat, total: subtotal + vat };
}

export type PaymentStatus = 'unpaid' | 'partly_paid' | 'paid';

/** What is left to pay on an invoice, and whether it is paid, partly paid or unpaid. */
export function settlement(
  invoice: { kind: string; status: string; total: number },
  paid: number,
  credited: number,
): { balance: number; paymentStatus: PaymentStatus } {
  // A credit note is owed nothing; a draft is not owed yet but shows what it would be.
  if (invoice.kind === 'credit_note') return { balance: 0, paymentStatus: 'paid' };
  const balance = invoice.total - credited - paid;
  if (balance <= 0 && invoice.total > 0) return { balance, paymentStatus: 'paid' };
  return { balance, paymentStatus: paid > 0 ? 'partly_paid' : 'unpaid' };
}
