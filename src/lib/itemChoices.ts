/** What was chosen for an order item, in one line: "Large · + Extra toum · + Pickled turnips"; null when nothing. */
export function itemChoicesText(item: {
  product_variation?: { name: string } | null;
  addons?: ReadonlyArray<{ name: string }>;
}): string | null {
  const parts = [
    ...(item.product_variation?.name ? [item.product_variation.name] : []),
    ...(item.addons ?? []).map((addon) => `+ ${addon.name}`),
  ];
  return parts.length ? parts.join(' · ') : null;
}
