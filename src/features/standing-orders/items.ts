/**
 * A standing order's items while edited (the create modal and the drawer): each one's product, variation (one of
 * that product's), addons (offered with it), quantity and note, as the contract's StandingOrderItem holds them.
 */
import type { StandingOrderItem } from '../../api/generated/orders';
import type { LookupOption } from '../../components/resource';

export interface DraftItem {
  key: number;
  product: LookupOption | null;
  /** The variation's id as text, '' for none. */
  variation: string;
  addons: number[];
  /** As typed. */
  quantity: string;
  note: string;
}

/** An item's messages by part (catalogue keys). */
export type ItemErrors = Partial<Record<'product' | 'quantity', string>>;

let nextKey = 1;

export const emptyItem = (): DraftItem => ({
  key: nextKey++,
  product: null,
  variation: '',
  addons: [],
  quantity: '1',
  note: '',
});

/** The stored items as drafts, each product named from `nameOf` (its id until the name is known). */
export function toDrafts(items: readonly StandingOrderItem[], nameOf: (id: number) => string | undefined): DraftItem[] {
  return items.map((item) => ({
    key: nextKey++,
    product: { id: item.product, label: nameOf(item.product) ?? `#${item.product}` },
    variation: item.variation ? String(item.variation) : '',
    addons: [...(item.addons ?? [])],
    quantity: String(item.quantity),
    note: item.note ?? '',
  }));
}

/** Another product starts without a variation or addons: they belong to a product. */
export function withProduct(item: DraftItem, product: LookupOption | null): DraftItem {
  return { ...item, product, variation: '', addons: [] };
}

const MAX_QUANTITY = 10_000;

/** Each item's messages, by key: a product is chosen, the quantity a whole number from 1 to 10,000. */
export function checkItems(items: readonly DraftItem[]): Map<number, ItemErrors> {
  const found = new Map<number, ItemErrors>();
  for (const item of items) {
    const errors: ItemErrors = {};
    if (!item.product) errors.product = 'orders:validation.product';
    const quantity = Number(item.quantity);
    if (item.quantity.trim() === '' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
      errors.quantity = 'standingOrders:items.quantityRule';
    if (Object.keys(errors).length) found.set(item.key, errors);
  }
  return found;
}

/**
 * The items as written: only what each one holds (no variation, addons or note: left out), the note trimmed.
 * Checked items only (`checkItems` found nothing).
 */
export function toWire(items: readonly DraftItem[]): StandingOrderItem[] {
  return items.map((item) => {
    const wire: StandingOrderItem = { product: Number(item.product!.id), quantity: Number(item.quantity) };
    if (item.variation) wire.variation = Number(item.variation);
    if (item.addons.length) wire.addons = [...item.addons];
    const note = item.note.trim();
    if (note) wire.note = note;
    return wire;
  });
}

/** An order's items made standing ("Make standing" fills the create modal with them), as the prefill carries them. */
export const fromPrefill = (options: readonly LookupOption[]): DraftItem[] =>
  options.map((o) => {
    const record = (o.record ?? {}) as Partial<StandingOrderItem>;
    return {
      key: nextKey++,
      product: { id: o.id, label: o.label },
      variation: record.variation ? String(record.variation) : '',
      addons: [...(record.addons ?? [])],
      quantity: String(record.quantity ?? 1),
      note: record.note ?? '',
    };
  });
