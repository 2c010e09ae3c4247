import { sql } from 'kysely';
import { fromCents } from '../money';
import type { FieldDef, FilterOp, ManyRelation, RelationRef, Row } from '../engine/types';

/** Embedded shapes of related records (contract: OrganizationRef, OutletRef, ...). */

export function personName(row: Row): string {
  return [row.first_name, row.middle_name, row.last_name].filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' ');
}

export const organizationRef: RelationRef = {
  table: 'organizations', label: 'organization', columns: ['id', 'name', 'logo'],
  toApi: (r) => ({ id: Number(r.id), name: r.name, logo: r.logo ?? null }),
};
export const outletRef: RelationRef = {
  table: 'outlets', label: 'outlet', columns: ['id', 'name'],
  toApi: (r) => ({ id: Number(r.id), name: r.name }),
};
export const productRef: RelationRef = {
  table: 'products', label: 'product', columns: ['id', 'name', 'price', 'image'],
  toApi: (r) => ({ id: Number(r.id), name: r.name, price: fromCents(Number(r.price)), image: r.image ?? null }),
};
export const categoryRef: RelationRef = {
  table: 'categories', label: 'category', columns: ['id', 'name'],
  toApi: (r) => ({ id: Number(r.id), name: r.name }),
};
export const employeeRef: RelationRef = {
  table: 'employees', label: 'employee', columns: ['id', 'first_name', 'middle_name', 'last_name'],
  toApi: (r) => ({ id: Number(r.id), full_name: personName(r) }),
};
export const menuRef: RelationRef = {
  table: 'menus', label: 'menu', columns: ['id', 'name'],
  toApi: (r) => ({ id: Number(r.id), name: r.name }),
};
export const orderRef: RelationRef = {
  table: 'orders', label: 'order', columns: ['id', 'order_number', 'name'],
  toApi: (r) => ({ id: Number(r.id), order_number: Number(r.order_number), name: r.name }),
};
export const addonsMany: ManyRelation = {
  table: 'addons', label: 'addon', columns: ['id', 'name', 'type'],
  through: 'product_addons', localKey: 'product_id', foreignKey: 'addon_id',
  toApi: (r) => ({ id: Number(r.id), name: r.name, type: r.type ?? 'extra' }),
};

// ---- field shorthands ----

export const TEXT_OPS: readonly FilterOp[] = ['eq', 'ne', 'like'];
export const EQ_OPS: readonly FilterOp[] = ['eq', 'ne'];
export const RANGE_OPS: readonly FilterOp[] = ['eq', 'ne', 'gte', 'lte'];

export const text = (o: Partial<FieldDef> = {}): FieldDef => ({ type: 'text', nullable: true, ...o });
export const requiredText = (o: Partial<FieldDef> = {}): FieldDef => ({ type: 'text', required: true, ...o });
export const relation = (ref: RelationRef, o: Partial<FieldDef> = {}): FieldDef => ({ type: 'relation', relation: ref, nullable: true, filter: EQ_OPS, ...o });
export const file = (): FieldDef => ({ type: 'file', nullable: true });
export const money = (o: Partial<FieldDef> = {}): FieldDef => ({ type: 'money', default: 0, ...o });
export const enumOf = (values: readonly string[], o: Partial<FieldDef> = {}): FieldDef => ({ type: 'enum', values, filter: EQ_OPS, ...o });

/** `first [middle] last` as SQL, for filtering, sorting and searching people by full name. */
export const fullNameExpr = (table: string) =>
  sql<string>`${sql.ref(`${table}.first_name`)} || ' ' || coalesce(${sql.ref(`${table}.middle_name`)} || ' ', '') || ${sql.ref(`${table}.last_name`)}`;

/** Order contact name: `first last`, either part optional. */
export const contactNameExpr = (table: string) =>
  sql<string>`trim(coalesce(${sql.ref(`${table}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${table}.last_name`)}, ''))`;

export const PUBLISH_STATUSES = ['draft', 'publish'] as const;
export const STOCK_STATUSES = ['available', 'unavailable'] as const;
export const ADDON_TYPES = ['extra', 'side', 'sauce', 'drink'] as const;
export const ORDER_STATUSES = ['pending', 'processing', 'ready_for_pickup', 'on_the_way', 'delivered', 'cancelled'] as const;
export const ORDER_TYPES = ['pick_up', 'delivery', 'dine_in'] as const;
export const PAYMENT_METHODS = ['cash', 'card', 'on_account'] as const;
export const USER_ROLES = ['administrator', 'manager', 'kitchen_staff', 'viewer'] as const;
