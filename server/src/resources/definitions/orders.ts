import { nowIso } from '../../db/dialect';
import { ORDERS_SEARCH_COLUMNS, ORDERS_SEARCH_EXPR_PG, ORDERS_SEARCH_TABLE } from '../../db/scale-schema';
import type { Db, ResourceDef, Row } from '../engine/types';
import { findEmployee, recomputeOrderTotals, recordStatusChange, reserveOrderNumbers } from '../orders/repository';
import { itemTotals, orderTotals } from '../orders/totals';
import { requireProduct } from './catalogue';
import { defineResource } from './contract-fields';
import {
  contactNameExpr,
  employeeRef,
  enumField,
  money,
  orderRef,
  organizationRef,
  outletRef,
  productRef,
  RANGE_OPS,
  relation,
  text,
  TEXT_OPS,
} from './refs';

/** Contact details copied from the chosen employee when the body leaves them out. */
async function fillFromEmployee(trx: Db, row: Row, input: Record<string, unknown>): Promise<void> {
  if (!row.employee_id) return;
  const e: Row | undefined = await findEmployee(trx, Number(row.employee_id));
  if (!e) return;
  const copy: Array<[string, string, string]> = [
    ['first_name', 'first_name', 'first_name'],
    ['last_name', 'last_name', 'last_name'],
    ['email', 'email', 'email'],
    ['phone_number', 'phone_number', 'phone_number'],
    ['organization', 'organization_id', 'organization_id'],
    ['outlet', 'outlet_id', 'outlet_id'],
    ['address', 'address', 'address'],
  ];
  for (const [field, column, source] of copy) if (!(field in input) && e[source] != null) row[column] = e[source];
}

export const orders: ResourceDef = defineResource({
  name: 'orders',
  table: 'orders',
  singular: 'Order',
  plural: 'Orders',
  singularLabel: 'order',
  special: { date_between: 'date', status_in: 'status' },
  searchIndex: { fields: ORDERS_SEARCH_COLUMNS, sqliteFts: ORDERS_SEARCH_TABLE, postgresTrgm: ORDERS_SEARCH_EXPR_PG },
  fields: {
    order_number: { type: 'int', filter: RANGE_OPS, search: true },
    name: text({ filter: TEXT_OPS, search: true }),
    employee: relation(employeeRef),
    first_name: text({ filter: TEXT_OPS }),
    last_name: text({ filter: TEXT_OPS }),
    full_name: {
      type: 'computed',
      expr: contactNameExpr,
      compute: (r) => [r.first_name, r.last_name].filter((p) => p && String(p).trim()).join(' '),
      filter: TEXT_OPS,
      search: true,
    },
    email: { type: 'email', filter: TEXT_OPS, search: true },
    phone_number: text({ filter: TEXT_OPS, search: true }),
    outlet: relation(outletRef),
    organization: relation(organizationRef),
    note: text(),
    reject_reason: text(),
    discount: money(),
    subtotal: { type: 'money' },
    total: { type: 'money', filter: RANGE_OPS },
    address: text(),
    status: enumField({ default: 'pending' }),
    type: enumField({ default: 'pick_up' }),
    date: { type: 'datetime', filter: RANGE_OPS },
    completed_at: { type: 'datetime' },
    summary: text(),
    payment_method: enumField({ default: 'cash' }),
  },
  hooks: {
    async beforeCreate(trx, row, input) {
      row.order_number = await reserveOrderNumbers(trx);
      await fillFromEmployee(trx, row, input);
      const totals = orderTotals([], Number(row.discount ?? 0));
      row.subtotal = totals.subtotal;
      row.total = totals.total;
      if (row.status === 'delivered') row.completed_at = nowIso();
    },
    async beforeUpdate(trx, changes, current, input) {
      if (changes.employee_id) await fillFromEmployee(trx, changes, input);
      if (changes.discount !== undefined)
        changes.total = orderTotals([Number(current.subtotal)], Number(changes.discount)).total;
      if (changes.status !== undefined) {
        if (changes.status === 'delivered') changes.completed_at = nowIso();
        else if (current.status === 'delivered') changes.completed_at = null;
      }
    },
    async afterWrite(trx, event, ctx) {
      const { kind, before, after } = event;
      if (kind === 'update' && before && after && before.status !== after.status)
        await recordStatusChange(
          trx,
          Number(after.id),
          String(before.status),
          String(after.status),
          ctx.user?.id ?? null,
          after.reject_reason ?? null,
        );
    },
  },
});

function checkDiscount(value: unknown): string | null {
  return Number(value) < 0 || Number(value) > 100 ? 'must be a percent between 0 and 100' : null;
}

export const orderItems: ResourceDef = defineResource({
  name: 'order-items',
  table: 'order_items',
  singular: 'OrderItem',
  plural: 'OrderItems',
  singularLabel: 'order item',
  special: { parent_order: 'order' },
  defaultSort: [['id', 'asc']],
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    product: relation(productRef),
    order: relation(orderRef, { filter: undefined }),
    unit_price: { type: 'money' },
    quantity: {
      type: 'int',
      default: 1,
      filter: RANGE_OPS,
      validate: (v) => (Number(v) < 1 ? 'must be at least 1' : null),
    },
    subtotal: { type: 'money' },
    discount: { type: 'number', default: 0, validate: checkDiscount },
    total: { type: 'money' },
    note: text({ search: true }),
  },
  hooks: {
    async beforeCreate(trx, row) {
      const product = await requireProduct(trx, row.product_id);
      if (!row.name) row.name = product.name;
      if (row.unit_price === undefined) row.unit_price = Number(product.price);
      Object.assign(
        row,
        itemTotals({ unit_price: row.unit_price, quantity: row.quantity ?? 1, discount: row.discount ?? 0 }),
      );
    },
    async beforeUpdate(trx, changes, current, input) {
      if (changes.product_id !== undefined && changes.product_id !== null) {
        const product = await requireProduct(trx, changes.product_id);
        if (!('unit_price' in input)) changes.unit_price = Number(product.price);
        if (!('name' in input)) changes.name = product.name;
      }
      const merged = { ...current, ...changes };
      Object.assign(
        changes,
        itemTotals({
          unit_price: Number(merged.unit_price),
          quantity: Number(merged.quantity),
          discount: Number(merged.discount),
        }),
      );
    },
    async afterWrite(trx, { before, after }) {
      await recomputeOrderTotals(
        trx,
        [before?.order_id, after?.order_id].filter((id) => id !== undefined && id !== null).map(Number),
      );
    },
  },
});
