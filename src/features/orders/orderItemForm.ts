import type { OrderItem } from '../../api/generated/orders';
import type { FieldConfig, FieldValue, FormValues, LookupOption } from '../../components/resource';

/** The order item form's fields, checks and values (the dialog runs them with the kit's create form). */

export const text = (value: FieldValue) => (typeof value === 'string' ? value : '');
export const asOption = (value: FieldValue) => (value as LookupOption | null | undefined) ?? null;

export const product: FieldConfig = {
  name: 'product',
  label: 'Product',
  kind: 'lookup',
  lookup: 'products',
  required: 'Please select a product',
  // The product's name and price come along; clearing the product keeps the name.
  onChange: (value) => {
    const option = asOption(value);
    if (!option) return undefined;
    const record = option.record as { price?: number; name?: string } | undefined;
    return {
      name: record?.name ?? option.label,
      ...(record?.price != null ? { unit_price: String(record.price) } : {}),
    };
  },
};
export const name: FieldConfig = { name: 'name', label: 'Name', kind: 'text' };
export const unitPrice: FieldConfig = {
  name: 'unit_price',
  label: 'Unit Price',
  kind: 'money',
  validate: (value) => {
    const price = Number(value);
    return text(value).trim() === '' || !Number.isFinite(price) || price < 0 ? 'Please enter a valid price' : undefined;
  },
};
export const quantity: FieldConfig = {
  name: 'quantity',
  label: 'Quantity',
  kind: 'integer',
  validate: (value) => {
    const qty = Number(value);
    return !Number.isInteger(qty) || qty < 1 ? 'Please enter a quantity of at least 1' : undefined;
  },
};
export const discount: FieldConfig = {
  name: 'discount',
  label: 'Discount (%)',
  kind: 'money',
  validate: (value) => {
    const disc = Number(value);
    return !Number.isFinite(disc) || disc < 0 || disc > 100 ? 'Discount is a percent from 0 to 100' : undefined;
  },
};
export const note: FieldConfig = { name: 'note', label: 'Note', kind: 'textarea' };
export const FIELDS = [product, name, unitPrice, quantity, discount, note];

export const EMPTY: FormValues = {
  product: null,
  name: '',
  unit_price: '',
  quantity: '1',
  discount: '0',
  note: '',
};

export function fromItem(item: OrderItem): FormValues {
  return {
    product: item.product
      ? {
          id: item.product.id,
          label: item.product.name,
          record: item.product as unknown as Record<string, unknown>,
        }
      : null,
    name: item.name ?? '',
    unit_price: String(item.unit_price ?? ''),
    quantity: String(item.quantity ?? 1),
    discount: String(item.discount ?? 0),
    note: item.note ?? '',
  };
}
