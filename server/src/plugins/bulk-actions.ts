import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORBIDDEN_MESSAGE } from '../access/required-capability';
import { authenticate } from '../auth/authenticate';
import { isPlainObject } from '../http/json-schema';
import type { OperationSpec } from '../http/openapi-operations';
import type { AppContext } from '../http/operation';
import { HttpError } from '../http/operation';
import '../http/request-user';
import { NO_ROWS_SELECTED } from '../resources/engine/bulk-messages';

/** The answer to `{resource}/bulk/{action}` for an action other than add, update and delete. */
export const INVALID_BULK_ACTION = 'Invalid Bulk Action!';

/** `/addons/bulk/add` → `addons`; null for an operation that is not a bulk one. */
function bulkResourceOf(op: OperationSpec): string | null {
  return /^\/([a-z][a-z-]*)\/bulk\/(add|update|delete)$/.exec(op.path)?.[1] ?? null;
}

/**
 * preValidation of every bulk operation, before its schema: a body with no records (none sent, not a
 * list, or an empty list) is a 400 'No Action/Rows Selected!'.
 */
export async function refuseEmptyBulk(req: FastifyRequest): Promise<void> {
  if (req.isMultipart()) return;
  const records = isPlainObject(req.body) ? req.body.records : undefined;
  if (!Array.isArray(records) || records.length === 0)
    throw new HttpError(400, 'validation_error', NO_ROWS_SELECTED, { records: 'must be a non-empty list' });
}

export const isBulkOperation = (op: OperationSpec) => bulkResourceOf(op) !== null;

/**
 * `POST` or `DELETE {resource}/bulk/{anything else}` on a resource that has bulk operations: a 400
 * 'Invalid Bulk Action!' for a signed-in caller who may change that resource in bulk (add, edit or
 * delete), 401 without a token and 403 without such a capability. Other resources stay a 404.
 */
export function registerInvalidBulkActions(app: FastifyInstance, operations: OperationSpec[], ctx: AppContext): void {
  const resources = new Set(operations.map(bulkResourceOf).filter((r): r is string => r !== null));
  for (const resource of resources) {
    const capability = resource.replace(/-/g, '_');
    const allowed = ['add', 'edit', 'delete'].map((action) => `${capability}::${action}`);
    app.route({
      method: ['POST', 'DELETE'],
      url: `/${resource}/bulk/:action`,
      config: { operationId: `invalidBulkAction:${resource}` },
      onRequest: async (req) => {
        const user = await authenticate(req, ctx);
        req.user = user;
        if (!allowed.some((c) => user.capabilities.includes(c)))
          throw new HttpError(403, 'forbidden', FORBIDDEN_MESSAGE);
      },
      handler: async () => {
        throw new HttpError(400, 'invalid_bulk_action', INVALID_BULK_ACTION);
      },
    });
  }
}
