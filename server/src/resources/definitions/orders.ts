import { nowIso } from '../../db/dialect';
import { ORDERS_SEARCH_COLUMNS, ORDERS_SEARCH_EXPR_PG, ORDERS_SEARCH_TABLE } from '../../db/scale-schema';
import type { Db, HookContext, ResourceDef, Row } from '../engine/types';
import { findRows } from '../engine/repository';
import { historyEnabled, recordUpdate } from '../history/recorder';
import { refuseUrgencyOfClosedOrder } from '../kitchen/urgency-rule';
import { refuseChangeOfBilledOrder, requirePoNumber } from '../billing/rules';
import { requireItemsOpen } from '../orders/item-lock';
import {
  findEmployee,
  recomputeOrderTotals,
  recordStatusChange,
  refreshItemsSummary,
  reserveOrderNumbers,
} from '../orders/repository';
import { checkItemChoices, extraCharges, idList, storedAddonIds } from '../orders/item-choices';
import { summaryItemsOf } from '../orders/summary-items';
import { itemTotals, orderTotals } from '../orders/totals';
import { requireProduct } from './catalogue';
import { defineResource } from './contract-fields';
import {
  contactNameExpr,
  employeeRef,
  enumField,
  money,
  orderItemAddonsMany,
  orderRef,
  organizationRef,
  outletRef,
  productRef,
  productVariationRef,
  standingOrderRef,
  RANGE_OPS,
  relation,
  text,
  TEXT_OPS,
} from './refs';
import { checkOfficeMove } from '../orders/office-moves';
import { creditLimitOnCreate, creditLimitOnUpdate, enforceCreditLimitAround } from '../orders/credit-limit';
import * as cutoff from '../orders/cutoff-hooks';
import { identityOf } from './identity';

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
  ...identityOf('orders'),
  table: 'orders',
  instructions: ['override_cutoff', 'cutoff_reason'],
  special: { date_between: 'date', status_in: 'status' },
  childFilters: { product: { table: 'order_items', parentKey: 'order_id', column: 'product_id' } },
  searchIndex: { fields: ORDERS_SEARCH_COLUMNS, sqliteFts: ORDERS_SEARCH_TABLE, postgresTrgm: ORDERS_SEARCH_EXPR_PG },
  decorated: ['summary_items'],
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
    urgent: { type: 'boolean', default: false },
    ready_at: { type: 'datetime' },
    po_number: text({ filter: TEXT_OPS }),
    override_credit_limit: { type: 'boolean', default: false },
    credit_limit_reason: text(),
    late_change: { type: 'json' },
    standing_order: relation(standingOrderRef, { filter: ['eq'] }),
  },
  hooks: {
    async beforeCreate(trx, row, input, ctx) {
      row.order_number = await reserveOrderNumbers(trx);
      await fillFromEmployee(trx, row, input);
      await cutoff.cutoffOnCreate(trx, row, input, ctx);
      await requirePoNumber(trx, row);
      const totals = orderTotals([], Number(row.discount ?? 0));
      row.subtotal = totals.subtotal;
      row.total = totals.total;
      if (row.status === 'delivered') row.completed_at = nowIso();
      if (row.status === 'ready_for_pickup') row.ready_at = nowIso();
      if (Number(row.urgent) === 1)
        refuseUrgencyOfClosedOrder({ order_number: row.order_number, status: row.status ?? 'pending' });
      await creditLimitOnCreate(trx, row, ctx);
    },
    async beforeUpdate(trx, changes, current, input, ctx) {
      if (changes.employee_id) await fillFromEmployee(trx, changes, input);
      await refuseChangeOfBilledOrder(trx, current, changes);
      await cutoff.cutoffOnUpdate(trx, changes, current, input, ctx);
      if (['payment_method', 'organization_id', 'po_number'].some((c) => changes[c] !== undefined))
        await requirePoNumber(trx, { ...current, ...changes });
      if (changes.discount !== undefined)
        changes.total = orderTotals([Number(current.subtotal)], Number(changes.discount)).total;
      if (changes.status !== undefined) {
        checkOfficeMove(String(current.status), String(changes.status));
        if (changes.status === 'delivered') changes.completed_at = nowIso();
        else if (current.status === 'delivered') changes.completed_at = null;
        // ready_at: when it last went to ready for pickup; back to being made, it is not ready.
        if (changes.status === 'ready_for_pickup') changes.ready_at = nowIso();
        else if (changes.status === 'pending' || changes.status === 'processing') changes.ready_at = null;
      }
      // Urgent or not only while the kitchen still works on the order.
      if (changes.urgent !== undefined)
        refuseUrgencyOfClosedOrder({ order_number: current.order_number, status: changes.status ?? current.status });
      await creditLimitOnUpdate(trx, current, changes, ctx);
    },
    async beforeDelete(trx, current) {
      await refuseChangeOfBilledOrder(trx, current);
    },
    // While the summary is the one its items give, those items (translated names) to show it in any language.
    async decorate(db, rows, records) {
      const items = await summaryItemsOf(db, rows);
      records.forEach((record, i) => {
        record.summary_items = items.get(Number(rows[i].id)) ?? null;
      });
    },
    async afterWrite(trx, event, ctx) {
      const { kind, before, after } = event;
      // An order made past the credit limit: the override and its reason in its history, as a change would be.
      if (kind === 'create' && after && Number(after.override_credit_limit) === 1)
        await recordUpdate(
          trx,
          orders,
          { before: { ...after, override_credit_limit: 0, credit_limit_reason: null }, after },
          ctx,
        );
      if (kind === 'create' && after) await cutoff.cutoffAfterCreate(trx, after, ctx);
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

/** Runs `derive` (which rewrites orders' derived fields), recording what it changed in each order's history. */
async function withOrderHistory(trx: Db, orderIds: number[], ctx: HookContext, derive: () => Promise<void>) {
  if (!historyEnabled() || !orderIds.length) return derive();
  const before = await findRows(trx, 'orders', orderIds);
  await derive();
  const after = new Map((await findRows(trx, 'orders', orderIds)).map((r) => [Number(r.id), r]));
  for (const row of before) {
    const now = after.get(Number(row.id));
    if (now && now.__version !== row.__version) await recordUpdate(trx, orders, { before: row, after: now }, ctx);
  }
}

const toSummaryItem = (row: Row) => ({ id: Number(row.id), quantity: Number(row.quantity), name: row.name ?? null });

function checkDiscount(value: unknown): string | null {
  return Number(value) < 0 || Number(value) > 100 ? 'must be a percent between 0 and 100' : null;
}

export const orderItems: ResourceDef = defineResource({
  ...identityOf('orderItems'),
  table: 'order_items',
  instructions: ['override_cutoff', 'cutoff_reason'],
  special: { parent_order: 'order' },
  defaultSort: [['id', 'asc']],
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    product: relation(productRef),
    product_variation: relation(productVariationRef, { filter: undefined }),
    addons: { type: 'many-relation', many: orderItemAddonsMany, default: [] },
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
    prepared_at: { type: 'datetime' },
  },
  hooks: {
    async beforeCreate(trx, row, input, ctx) {
      await requireItemsOpen(trx, row.order_id);
      await cutoff.cutoffOnItemCreate(trx, row, input, ctx);
      const product = await requireProduct(trx, row.product_id);
      if (!row.name) row.name = product.name;
      const addonIds = idList(input.addons) ?? [];
      const variation = await checkItemChoices(trx, {
        productId: Number(row.product_id),
        orderId: Number(row.order_id),
        variationId: row.product_variation_id ?? null,
        addonIds,
      });
      if (row.unit_price === undefined) row.unit_price = Number(variation?.price ?? product.price);
      Object.assign(
        row,
        itemTotals({
          unit_price: row.unit_price,
          quantity: row.quantity ?? 1,
          discount: row.discount ?? 0,
          extra_charges: await extraCharges(trx, undefined, addonIds),
        }),
      );
    },
    async beforeUpdate(trx, changes, current, input, ctx) {
      await requireItemsOpen(trx, current.order_id);
      if (changes.order_id !== undefined) await requireItemsOpen(trx, changes.order_id);
      await cutoff.cutoffOnItemUpdate(trx, changes, current, input, ctx);
      const merged = { ...current, ...changes };
      const productChanged = changes.product_id !== undefined && changes.product_id !== null;
      const variationChanged = 'product_variation_id' in changes;
      const addonIds = idList(input.addons);
      const itemId = Number(current.id);
      if (productChanged || variationChanged || addonIds !== undefined || changes.order_id !== undefined) {
        const variation = await checkItemChoices(trx, {
          productId: merged.product_id === null ? null : Number(merged.product_id),
          orderId: Number(merged.order_id),
          variationId: merged.product_variation_id ?? null,
          addonIds: addonIds ?? (await storedAddonIds(trx, itemId)),
        });
        const product = merged.product_id === null ? undefined : await requireProduct(trx, merged.product_id);
        if (productChanged && !('name' in input)) changes.name = product!.name;
        // A new product or variation brings its price, unless the body sets one.
        const price = variation?.price ?? product?.price;
        if ((productChanged || variationChanged) && !('unit_price' in input) && price !== undefined)
          changes.unit_price = Number(price);
      }
      const after = { ...current, ...changes };
      Object.assign(
        changes,
        itemTotals({
          unit_price: Number(after.unit_price),
          quantity: Number(after.quantity),
          discount: Number(after.discount),
          extra_charges: await extraCharges(trx, itemId, addonIds),
        }),
      );
    },
    checkDeleteInput: (input, ctx) => cutoff.cutoffOnItemDeleteQuery(input, ctx),
    async beforeDelete(trx, current, ctx, input) {
      await requireItemsOpen(trx, current.order_id);
      await cutoff.cutoffOnItemDelete(trx, current, input, ctx);
    },
    async afterWrite(trx, { before, after }, ctx) {
      const orderIds = [...new Set([before?.order_id, after?.order_id].filter((id) => id != null).map(Number))];
      // The orders' totals and summary follow their items: those changes go into the orders' history too. A total
      // raised on account stays within the organization's credit limit.
      await enforceCreditLimitAround(trx, orderIds, () =>
        withOrderHistory(trx, orderIds, ctx, async () => {
          await recomputeOrderTotals(trx, orderIds);
          for (const orderId of orderIds)
            await refreshItemsSummary(trx, orderId, {
              before: before && Number(before.order_id) === orderId ? toSummaryItem(before) : undefined,
              afterId: after && Number(after.order_id) === orderId ? Number(after.id) : undefined,
            });
        }),
      );
    },
  },
});
