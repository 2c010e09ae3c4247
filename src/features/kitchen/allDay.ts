/**
 * The board's "All day" totals: the quantities of the items of the orders on the board, summed per
 * product, variation and addon set (what the line cooks make in one go). Pure.
 */
import type { KitchenOrder } from '../../api/generated/kitchen';
import { addonName, itemProductName, variationName } from './words';

type Item = KitchenOrder['items'][number];
interface Named {
  id?: number | null;
  name?: string | null;
}
/** The choices an item may carry: its variation and addons (absent from items that have none). */
type WithChoices = Item & { product_variation?: Named | null; addons?: Named[] | null };

export interface AllDayLine {
  key: string;
  product: string;
  /** "Large + Cheese + Zaatar"; empty for the plain product. */
  choices: string;
  quantity: number;
}

const byName = (a: Named, b: Named) => String(a.name ?? '').localeCompare(String(b.name ?? ''));

/** The lines, largest quantity first (then by product and choices), and their total. */
export function allDayTotals(orders: readonly KitchenOrder[]): { lines: AllDayLine[]; total: number } {
  const lines = new Map<string, AllDayLine>();
  let total = 0;
  for (const order of orders) {
    for (const item of order.items as WithChoices[]) {
      // Names in the language shown; the key stays by id, so one product adds up under one name.
      const product = item.product ? itemProductName({ ...item, name: '' }) : itemProductName(item);
      const variation = item.product_variation ?? null;
      const addons = [...(item.addons ?? [])].sort(byName);
      const key = [
        item.product?.id ?? `name:${item.name}`,
        variation?.id ?? '',
        addons.map((a) => a.id ?? a.name).join('+'),
      ].join('|');
      const choices = [variationName(item), ...addons.map((a) => (a.name ? addonName({ ...a, name: a.name }) : ''))]
        .filter(Boolean)
        .join(' + ');
      const line = lines.get(key) ?? { key, product, choices, quantity: 0 };
      line.quantity += item.quantity;
      total += item.quantity;
      lines.set(key, line);
    }
  }
  const sorted = [...lines.values()].sort(
    (a, b) => b.quantity - a.quantity || a.product.localeCompare(b.product) || a.choices.localeCompare(b.choices),
  );
  return { lines: sorted, total };
}
