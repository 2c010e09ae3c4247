/** Order numbers as # padded to 5 digits. */
export const pad5 = (n: unknown) => String(n ?? '').padStart(5, '0');

/** An amount with two decimal places ('6.50'); text that is not a number stays as it is. */
export const twoPlaces = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : String(value);
};

/** 'Falafel Wrap - 6.50$': a product is shown as name - price$, the price with two decimal places. */
export const productLabel = (p: { name?: unknown; price?: unknown }) =>
  `${String(p.name ?? '')} - ${twoPlaces(p.price)}$`;

/**
 * The list footer in English, 'N {entity} in total', with the noun in the number the count needs ('1 product').
 * Screens show `kit:list.total` with a plural count key instead (Pagination).
 */
export const totalText = (total: number, one: string, other: string) =>
  `${total} ${total === 1 ? one : other} in total`;

export { formatMoney } from '../../i18n/money';
