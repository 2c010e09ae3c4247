import type { OrderItem } from '../../api/generated/orders';
import type { FieldConfig, FieldValue, FormValues, LookupOption } from '../../components/resource';
import { twoPlaces } from '../../components/resource';
import { i18n } from '../../i18n';
import { nameNow } from '../products';
import { itemTotals } from './totals';

/** The order item form's fields, checks and values (the dialog runs them with the kit's create form). */

export const text = (value: FieldValue) => (typeof value === 'string' ? value : '');
export const asOption = (value: FieldValue) => (value as LookupOption | null | undefined) ?? null;

export const product: FieldConfig = {
  name: 'product',
  label: 'orders:item.product',
  kind: 'lookup',
  lookup: 'products',
  required: 'orders:validation.product',
  // The product's name and price come along; clearing the product keeps the name.
  onChange: (value) => {
    const option = asOption(value);
    if (!option) return undefined;
    const record = option.record as { price?: number; name?: string } | undefined;
    // Variations and addons belong to a product: another product starts without them.
    return {
      name: record?.name ?? option.label,
      ...(record?.price != null ? { unit_price: twoPlaces(record.price) } : {}),
      product_variation: '',
      addons: [],
    };
  },
};
export const name: FieldConfig = { name: 'name', label: 'orders:item.name', kind: 'text' };
export const unitPrice: FieldConfig = {
  name: 'unit_price',
  label: 'orders:item.unitPrice',
  kind: 'money',
  validate: (value) => {
    const price = Number(value);
    return text(value).trim() === '' || !Number.isFinite(price) || price < 0
      ? i18n.t('orders:validation.price')
      : undefined;
  },
};
export const quantity: FieldConfig = {
  name: 'quantity',
  label: 'orders:item.quantity',
  kind: 'integer',
  validate: (value) => {
    const qty = Number(value);
    return !Number.isInteger(qty) || qty < 1 ? i18n.t('orders:validation.quantity') : undefined;
  },
};
export const discount: FieldConfig = {
  name: 'discount',
  label: 'orders:item.discountPercent',
  kind: 'money',
  validate: (value) => {
    const disc = Number(value);
    return !Number.isFinite(disc) || disc < 0 || disc > 100 ? i18n.t('orders:validation.discountPercent') : undefined;
  },
};
export const note: FieldConfig = { name: 'note', label: 'orders:item.note', kind: 'textarea' };
/** The chosen variation's id as text ('' for none); choosing one brings its price (see the dialog). */
export const productVariation: FieldConfig = {
  name: 'product_variation',
  label: 'orders:item.variation',
  kind: 'enum',
};
/** The chosen addons' ids. */
export const addons: FieldConfig = { name: 'addons', label: 'orders:item.addons', kind: 'enumMulti' };
export const FIELDS = [product, productVariation, addons, name, unitPrice, quantity, discount, note];

export const addonIds = (value: FieldValue): number[] =>
  Array.isArray(value) ? value.map(Number).filter((id) => Number.isInteger(id)) : [];

/**
 * The dialog's live totals, by the server's rule (see totals.ts): the unit price plus each chosen addon's extra
 * charge (`chargeOf`, USD), times the quantity, less the discount percent. Unparsable numbers count as 0.
 */
export function liveTotals(values: FormValues, chargeOf: (addonId: number) => number) {
  const price = Number(values.unit_price);
  const qty = Number(values.quantity);
  const disc = Number(values.discount);
  return itemTotals(
    Number.isFinite(price) ? price : 0,
    Number.isInteger(qty) ? qty : 0,
    Number.isFinite(disc) ? disc : 0,
    addonIds(values.addons).map(chargeOf),
  );
}

/** The item as sent (its order aside): the product's name when none is typed, an empty note as none. */
export function itemBody(values: FormValues) {
  const chosen = asOption(values.product)!;
  return {
    product: chosen.id as number,
    product_variation: text(values.product_variation) ? Number(values.product_variation) : null,
    addons: addonIds(values.addons),
    name: text(values.name).trim() || String((chosen.record as { name?: string } | undefined)?.name ?? chosen.label),
    unit_price: Number(values.unit_price),
    quantity: Number(values.quantity),
    discount: Number(values.discount),
    note: text(values.note).trim() || null,
  };
}

export const EMPTY: FormValues = {
  product: null,
  name: '',
  unit_price: '',
  quantity: '1',
  discount: '0',
  note: '',
  product_variation: '',
  addons: [],
};

export function fromItem(item: OrderItem): FormValues {
  return {
    product: item.product
      ? {
          id: item.product.id,
          // Shown in the viewer's language; the item's own name stays the default one (see itemBody).
          label: nameNow(item.product, (item as { product_translations?: unknown }).product_translations),
          record: item.product as unknown as Record<string, unknown>,
        }
      : null,
    name: item.name ?? '',
    unit_price: item.unit_price == null ? '' : twoPlaces(item.unit_price),
    quantity: String(item.quantity ?? 1),
    discount: String(item.discount ?? 0),
    note: item.note ?? '',
    product_variation: item.product_variation ? String(item.product_variation.id) : '',
    addons: (item.addons ?? []).flatMap((addon) => (addon.id == null ? [] : [addon.id])),
  };
}
