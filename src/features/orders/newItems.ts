import type { FieldConfig, FieldValue, FormValues } from '../../components/resource';
import { twoPlaces, validateField } from '../../components/resource';
import { i18n, translateText } from '../../i18n';
import { asOption, EMPTY, FIELDS, itemBody, liveTotals, productVariation, unitPrice } from './orderItemForm';
import { orderTotals } from './totals';

/**
 * The items typed in the new-order modal, before the order exists: each one's values (the item dialog's
 * fields), the extra charge of each addon it chose (known when chosen), its messages after a save was tried.
 */
export interface NewItem {
  key: number;
  values: FormValues;
  charges: Record<number, number>;
  errors: Record<string, string>;
}

let nextKey = 1;
export const newItem = (): NewItem => ({ key: nextKey++, values: { ...EMPTY }, charges: {}, errors: {} });

/** A field's new value and what it brings along (a product its name and price, and no variation or addons). */
export function changeItem(item: NewItem, field: FieldConfig, value: FieldValue, checked: boolean): NewItem {
  const values = { ...item.values, [field.name]: value, ...(field.onChange?.(value, item.values) ?? {}) };
  return { ...item, values, errors: checked ? checkItem(values) : item.errors };
}

/** A variation brings its price; going back to none brings back the product's. */
export function chooseVariation(
  item: NewItem,
  variation: { id: number; price: number } | undefined,
  checked: boolean,
): NewItem {
  const next = changeItem(item, productVariation, variation ? String(variation.id) : '', checked);
  const productPrice = (asOption(item.values.product)?.record as { price?: number } | undefined)?.price;
  const price = variation?.price ?? productPrice;
  return price != null ? changeItem(next, unitPrice, twoPlaces(price), checked) : next;
}

/** The chosen addons and the extra charge of each. */
export function chooseAddons(item: NewItem, ids: number[], chargeOf: (id: number) => number): NewItem {
  const charges = Object.fromEntries(ids.map((id) => [id, chargeOf(id)]));
  return { ...item, values: { ...item.values, addons: ids }, charges };
}

/** The item's messages by field (none: it may be saved). */
export function checkItem(values: FormValues): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of FIELDS) {
    const message = validateField(field, values[field.name], values);
    if (message) found[field.name] = translateText(message);
  }
  return found;
}

export const itemLiveTotals = (item: NewItem) => liveTotals(item.values, (id) => item.charges[id] ?? 0);

/** The order's live totals: the items' totals, less the order's discount (USD, anything not a number is 0). */
export function newOrderTotals(items: NewItem[], discount: FieldValue) {
  const amount = Number(discount);
  return orderTotals(
    items.map((item) => itemLiveTotals(item).total),
    Number.isFinite(amount) ? amount : 0,
  );
}

/** The items as the bulk create takes them, for the order just created. */
export const itemRecords = (items: NewItem[], orderId: number) =>
  items.map((item) => ({ ...itemBody(item.values), order: orderId }));

/**
 * Which item the server refused, as the user numbers them ('Item 2 (Falafel Wrap)'), from its `records[i]`
 * message; the whole message when it names none.
 */
export function refusalText(items: NewItem[], message: string, fields: Record<string, string>): string {
  const where = /records\[(\d+)\]/.exec(message) ?? Object.keys(fields).map((k) => /records\[(\d+)\]/.exec(k))[0];
  if (!where) return i18n.t('orders:newItems.refusedAll', { message });
  const index = Number(where[1]);
  const chosen = asOption(items[index]?.values.product);
  const name = (chosen?.record as { name?: string } | undefined)?.name ?? chosen?.label;
  const reason = message.replace(/^records\[\d+\](?: \(id \d+\))?: /, '').replace(/ Nothing was saved\.$/, '');
  return name
    ? i18n.t('orders:newItems.refusedNamed', { number: index + 1, name, reason })
    : i18n.t('orders:newItems.refused', { number: index + 1, reason });
}

/**
 * A bulk refusal about the whole order (its credit limit), without the `records[i]: ` of the item that met it
 * and the closing 'Nothing was saved.': the words the user reads are the order's.
 */
export function orderRefusal(error: unknown): unknown {
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  if (!data || typeof data.message !== 'string') return error;
  const message = data.message.replace(/^records\[\d+\](?: \(id \d+\))?: /, '').replace(/ Nothing was saved\.$/, '');
  return { ...(error as object), data: { ...data, message } };
}
