import { sql } from 'kysely';
import { NAME_AND_DESCRIPTION, NAME_ONLY, readTranslations } from '../catalogue/translations';
import { servedImageUrl } from '../engine/upload-url';
import { fromCents } from '../money';
import type { FilterOp, ManyRelation, RelationRef, Row } from '../engine/types';
import type { FieldSpec } from './contract-fields';

/** Embedded shapes of related records (contract: OrganizationRef, OutletRef, ...). */

export function personName(row: Row): string {
  return [row.first_name, row.middle_name, row.last_name]
    .filter((p) => p !== null && p !== undefined && String(p).trim() !== '')
    .join(' ');
}

export const organizationRef: RelationRef = {
  table: 'organizations',
  label: 'organization',
  columns: ['id', 'name', 'logo'],
  toApi: (r) => ({ id: Number(r.id), name: r.name, logo: servedImageUrl(r.logo) }),
};
export const outletRef: RelationRef = {
  table: 'outlets',
  label: 'outlet',
  columns: ['id', 'name', 'time_zone'],
  toApi: (r) => ({ id: Number(r.id), name: r.name, time_zone: r.time_zone ?? null }),
};
export const standingOrderRef: RelationRef = {
  table: 'standing_orders',
  label: 'standing order',
  columns: ['id', 'name'],
  toApi: (r) => ({ id: Number(r.id), name: r.name }),
};
export const productRef: RelationRef = {
  table: 'products',
  label: 'product',
  columns: ['id', 'name', 'translations', 'price', 'image', 'allergens', 'dietary'],
  toApi: (r) => ({
    id: Number(r.id),
    name: r.name,
    translations: readTranslations(r.translations, NAME_AND_DESCRIPTION),
    price: fromCents(Number(r.price)),
    image: servedImageUrl(r.image),
    allergens: codeList(r.allergens),
    dietary: codeList(r.dietary),
  }),
};
/** A stored JSON list of codes (`["gluten"]`) → the list; a missing value is none. */
function codeList(value: unknown): string[] {
  if (typeof value === 'string') return JSON.parse(value) as string[];
  return Array.isArray(value) ? (value as string[]) : [];
}

/**
 * A JSON field holding codes of `allowed`, each once (allergens, dietary flags). Stored in the order of
 * `allowed`, so every screen lists them alike.
 */
export function codeListField(allowed: readonly string[], o: Partial<FieldSpec> = {}): FieldSpec {
  return {
    type: 'json',
    default: [],
    validate: (value) => {
      if (!Array.isArray(value)) return `must be a list of ${allowed.join(', ')}`;
      const unknown = value.find((code) => typeof code !== 'string' || !allowed.includes(code));
      if (unknown !== undefined) return `must be one of ${allowed.join(', ')} (not ${JSON.stringify(unknown)})`;
      if (new Set(value).size !== value.length) return 'must not repeat a code';
      return null;
    },
    ...o,
  };
}

/** A code list value (API representation) in the order of `allowed`. */
export function inListOrder(allowed: readonly string[], value: unknown): unknown {
  return Array.isArray(value) ? allowed.filter((code) => value.includes(code)) : value;
}

export const categoryRef: RelationRef = {
  table: 'categories',
  label: 'category',
  columns: ['id', 'name', 'translations'],
  toApi: (r) => ({ id: Number(r.id), name: r.name, translations: readTranslations(r.translations, NAME_ONLY) }),
};
export const employeeRef: RelationRef = {
  table: 'employees',
  label: 'employee',
  columns: ['id', 'first_name', 'middle_name', 'last_name'],
  toApi: (r) => ({ id: Number(r.id), full_name: personName(r) }),
};
export const menuRef: RelationRef = {
  table: 'menus',
  label: 'menu',
  columns: ['id', 'name'],
  toApi: (r) => ({ id: Number(r.id), name: r.name }),
};
export const orderRef: RelationRef = {
  table: 'orders',
  label: 'order',
  columns: ['id', 'order_number', 'name'],
  toApi: (r) => ({ id: Number(r.id), order_number: Number(r.order_number), name: r.name }),
};
export const addonsMany: ManyRelation = {
  table: 'addons',
  label: 'addon',
  columns: ['id', 'name', 'translations', 'type'],
  through: 'product_addons',
  localKey: 'product_id',
  foreignKey: 'addon_id',
  toApi: (r) => ({
    id: Number(r.id),
    name: r.name,
    translations: readTranslations(r.translations, NAME_ONLY),
    type: r.type ?? 'extra',
  }),
};

export const productVariationRef: RelationRef = {
  table: 'product_variations',
  label: 'product variation',
  columns: ['id', 'name', 'translations', 'price'],
  toApi: (r) => ({
    id: Number(r.id),
    name: r.name ?? '',
    translations: readTranslations(r.translations, NAME_ONLY),
    price: fromCents(Number(r.price)),
  }),
};
/** An order item's addons, each with the name and extra charge it had when ordered. */
export const orderItemAddonsMany: ManyRelation = {
  table: 'addons',
  label: 'addon',
  columns: ['id', 'name', 'extra_charge'],
  through: 'order_item_addons',
  localKey: 'order_item_id',
  foreignKey: 'addon_id',
  snapshot: ['name', 'extra_charge'],
  live: ['translations'],
  toApi: (r) => ({
    id: r.id === null ? null : Number(r.id),
    name: r.name,
    translations: readTranslations(r.translations, NAME_ONLY),
    extra_charge: fromCents(Number(r.extra_charge)),
  }),
};

// ---- field shorthands ----

export const TEXT_OPS: readonly FilterOp[] = ['eq', 'ne', 'like'];
export const EQ_OPS: readonly FilterOp[] = ['eq', 'ne'];
export const RANGE_OPS: readonly FilterOp[] = ['eq', 'ne', 'gte', 'lte'];

// Required, nullable, read-only and enum values come from the contract (see contract-fields.ts).
export const text = (o: Partial<FieldSpec> = {}): FieldSpec => ({ type: 'text', ...o });
export const relation = (ref: RelationRef, o: Partial<FieldSpec> = {}): FieldSpec => ({
  type: 'relation',
  relation: ref,
  filter: EQ_OPS,
  ...o,
});
export const file = (): FieldSpec => ({ type: 'file' });
/**
 * Names (`keys`: the texts translated) in the menu's other languages, as JSON text (see catalogue/translations.ts).
 * The resource's `search` finds them too, text by text (engine/search-text.ts).
 */
export const translationsField = (keys: readonly string[]): FieldSpec => ({
  type: 'json',
  translated: keys,
  search: true,
});
export const money = (o: Partial<FieldSpec> = {}): FieldSpec => ({ type: 'money', default: 0, ...o });
export const enumField = (o: Partial<FieldSpec> = {}): FieldSpec => ({ type: 'enum', filter: EQ_OPS, ...o });

/** `first [middle] last` as SQL, for filtering, sorting and searching people by full name. */
export const fullNameExpr = (table: string) =>
  sql<string>`${sql.ref(`${table}.first_name`)} || ' ' || coalesce(${sql.ref(`${table}.middle_name`)} || ' ', '') || ${sql.ref(`${table}.last_name`)}`;

/** Order contact name: `first last`, either part optional. */
export const contactNameExpr = (table: string) =>
  sql<string>`trim(coalesce(${sql.ref(`${table}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${table}.last_name`)}, ''))`;
