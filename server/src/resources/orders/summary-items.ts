import type { Db } from '../engine/types';
import { NAME_ONLY, readTranslations, type Translations } from '../catalogue/translations';
import { findSummaryItems, itemsSummary } from './repository';

/** An item as an order's summary names it (contract: OrderSummaryItem). */
export interface SummaryItem {
  quantity: number;
  name: string;
  /** Its product's names in the other languages; null when the item was renamed (it reads as written). */
  translations: Translations | null;
}

interface ItemRow {
  quantity: number | string;
  name: string | null;
  product_name: string | null;
  product_translations: string | null;
}

/**
 * The items an order's summary was derived from (`summary_items`), so a client can show that summary in its
 * user's language: while the summary reads exactly as its items give it ("3 × Falafel Wrap, 2 × Hummus", the
 * text the server writes and keeps in step with them, see refreshItemsSummary), each item's quantity and name,
 * with its product's translated names when the item carries its product's name. Null when staff wrote the
 * summary (shown as written), or it is empty.
 */
export function summaryItems(summary: string | null | undefined, items: readonly ItemRow[]): SummaryItem[] | null {
  const named = items.map((i) => ({ quantity: Number(i.quantity), name: i.name }));
  if (!summary?.trim() || summary !== itemsSummary(named)) return null;
  return items.map((i) => ({
    quantity: Number(i.quantity),
    name: i.name ?? '',
    translations:
      i.name !== null && i.name === i.product_name ? readTranslations(i.product_translations, NAME_ONLY) : null,
  }));
}

/** `summary_items` of each order (rows with `id` and `summary`), by order id: one query for them all. */
export async function summaryItemsOf(
  db: Db,
  orders: ReadonlyArray<Record<string, unknown>>,
): Promise<Map<number, SummaryItem[] | null>> {
  const ids = orders.filter((o) => typeof o.summary === 'string' && o.summary.trim()).map((o) => Number(o.id));
  const items = await findSummaryItems(db, ids);
  const byOrder = new Map<number, ItemRow[]>(ids.map((id) => [id, []]));
  for (const item of items) byOrder.get(Number(item.order_id))?.push(item);
  return new Map(
    orders.map((o) => [Number(o.id), summaryItems(o.summary as string | null, byOrder.get(Number(o.id)) ?? [])]),
  );
}
