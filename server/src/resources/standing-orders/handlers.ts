/** A saved standing order's placing run starts as soon as the save is answered (it was queued in the save). */
import type { HandlerMap, OperationHandler } from '../../http/operation';
import { resumeQueuedJobs } from '../data/runner';

const SAVES = ['addStandingOrder', 'bulkAddStandingOrders', 'updateStandingOrder', 'bulkUpdateStandingOrders'] as const;

/** Wraps the standing orders' save handlers of `map`: after each, this process takes the queued runs. */
export function withPlacingRun(map: HandlerMap): void {
  for (const id of SAVES) {
    const handler = map[id] as OperationHandler | undefined;
    if (!handler) continue;
    const wrapped: OperationHandler = async (req, reply, ctx) => {
      const answer = await handler(req, reply, ctx);
      await resumeQueuedJobs({ db: ctx.db, config: ctx.config, clock: ctx.clock });
      return answer;
    };
    (map as Record<string, OperationHandler>)[id] = wrapped;
  }
}
