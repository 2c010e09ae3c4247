import type { MenuItem } from '../../api/generated/menus';
import type { NameTranslations } from '../../i18n';
import { ownTranslations, translationsOf } from '../products';

export interface WeekRow {
  productId: number;
  name: string;
  /** The product's names in other languages (read structurally: the generated type may lack them). */
  translations?: NameTranslations;
  /** The row's item on each date that has one. */
  byDate: Map<string, MenuItem>;
}

/** A week's menu items as rows, one per product (by name), with the product's item on each date. */
export function weekRows(items: readonly MenuItem[]): WeekRow[] {
  const rows = new Map<number, WeekRow>();
  for (const item of items) {
    const productId = item.product?.id;
    if (productId == null) continue;
    const row = rows.get(productId) ?? {
      productId,
      name: item.product?.name ?? item.name,
      translations: translationsOf(
        ownTranslations(item.product),
        (item as { product_translations?: unknown }).product_translations,
      ),
      byDate: new Map(),
    };
    row.byDate.set(String(item.date).slice(0, 10), item);
    rows.set(productId, row);
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name) || a.productId - b.productId);
}
