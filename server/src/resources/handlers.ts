import type { HandlerMap } from '../http/operation';
import { dataHandlers } from './data/handlers';
import { resources, views } from './definitions';
import { handlersFor } from './engine/handlers';
import { withCarryOver } from './kitchen/carry-over';
import { listKitchenOutlets } from './kitchen/outlets';
import { updateKitchenOrderStatus, type StatusUpdate } from './kitchen/service';
import { generateMenuItems, type GenerateRequest } from './menu-items/generate';
import { listProduction } from './production/handler';
import { history } from './history/definition';
import { getDayStats, getKitchenTiming, listTopProducts } from './stats/handler';

/**
 * Every resource operation keyed by operationId: the 14 resources × 7 operations, listKitchenOrders,
 * listKitchenOutlets, updateKitchenOrderStatus, generateMenuItems, listProduction, getDayStats, listTopProducts, getKitchenTiming, exportResource and importResource (jobs run in the
 * background; see data/runner.ts). The core merges this into its route table.
 */
export function resourceHandlers(): HandlerMap {
  const map: HandlerMap = {};
  for (const def of [...Object.values(resources), ...Object.values(views)]) Object.assign(map, handlersFor(def));
  map.listKitchenOrders = withCarryOver(map.listKitchenOrders);
  map.updateKitchenOrderStatus = async (req, _reply, ctx) => ({
    data: await updateKitchenOrderStatus(ctx.db, req.body as StatusUpdate, ctx.user),
  });
  map.generateMenuItems = async (req, _reply, ctx) => generateMenuItems(ctx.db, req.body as GenerateRequest, ctx.user);
  map.listKitchenOutlets = async (_req, _reply, ctx) => ({ data: await listKitchenOutlets(ctx.db) });
  map.listProduction = listProduction;
  Object.assign(map, handlersFor(history));
  map.getDayStats = getDayStats;
  map.listTopProducts = listTopProducts;
  map.getKitchenTiming = getKitchenTiming;
  Object.assign(map, dataHandlers());
  return map;
}
