/** Money is integer cents in the database and a decimal USD number with 2 places at the API boundary. */

/** Decimal USD → integer cents, rounding half away from zero at the cent (1.005 → 101). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const text = String(Math.abs(amount));
  const scaled = text.includes('e') ? Math.abs(amount) * 100 : Number(`${text}e2`);
  const cents = Math.round(scaled);
  return amount < 0 ? -cents : cents;
}

/** Integer cents → decimal USD. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}
