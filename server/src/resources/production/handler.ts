import { prepareBody, sendPrepared, type PreparedBody } from '../../http/prepared-body';
import type { OperationHandler } from '../../http/operation';
import { nowMs } from '../../http/operation';
import { kitchenTimeZone } from '../../settings/settings-handler';
import { etagMatches, sendNotModified } from '../engine/change-markers';
import { productionSheet } from './sheet';

/** Each kept sheet's body, serialised once by the route's response schema and compressed once per encoding. */
const bodies = new WeakMap<object, PreparedBody>();

/**
 * listProduction: the sheet in the kitchen's time zone, with a weak ETag; a request whose If-None-Match
 * names it gets a bodiless 304. A kept sheet is sent as the bytes it was first serialised and compressed
 * to, so asking again costs neither SQL (beyond the change counters) nor serialising nor compressing.
 */
export const listProduction: OperationHandler = async (req, reply, ctx) => {
  const zone = await kitchenTimeZone(ctx.db);
  const { sheet, etag } = await productionSheet(ctx.db, (req.query ?? {}) as Record<string, unknown>, zone, nowMs(ctx));
  reply.header('ETag', etag);
  if (etagMatches(req.headers['if-none-match'], etag)) return sendNotModified(reply);
  let body = bodies.get(sheet);
  if (!body) bodies.set(sheet, (body = prepareBody(reply, { data: sheet })));
  return sendPrepared(req, reply, body);
};
