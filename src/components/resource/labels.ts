/** Order numbers as # padded to 5 digits (spec §3). */
export const pad5 = (n: unknown) => String(n ?? '').padStart(5, '0');

/** 'Falafel Wrap - 6.5$' (spec §2: a product shown as name - price$). */
export const productLabel = (p: { name?: unknown; price?: unknown }) =>
  `${String(p.name ?? '')} - ${String(p.price ?? 0)}$`;
