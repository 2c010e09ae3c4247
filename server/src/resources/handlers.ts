import type { HandlerMap } from '../http/operation';
import { dataHandlers } from './data/handlers';
import { resources, views } from './definitions';
import { handlersFor } from './engine/handlers';
import { updateKitchenOrderStatus, type StatusUpdate } from './kitchen/service';
import { generateMenuItems, type GenerateRequest } from './menu-items/generate';

/**
 * Every resource operation keyed by operationId: the 13 resources × 7 operations, listKitchenOrders,
 * updateKitchenOrderStatus, generateMenuItems, exportResource and importResource (jobs run in the
 * background; see data/runner.ts). The core merges this into its route table.
 */
export function resourceHandlers(): HandlerMap {
  const map: HandlerMap = {};
  for (const def of [...Object.values(resources), ...Object.values(views)]) Object.assign(map, handlersFor(def));
  map.updateKitchenOrderStatus = async (req, _reply, ctx) => ({
    data: await updateKitchenOrderStatus(ctx.db, req.body as StatusUpdate, ctx.user),
  });
  map.generateMenuItems = async (req, _reply, ctx) => ({
    data: await generateMenuItems(ctx.db, req.body as GenerateRequest),
  });
  Object.assign(map, dataHandlers());
  return map;
}
