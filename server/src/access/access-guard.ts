import type { FastifyRequest } from 'fastify';
import { authenticate, authenticateWithCounters } from '../auth/authenticate';
import type { OperationSpec } from '../http/openapi-operations';
import type { AppContext } from '../http/operation';
import { HttpError } from '../http/operation';
import '../http/request-user';
import { CAPABILITY_RESOURCES, REPORT_RESOURCES } from './capabilities';
import { FORBIDDEN_MESSAGE, requiredCapabilities } from './required-capability';

const KNOWN_RESOURCES = new Set<string>([...CAPABILITY_RESOURCES, ...REPORT_RESOURCES]);

/** The `{name}` placeholders of an `x-capability` template. */
const placeholdersOf = (template: string) => [...template.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name);

/**
 * A capability placeholder the path does not fill comes from the query (the history list's `resource`):
 * missing, or not one of the parameter's values, it is a 400 naming the parameter (the guard runs before
 * the query is validated).
 */
function checkQueryPlaceholders(
  op: OperationSpec,
  names: readonly string[],
  params: Record<string, unknown>,
  query: Record<string, unknown>,
) {
  for (const name of names) {
    if (Object.hasOwn(params, name)) continue;
    const value = query[name];
    if (typeof value !== 'string' || value === '')
      throw new HttpError(400, 'validation_error', `The query parameter ${name} is required.`, {
        [name]: 'is required',
      });
    const allowed = (op.querySchema?.properties as Record<string, { enum?: unknown[] }> | undefined)?.[name]?.enum;
    if (allowed && !allowed.includes(value))
      throw new HttpError(
        400,
        'validation_error',
        `Invalid ${name} "${value}": must be one of ${allowed.join(', ')}.`,
        {
          [name]: 'is not one of the allowed values',
        },
      );
  }
}

/**
 * The route's first hook: authenticates the caller (401) and checks the operation's `x-capability`
 * against the capabilities of the caller's current role (403), before the body is even read.
 */
export function accessGuard(op: OperationSpec, ctx: AppContext) {
  const placeholders = op.capability ? placeholdersOf(op.capability) : [];
  return async function checkAccess(req: FastifyRequest): Promise<void> {
    req.user = null;
    req.changeCounters = null;
    if (!op.authRequired) return;
    // A read also gets the change counters its cache markers and ETags need, in the session's query.
    let user;
    if (req.method === 'GET') ({ user, counters: req.changeCounters } = await authenticateWithCounters(req, ctx));
    else user = await authenticate(req, ctx);
    req.user = user;
    if (!op.capability) return;

    const params = (req.params ?? {}) as Record<string, unknown>;
    const query = (req.query ?? {}) as Record<string, unknown>;
    if (placeholders.length) checkQueryPlaceholders(op, placeholders, params, query);
    const required = requiredCapabilities(op.capability, params, query);
    if (!required) throw new HttpError(404, 'not_found', `No such resource for ${op.operationId}.`);
    const resource = required[0].split('::')[0];
    if (!KNOWN_RESOURCES.has(resource))
      throw new HttpError(404, 'not_found', `Unknown resource "${String(params.resource ?? resource)}".`);
    if (!required.some((c) => user.capabilities.includes(c))) throw new HttpError(403, 'forbidden', FORBIDDEN_MESSAGE);
  };
}
