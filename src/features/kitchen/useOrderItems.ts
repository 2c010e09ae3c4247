import { useId, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import type { BoardMode } from './transitions';
import { choicesText, itemProductName } from './words';
import { useTranslation } from '../../i18n/useTranslation';

type Item = KitchenOrder['items'][number];

export interface ItemBumps {
  /** The board the card is on: expo marks each item with its station. */
  mode: BoardMode;
  /** Items can be tapped ready or not (the order is being prepared and the cook may change it). */
  bumpable: boolean;
  onBump: (itemId: number, prepared: boolean) => void;
  /** The item whose tap is on its way. */
  busyItem: number | null;
}

/** The lines an item takes on the card: its name, then its choices, note and allergens, each on a line. */
const itemLines = (item: Item) =>
  1 + (choicesText(item) ? 1 : 0) + (item.note ? 1 : 0) + (item.product?.allergens.length ? 1 : 0);

/** On a phone, items longer than this many lines fold into a summary with a "Show items" button. */
export const COMPACT_ITEM_LINES = 3;

/** Every allergen of the order's items, once each, in the order met. */
const orderAllergens = (items: readonly Item[]) => [...new Set(items.flatMap((i) => i.product?.allergens ?? []))];

/**
 * The order items' controller: whether a phone's long list folds into a summary, what that summary says
 * (items, portions, names, notes, allergens), and whether the full list is open under it.
 */
export function useOrderItems(items: readonly Item[], compact: boolean) {
  const { t } = useTranslation('kitchen');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const lines = items.reduce((sum, item) => sum + itemLines(item), 0);
  const portions = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    listId,
    open,
    toggle: () => setOpen((o) => !o),
    folds: compact && lines > COMPACT_ITEM_LINES,
    portions,
    notes: items.filter((item) => item.note).length,
    names: items.map((item) => `${item.quantity} × ${itemProductName(item)}`).join(t('items.separator')),
    allergens: orderAllergens(items),
  };
}
