import { badRequest } from '../engine/errors';
import type { Db, ResourceDef, Row } from '../engine/types';
import { queueStandingOrderRun } from '../standing-orders/job';
import { scheduleOf, syncFutureOrders, type StandingItem } from '../standing-orders/placing';
import { findOutletsSchedule } from '../standing-orders/repository';
import { checkStandingItems } from '../standing-orders/items';
import { nextDates } from '../standing-orders/schedule';
import { defineResource } from './contract-fields';
import { employeeRef, enumField, organizationRef, outletRef, relation, text, TEXT_OPS } from './refs';
import { identityOf } from './identity';

/** `ends_on` before `starts_on` is a 400 naming it. */
function checkDates(row: Row): void {
  if (row.ends_on && row.starts_on && String(row.ends_on) < String(row.starts_on))
    throw badRequest('ends_on must not be before starts_on.', { ends_on: 'must not be before starts_on' });
}

async function checkItems(trx: Db, items: unknown): Promise<void> {
  if (items === undefined) return;
  await checkStandingItems(trx, (typeof items === 'string' ? JSON.parse(items) : items) as StandingItem[]);
}

export const standingOrders: ResourceDef = defineResource({
  ...identityOf('standingOrders'),
  table: 'standing_orders',
  defaultSort: [['name', 'asc']],
  decorated: ['next_dates'],
  fields: {
    name: text({ filter: TEXT_OPS, search: true }),
    organization: relation(organizationRef),
    outlet: relation(outletRef),
    employee: relation(employeeRef),
    type: enumField({ default: 'pick_up' }),
    payment_method: enumField({ default: 'cash' }),
    weekdays: { type: 'json' },
    time: { type: 'time' },
    starts_on: { type: 'date' },
    ends_on: { type: 'date' },
    paused: { type: 'boolean', default: false },
    items: { type: 'json' },
  },
  hooks: {
    async beforeCreate(trx, row) {
      checkDates(row);
      await checkItems(trx, row.items);
    },
    async beforeUpdate(trx, changes, current) {
      checkDates({ ...current, ...changes });
      await checkItems(trx, changes.items);
    },
    async beforeDelete(trx, current, ctx) {
      await syncFutureOrders(trx, current, null, ctx);
    },
    async afterWrite(trx, { kind, before, after }, ctx) {
      if (kind === 'update' && before && after) await syncFutureOrders(trx, before, after, ctx);
      if (after) await queueStandingOrderRun(trx, Number(after.id));
    },
    // The next five times each is due, from its outlet's holidays and zone.
    async decorate(db, rows, records) {
      const outlets = new Map(
        (await findOutletsSchedule(db, [...new Set(rows.map((r) => Number(r.outlet_id)))])).map((o) => [o.id, o]),
      );
      const now = Date.now();
      rows.forEach((row, i) => {
        const outlet = outlets.get(Number(row.outlet_id));
        records[i].next_dates = outlet ? nextDates(scheduleOf(row, outlet), now) : [];
      });
    },
  },
});
