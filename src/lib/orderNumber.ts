/** '#' and the order number padded to 5 digits, e.g. '#00042'. */
export const orderNumber = (n: number | null | undefined) => `#${String(n ?? '').padStart(5, '0')}`;
