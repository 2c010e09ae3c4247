/** Order numbers as # padded to 5 digits. */
export const pad5 = (n: unknown) => String(n ?? '').padStart(5, '0');

/** 'Falafel Wrap - 6.5$': a product is shown as name - price$. */
export const productLabel = (p: { name?: unknown; price?: unknown }) =>
  `${String(p.name ?? '')} - ${String(p.price ?? 0)}$`;
