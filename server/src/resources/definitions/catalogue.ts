import { HttpError } from '../../http/operation';
import { PRODUCT_ALLERGENS, PRODUCT_DIETARY } from '../../settings/enumerations';
import { findProduct } from '../catalogue/repository';
import {
  mergeTranslations,
  NAME_AND_DESCRIPTION,
  NAME_ONLY,
  normalizeTranslations,
  readTranslations,
  translationsText,
  type Translations,
} from '../catalogue/translations';
import { findOutletName } from '../clients/repository';
import type { Db, ResourceDef, Row } from '../engine/types';
import { defineResource } from './contract-fields';
import {
  addonsMany,
  categoryRef,
  codeListField,
  enumField,
  EQ_OPS,
  file,
  inListOrder,
  money,
  outletRef,
  productRef,
  RANGE_OPS,
  relation,
  text,
  TEXT_OPS,
  translationsField,
} from './refs';
import { identityOf } from './identity';

/** Preparation minutes: whole minutes from 0 to a day (null, not set, is not checked). */
const MAX_PREP_MINUTES = 1440;
function prepMinutesRule(value: unknown): string | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_PREP_MINUTES
    ? null
    : `must be whole minutes from 0 to ${MAX_PREP_MINUTES}`;
}

/**
 * Translations as stored: blank texts dropped, null for none; an update merges the languages and texts sent
 * into the stored ones (null clears them all).
 */
function translationHooks(keys: readonly string[]) {
  return {
    beforeCreate(row: Row): void {
      if (typeof row.translations === 'string')
        row.translations = translationsText(normalizeTranslations(row.translations, keys));
    },
    beforeUpdate(changes: Row, current: Row): void {
      if (typeof changes.translations === 'string')
        changes.translations = translationsText(mergeTranslations(current.translations, changes.translations, keys));
    },
  };
}
export const nameTranslations = translationHooks(NAME_ONLY);
const productTranslations = translationHooks(NAME_AND_DESCRIPTION);

export const categories: ResourceDef = defineResource({
  ...identityOf('categories'),
  table: 'categories',
  special: { status_in: 'status' },
  defaultSort: [
    ['order', 'asc'],
    ['name', 'asc'],
  ],
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    translations: translationsField(NAME_ONLY),
    order: { type: 'int', default: 0 },
    status: enumField({ default: 'publish' }),
    prep_minutes: { type: 'int', validate: prepMinutesRule },
  },
  hooks: {
    beforeCreate: (_trx, row) => nameTranslations.beforeCreate(row),
    beforeUpdate: (_trx, changes, current) => nameTranslations.beforeUpdate(changes, current),
  },
});

export const addons: ResourceDef = defineResource({
  ...identityOf('addons'),
  table: 'addons',
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    translations: translationsField(NAME_ONLY),
    extra_charge: money({ filter: RANGE_OPS }),
    type: enumField({ default: 'extra' }),
  },
  hooks: {
    beforeCreate: (_trx, row) => nameTranslations.beforeCreate(row),
    beforeUpdate: (_trx, changes, current) => nameTranslations.beforeUpdate(changes, current),
  },
});

/** Stores allergen and dietary codes in their lists' order (JSON text columns), whatever order was sent. */
function orderCodes(row: Row): void {
  for (const [column, allowed] of [
    ['allergens', PRODUCT_ALLERGENS],
    ['dietary', PRODUCT_DIETARY],
  ] as const)
    if (typeof row[column] === 'string') row[column] = JSON.stringify(inListOrder(allowed, JSON.parse(row[column])));
}

export const products: ResourceDef = defineResource({
  ...identityOf('products'),
  table: 'products',
  special: { status_in: 'status', category_in: 'category', allergens_none: 'allergens', dietary_all: 'dietary' },
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    description: text({ search: true }),
    translations: translationsField(NAME_AND_DESCRIPTION),
    price: money({ filter: RANGE_OPS }),
    prep_minutes: { type: 'int', validate: prepMinutesRule },
    image: file(),
    // One rule for the catalogue: a new product, like a new category, is published unless Draft is chosen.
    status: enumField({ default: 'publish' }),
    stock_status: enumField({ default: 'available' }),
    category: relation(categoryRef),
    addons: { type: 'many-relation', many: addonsMany, filter: EQ_OPS, default: [] },
    allergens: codeListField(PRODUCT_ALLERGENS),
    dietary: codeListField(PRODUCT_DIETARY),
  },
  hooks: {
    beforeCreate: (_trx, row) => {
      orderCodes(row);
      productTranslations.beforeCreate(row);
    },
    beforeUpdate: (_trx, changes, current) => {
      orderCodes(changes);
      productTranslations.beforeUpdate(changes, current);
    },
  },
});

async function productOf(trx: Db, id: unknown): Promise<Row | undefined> {
  if (id === null || id === undefined) return undefined;
  return findProduct(trx, Number(id));
}

/**
 * A variation's name when none is given: its product's and its outlet's (`Shish Taouk – Verdun Pantry`), and in
 * each other language its product has a name in, that name and the outlet's (`شيش طاووق – Verdun Pantry`).
 */
async function variationNames(
  trx: Db,
  productId: unknown,
  outletId: unknown,
): Promise<{ name: string; translations: Translations | null }> {
  const product = await productOf(trx, productId);
  const outletName =
    outletId === null || outletId === undefined ? undefined : await findOutletName(trx, Number(outletId));
  const join = (productName: string | undefined) => [productName, outletName].filter(Boolean).join(' – ');
  const productNames = readTranslations(product?.translations, NAME_ONLY) ?? {};
  const translations = Object.fromEntries(
    Object.entries(productNames).map(([language, texts]) => [language, { name: join(texts.name) }]),
  );
  return { name: join(product?.name) || 'Variation', translations: normalizeTranslations(translations, NAME_ONLY) };
}

export const productVariations: ResourceDef = defineResource({
  ...identityOf('productVariations'),
  table: 'product_variations',
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    translations: translationsField(NAME_ONLY),
    price: { type: 'money', filter: RANGE_OPS },
    stock_status: enumField({ default: 'available' }),
    stock_quantity: {
      type: 'int',
      default: 0,
      filter: RANGE_OPS,
      validate: (v) => (Number(v) < 0 ? 'must not be negative' : null),
    },
    product: relation(productRef),
    outlet: relation(outletRef),
  },
  hooks: {
    async beforeCreate(trx, row) {
      if (!row.name) {
        // Named after its product and outlet, in each language the product has a name in, save those sent.
        const derived = await variationNames(trx, row.product_id, row.outlet_id);
        row.name = derived.name;
        row.translations = translationsText(
          mergeTranslations(derived.translations, row.translations === undefined ? {} : row.translations, NAME_ONLY),
        );
      }
      if (row.price === undefined) row.price = (await productOf(trx, row.product_id))?.price ?? 0;
      nameTranslations.beforeCreate(row);
    },
    async beforeUpdate(trx, changes, current) {
      nameTranslations.beforeUpdate(changes, current);
      if (changes.name === null || changes.name === '')
        changes.name = (
          await variationNames(trx, changes.product_id ?? current.product_id, changes.outlet_id ?? current.outlet_id)
        ).name;
    },
  },
});

/** Product facts for derived values of menu items and order items; 400 when the product is gone. */
export async function requireProduct(trx: Db, id: unknown, field = 'product'): Promise<Row> {
  const product = await productOf(trx, id);
  if (!product)
    throw new HttpError(400, 'validation_error', `${field}: no product with id ${String(id)}`, {
      [field]: `no product with id ${String(id)}`,
    });
  return product;
}
