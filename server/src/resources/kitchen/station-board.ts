import type { OperationHandler } from '../../http/operation';
import { badRequest } from '../engine/errors';
import { listHandler } from '../engine/list-handler';
import { toId } from '../engine/values';
import type { ApiRecord, ResourceDef } from '../engine/types';
import { kitchenOrders } from '../definitions/kitchen-orders';
import { stationDoneAtSql, stationExists, stationOrdersSql } from './station-repository';

type Query = Record<string, unknown>;

const isTrue = (value: unknown) => value === true || value === 'true';

/** The tables a station's board reads besides orders: which items go to it, and whether they are prepared. */
const STATION_TABLES = ['order_items', 'products', 'categories'];

/**
 * The kitchen board of one station: each order's items narrowed to the station's (its categories' and those
 * going to no station), the orders with none of those left out, and, by default, the orders whose station items
 * are all prepared too (a pending order always shows). With `station_done=true`, its Recall list instead: only
 * those orders, each with `station_done_at` (when its last station item was prepared), sortable.
 */
function stationBoard(stationId: number): ResourceDef {
  const inStation = (item: ApiRecord) => {
    const station = item.station as { id: number } | null;
    return station === null || station.id === stationId;
  };
  return {
    ...kitchenOrders,
    // Each condition's arguments name the station: the list's count and page caches key on them.
    queryFilters: {
      station: {
        tables: STATION_TABLES,
        parse: (_value, query) => (isTrue(query.station_done) ? undefined : { station: stationId }),
        expr: (table) => stationOrdersSql(table, stationId, false),
      },
      station_done: {
        tables: STATION_TABLES,
        parse: (value) => (isTrue(value) ? { station: stationId } : undefined),
        expr: (table) => stationOrdersSql(table, stationId, true),
      },
    },
    fields: {
      ...kitchenOrders.fields,
      station_done_at: {
        type: 'computed',
        readOnly: true,
        nullable: true,
        expr: (t) => stationDoneAtSql(t, stationId),
      },
    },
    hooks: {
      async decorate(db, rows, records, nowMs) {
        await kitchenOrders.hooks!.decorate!(db, rows, records, nowMs);
        for (const record of records) {
          const items = (record.items as ApiRecord[]).filter(inStation);
          record.items = items;
          const prepared = items.map((i) => i.prepared_at as string | null);
          record.station_done_at = prepared.includes(null) ? null : (prepared.sort().at(-1) ?? null);
        }
      },
    },
  };
}

/** One list handler per station asked for (a kitchen has a handful of stations). */
const boards = new Map<number, OperationHandler>();
function stationList(stationId: number): OperationHandler {
  let handler = boards.get(stationId);
  if (!handler) boards.set(stationId, (handler = listHandler(stationBoard(stationId))));
  return handler;
}

/**
 * The board's list handler with `station` and `station_done` applied: without `station` it is expo's (whole
 * orders; `station_done=true` is a 400 naming it); with one, that station's board. An unknown station is a 400
 * naming `station`.
 */
export function withStations(list: OperationHandler): OperationHandler {
  return async (req, reply, ctx) => {
    const query = (req.query ?? {}) as Query;
    if (query.station === undefined || query.station === '') {
      if (isTrue(query.station_done))
        throw badRequest('station_done=true lists the orders a station has finished: give the station.', {
          station_done: 'needs station',
        });
      const { station: _station, station_done: _done, ...rest } = query;
      req.query = rest;
      return list(req, reply, ctx);
    }
    let stationId: number;
    try {
      stationId = toId(query.station);
    } catch {
      throw badRequest(`Invalid station "${String(query.station)}": must be a station's id.`, {
        station: 'must be a positive integer',
      });
    }
    if (!(await stationExists(ctx.db, stationId)))
      throw badRequest(`No station with id ${stationId}.`, { station: `no station with id ${stationId}` });
    return stationList(stationId)(req, reply, ctx);
  };
}
