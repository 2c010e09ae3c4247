import type { FastifyRequest } from 'fastify';
import type { AppContext, HandlerMap, OperationHandler, RequestUser } from '../../http/operation';
import {
  bulkCreateRecords,
  bulkDeleteRecords,
  bulkUpdateRecords,
  createRecord,
  deleteRecord,
  ifMatchVersion,
  updateRecord,
} from './service';
import { listHandler } from './list-handler';
import type { ApiRecord, HookContext, ResourceDef } from './types';

function hookContext(ctx: AppContext & { user: RequestUser | null }): HookContext {
  return { user: ctx.user, app: { db: ctx.db, config: ctx.config, clock: ctx.clock } };
}

const idParam = (req: FastifyRequest) => (req.params as { id?: unknown } | undefined)?.id;

/** The seven operations of one resource, keyed by operationId (list, add, bulkAdd, update, bulkUpdate, delete, bulkDelete). */
export function handlersFor(def: ResourceDef): HandlerMap {
  const { singular: one, plural: many } = def;
  const list: OperationHandler = listHandler(def);
  // Generic over resources: the operationIds are made from the definition's names, and the bodies go to the
  // engine, which reads them by the definition's fields.
  if (def.readOnlyResource) return { [`list${many}`]: list };
  const operations: Record<string, OperationHandler> = {
    [`list${many}`]: list,
    [`add${one}`]: async (req, _reply, ctx) => ({ data: await createRecord(ctx.db, def, req.body, hookContext(ctx)) }),
    [`bulkAdd${many}`]: async (req, _reply, ctx) => ({
      data: await bulkCreateRecords(ctx.db, def, req.body, hookContext(ctx)),
    }),
    [`update${one}`]: async (req, _reply, ctx) => ({
      data: await updateRecord(ctx.db, def, idParam(req), req.body, hookContext(ctx), {
        ifMatch: ifMatchVersion(req.headers?.['if-match']),
      }),
    }),
    [`bulkUpdate${many}`]: async (req, _reply, ctx) => ({
      data: await bulkUpdateRecords(ctx.db, def, req.body, hookContext(ctx)),
    }),
    [`delete${one}`]: async (req, _reply, ctx) => ({
      data: await deleteRecord(ctx.db, def, idParam(req), hookContext(ctx), {
        ifMatch: ifMatchVersion(req.headers?.['if-match']),
        // A DELETE has no body: what says how to delete (an order item's override) comes in its query.
        input: (req.query ?? {}) as ApiRecord,
      }),
    }),
    [`bulkDelete${many}`]: async (req, _reply, ctx) => ({
      // Its query applies to every record of the call (order items: the cut-off override).
      data: await bulkDeleteRecords(ctx.db, def, req.body, hookContext(ctx), (req.query ?? {}) as ApiRecord),
    }),
  };
  return operations;
}
