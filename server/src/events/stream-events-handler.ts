import type { OperationHandler } from '../http/operation';
import { HttpError } from '../http/operation';
import type { EventHub } from './event-hub';

/** streamEvents (`GET /events`): the signed-in user's change event stream. */
export function streamEvents(hub: EventHub): OperationHandler {
  return async (req, reply, ctx) => {
    if (!ctx.user) throw new HttpError(401, 'invalid_token', 'Authentication required.');
    await hub.open(req, reply, ctx.user);
    return undefined;
  };
}
