import { nowMs, type HandlerMap } from '../http/operation';
import { billingHandlers } from './billing/handlers';
import { dataHandlers } from './data/handlers';
import { resources, views } from './definitions';
import { handlersFor } from './engine/handlers';
import { listHandler } from './engine/list-handler';
import { withCarryOver } from './kitchen/carry-over';
import { withStations } from './kitchen/station-board';
import { listKitchenOutlets } from './kitchen/outlets';
import { updateKitchenItemStatus } from './kitchen/item-status';
import { updateKitchenOrderStatus } from './kitchen/service';
import { updateKitchenOrderUrgency } from './kitchen/urgency';
import { generateMenuItems } from './menu-items/generate';
import { listProduction } from './production/handler';
import { history } from './history/definition';
import { getDayStats, getKitchenTiming, listTopProducts } from './stats/handler';
import { withPlacingRun } from './standing-orders/handlers';

/**
 * Every resource operation keyed by operationId: the 14 resources × 7 operations, listKitchenOrders,
 * listKitchenOutlets, updateKitchenOrderStatus, updateKitchenItemStatus, updateKitchenOrderUrgency, generateMenuItems, listProduction, getDayStats, listTopProducts, getKitchenTiming, exportResource and importResource (jobs run in the
 * background; see data/runner.ts). The core merges this into its route table.
 */
/** The server's clock as ISO-8601 UTC (the app's injectable clock in tests). */
const nowOf = (ctx: { clock?: () => number }) => new Date(nowMs(ctx)).toISOString();

export function resourceHandlers(): HandlerMap {
  const map: HandlerMap = {};
  for (const def of [...Object.values(resources), ...Object.values(views)]) Object.assign(map, handlersFor(def));
  map.listKitchenOrders = withCarryOver(withStations(listHandler(views['kitchen-orders'])));
  map.updateKitchenOrderStatus = async (req, _reply, ctx) => ({
    data: await updateKitchenOrderStatus(ctx.db, req.body, ctx.user, nowOf(ctx)),
  });
  map.updateKitchenItemStatus = async (req, _reply, ctx) => ({
    data: await updateKitchenItemStatus(ctx.db, req.body, ctx.user, nowOf(ctx)),
  });
  map.updateKitchenOrderUrgency = async (req, _reply, ctx) => ({
    data: await updateKitchenOrderUrgency(ctx.db, req.body, ctx.user),
  });
  map.generateMenuItems = async (req, _reply, ctx) => generateMenuItems(ctx.db, req.body, ctx.user);
  map.listKitchenOutlets = async (_req, _reply, ctx) => ({ data: await listKitchenOutlets(ctx.db) });
  map.listProduction = listProduction;
  Object.assign(map, handlersFor(history));
  map.getDayStats = getDayStats;
  map.listTopProducts = listTopProducts;
  map.getKitchenTiming = getKitchenTiming;
  Object.assign(map, dataHandlers());
  Object.assign(map, billingHandlers());
  withPlacingRun(map);
  return map;
}
