import type { OperationHandler } from '../../http/operation';
import { nowMs } from '../../http/operation';
import { kitchenTimeZone } from '../../settings/settings-handler';
import { productionSheet } from './sheet';

/** The JSON text of each kept sheet, serialised once by the route's response schema. */
const serialized = new WeakMap<object, string>();

/**
 * listProduction: the sheet in the kitchen's time zone. A kept sheet is sent as the text it was first
 * serialised to (by the contract's response schema), so asking again costs neither SQL nor serialising.
 */
export const listProduction: OperationHandler = async (req, reply, ctx) => {
  const zone = await kitchenTimeZone(ctx.db);
  const sheet = await productionSheet(ctx.db, (req.query ?? {}) as Record<string, unknown>, zone, nowMs(ctx));
  let json = serialized.get(sheet);
  if (json === undefined) {
    json = String(reply.serialize({ data: sheet }));
    serialized.set(sheet, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
};
